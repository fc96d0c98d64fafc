import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryThrottleStore, RedisThrottleStore, type ThrottleStore } from './throttle-store';

// Memory always; Redis too when REDIS_URL is set (like DATABASE_URL for PostgreSQL).
const STORES: Array<[string, () => ThrottleStore]> = [['memory', () => new MemoryThrottleStore()]];
if (process.env.REDIS_URL) {
  const url = process.env.REDIS_URL;
  const prefix = `quizset:test:${randomBytes(4).toString('hex')}:`;
  STORES.push(['redis', () => new RedisThrottleStore(url, prefix)]);
}

describe.each(STORES)('ThrottleStore on %s', (_name, create) => {
  const store = create();
  afterAll(() => store.close());

  it('adds, reads, floors at zero and deletes', async () => {
    expect(await store.get('k1')).toBeNull();
    expect((await store.add('k1', 1, 60_000)).count).toBe(1);
    expect((await store.add('k1', 2, 60_000)).count).toBe(3);
    expect((await store.get('k1'))?.count).toBe(3);
    expect((await store.add('k1', -5, 60_000)).count).toBe(0);
    await store.delete('k1');
    expect(await store.get('k1')).toBeNull();
  });

  it('forgets a key after its time to live', async () => {
    await store.add('k2', 1, 30);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await store.get('k2')).toBeNull();
  });
});
