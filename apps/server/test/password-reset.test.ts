import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../src/db/schema';
import { createMailer } from '../src/features/mail/send-mail';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';

/** The newest mail in the outbox (the mailer names files by time). */
function lastOutboxMail(outboxDir: string): { to: unknown; subject: string; text: string; link: string } {
  const files = readdirSync(outboxDir).sort();
  const last = files.at(-1);
  if (!last) throw new Error('the outbox is empty');
  return JSON.parse(readFileSync(path.join(outboxDir, last), 'utf8'));
}

/**
 * Issue 8 "Accounts": "forgot password" through better-auth's reset flow. With no SMTP_URL the mail
 * lands in DATA_DIR/outbox/ (read here); the link carries a single-use token that resets the password
 * and signs out every session.
 */
describe.each(BACKENDS)('password reset on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const requestReset = (email: string) =>
    ctx.request({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });
  const reset = (token: string, newPassword: string) =>
    ctx.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });

  it('mails a link to the web page; the token resets the password once', async () => {
    const oldSession = await ctx.signIn('basic@demo.example');
    const response = await requestReset('basic@demo.example');
    expect(response.statusCode, response.body).toBe(200);
    const mail = lastOutboxMail(ctx.env.mail.outboxDir);
    expect(JSON.stringify(mail.to)).toContain('basic@demo.example');
    expect(mail.text).toContain(mail.link);
    const link = new URL(mail.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${ctx.env.publicOrigin}/reset-password`);
    const token = link.searchParams.get('token') as string;
    expect(token.length).toBeGreaterThan(16);

    expect((await reset(token, 'a-brand-new-password')).statusCode).toBe(200);
    // Single use: the same link a second time is refused.
    const again = await reset(token, 'yet-another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBeDefined();

    await expect(ctx.signIn('basic@demo.example')).rejects.toThrow(/401/);
    await expect(ctx.signIn('basic@demo.example', 'a-brand-new-password')).resolves.toContain(
      'session_token',
    );
    // Every old session is revoked (its cookie cache lasts at most SESSION_COOKIE_CACHE_SECONDS, auth.ts).
    const oldToken = decodeURIComponent(/session_token=([^;]+)/.exec(oldSession)?.[1] ?? '').split('.')[0];
    const rows = await ctx.database.db
      .select()
      .from(session)
      .where(eq(session.token, oldToken as string));
    expect(oldToken).toBeTruthy();
    expect(rows).toHaveLength(0);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = readdirSync(ctx.env.mail.outboxDir).length;
    const response = await requestReset('nobody@demo.example');
    expect(response.statusCode).toBe(200);
    expect(readdirSync(ctx.env.mail.outboxDir)).toHaveLength(before);
  });

  it('refuses a made-up token and a too-short password', async () => {
    expect((await reset('not-a-real-token-000000', 'long-enough-password')).statusCode).toBe(400);
    await requestReset('pro.us@demo.example');
    const token = new URL(lastOutboxMail(ctx.env.mail.outboxDir).link).searchParams.get('token') as string;
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    // A refused attempt does not spend the token.
    expect((await reset(token, 'long-enough-password')).statusCode).toBe(200);
  });

  it('writes the mail in English for an English-speaking user', async () => {
    const cookie = await ctx.signIn('free@demo.example');
    await ctx.request({ method: 'PATCH', url: '/api/users/edit', cookie, payload: { locale: 'en' } });
    await requestReset('free@demo.example');
    expect(lastOutboxMail(ctx.env.mail.outboxDir).subject).toContain('Reset your password');
  });
});

/** With SMTP_URL set the mail goes to that server through nodemailer (a local SMTP server here). */
describe('the mailer over SMTP', () => {
  let server: SMTPServer;
  let port = 0;
  const received: string[] = [];
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the mail to SMTP_URL and writes nothing to the outbox', async () => {
    const outboxDir = path.join(process.cwd(), 'test-results', `outbox-unused-${process.pid}`);
    const send = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: 'Quizset <no-reply@quizset.invalid>',
      outboxDir,
    });
    await send({ to: 'teacher@example.com', subject: 'Reset', text: 'Go to https://x.test/r', link: '' });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: teacher@example.com');
    expect(received[0]).toContain('https://x.test/r');
    expect(() => readdirSync(outboxDir)).toThrow();
  });
});
