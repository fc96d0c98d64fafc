import type { Auth } from './auth/auth';
import type { Db, DbKind } from './db/client';
import type { Env } from './env';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
    env: Env;
    auth: Auth;
    /** true once no route handler is running, false if some still run after `timeoutMs` (plugins/graceful-close.ts). */
    handlersSettled: (timeoutMs: number) => Promise<boolean>;
  }
}
