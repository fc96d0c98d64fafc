import {
  type AiChoice,
  type ChoiceEdit,
  createChoice,
  createSubjectiveAnswer,
  MAX_CHOICE_COUNT,
  MAX_SUBJECTIVE_ANSWER_COUNT,
  type QuizSetForm,
  richTextFromPlainText,
} from '@quizset/domain';
import { mapQuizOfType } from '../../quiz-builder/store/map-quiz';

/**
 * Card edits that take what the AI generated (spec §2 Step 1, §7 choice-list and the subjective
 * answer calls). Pure `(form, …) => form` like every builder edit (store/operations.ts rules): a call
 * that changes nothing returns `form` itself.
 */

/** A choice as the choice-list call sends it (spec §7 `{key, text, isAnswer}`). */
export function choiceToAi(choice: ChoiceEdit): AiChoice {
  return { key: choice.key, text: choice.choiceText, isAnswer: choice.isAnswer };
}

const normal = (text: string) => text.trim().toLowerCase();

/**
 * "Generate the choice list" (issue 9: keeps answers marked, fills the rest). Every marked answer stays
 * exactly where and as it is (text, rich text, image); the other places take the generated wrong
 * choices in order, and more generated choices are appended up to 5. A generated entry claiming to be
 * an answer that is not one of the card's is ignored: the AI never marks an answer. Generated texts
 * equal to a kept answer are skipped.
 */
export function applyGeneratedChoices(
  form: QuizSetForm,
  quizId: string,
  generated: readonly AiChoice[],
): QuizSetForm {
  return mapQuizOfType(form, quizId, 'multiple', (quiz) => {
    const answers = quiz.choiceList.filter((choice) => choice.isAnswer);
    const taken = new Set(answers.map((choice) => normal(choice.choiceText)));
    const fresh: ChoiceEdit[] = [];
    for (const choice of generated) {
      const text = choice.text.trim();
      if (choice.isAnswer || !text || taken.has(normal(text))) continue;
      taken.add(normal(text));
      fresh.push(createChoice(false, text, richTextFromPlainText(text)));
    }
    if (fresh.length === 0) return quiz;
    const queue = [...fresh];
    const choiceList = quiz.choiceList.map((choice) =>
      choice.isAnswer ? choice : (queue.shift() ?? choice),
    );
    while (queue.length > 0 && choiceList.length < MAX_CHOICE_COUNT)
      choiceList.push(queue.shift() as ChoiceEdit);
    return { ...quiz, choiceList };
  });
}

/**
 * Generated accepted answers (issue 9: more answers, one answer, one like a reference): each new text
 * fills the first empty answer, then is appended while fewer than 5 exist (spec §4). Texts already
 * accepted (compared trimmed, case-insensitively) or blank are skipped.
 * @returns the form and how many texts were taken.
 */
export function applyGeneratedAnswers(
  form: QuizSetForm,
  quizId: string,
  texts: readonly string[],
): { form: QuizSetForm; taken: number } {
  let taken = 0;
  const next = mapQuizOfType(form, quizId, 'subjective', (quiz) => {
    const answerList = [...quiz.answerList];
    const accepted = new Set(answerList.map((answer) => normal(answer.text)).filter(Boolean));
    for (const raw of texts) {
      const text = raw.trim();
      if (!text || accepted.has(normal(text))) continue;
      const empty = answerList.findIndex((answer) => answer.text.trim() === '');
      if (empty >= 0) answerList[empty] = { ...(answerList[empty] ?? createSubjectiveAnswer()), text };
      else if (answerList.length < MAX_SUBJECTIVE_ANSWER_COUNT) answerList.push(createSubjectiveAnswer(text));
      else break;
      accepted.add(normal(text));
      taken += 1;
    }
    return taken === 0 ? quiz : { ...quiz, answerList };
  });
  return { form: next, taken };
}
