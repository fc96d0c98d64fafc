import {
  type ChoiceEdit,
  createChoice,
  MAX_CHOICE_COUNT,
  MIN_CHOICE_COUNT,
  type QuizSetForm,
  richTextFromPlainText,
} from '@quizset/domain';
import { mapQuizOfType } from './map-quiz';

/**
 * Multiple-choice edits (spec §3, issue 3 "Multiple choice"): 2–5 choices, one or more answers, and
 * never zero answers through an edit — the last answer cannot be unmarked, and removing the only
 * answer hands the mark to the first remaining choice. Loaded data may still lack an answer; the
 * validation message ('At least one answer is required', §5) covers that.
 */

export function setChoiceText(
  form: QuizSetForm,
  quizId: string,
  choiceId: string,
  text: string,
): QuizSetForm {
  return updateChoices(form, quizId, (list) =>
    list.map((choice) =>
      choice.id === choiceId
        ? { ...choice, choiceText: text, choiceRichText: richTextFromPlainText(text) }
        : choice,
    ),
  );
}

/** The rich-text field's edit: stored HTML and its derived plain text (issue 3 "Rich text"). */
export function setChoiceRichText(
  form: QuizSetForm,
  quizId: string,
  choiceId: string,
  richText: string,
  text: string,
): QuizSetForm {
  return updateChoices(form, quizId, (list) =>
    list.map((choice) =>
      choice.id === choiceId ? { ...choice, choiceText: text, choiceRichText: richText } : choice,
    ),
  );
}

/** A choice's optional image (issue 3 "each rich text with an optional image"); null removes it. */
export function setChoiceImage(
  form: QuizSetForm,
  quizId: string,
  choiceId: string,
  imageUrl: string | null,
): QuizSetForm {
  // Unchanged → the same list, so the form keeps its identity (operations.ts rule).
  return updateChoices(form, quizId, (list) =>
    list.some((choice) => choice.id === choiceId && choice.imageUrl !== imageUrl)
      ? list.map((choice) => (choice.id === choiceId ? { ...choice, imageUrl } : choice))
      : list,
  );
}

/** Adds `choice` (an empty one by default) at the end while fewer than 5 exist. */
export function addChoice(
  form: QuizSetForm,
  quizId: string,
  choice: ChoiceEdit = createChoice(),
): QuizSetForm {
  return updateChoices(form, quizId, (list) => (list.length >= MAX_CHOICE_COUNT ? list : [...list, choice]));
}

/**
 * Enter in a choice (issue 3): inserts `choice` right below `afterId` while fewer than 5 exist. The
 * caller passes the new choice so it knows the id to focus; an unknown `afterId` appends.
 */
export function insertChoiceAfter(
  form: QuizSetForm,
  quizId: string,
  afterId: string,
  choice: ChoiceEdit = createChoice(),
): QuizSetForm {
  return updateChoices(form, quizId, (list) => {
    if (list.length >= MAX_CHOICE_COUNT) return list;
    const index = list.findIndex((candidate) => candidate.id === afterId);
    const at = index === -1 ? list.length : index + 1;
    return [...list.slice(0, at), choice, ...list.slice(at)];
  });
}

/** Removes a choice only while more than 2 exist; the only answer's mark moves to the first remaining. */
export function removeChoice(form: QuizSetForm, quizId: string, choiceId: string): QuizSetForm {
  return updateChoices(form, quizId, (list) => {
    if (list.length <= MIN_CHOICE_COUNT || !list.some((choice) => choice.id === choiceId)) return list;
    const rest = list.filter((choice) => choice.id !== choiceId);
    const hadAnswer = list.some((choice) => choice.isAnswer);
    if (!hadAnswer || rest.some((choice) => choice.isAnswer)) return rest;
    return rest.map((choice, index) => (index === 0 ? { ...choice, isAnswer: true } : choice));
  });
}

/** Toggles an answer mark; several answers are allowed, but the last one stays marked. */
export function toggleChoiceAnswer(form: QuizSetForm, quizId: string, choiceId: string): QuizSetForm {
  return updateChoices(form, quizId, (list) => {
    const target = list.find((choice) => choice.id === choiceId);
    if (!target) return list;
    if (target.isAnswer && list.filter((choice) => choice.isAnswer).length === 1) return list;
    return list.map((choice) => (choice === target ? { ...choice, isAnswer: !choice.isAnswer } : choice));
  });
}

/** True when `choiceId` is the only marked answer (the UI explains why it cannot be unmarked). */
export function isOnlyAnswer(list: readonly ChoiceEdit[], choiceId: string): boolean {
  const answers = list.filter((choice) => choice.isAnswer);
  return answers.length === 1 && answers[0]?.id === choiceId;
}

function updateChoices(
  form: QuizSetForm,
  quizId: string,
  update: (list: ChoiceEdit[]) => ChoiceEdit[],
): QuizSetForm {
  return mapQuizOfType(form, quizId, 'multiple', (quiz) => {
    const choiceList = update(quiz.choiceList);
    return choiceList === quiz.choiceList ? quiz : { ...quiz, choiceList };
  });
}
