import { Redis } from 'ioredis';

/** A counter of the sign-in throttle: how many, and when the last one was added (epoch ms). */
export interface Counter {
  count: number;
  lastAt: number;
}

/**
 * Where the sign-in throttle keeps its counters (issue 6 "Authentication"): in this process, or in
 * Redis when several server processes must share them (REDIS_URL). No database table: the state is
 * short-lived and losing it on a restart only forgets recent failures.
 */
export interface ThrottleStore {
  /** Adds `delta` (may be negative) to `key`, which then expires `ttlMs` after this call. */
  add(key: string, delta: number, ttlMs: number): Promise<Counter>;
  /** The counter of `key`, or null when absent or expired. */
  get(key: string): Promise<Counter | null>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Most keys kept in memory; the oldest are dropped first, so a flood of addresses cannot exhaust memory. */
const MEMORY_MAX_KEYS = 100_000;

/** In-process store: a Map in insertion (≈ last use) order, expired entries dropped on access. */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly entries = new Map<string, Counter & { expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async add(key: string, delta: number, ttlMs: number): Promise<Counter> {
    const now = this.now();
    const current = await this.get(key);
    const entry = { count: Math.max(0, (current?.count ?? 0) + delta), lastAt: now, expiresAt: now + ttlMs };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MEMORY_MAX_KEYS) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return { count: entry.count, lastAt: entry.lastAt };
  }

  async get(key: string): Promise<Counter | null> {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return { count: entry.count, lastAt: entry.lastAt };
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}

/** Redis store: one hash per key (`count`, `lastAt`), updated atomically with its expiry. */
export class RedisThrottleStore implements ThrottleStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'quizset:throttle:',
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  }

  async add(key: string, delta: number, ttlMs: number): Promise<Counter> {
    const now = Date.now();
    const full = this.prefix + key;
    const results = await this.redis
      .multi()
      .hincrby(full, 'count', delta)
      .hset(full, 'lastAt', now)
      .pexpire(full, ttlMs)
      .exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    if (count < 0) await this.redis.hset(full, 'count', 0);
    return { count: Math.max(0, count), lastAt: now };
  }

  async get(key: string): Promise<Counter | null> {
    const hash = await this.redis.hgetall(this.prefix + key);
    if (hash.count === undefined) return null;
    return { count: Number(hash.count), lastAt: Number(hash.lastAt ?? 0) };
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

/** Redis when `redisUrl` is set, else memory. */
export function createThrottleStore(redisUrl: string | undefined): ThrottleStore {
  return redisUrl ? new RedisThrottleStore(redisUrl) : new MemoryThrottleStore();
}
