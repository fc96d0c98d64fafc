import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { user } from '../db/schema';
import { existingAccountMail } from '../features/mail/existing-account-mail';
import type { SendMail } from '../features/mail/send-mail';

/** Sign-ups for addresses that already have an account, per client address and window, before the address is refused. */
export const SIGN_UP_EXISTING_MAX = 5;
export const SIGN_UP_EXISTING_WINDOW_MS = 10 * 60 * 1000;

/**
 * Slows sign-up enumeration down (issue 17 item 8; the trade-off is in the README, "Security
 * rules"): each sign-up refused because the e-mail has an account mails that account's owner
 * (existing-account-mail.ts), and a client address whose sign-ups met SIGN_UP_EXISTING_MAX existing
 * accounts in a window is refused every sign-up (429, whatever the e-mail) until the window ends:
 * a probe learns at most that many addresses per window and address, and each owner hears of it.
 * A class signing up together from one school address is not slowed: new accounts never count.
 * Counters live in this process.
 */
export function createSignUpGuard(options: {
  db: Db;
  sendMail: SendMail;
  publicOrigin: string;
  /** Off (no refusals, mails still sent) when AUTH_RATE_LIMIT is off. */
  limited: boolean;
  log?: FastifyBaseLogger;
}) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return {
    /** Milliseconds until `address` may sign up again, or 0. */
    retryAfterMs(address: string, now = Date.now()): number {
      const entry = hits.get(address);
      if (!options.limited || !entry || entry.resetAt <= now) return 0;
      return entry.count >= SIGN_UP_EXISTING_MAX ? entry.resetAt - now : 0;
    },
    /** A sign-up from `address` was refused because `email` has an account: count it and tell the owner. */
    async existingEmail(address: string, email: string, now = Date.now()): Promise<void> {
      let entry = hits.get(address);
      if (!entry || entry.resetAt <= now) {
        hits.delete(address);
        entry = { count: 0, resetAt: now + SIGN_UP_EXISTING_WINDOW_MS };
        hits.set(address, entry);
        if (hits.size > 50_000) hits.delete(hits.keys().next().value as string);
      }
      entry.count += 1;
      const [owner] = await options.db
        .select({ email: user.email, locale: user.locale })
        .from(user)
        .where(eq(user.email, email.trim().toLowerCase()))
        .limit(1);
      if (!owner) return;
      await options
        .sendMail(
          existingAccountMail({ to: owner.email, publicOrigin: options.publicOrigin, locale: owner.locale }),
        )
        .catch((error: unknown) => options.log?.error({ err: error }, 'existing-account mail failed'));
    },
  };
}

export type SignUpGuard = ReturnType<typeof createSignUpGuard>;
