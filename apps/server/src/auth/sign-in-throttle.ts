import type { ThrottleStore } from './throttle-store';

/** One failure budget: `free` failures within `windowMs`, then a wait doubling from `baseWaitMs`. */
export interface FailureRule {
  free: number;
  windowMs: number;
  baseWaitMs: number;
  maxWaitMs: number;
}

const MINUTE = 60_000;

/**
 * The sign-in throttle's rules (issue 6 "Authentication and rate limits"). Only failures count: a
 * class of 40 signing in correctly from one school address is never slowed down.
 *
 * - pair: one account from one client address. Guessing one password from one place: 5 tries, then
 *   30 s, 1 min, 2 min… up to 15 min between tries.
 * - account: one account from all addresses (guessing spread over many addresses): 20 failures an
 *   hour, then waits from 1 min.
 * - address: all accounts from one address (trying many accounts): 50 failures in 15 min, then
 *   waits from 1 min.
 *
 * A client that has signed in to an account from its address before (within 30 days) is judged by
 * the pair rule only: failures elsewhere never lock out the account's owner or a classmate.
 */
export const SIGN_IN_RULES: Record<'pair' | 'account' | 'address', FailureRule> = {
  pair: { free: 5, windowMs: 15 * MINUTE, baseWaitMs: 30_000, maxWaitMs: 15 * MINUTE },
  account: { free: 20, windowMs: 60 * MINUTE, baseWaitMs: MINUTE, maxWaitMs: 15 * MINUTE },
  address: { free: 50, windowMs: 15 * MINUTE, baseWaitMs: MINUTE, maxWaitMs: 15 * MINUTE },
};
const KNOWN_CLIENT_TTL_MS = 30 * 24 * 60 * MINUTE;

/** Milliseconds until `count` failures (the last at `lastAt`) allow another try under `rule`; 0 = now. */
export function waitFor(rule: FailureRule, count: number, lastAt: number, now: number): number {
  if (count < rule.free) return 0;
  const wait = Math.min(rule.maxWaitMs, rule.baseWaitMs * 2 ** Math.min(count - rule.free, 20));
  return Math.max(0, lastAt + wait - now);
}

/**
 * The client address as the throttle keys it: IPv4 as is (also when IPv4-mapped), IPv6 by its /64
 * network, which one household or attacker usually holds whole.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** A started attempt: report how it ended, once. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
  /** Neither (a malformed request, a server error): the attempt is forgotten. */
  abandoned(): Promise<void>;
}

export type SignInDecision =
  | { allowed: true; attempt: SignInAttempt }
  | { allowed: false; retryAfterMs: number };

/**
 * Per-account and per-address sign-in throttling with back-off (issue 6). An attempt counts as a
 * failure from the moment it starts and is taken back if it succeeds, so parallel guesses cannot
 * all slip through before the first failure is recorded.
 */
export class SignInThrottle {
  constructor(
    private readonly store: ThrottleStore,
    private readonly rules = SIGN_IN_RULES,
    private readonly now: () => number = Date.now,
  ) {}

  /** Decides whether `email` may try to sign in from `address`; on yes, the attempt is counted. */
  async begin(email: string, address: string): Promise<SignInDecision> {
    const account = email.trim().toLowerCase();
    const client = addressKey(address);
    const keys = {
      pair: `pair:${account}|${client}`,
      account: `account:${account}`,
      address: `address:${client}`,
    };
    const known = (await this.store.get(`known:${account}|${client}`)) !== null;
    const checked = known ? (['pair'] as const) : (['pair', 'account', 'address'] as const);
    const now = this.now();
    let retryAfterMs = 0;
    for (const name of checked) {
      const counter = await this.store.get(keys[name]);
      if (counter)
        retryAfterMs = Math.max(retryAfterMs, waitFor(this.rules[name], counter.count, counter.lastAt, now));
    }
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs };

    const names = ['pair', 'account', 'address'] as const;
    await Promise.all(names.map((name) => this.store.add(keys[name], 1, this.rules[name].windowMs)));
    let settled = false;
    const settle = async (body: () => Promise<unknown>) => {
      if (settled) return;
      settled = true;
      await body();
    };
    const undo = () =>
      Promise.all(names.map((name) => this.store.add(keys[name], -1, this.rules[name].windowMs)));
    return {
      allowed: true,
      attempt: {
        succeeded: () =>
          settle(async () => {
            await undo();
            await this.store.delete(keys.pair);
            await this.store.add(`known:${account}|${client}`, 1, KNOWN_CLIENT_TTL_MS);
          }),
        failed: () => settle(async () => undefined),
        abandoned: () => settle(undo),
      },
    };
  }
}
