import { escapeHtml } from '@quizset/domain';
import { type DraftQuestion, notImported, oxFromTrueFalseChoices, type ParsedFile } from '../draft-question';

const OPTION = /^([A-Z])[).]\s+(.*)$/;
const ANSWER = /^ANSWER:\s*([A-Z](?:\s*,\s*[A-Z])*)\s*$/;

/** True when the text looks like Aiken: an option line `A) …` and an `ANSWER: X` line. */
export function looksLikeAiken(text: string): boolean {
  return /^ANSWER:\s*[A-Z]/m.test(text) && /^[A-Z][).]\s+\S/m.test(text);
}

/**
 * Aiken (Moodle's plain multiple-choice format, issue 21): a question (one or more lines), options
 * `A) …` or `A. …`, then `ANSWER: B`; blocks separated by blank lines. Plain text throughout: HTML
 * characters are text. Two options True/False read as OX. A block without an answer line or with
 * an answer that names no option is listed as not imported.
 */
export function parseAiken(text: string): ParsedFile {
  const questions: DraftQuestion[] = [];
  const skipped: ParsedFile['notImported'] = [];
  let stem: string[] = [];
  let options: { letter: string; text: string }[] = [];
  const reset = () => {
    stem = [];
    options = [];
  };
  for (const raw of text.split(/\r\n?|\n/)) {
    const line = raw.trim();
    const answer = ANSWER.exec(line);
    const option = OPTION.exec(line);
    if (answer) {
      const letters = (answer[1] ?? '').split(',').map((letter) => letter.trim());
      const question = stem.join(' ');
      const choices = options.map((entry) => ({
        text: entry.text,
        isAnswer: letters.includes(entry.letter),
      }));
      if (!letters.every((letter) => options.some((entry) => entry.letter === letter)))
        skipped.push(notImported('multiple choice', question, 'answerNoOption'));
      else {
        const ox = oxFromTrueFalseChoices(choices);
        const html = escapeHtml(question);
        questions.push(
          ox
            ? { type: 'ox', html, answer: ox }
            : {
                type: 'multiple',
                html,
                choices: choices.map((choice) => ({
                  html: escapeHtml(choice.text),
                  isAnswer: choice.isAnswer,
                })),
              },
        );
      }
      reset();
    } else if (option && stem.length > 0) options.push({ letter: option[1] ?? '', text: option[2] ?? '' });
    else if (line === '') {
      if (options.length > 0) skipped.push(notImported('multiple choice', stem.join(' '), 'noAnswerLine'));
      if (options.length > 0 || stem.length > 0) reset();
    } else if (options.length === 0) stem.push(line);
  }
  if (stem.length > 0 && options.length > 0)
    skipped.push(notImported('multiple choice', stem.join(' '), 'noAnswerLine'));
  return { format: 'aiken', questions, notImported: skipped };
}
