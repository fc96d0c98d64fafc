import {
  MAX_CHOICE_COUNT,
  MAX_QUIZ_COUNT,
  MIN_CHOICE_COUNT,
  measureRichTextShape,
  QUESTION_DATA_KEYS,
  QUESTION_RICH_TEXT_MAX_LENGTH,
  type QuizSetSubmit,
  type QuizSubmit,
  RICH_TEXT_MAX_DEPTH,
  RICH_TEXT_MAX_TAGS,
} from '@quizset/domain';
import { AppError, type ErrorDetail, msg } from '../../lib/app-error';

/**
 * Tags in all the text of one quiz set that the sanitizer parses, stray `<` included (each is a
 * parser token like a tag; measureRichTextShape). Twenty richly formatted questions with five choices
 * each stay far below; bounded so the worst accepted payload sanitizes in tens of milliseconds
 * (`npm run bench -- abuse` measures it).
 */
export const QUIZ_SET_MAX_TAGS = 4000;
/**
 * Characters of all the text the sanitizer parses in one quiz set. With tags and stray `<` bounded
 * above, the costliest characters left are character references (`&lt;`, ~0.5 µs each, four or more
 * characters apiece): this keeps the worst accepted payload well under 100 ms while leaving 5,000
 * characters of markup per question (its plain text is at most 200).
 */
export const QUIZ_SET_MAX_SANITIZED_CHARS = 100_000;

/** Every string of the payload that goes through sanitize-html, with its path. */
function sanitizedFields(payload: QuizSetSubmit): Array<{ path: string; text: string }> {
  const fields: Array<{ path: string; text: string }> = [];
  const { publisher } = payload.categoryTreeData;
  if (publisher !== null) fields.push({ path: 'categoryTreeData.publisher', text: publisher });
  payload.quizList.forEach((quiz, index) => {
    const path = `quizList.${index}`;
    if (quiz.hint?.value !== undefined) fields.push({ path: `${path}.hint.value`, text: quiz.hint.value });
    const dataPath = `${path}.${QUESTION_DATA_KEYS[quiz.type]}`;
    const data = questionDataOfSubmit(quiz);
    fields.push({ path: `${dataPath}.questionRichText`, text: data.questionRichText });
    fields.push({ path: `${dataPath}.question`, text: data.question });
    if (quiz.type === 'multiple')
      quiz.multipleData.choiceListV2.forEach((choice, choiceIndex) => {
        const choicePath = `${dataPath}.choiceListV2.${choiceIndex}`;
        fields.push({ path: `${choicePath}.richText`, text: choice.richText });
        fields.push({ path: `${choicePath}.text`, text: choice.text });
      });
  });
  return fields;
}

/** The `…Data` object of a submitted question (spec §3: multipleData, oxData or subjectiveData). */
function questionDataOfSubmit(quiz: QuizSubmit): { question: string; questionRichText: string } {
  switch (quiz.type) {
    case 'multiple':
      return quiz.multipleData;
    case 'ox':
      return quiz.oxData;
    case 'subjective':
      return quiz.subjectiveData;
  }
}

function fail(details: ErrorDetail[]): never {
  throw new AppError('VALIDATION_FAILED', (details[0] as ErrorDetail).message, { details });
}

/**
 * The cheap limits of issue 6 "Availability", checked before any HTML parser runs, each in time
 * linear in the payload: at most 20 questions and 5 choices (spec §5, the domain's messages, so the
 * sanitizer never loops over a 100,000-item list), every sanitized text at most
 * QUESTION_RICH_TEXT_MAX_LENGTH characters with at most RICH_TEXT_MAX_TAGS tags nested at most
 * RICH_TEXT_MAX_DEPTH deep, and QUIZ_SET_MAX_TAGS tags and QUIZ_SET_MAX_SANITIZED_CHARS characters
 * in all. (The whole body is bounded by the
 * route's bodyLimit before it is even parsed.)
 * @throws AppError VALIDATION_FAILED with a detail per offending field.
 */
export function checkSanitizeLimits(payload: QuizSetSubmit): void {
  if (payload.quizList.length > MAX_QUIZ_COUNT)
    fail([{ path: 'quizList', message: msg('validation.quizList.limit', { max: MAX_QUIZ_COUNT }) }]);
  const details: ErrorDetail[] = [];
  payload.quizList.forEach((quiz, index) => {
    if (quiz.type === 'multiple' && quiz.multipleData.choiceListV2.length > MAX_CHOICE_COUNT)
      details.push({
        path: `quizList.${index}.multipleData.choiceListV2`,
        message: msg('validation.choice.count', { min: MIN_CHOICE_COUNT, max: MAX_CHOICE_COUNT }),
      });
  });
  if (details.length > 0) fail(details);

  let totalTags = 0;
  let totalChars = 0;
  for (const { path, text } of sanitizedFields(payload)) {
    totalChars += text.length;
    if (text.length > QUESTION_RICH_TEXT_MAX_LENGTH) {
      details.push({
        path,
        message: msg('validation.richText.tooLong', { max: QUESTION_RICH_TEXT_MAX_LENGTH }),
      });
      continue;
    }
    const shape = measureRichTextShape(text);
    totalTags += shape.tags + shape.strays;
    if (shape.problem === 'tooDeep')
      details.push({ path, message: msg('server.richTextTooDeep', { max: RICH_TEXT_MAX_DEPTH }) });
    else if (shape.problem === 'tooManyTags')
      details.push({ path, message: msg('server.richTextTooManyTags', { max: RICH_TEXT_MAX_TAGS }) });
  }
  if (details.length === 0 && totalTags > QUIZ_SET_MAX_TAGS)
    details.push({ path: 'quizList', message: msg('server.quizSetTooManyTags', { max: QUIZ_SET_MAX_TAGS }) });
  if (details.length === 0 && totalChars > QUIZ_SET_MAX_SANITIZED_CHARS)
    details.push({
      path: 'quizList',
      message: msg('server.quizSetTooMuchText', { max: QUIZ_SET_MAX_SANITIZED_CHARS }),
    });
  if (details.length > 0) fail(details);
}
