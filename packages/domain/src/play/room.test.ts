import { describe, expect, it } from 'vitest';
import type { QuizSaved } from '../questions';
import { answerIssue, correctAnswerOf, gradeAnswer, nicknameIssue, scoreOf, toPlayerQuestion } from './room';

const base = { order: 1, question: 'q', questionRichText: '<p>q</p>', questionImageUrl: null, hint: null };
const multiple: QuizSaved = {
  ...base,
  id: 'm1',
  type: 'multiple',
  choiceList: ['a', 'b', 'c'].map((text) => ({ text, richText: `<p>${text}</p>`, imageUrl: null })),
  answerList: [0, 2],
};
const ox: QuizSaved = { ...base, id: 'o1', type: 'ox', answer: 'x', hint: { type: 'text', value: 'think' } };
const subjective: QuizSaved = {
  ...base,
  id: 's1',
  type: 'subjective',
  answerList: ['광합성', 'photosynthesis'],
};

describe('guest nickname rule (issue 10 "checked for length")', () => {
  it('needs 1–20 characters after trimming, counted as characters not UTF-16 units', () => {
    expect(nicknameIssue('  ')).toEqual({ key: 'play.nickname.required' });
    expect(nicknameIssue('가'.repeat(20))).toBeNull();
    expect(nicknameIssue('😀'.repeat(20))).toBeNull();
    expect(nicknameIssue('가'.repeat(21))).toEqual({ key: 'play.nickname.tooLong', params: { max: 20 } });
  });
  it('refuses control and bidi override characters', () => {
    expect(nicknameIssue('a\u0007b')).toEqual({ key: 'play.nickname.invalid' });
    expect(nicknameIssue('a\u202eb')).toEqual({ key: 'play.nickname.invalid' });
  });
  it('refuses invisible and bidi control characters, keeps emoji (issue 15 item 6)', () => {
    for (const hidden of [
      '\u200b',
      '\u200d',
      '\u2060',
      '\ufeff',
      '\u061c',
      '\u200e',
      '\u200f',
      '\u2066',
      '\u3164',
      '\u00ad',
    ])
      expect(nicknameIssue(`min${hidden}ji`), JSON.stringify(hidden)).toEqual({
        key: 'play.nickname.invalid',
      });
    expect(nicknameIssue('\u3164')).toEqual({ key: 'play.nickname.invalid' });
    expect(nicknameIssue('민지❤️')).toBeNull();
    expect(nicknameIssue('👩\u200d👩\u200d👧')).toBeNull();
    expect(nicknameIssue('mіnji')).toBeNull(); // a look-alike is a name; the server says it is taken
  });
});

describe('answers in play (api.md "Quiz rooms and play")', () => {
  it('checks the shape per question type before grading', () => {
    expect(answerIssue(multiple, [])).toEqual({ key: 'play.answer.required' });
    expect(answerIssue(multiple, [3])).toEqual({ key: 'play.answer.required' });
    expect(answerIssue(multiple, 'a')).toEqual({ key: 'play.answer.required' });
    expect(answerIssue(multiple, [0, 2])).toBeNull();
    expect(answerIssue(ox, 'maybe')).toEqual({ key: 'play.answer.required' });
    expect(answerIssue(ox, ' X ')).toBeNull();
    expect(answerIssue(subjective, '   ')).toEqual({ key: 'play.answer.required' });
    expect(answerIssue(subjective, 'a'.repeat(201))).toEqual({
      key: 'play.answer.tooLong',
      params: { max: 200 },
    });
  });
  it('grades with the matching rules: every right choice, OX in any case, typed text normalized', () => {
    expect(gradeAnswer(multiple, [2, 0])).toBe(true);
    expect(gradeAnswer(multiple, [0])).toBe(false);
    expect(gradeAnswer(ox, 'X')).toBe(true);
    expect(gradeAnswer(ox, 'o')).toBe(false);
    expect(gradeAnswer(subjective, ' ＰＨＯＴＯＳＹＮＴＨＥＳＩＳ ')).toBe(true);
    expect(gradeAnswer(subjective, '광합성'.normalize('NFD'))).toBe(true);
    expect(gradeAnswer(subjective, '호흡')).toBe(false);
    expect(correctAnswerOf(multiple)).toEqual([0, 2]);
    expect(correctAnswerOf(ox)).toBe('x');
  });
  it('scores 10 points a right answer', () => {
    expect(scoreOf(3, 4)).toEqual({ score: 30, maxScore: 40 });
  });
  it("the player's view of a question has no answer field", () => {
    for (const quiz of [multiple, ox, subjective]) {
      const view = toPlayerQuestion(quiz);
      expect(view).not.toHaveProperty('answerList');
      expect(view).not.toHaveProperty('answer');
      expect(JSON.stringify(view)).not.toContain('광합성');
    }
    expect(toPlayerQuestion(multiple).multipleAnswers).toBe(true);
    expect(toPlayerQuestion(ox).hint).toEqual({ type: 'text', value: 'think' });
  });
});
