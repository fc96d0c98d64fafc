import { escapeHtml } from '@quizset/domain';
import { type DraftQuestion, notImported, oxFromTrueFalseChoices, type ParsedFile } from '../draft-question';

/** True when the text starts (after blank lines) with an OpenTriviaQA `#Q ` line. */
export function looksLikeOpenTrivia(text: string): boolean {
  return /^\s*#Q /.test(text) && /^\^ /m.test(text);
}

/**
 * The OpenTriviaQA text format (issue 21, corpus quiz-dataset): `#Q question` (continued on the
 * following lines), `^ correct answer`, options `A …`, `B …`; blank lines between questions. The
 * answer is matched to an option by its text; True/False pairs read as OX.
 */
export function parseOpenTrivia(text: string): ParsedFile {
  const questions: DraftQuestion[] = [];
  const skipped: ParsedFile['notImported'] = [];
  const blocks = text.split(/^#Q /m).slice(1);
  for (const block of blocks) {
    const lines = block.split(/\r\n?|\n/);
    const stem: string[] = [];
    let correct: string | null = null;
    const options: string[] = [];
    for (const line of lines) {
      if (line.startsWith('^ ')) correct = line.slice(2).trim();
      else if (/^[A-Z] /.test(line) && correct !== null) options.push(line.slice(2).trim());
      else if (correct === null && line.trim() !== '') stem.push(line.trim());
    }
    const question = stem.join(' ');
    const choices = options.map((option) => ({ text: option, isAnswer: option === correct }));
    if (!choices.some((choice) => choice.isAnswer)) {
      skipped.push(notImported('multiple choice', question, 'answerNoOption'));
      continue;
    }
    const ox = oxFromTrueFalseChoices(choices);
    const html = escapeHtml(question);
    questions.push(
      ox
        ? { type: 'ox', html, answer: ox }
        : {
            type: 'multiple',
            html,
            choices: choices.map((choice) => ({ html: escapeHtml(choice.text), isAnswer: choice.isAnswer })),
          },
    );
  }
  return { format: 'opentrivia', questions, notImported: skipped };
}
