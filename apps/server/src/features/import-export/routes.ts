import { EXPORT_FORMATS, IMPORT_MAX_BYTES, importResultSchema } from '@quizset/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../auth/session';
import { msg } from '../../lib/app-error';
import { useMultipart } from '../../plugins/multipart';
import { createRateLimit } from '../../plugins/rate-limit';
import { idParamsSchema } from '../quizsets/schemas';
import { readUpload } from '../uploads/read-upload';
import { exportQuizSet } from './export-quiz-set';
import { importQuizItems } from './import-quiz-items';
import { createParsePool } from './parse-pool';

const IMPORT_TOO_LARGE = msg('import.tooLarge', { maxMb: IMPORT_MAX_BYTES / 1024 / 1024 });

/** Import and export routes (issue 21). Thin: read the request, call the feature function. */
export async function importExportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pool = createParsePool();
  app.addHook('onClose', () => pool.close());

  // The import takes a file, the export does not: multipart's hooks run on the import alone (issue 20
  // item 2), in a context of its own.
  await app.register(async (files) => {
    await useMultipart(files, { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 12 });
    files.withTypeProvider<ZodTypeProvider>().post(
      '/api/quizsets/import',
      {
        config: { rateLimit: createRateLimit(app.env, 'uploads') },
        schema: {
          tags: ['import-export'],
          summary:
            'Read questions from a GIFT, Aiken, Moodle XML, QTI, Kahoot or template file (multipart field "file"); nothing saved',
          consumes: ['multipart/form-data'],
          response: { 200: z.object({ data: importResultSchema }) },
        },
        // Built from the domain types on the import thread: checking 2,000 items against the schema
        // again on the event loop only cost time (the schema still documents it in OpenAPI).
        serializerCompiler: () => (data) => JSON.stringify(data),
      },
      async (request) => {
        const caller = await requireMember(request);
        const { data } = await readUpload(request, IMPORT_MAX_BYTES, IMPORT_TOO_LARGE);
        return { data: await importQuizItems(pool, { caller, data, uploadDir: app.env.uploadDir }) };
      },
    );
  });

  r.get(
    '/api/quizsets/:id/export',
    {
      schema: {
        tags: ['import-export'],
        summary: 'Download a quiz set as QTI 3.0, Moodle XML, GIFT, CSV or XLSX',
        params: idParamsSchema,
        querystring: z.object({ format: z.enum(EXPORT_FORMATS) }),
      },
    },
    async (request, reply) => {
      const caller = await requireMember(request);
      const file = await exportQuizSet(app.db, {
        id: request.params.id,
        caller,
        format: request.query.format,
        uploadDir: app.env.uploadDir,
      });
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `attachment; filename="quizset-export"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
