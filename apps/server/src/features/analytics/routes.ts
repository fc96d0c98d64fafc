import { analyticsEventSchema } from '@quizset/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../auth/session';
import { rateLimitKey } from '../../plugins/rate-limit';
import { requireAdmin } from '../admin/routes';
import { eventsToCsv } from './events-csv';
import { listEvents, recordEvent } from './record-event';

/** Rows one export may hold: a bounded answer even for a busy year. */
const EXPORT_MAX_ROWS = 100_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const exportQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();

/**
 * The analytics sink (issue 19 item 22): signed-in users send events, admins export them as CSV.
 * Events older than ANALYTICS_RETENTION_DAYS are pruned.
 */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, env } = app;

  r.post(
    '/api/analytics/events',
    {
      bodyLimit: 4096,
      config: {
        rateLimit: {
          max: env.rateLimit.creates,
          timeWindow: env.rateLimit.windowMs,
          keyGenerator: rateLimitKey,
        },
      },
      schema: {
        tags: ['analytics'],
        summary: 'Store one product analytics event (build_exit, finish failures)',
        body: analyticsEventSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const caller = await requireSession(request);
      await recordEvent(db, {
        event: request.body,
        userId: caller.id,
        retentionDays: env.analyticsRetentionDays,
      });
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/admin/analytics/events.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Analytics events as CSV (admin); from/to ISO times, default the retention period',
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) => {
      await requireAdmin(request);
      const to = request.query.to ? new Date(request.query.to) : new Date();
      const from = request.query.from
        ? new Date(request.query.from)
        : new Date(to.getTime() - env.analyticsRetentionDays * DAY_MS);
      const rows = await listEvents(db, { from, to, limit: EXPORT_MAX_ROWS });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="analytics-events.csv"')
        .send(eventsToCsv(rows));
    },
  );
}
