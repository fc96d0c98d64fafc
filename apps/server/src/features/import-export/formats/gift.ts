import { escapeHtml, formulasToDelimiters, type QuizSaved } from '@quizset/domain';
import { type GIFTQuestion, parse, type TextFormat } from 'gift-pegjs';
import { AppError, msg } from '../../../lib/app-error';
import { type DraftQuestion, notImported, type ParsedFile } from '../draft-question';

/** GIFT text → HTML: `[html]` as is, everything else (moodle, plain, markdown) as escaped text. */
function htmlOf(text: TextFormat | null | undefined): string {
  if (!text) return '';
  return text.format === 'html' ? text.text : escapeHtml(text.text);
}

const plainOf = (text: TextFormat | null | undefined) => text?.text ?? '';

const NOT_MAPPED: Record<string, string> = {
  Matching: 'matching',
  Numerical: 'numerical',
  Essay: 'essay',
};

/**
 * GIFT (Moodle's text format, issue 21) through gift-pegjs: MC with one or several answers
 * (positive weight = correct) → multiple, TF → OX, Short → subjective with every `=` answer;
 * general feedback → text hint. Matching, numerical, essay and embedded-answer (cloze) questions
 * are listed as not imported; categories and descriptions are not questions.
 * @throws AppError VALIDATION_FAILED when the text is not GIFT (with the line of the error).
 */
export function parseGift(text: string): ParsedFile {
  const source = text.replace(/\r\n?/g, '\n');
  const skipped: ParsedFile['notImported'] = [];
  let parsed: GIFTQuestion[];
  try {
    parsed = parse(source);
  } catch {
    // One broken question must not cost the others: parse the blank-line separated blocks one by
    // one and list each block that still fails (issue 21 "Nothing is ever dropped silently").
    parsed = [];
    let failed = 0;
    const blocks = source
      .split(/\n\s*\n/)
      .filter((block) => block.replace(/^\s*\/\/.*$/gm, '').trim() !== '');
    for (const block of blocks) {
      try {
        parsed.push(...parse(`${block}\n`));
      } catch {
        failed++;
        skipped.push(notImported('GIFT', block.replace(/^\s*\/\/.*$/gm, ''), 'giftSyntax'));
      }
    }
    if (failed === blocks.length) throw new AppError('VALIDATION_FAILED', msg('import.giftSyntax'));
  }
  const questions: DraftQuestion[] = [];
  for (const question of parsed) {
    if (question.type === 'Category') continue;
    if (question.type === 'Description') {
      skipped.push(notImported('description', plainOf(question.stem), 'description'));
      continue;
    }
    const stem = htmlOf(question.stem);
    const hint = plainOf(question.globalFeedback) || null;
    if (question.hasEmbeddedAnswers) {
      skipped.push(notImported('cloze', plainOf(question.stem), 'embeddedAnswers'));
      continue;
    }
    const notMapped = NOT_MAPPED[question.type];
    if (notMapped) {
      skipped.push(notImported(notMapped, plainOf(question.stem), 'notSupported', { kind: notMapped }));
      continue;
    }
    if (question.type === 'TF')
      questions.push({ type: 'ox', html: stem, hint, answer: question.isTrue ? 'o' : 'x' });
    else if (question.type === 'Short')
      questions.push({
        type: 'subjective',
        html: stem,
        hint,
        answers: question.choices
          .filter((choice) => choice.isCorrect || (choice.weight ?? 0) > 0)
          .map((choice) => plainOf(choice.text))
          .filter((answer) => answer !== '*'),
      });
    else if (question.type === 'MC')
      questions.push({
        type: 'multiple',
        html: stem,
        hint,
        choices: question.choices.map((choice) => ({
          html: htmlOf(choice.text),
          isAnswer: choice.isCorrect || (choice.weight ?? 0) > 0,
        })),
      });
  }
  return { format: 'gift', questions, notImported: skipped };
}

/** Escapes GIFT's special characters (`~ = # { } :` and the backslash) in text. */
export function escapeGift(text: string): string {
  return text.replace(/[\\~=#{}:]/g, (char) => `\\${char}`);
}

/** Rich text as GIFT `[html]` text: math nodes as `\(…\)`, line breaks removed, specials escaped. */
const giftHtml = (html: string) => `[html]${escapeGift(formulasToDelimiters(html).replace(/\n/g, ' '))}`;

/**
 * A quiz set's questions as GIFT (issue 21 "Export"): rich text as `[html]`, formulas as `\(…\)`,
 * several answers with `%weight%`, the text hint as general feedback (`####`). GIFT carries no
 * images: they are left out.
 */
export function writeGift(title: string, quizList: QuizSaved[]): string {
  const blocks = quizList.map((quiz, index) => {
    const head = `::Q${index + 1}::${giftHtml(quiz.questionRichText)}`;
    const feedback = quiz.hint?.type === 'text' ? `####${escapeGift(quiz.hint.value)}` : '';
    if (quiz.type === 'ox') return `${head}{${quiz.answer === 'o' ? 'TRUE' : 'FALSE'}${feedback}}`;
    if (quiz.type === 'subjective')
      return `${head}{\n${quiz.answerList.map((answer) => `=${escapeGift(answer)}`).join('\n')}\n${feedback}}`;
    const answers = quiz.answerList.length;
    const weight = Number((100 / answers).toFixed(5));
    const choices = quiz.choiceList.map((choice, at) => {
      const text = giftHtml(choice.richText);
      if (answers === 1) return quiz.answerList.includes(at) ? `=${text}` : `~${text}`;
      return quiz.answerList.includes(at) ? `~%${weight}%${text}` : `~%-100%${text}`;
    });
    return `${head}{\n${choices.join('\n')}\n${feedback}}`;
  });
  return `// ${title.replace(/\n/g, ' ')}\n\n${blocks.join('\n\n')}\n`;
}
