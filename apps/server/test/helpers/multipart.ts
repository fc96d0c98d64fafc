/** A multipart/form-data body with one file field, for `inject`. */
export function multipart(
  file: { name: string; data: Buffer; contentType?: string },
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----quizset${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file.data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
