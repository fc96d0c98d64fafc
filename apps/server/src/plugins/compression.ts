import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compression of dynamic answers (issue 6 "Serving": API JSON above 1 kB), brotli or gzip by the
 * client's Accept-Encoding. Brotli at quality 4: per-request work must stay cheap (quality 11, the
 * zlib default, costs milliseconds per answer); the built web assets are compressed at build time
 * at the highest quality instead and served as files (static-files.ts), which this leaves alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
