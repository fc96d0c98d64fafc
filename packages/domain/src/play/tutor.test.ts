import { describe, expect, it } from 'vitest';
import { tutorMayRevealAnswer } from './tutor';

// Issue 15 item 1: the tutor follows the set's answer rule (spec §3 `showIncorrectAnswer`).
describe('tutorMayRevealAnswer', () => {
  it('never before the player answered, whatever the set shows', () => {
    expect(tutorMayRevealAnswer({ answered: false, isCorrect: false, showIncorrectAnswer: true })).toBe(
      false,
    );
    expect(tutorMayRevealAnswer({ answered: false, isCorrect: false, showIncorrectAnswer: false })).toBe(
      false,
    );
  });
  it('after a right answer, always (the player knows it)', () => {
    expect(tutorMayRevealAnswer({ answered: true, isCorrect: true, showIncorrectAnswer: false })).toBe(true);
  });
  it('after a wrong answer or a pass, only when the set shows incorrect answers', () => {
    expect(tutorMayRevealAnswer({ answered: true, isCorrect: false, showIncorrectAnswer: true })).toBe(true);
    expect(tutorMayRevealAnswer({ answered: true, isCorrect: false, showIncorrectAnswer: false })).toBe(
      false,
    );
  });
});
