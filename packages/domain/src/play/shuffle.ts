/*
 * Per-attempt question order (issue 10: "shuffle changes the order per attempt"). The order is a pure
 * function of a seed stored with the attempt, so a resumed attempt (reload, lost connection) sees the
 * same order it started with, and two attempts with different seeds see different orders.
 */

/** 32-bit FNV-1a hash of a string's UTF-16 code units; the PRNG's starting state. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast PRNG with a full 2^32 period; returns floats in [0, 1). */
function mulberry32(state: number): () => number {
  let a = state;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `items` in an order fixed by `seed` (Fisher–Yates over a seeded PRNG): the same seed always gives
 * the same order; the input is not changed. Not for secrets: the seed may be known to the player.
 */
export function shuffleWithSeed<T>(items: readonly T[], seed: string): T[] {
  const out = [...items];
  const random = mulberry32(hashSeed(seed));
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
