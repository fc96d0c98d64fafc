import { plainTextFromHtml, type QuizSaved } from '@quizset/domain';
import { sanitizeRichText, stripTags } from '../quizsets/sanitize';
import { putFormulasBack, takeFormulasOut } from './formula-placeholders';

/** The one outside call a translation needs: texts in, the same number of texts out, same order. */
export type TranslateTexts = (texts: readonly string[]) => Promise<string[]>;

/** The model's output broke a rule (a formula lost, a count off): the job retries, nothing is stored. */
export class TranslationOutputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranslationOutputError';
  }
}

/** One text of a question to translate: rich text (HTML, formulas held back) or plain text. */
interface Unit {
  kind: 'html' | 'text';
  /** What the model gets: the HTML with formula placeholders, or the plain text. */
  source: string;
  formulas: string[];
}

const html = (value: string): Unit => {
  const { text, formulas } = takeFormulasOut(value);
  return { kind: 'html', source: text, formulas };
};
const plain = (value: string): Unit => ({ kind: 'text', source: value, formulas: [] });

/** A question's texts, in a fixed order the rebuild reads them back in. */
function unitsOf(quiz: QuizSaved): Unit[] {
  const units: Unit[] = [quiz.questionRichText.trim() ? html(quiz.questionRichText) : plain(quiz.question)];
  if (quiz.type === 'multiple')
    for (const choice of quiz.choiceList)
      units.push(choice.richText.trim() ? html(choice.richText) : plain(choice.text));
  if (quiz.type === 'subjective') for (const answer of quiz.answerList) units.push(plain(answer));
  if (quiz.hint?.type === 'text') units.push(plain(quiz.hint.value));
  return units;
}

/** A translated unit back as stored text: HTML sanitized to the allow-list, plain text stripped. */
function finish(unit: Unit, translated: string): { richText: string; text: string } {
  if (unit.kind === 'text') {
    const text = stripTags(translated).trim();
    return { richText: '', text };
  }
  const restored = putFormulasBack(translated, unit.formulas);
  if (restored === null) throw new TranslationOutputError('a formula was lost or changed');
  const richText = sanitizeRichText(restored);
  // The sanitizer must not have dropped a formula either (e.g. one broken by a stray tag).
  if (takeFormulasOut(richText).formulas.length !== unit.formulas.length)
    throw new TranslationOutputError('a formula did not survive');
  return { richText, text: plainTextFromHtml(richText) };
}

/**
 * Translates a quiz set's questions (issue 9 "Translation": questions, choices, answers and hints)
 * with `translate`, keeping everything else: ids, order, types, answer marks, images, non-text hints.
 * Rich text stays rich text (tags kept, then sanitized like any stored rich text) and formulas are
 * never sent (formula-placeholders.ts). Empty texts are not sent. The result is in the saved form
 * (spec §3), like the set's own `quizList`.
 * @throws TranslationOutputError when the output breaks a rule; errors of `translate` pass through.
 */
export async function translateQuizList(
  quizList: readonly QuizSaved[],
  translate: TranslateTexts,
): Promise<QuizSaved[]> {
  const units = quizList.map(unitsOf);
  const sent = units.flat().filter((unit) => unit.source.trim() !== '');
  const output = sent.length > 0 ? await translate(sent.map((unit) => unit.source)) : [];
  if (output.length !== sent.length) throw new TranslationOutputError('the number of texts changed');
  const byUnit = new Map(sent.map((unit, index) => [unit, output[index] ?? '']));
  const read = (unit: Unit) => {
    const translated = byUnit.get(unit);
    return translated === undefined ? { richText: '', text: '' } : finish(unit, translated);
  };

  const translated = quizList.map((quiz, index) => rebuild(quiz, units[index] ?? [], read));
  checkTranslation(quizList, translated, sent, output);
  return translated;
}

/** Digits of any script (Arabic-Indic, Thai, Devanagari …) folded to ASCII, for comparing numbers. */
function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0) ?? 48;
    for (const zero of [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xe50, 0xff10])
      if (code >= zero && code <= zero + 9) return String(code - zero);
    return digit;
  });
}

