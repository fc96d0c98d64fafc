import { describe, expect, it } from 'vitest';
import { addressKey, SIGN_IN_RULES, SignInThrottle, waitFor } from './sign-in-throttle';
import { MemoryThrottleStore } from './throttle-store';

/** A throttle on a memory store with a clock the test moves. */
function throttleWithClock() {
  let now = 1_000_000;
  const clock = () => now;
  const throttle = new SignInThrottle(new MemoryThrottleStore(clock), SIGN_IN_RULES, clock);
  return {
    throttle,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

async function fail(throttle: SignInThrottle, email: string, address: string) {
  const decision = await throttle.begin(email, address);
  if (!decision.allowed) return decision.retryAfterMs;
  await decision.attempt.failed();
  return 0;
}

describe('SignInThrottle (issue 6 "Authentication")', () => {
  it('lets 5 wrong passwords through, then waits 30 s, 60 s, 120 s… (pair rule)', async () => {
    const { throttle, advance } = throttleWithClock();
    for (let i = 0; i < 5; i++) expect(await fail(throttle, 'a@x.test', '10.0.0.1')).toBe(0);
    expect(await fail(throttle, 'a@x.test', '10.0.0.1')).toBe(30_000);
    advance(30_000);
    expect(await fail(throttle, 'a@x.test', '10.0.0.1')).toBe(0);
    expect(await fail(throttle, 'a@x.test', '10.0.0.1')).toBe(60_000);
    advance(60_000);
    expect(await fail(throttle, 'a@x.test', '10.0.0.1')).toBe(0);
    expect(await fail(throttle, 'a@x.test', '10.0.0.1')).toBe(120_000);
  });

  it('counts an attempt from its start, so parallel guesses are limited too', async () => {
    const { throttle } = throttleWithClock();
    const decisions = [];
    for (let i = 0; i < 8; i++) decisions.push(await throttle.begin('a@x.test', '10.0.0.1'));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
  });

  it('never slows down correct sign-ins: 40 accounts from one address', async () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < 40; i++) {
      const decision = await throttle.begin(`student${i}@school.test`, '10.0.0.1');
      expect(decision.allowed).toBe(true);
      if (decision.allowed) await decision.attempt.succeeded();
    }
  });

  it('keeps the owner signing in from another address while one is being guessed from', async () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < 10; i++) await fail(throttle, 'a@x.test', '10.0.0.1');
    expect((await throttle.begin('a@x.test', '10.0.0.2')).allowed).toBe(true);
  });

  it('slows guessing spread over many addresses (account rule), but not a client known to the account', async () => {
    const { throttle } = throttleWithClock();
    const owner = await throttle.begin('a@x.test', '192.0.2.9');
    if (owner.allowed) await owner.attempt.succeeded();
    for (let i = 0; i < SIGN_IN_RULES.account.free; i++) await fail(throttle, 'a@x.test', `10.0.${i}.1`);
    const stranger = await throttle.begin('a@x.test', '10.9.9.9');
    expect(stranger.allowed).toBe(false);
    expect((await throttle.begin('a@x.test', '192.0.2.9')).allowed).toBe(true);
  });

  it('slows one address trying many accounts (address rule)', async () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < SIGN_IN_RULES.address.free; i++) await fail(throttle, `u${i}@x.test`, '10.0.0.1');
    expect((await throttle.begin('new@x.test', '10.0.0.1')).allowed).toBe(false);
    expect((await throttle.begin('new@x.test', '10.0.0.2')).allowed).toBe(true);
  });

  it('forgets an abandoned attempt (malformed request, server error)', async () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < 20; i++) {
      const decision = await throttle.begin('a@x.test', '10.0.0.1');
      expect(decision.allowed).toBe(true);
      if (decision.allowed) await decision.attempt.abandoned();
    }
  });

  it('computes waits and address keys', () => {
    expect(waitFor(SIGN_IN_RULES.pair, 4, 0, 0)).toBe(0);
    expect(waitFor(SIGN_IN_RULES.pair, 50, 0, 0)).toBe(SIGN_IN_RULES.pair.maxWaitMs);
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });
});
