import type { Auth } from './auth/auth';
import type { Db, DbKind } from './db/client';
import type { Env } from './env';
import type { TranslationRunner } from './features/translations/translation-runner';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
    env: Env;
    auth: Auth;
    /** The AI translation job of this process (features/translations). */
    translations: TranslationRunner;
    /** true once no route handler is running, false if some still run after `timeoutMs` (plugins/graceful-close.ts). */
    handlersSettled: (timeoutMs: number) => Promise<boolean>;
  }
}
