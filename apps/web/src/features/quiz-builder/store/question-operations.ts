import {
  createSubjectiveAnswer,
  type Hint,
  MAX_SUBJECTIVE_ANSWER_COUNT,
  type QuestionType,
  type QuizSetForm,
  richTextFromPlainText,
  type SubjectiveAnswerEdit,
} from '@quizset/domain';
import { pruneHint } from '../../hint/lib/hint-edits';
import { convertQuizType } from './convert-type';
import { mapQuiz, mapQuizOfType } from './map-quiz';

/** Edits inside one question card (spec §3); see operations.ts for the conventions. */

export function updateQuestion(form: QuizSetForm, id: string, text: string): QuizSetForm {
  return mapQuiz(form, id, (quiz) =>
    quiz.question === text
      ? quiz
      : { ...quiz, question: text, questionRichText: richTextFromPlainText(text) },
  );
}

/** The rich-text field's edit: stored HTML and the plain `question` derived from it (issue 3). */
export function updateQuestionRichText(
  form: QuizSetForm,
  id: string,
  questionRichText: string,
  question: string,
): QuizSetForm {
  return mapQuiz(form, id, (quiz) =>
    quiz.questionRichText === questionRichText && quiz.question === question
      ? quiz
      : { ...quiz, question, questionRichText },
  );
}

/**
 * Leaving edit mode commits the card (issue 3 "leaving it … ends edit mode and commits the values"):
 * the values are already in the form, so the commit only drops what edit mode alone gave meaning to —
 * a hint left blank, now hidden ("a hidden, empty hint is removed", issue 3 "Hint"). The rule itself
 * is the hint module's `pruneHint`, so it lives in one place.
 */
export function commitQuizEdit(form: QuizSetForm, id: string): QuizSetForm {
  return mapQuiz(form, id, (quiz) => {
    const hint = pruneHint(quiz.hint, { isHidden: true });
    return hint === quiz.hint ? quiz : { ...quiz, hint };
  });
}

/** The card's image (issue 3 "Image": one per card); null removes it. */
export function setQuizImage(form: QuizSetForm, id: string, questionImageUrl: string | null): QuizSetForm {
  return mapQuiz(form, id, (quiz) =>
    quiz.questionImageUrl === questionImageUrl ? quiz : { ...quiz, questionImageUrl },
  );
}

/**
 * The alt text of the card's image (issue 24 item 5), as typed; blank means "the question text"
 * (trimmed and left out of the payload by the domain's `submitBaseOf`).
 */
export function setQuizImageAlt(form: QuizSetForm, id: string, questionImageAlt: string): QuizSetForm {
  return mapQuiz(form, id, (quiz) =>
    (quiz.questionImageAlt ?? '') === questionImageAlt ? quiz : { ...quiz, questionImageAlt },
  );
}

/** The card's hint as the hint editor emits it (issue 3 "Hint"; rules in features/hint). */
export function setQuizHint(form: QuizSetForm, id: string, hint: Hint | null): QuizSetForm {
  return mapQuiz(form, id, (quiz) => (quiz.hint === hint ? quiz : { ...quiz, hint }));
}

/** Type change with conversion (issue 3; rules in convert-type.ts). A structural edit: undoable. */
export function changeQuizType(form: QuizSetForm, id: string, type: QuestionType): QuizSetForm {
  return mapQuiz(form, id, (quiz) => convertQuizType(quiz, type));
}

export function setOxAnswer(form: QuizSetForm, quizId: string, answer: 'o' | 'x'): QuizSetForm {
  return mapQuizOfType(form, quizId, 'ox', (quiz) => (quiz.answer === answer ? quiz : { ...quiz, answer }));
}

export function addSubjectiveAnswer(
  form: QuizSetForm,
  quizId: string,
  answer: SubjectiveAnswerEdit = createSubjectiveAnswer(),
): QuizSetForm {
  return mapQuizOfType(form, quizId, 'subjective', (quiz) =>
    quiz.answerList.length >= MAX_SUBJECTIVE_ANSWER_COUNT
      ? quiz
      : { ...quiz, answerList: [...quiz.answerList, answer] },
  );
}

/** Enter in an accepted answer (issue 3): inserts `answer` below `afterId` while fewer than 5 exist. */
export function insertSubjectiveAnswerAfter(
  form: QuizSetForm,
  quizId: string,
  afterId: string,
  answer: SubjectiveAnswerEdit = createSubjectiveAnswer(),
): QuizSetForm {
  return mapQuizOfType(form, quizId, 'subjective', (quiz) => {
    const list = quiz.answerList;
    if (list.length >= MAX_SUBJECTIVE_ANSWER_COUNT) return quiz;
    const index = list.findIndex((candidate) => candidate.id === afterId);
    const at = index === -1 ? list.length : index + 1;
    return { ...quiz, answerList: [...list.slice(0, at), answer, ...list.slice(at)] };
  });
}

/** The last remaining answer stays: the main (first) one goes only while others remain (spec §3). */
export function removeSubjectiveAnswer(form: QuizSetForm, quizId: string, answerId: string): QuizSetForm {
  return mapQuizOfType(form, quizId, 'subjective', (quiz) =>
    quiz.answerList.length <= 1 || !quiz.answerList.some((answer) => answer.id === answerId)
      ? quiz
      : { ...quiz, answerList: quiz.answerList.filter((answer) => answer.id !== answerId) },
  );
}

export function setSubjectiveAnswer(
  form: QuizSetForm,
  quizId: string,
  answerId: string,
  text: string,
): QuizSetForm {
  return mapQuizOfType(form, quizId, 'subjective', (quiz) => ({
    ...quiz,
    answerList: quiz.answerList.map((answer) => (answer.id === answerId ? { ...answer, text } : answer)),
  }));
}

export * from './choice-operations';
