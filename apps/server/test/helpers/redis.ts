import { Redis } from 'ioredis';

/** True when a Redis answers PING at `url` (suites that need one skip their Redis cases otherwise). */
export async function redisAvailable(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
