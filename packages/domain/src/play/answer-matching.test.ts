import { describe, expect, it } from 'vitest';
import {
  isMultipleAnswerCorrect,
  isOxAnswerCorrect,
  isSubjectiveAnswerCorrect,
  normalizeAnswerText,
} from './answer-matching';

describe('subjective answer matching (issue 10 "The player")', () => {
  it('trims, folds whitespace and ignores case', () => {
    expect(normalizeAnswerText('  Seoul \t  City ')).toBe('seoul city');
    expect(isSubjectiveAnswerCorrect('  SEOUL   city', ['Seoul City'])).toBe(true);
  });

  it('ignores full-width and half-width differences', () => {
    expect(normalizeAnswerText('Ｓｅｏｕｌ　１２３')).toBe('seoul 123');
    expect(isSubjectiveAnswerCorrect('ＤＮＡ', ['dna'])).toBe(true);
    expect(isSubjectiveAnswerCorrect('ｶﾀｶﾅ', ['カタカナ'])).toBe(true);
  });

  it('compares Korean after Unicode normalization (decomposed jamo, as macOS input sends)', () => {
    const decomposed = '광합성'.normalize('NFD');
    expect(decomposed).not.toBe('광합성');
    expect(isSubjectiveAnswerCorrect(decomposed, ['광합성'])).toBe(true);
    expect(isSubjectiveAnswerCorrect('광 합성', ['광합성'])).toBe(false);
  });

  it('accepts any of several accepted answers and never a blank guess', () => {
    expect(isSubjectiveAnswerCorrect('이순신', ['충무공', '이순신'])).toBe(true);
    expect(isSubjectiveAnswerCorrect('세종', ['충무공', '이순신'])).toBe(false);
    expect(isSubjectiveAnswerCorrect('   ', ['', ' '])).toBe(false);
  });
});

describe('multiple choice grading', () => {
  it('needs exactly the correct set, in any order', () => {
    expect(isMultipleAnswerCorrect([2], [2])).toBe(true);
    expect(isMultipleAnswerCorrect([3, 1], [1, 3])).toBe(true);
    expect(isMultipleAnswerCorrect([1], [1, 3])).toBe(false);
    expect(isMultipleAnswerCorrect([1, 3, 0], [1, 3])).toBe(false);
    expect(isMultipleAnswerCorrect([1, 1], [1])).toBe(true);
    expect(isMultipleAnswerCorrect([], [])).toBe(false);
  });
});

describe('OX grading', () => {
  it("compares 'o'/'x' case-insensitively and refuses anything else", () => {
    expect(isOxAnswerCorrect('O', 'o')).toBe(true);
    expect(isOxAnswerCorrect('x', 'o')).toBe(false);
    expect(isOxAnswerCorrect('', '')).toBe(false);
    expect(isOxAnswerCorrect('true', 'o')).toBe(false);
  });
});
