import { IMAGE_MAX_BYTES, MATERIAL_MAX_BYTES } from '@quizset/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireMember, requireSession } from '../../auth/session';
import { AppError, msg } from '../../lib/app-error';
import { useMultipart } from '../../plugins/multipart';
import { createRateLimit } from '../../plugins/rate-limit';
import { acquireFileProbe } from '../ai/jobs/file-probe';
import { processImage } from './process-image';
import { readUpload } from './read-upload';
import { storeUpload } from './store-file';
import { MATERIAL_MAX_UPLOAD_BYTES, MATERIAL_TOO_LARGE, uploadMaterial } from './upload-material';

const IMAGE_TOO_LARGE = msg('image.tooLarge', { maxMb: IMAGE_MAX_BYTES / 1024 / 1024 });

/** Upload routes: question images (issue 3 "Server") and learning materials (api.md). Both need a session. */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const { env } = app;
  const uploadsConfig = { rateLimit: createRateLimit(env, 'uploads') };
  // PDFs are opened in probe threads, never on the event loop (issue 17 item 1).
  const probe = acquireFileProbe({ warm: env.ai.warmThreads });
  app.addHook('onClose', () => probe.release());
  // Both routes take a file: multipart's hooks run here, not on every route (issue 20 item 2).
  await useMultipart(app, { fileSize: MATERIAL_MAX_BYTES, files: 1, fields: 10, parts: 12 });

  app.post(
    '/api/quizsets/image',
    {
      config: uploadsConfig,
      schema: {
        tags: ['uploads'],
        summary: 'Upload a question image (multipart field "file")',
        response: { 200: z.object({ data: z.object({ imageUrl: z.string() }) }) },
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      await requireSession(request);
      const { data } = await readUpload(request, IMAGE_MAX_BYTES, IMAGE_TOO_LARGE);
      const webp = await processImage(data);
      return { data: { imageUrl: await storeUpload(env.uploadDir, webp, 'webp') } };
    },
  );

  app.post(
    '/api/materials',
    {
      config: uploadsConfig,
      schema: {
        tags: ['uploads'],
        summary: 'Upload a learning material: PDF, 20 MB (multipart field "file"); teachers only',
        response: {
          200: z.object({
            data: z.object({
              type: z.literal('FILE'),
              fileUrl: z.string(),
              originalFileName: z.string(),
              fileSize: z.number().int(),
            }),
          }),
        },
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      // Materials are a teacher's (issue 17 item 1): a student is refused before a byte is read.
      const caller = await requireMember(request);
      if (caller.userType !== 'TEACHER') throw new AppError('FORBIDDEN', msg('material.teachersOnly'));
      const { file, data } = await readUpload(request, MATERIAL_MAX_UPLOAD_BYTES, MATERIAL_TOO_LARGE);
      return { data: await uploadMaterial(env.uploadDir, probe, { filename: file.filename, data }) };
    },
  );
}
