import { describe, expect, it } from 'vitest';
import {
  createMultiple,
  createOx,
  QUESTION_IMAGE_ALT_MAX_LENGTH,
  questionImageAltOf,
  quizFromSaved,
  quizSavedToSubmit,
  quizSubmitSchema,
  quizSubmitToSaved,
  quizToSubmit,
  toPlayerQuestion,
} from '../index';

// Issue 24 item 5: the question image's optional alt text (docs/spec-decisions.md "Accessibility"),
// carried edit → submit → saved → edit and to the player; the question text is the default.
describe('question image alt text', () => {
  const withImage = {
    ...createOx('altox001'),
    question: 'Is this a cat?',
    questionRichText: '<p>Is this a cat?</p>',
    questionImageUrl: '/uploads/cat.png',
    questionImageAlt: '  A grey cat on a sofa  ',
    answer: 'o' as const,
  };

  it('travels trimmed from the edit form to the saved form and to the player', () => {
    const submit = quizToSubmit(withImage, 0);
    expect(submit.imageAlt).toBe('A grey cat on a sofa');
    const saved = quizSubmitToSaved(quizSubmitSchema.parse(submit), 0);
    expect(saved.questionImageAlt).toBe('A grey cat on a sofa');
    expect(toPlayerQuestion(saved).questionImageAlt).toBe('A grey cat on a sofa');
    expect(quizSavedToSubmit(saved, 0).imageAlt).toBe('A grey cat on a sofa');
    expect(quizFromSaved(saved).questionImageAlt).toBe('A grey cat on a sofa');
  });

  it('is left out when blank or when the question has no image', () => {
    expect(quizToSubmit({ ...withImage, questionImageAlt: '   ' }, 0)).not.toHaveProperty('imageAlt');
    expect(quizToSubmit({ ...withImage, questionImageUrl: null }, 0)).not.toHaveProperty('imageAlt');
    const saved = quizSubmitToSaved(quizSubmitSchema.parse(quizToSubmit(createMultiple('altmc001'), 0)), 0);
    expect(saved).not.toHaveProperty('questionImageAlt');
    expect(toPlayerQuestion(saved)).not.toHaveProperty('questionImageAlt');
  });

  it('defaults to the question text', () => {
    expect(questionImageAltOf({ question: 'Is this a cat?' })).toBe('Is this a cat?');
    expect(questionImageAltOf({ question: 'Is this a cat?', questionImageAlt: ' ' })).toBe('Is this a cat?');
    expect(questionImageAltOf({ question: 'Q', questionImageAlt: 'A cat' })).toBe('A cat');
  });

  it('refuses an alt text over the limit in the submit payload', () => {
    const submit = { ...quizToSubmit(withImage, 0), imageAlt: 'a'.repeat(QUESTION_IMAGE_ALT_MAX_LENGTH + 1) };
    expect(quizSubmitSchema.safeParse(submit).success).toBe(false);
  });
});
