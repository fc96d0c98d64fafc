import {
  type ChoiceEdit,
  createChoice,
  createQuiz,
  createSubjectiveAnswer,
  MAX_CHOICE_COUNT,
  MAX_SUBJECTIVE_ANSWER_COUNT,
  MIN_CHOICE_COUNT,
  type QuestionType,
  type QuizEdit,
  richTextFromPlainText,
} from '@quizset/domain';

/**
 * Type change of one card (issue 3 "changing type keeps the question text and converts what can be
 * converted"; spec §3 shapes). Always kept: the card id (the drag key, stack.md style 5), the question
 * text and rich text, the image and the hint. Converted:
 *
 * - multiple → subjective: the texts of the choices marked as answers become accepted answers
 *   (blank ones dropped, at most 5); none left → one empty answer, as a new card has.
 * - subjective → multiple: the non-blank accepted answers become choices, padded to 2 with empty
 *   ones, the first (the main answer) marked correct; none → the 4 empty choices of a new card.
 * - anything → ox: the answer starts at 'o' (there is nothing true/false to carry over).
 * - ox → anything: the new type's defaults.
 *
 * Pure: returns `quiz` itself when the type is unchanged.
 */
export function convertQuizType(quiz: QuizEdit, type: QuestionType): QuizEdit {
  if (quiz.type === type) return quiz;
  const { id, question, questionRichText, questionImageUrl, questionImageAlt, hint } = quiz;
  const kept = { id, question, questionRichText, questionImageUrl, questionImageAlt, hint };
  if (type === 'subjective' && quiz.type === 'multiple') {
    const texts = nonBlank(
      quiz.choiceList.filter((choice) => choice.isAnswer).map((choice) => choice.choiceText),
    );
    const answers = texts.slice(0, MAX_SUBJECTIVE_ANSWER_COUNT).map((text) => createSubjectiveAnswer(text));
    return { ...kept, type, answerList: answers.length > 0 ? answers : [createSubjectiveAnswer()] };
  }
  if (type === 'multiple' && quiz.type === 'subjective') {
    const texts = nonBlank(quiz.answerList.map((answer) => answer.text)).slice(0, MAX_CHOICE_COUNT);
    if (texts.length > 0) {
      const choiceList = texts.map((text, index) => choiceOf(text, index === 0));
      while (choiceList.length < MIN_CHOICE_COUNT) choiceList.push(choiceOf('', false));
      return { ...kept, type, choiceList };
    }
  }
  return { ...createQuiz(type), ...kept };
}

function nonBlank(texts: string[]): string[] {
  return texts.map((text) => text.trim()).filter((text) => text !== '');
}

function choiceOf(text: string, isAnswer: boolean): ChoiceEdit {
  return createChoice(isAnswer, text, richTextFromPlainText(text));
}
