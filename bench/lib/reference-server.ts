// The throughput reference of `npm run bench -- http` (issue 6 "Throughput"): a bare Fastify route
// that runs the same SQL as GET /api/quizsets/{id} for the same row and answers the same JSON (as the
// owner reads it), with no session, no validation, no hooks. What the read route reaches at best on
// this machine. Started by bench/http.ts as a child process: PORT, DATABASE_URL, OWNER_ID.
import Fastify from 'fastify';
import { openPostgres } from '../../apps/server/src/db/client.ts';
import { findQuizSet, toSavedQuizSet } from '../../apps/server/src/features/quizsets/get-quiz-set.ts';

const port = Number(process.env.PORT);
const database = await openPostgres(process.env.DATABASE_URL as string);
const owner = {
  id: process.env.OWNER_ID as string,
  name: '',
  email: '',
  userType: 'TEACHER' as const,
  planType: 'PRO' as const,
  countryCode: 'KR',
  isAdmin: false,
};

const app = Fastify({ logger: false });
app.get<{ Params: { id: string } }>('/reference/quizsets/:id', async (request, reply) => {
  const record = await findQuizSet(database.db, request.params.id);
  if (!record) return reply.status(404).send({ error: { code: 'NOT_FOUND' } });
  return { data: toSavedQuizSet(record, owner) };
});
app.get('/health', async () => ({ status: 'ok' }));
await app.listen({ port, host: '127.0.0.1' });

process.on('SIGTERM', () => {
  void app.close().then(() => database.close().then(() => process.exit(0)));
});
