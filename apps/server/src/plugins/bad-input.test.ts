import { describe, expect, it } from 'vitest';
import { findBadStrings, hasBadCharacter, mayHoldBadCharacter } from './bad-input';

/** A small deterministic generator (mulberry32), so a failure names a reproducible case. */
function randomSource(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEX = '0123456789abcdefABCDEF';

/**
 * A JSON string literal built from pieces an attacker would mix: plain text, `\u` escapes of every
 * range with random hex case (NUL, surrogates, Hangul, ASCII), escaped backslashes that make a
 * following `u0000` literal text, other escapes, raw non-ASCII, and a stray backslash now and then
 * (which makes the text invalid JSON, as a client could send).
 */
function hostileJsonString(random: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const hex = (length: number) => Array.from({ length }, () => pick([...HEX])).join('');
  const pieces: Array<() => string> = [
    () => 'abc',
    () => '\\u0000',
    () => `\\u${pick(['d', 'D'])}${pick([...'89abcdefABCDEF'])}${hex(2)}`,
    () => `\\u${hex(4)}`,
    () => '\\\\u0000',
    () => '\\\\',
    () => pick(['\\n', '\\"', '\\/', '\\t']),
    () => pick(['한', '😀', 'é']),
    () => pick(['u', '0', 'd', '8']),
    () => '\\',
  ];
  const count = 1 + Math.floor(random() * 6);
  return `"${Array.from({ length: count }, () => pick(pieces)()).join('')}"`;
}

describe('mayHoldBadCharacter (the JSON parser note that lets the bad-input guard skip a body)', () => {
  it.each([
    ['a NUL escape', '{"title":"a\\u0000"}'],
    ['a NUL escape in a key', '{"a\\u0000":1}'],
    ['a high surrogate escape', '{"title":"\\ud800"}'],
    ['a low surrogate escape in upper case', '["\\uDFFF"]'],
    ['a surrogate escape in mixed case', '["\\uDbFf"]'],
    ['a raw NUL', '{"title":"a\u0000"}'],
    ['a raw lone surrogate', '{"title":"\ud800"}'],
    ['an escape at the bottom of deep nesting', `${'['.repeat(5000)}"\\u0000"${']'.repeat(5000)}`],
    ['an escape after a huge string', `["${'a'.repeat(1_000_000)}\\udc00"]`],
  ])('is true for %s', (_name, text) => {
    expect(mayHoldBadCharacter(text)).toBe(true);
  });

  it.each([
    ['plain text', '{"title":"Question 1","quizList":[{"richText":"<p>Mars</p>"}]}'],
    ['Korean and emoji as raw UTF-8', '{"title":"제목 😀"}'],
    ['other escapes', '{"title":"\\u003cp\\u003e \\uac00 \\n \\""}'],
  ])('is false for %s', (_name, text) => {
    expect(mayHoldBadCharacter(text)).toBe(false);
  });

  it('is true for every generated JSON text whose value holds a NUL or a lone surrogate', () => {
    const random = randomSource(20);
    let bad = 0;
    let clean = 0;
    for (let round = 0; round < 20_000; round += 1) {
      const key = hostileJsonString(random);
      const value = hostileJsonString(random);
      const text = `{${key}:[${value}]}`;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        continue; // a stray backslash: the parser answers 400 before the guard
      }
      const holdsBad = findBadStrings(parsed).length > 0;
      if (holdsBad) bad += 1;
      else if (!mayHoldBadCharacter(text)) clean += 1;
      if (holdsBad) expect(mayHoldBadCharacter(text), text).toBe(true);
    }
    // Both sides were exercised: bodies the guard must walk and bodies it may skip.
    expect(bad).toBeGreaterThan(1000);
    expect(clean).toBeGreaterThan(1000);
  });

  it('agrees with hasBadCharacter on the raw forms', () => {
    expect(hasBadCharacter('\u0000')).toBe(true);
    expect(hasBadCharacter('\udc00')).toBe(true);
    expect(hasBadCharacter('😀')).toBe(false);
  });
});