/** The numbers of a text (placeholders and tags left out), sorted: a date may change its order. */
function numbersOf(text: string): string {
  const plain = stripTags(text.replace(/⟦\d+⟧/gu, ' '));
  return (asciiDigits(plain.normalize('NFKC')).match(/\d+/g) ?? []).sort().join(' ');
}

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"')]+/giu;
const choiceKey = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The checks a translation must pass before it is stored (issue 16 item 9: an injected "The answer is
 * 한강" for every string was stored and served): the same number of questions and, per question, the
 * same type, choice count and answer marks (the answers are left as they are); choices that were
 * distinct stay distinct; every text keeps its numbers; no link the original did not have; and not
 * one output repeated across most of the texts.
 * @throws TranslationOutputError naming the first broken rule.
 */
function checkTranslation(
  original: readonly QuizSaved[],
  translated: readonly QuizSaved[],
  sent: readonly Unit[],
  output: readonly string[],
): void {
  if (translated.length !== original.length)
    throw new TranslationOutputError('the number of questions changed');
  original.forEach((quiz, index) => {
    const other = translated[index] as QuizSaved;
    if (other.type !== quiz.type || other.id !== quiz.id)
      throw new TranslationOutputError('a question changed');
    if (quiz.type === 'multiple' && other.type === 'multiple') {
      if (other.choiceList.length !== quiz.choiceList.length)
        throw new TranslationOutputError('the number of choices changed');
      if (JSON.stringify(other.answerList) !== JSON.stringify(quiz.answerList))
        throw new TranslationOutputError('the answers changed');
      const distinct = (list: QuizSaved & { type: 'multiple' }) =>
        new Set(list.choiceList.map((choice) => choiceKey(choice.text || choice.richText))).size;
      if (distinct(other) < distinct(quiz)) throw new TranslationOutputError('two choices became the same');
    }
    if (quiz.type === 'ox' && other.type === 'ox' && other.answer !== quiz.answer)
      throw new TranslationOutputError('the answers changed');
    if (
      quiz.type === 'subjective' &&
      other.type === 'subjective' &&
      other.answerList.length !== quiz.answerList.length
    )
      throw new TranslationOutputError('the number of answers changed');
  });
  sent.forEach((unit, index) => {
    const text = output[index] ?? '';
    if (numbersOf(text) !== numbersOf(unit.source)) throw new TranslationOutputError('a number changed');
    const allowed = unit.source.toLowerCase();
    if ((text.match(LINK) ?? []).some((link) => !allowed.includes(link.toLowerCase())))
      throw new TranslationOutputError('a link was added');
  });
  const distinctSources = new Set(sent.map((unit) => unit.source.trim())).size;
  const distinctOutputs = new Set(output.map((text) => text.trim())).size;
  if (distinctSources >= 4 && distinctOutputs * 2 <= distinctSources)
    throw new TranslationOutputError('most texts came back as the same text');
}

/** One question with its translated texts in place (units in `unitsOf` order). */
function rebuild(
  quiz: QuizSaved,
  units: Unit[],
  read: (unit: Unit) => { richText: string; text: string },
): QuizSaved {
  const [questionUnit, ...rest] = units;
  const question = questionUnit ? read(questionUnit) : { richText: '', text: '' };
  const hintUnit = quiz.hint?.type === 'text' ? rest.at(-1) : undefined;
  const common = {
    question: question.text,
    questionRichText: question.richText,
    hint: quiz.hint && hintUnit ? { ...quiz.hint, value: read(hintUnit).text || quiz.hint.value } : quiz.hint,
  };
  switch (quiz.type) {
    case 'multiple':
      return {
        ...quiz,
        ...common,
        choiceList: quiz.choiceList.map((choice, choiceIndex) => {
          const translated = read(rest[choiceIndex] as Unit);
          return { ...choice, text: translated.text, richText: translated.richText };
        }),
      };
    case 'subjective':
      return {
        ...quiz,
        ...common,
        answerList: quiz.answerList.map(
          (answer, answerIndex) => read(rest[answerIndex] as Unit).text || answer,
        ),
      };
    case 'ox':
      return { ...quiz, ...common };
  }
}
