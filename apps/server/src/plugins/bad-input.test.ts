import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findBadStrings, hasBadCharacter, mayHoldBadCharacter } from './bad-input';

const hexDigit = fc.constantFrom(...'0123456789abcdefABCDEF');

/**
 * A JSON string literal built from pieces an attacker would mix: plain text, `\u` escapes of every
 * range with random hex case (NUL, surrogates, Hangul, ASCII), escaped backslashes that make a
 * following `u0000` literal text, other escapes, raw non-ASCII, and a stray backslash now and then
 * (which makes the text invalid JSON, as a client could send).
 */
const hostileJsonString = fc
  .array(
    fc.oneof(
      // Mostly harmless pieces, so many texts hold no bad character and the note may skip them.
      {
        weight: 6,
        arbitrary: fc.constantFrom(
          'abc',
          '\\\\u0000',
          '\\\\',
          '\\n',
          '\\"',
          '\\/',
          '\\t',
          '한',
          '😀',
          'é',
          'u',
          '0',
          'd',
          '8',
          '\\',
        ),
      },
      fc.constant('\\u0000'),
      fc
        .tuple(fc.constantFrom('d', 'D'), fc.constantFrom(...'89abcdefABCDEF'), hexDigit, hexDigit)
        .map((digits) => `\\u${digits.join('')}`),
      fc.tuple(hexDigit, hexDigit, hexDigit, hexDigit).map((digits) => `\\u${digits.join('')}`),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((pieces) => `"${pieces.join('')}"`);

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
    let bad = 0;
    let clean = 0;
    fc.assert(
      fc.property(hostileJsonString, hostileJsonString, (key, value) => {
        const text = `{${key}:[${value}]}`;
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          return; // a stray backslash: the parser answers 400 before the guard
        }
        if (findBadStrings(parsed).length > 0) {
          bad += 1;
          expect(mayHoldBadCharacter(text), text).toBe(true);
        } else if (!mayHoldBadCharacter(text)) clean += 1;
      }),
      { numRuns: 20_000, seed: 20 },
    );
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
