import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_UP_EXISTING_MAX } from '../src/auth/sign-up-guard';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';

/**
 * Issue 17 item 8 (the approach and its trade-off: README "Security rules"): a sign-up with an
 * e-mail that has an account mails that account's owner, and an address that met
 * SIGN_UP_EXISTING_MAX existing accounts is refused every sign-up for the window, so enumerating
 * accounts is slow and never silent. New accounts from one school address are not slowed.
 */
describe.each(BACKENDS)('sign-up enumeration on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { AUTH_RATE_LIMIT: 'true' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const signUp = (email: string, remoteAddress: string) =>
    ctx.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress,
      payload: { email, password: 'a-new-password-1', name: 'Probe' },
    });
  const outbox = () => {
    const folder = ctx.env.mail.outboxDir;
    try {
      return readdirSync(folder).map(
        (name) =>
          JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as { to: string; subject: string },
      );
    } catch {
      return [];
    }
  };

  it('mails the owner of an existing address and leaves the account unchanged', async () => {
    const response = await signUp('PRO@demo.example', '10.1.0.1');
    expect(response.statusCode).toBe(422);
    const mails = outbox().filter((mail) => JSON.stringify(mail.to).includes('pro@demo.example'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('[Quizset] 이 이메일로 가입 시도가 있었어요');
    // The owner still signs in with the old password.
    await ctx.signIn('pro@demo.example');
  });

  it('refuses an address every sign-up once it met too many existing accounts', async () => {
    const existing = [
      'free@demo.example',
      'basic@demo.example',
      'student@demo.example',
      'admin@demo.example',
      'pro.us@demo.example',
    ];
    for (const email of existing.slice(0, SIGN_UP_EXISTING_MAX))
      expect((await signUp(email, '10.1.0.2')).statusCode).toBe(422);
    // Now a new address and an existing one get the same answer from this client.
    const fresh = await signUp('someone-new@example.com', '10.1.0.2');
    const known = await signUp('pro@demo.example', '10.1.0.2');
    expect(fresh.statusCode).toBe(429);
    expect(known.statusCode).toBe(429);
    expect(fresh.json().error.message).toBe(known.json().error.message);
    expect(fresh.headers['retry-after']).toBeDefined();
    // Another address is not affected, and a class signing up new accounts together is not slowed.
    for (let index = 0; index < SIGN_UP_EXISTING_MAX + 3; index += 1)
      expect((await signUp(`pupil${index}-${backend}@example.com`, '10.1.0.3')).statusCode).toBe(200);
  });
});
