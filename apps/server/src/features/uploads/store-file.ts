import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `data` under `uploadDir` with a random name and the given extension (never the client's
 * name: no path tricks, no overwrites). Returns the public URL path `/uploads/<name>`.
 */
export async function storeUpload(uploadDir: string, data: Buffer, extension: string): Promise<string> {
  await mkdir(uploadDir, { recursive: true });
  const name = `${randomUUID()}.${extension}`;
  await writeFile(path.join(uploadDir, name), data, { flag: 'wx' });
  return `/uploads/${name}`;
}
