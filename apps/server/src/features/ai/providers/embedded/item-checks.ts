import { type AiItemWithSource, parseAiItem } from '@quizset/domain';
import { isConfusable } from './distractors';

/**
 * Quality checks of generated items (issue 9 "Tests" and the bench's quality table): valid against
 * the AI item schema and rules, answer traceable to the recorded source sentence, no duplicate
 * questions, distractors distinct from the answer and from each other.
 */
export interface ItemReport {
  produced: number;
  valid: number;
  traceable: number;
  duplicateQuestions: number;
  /** Multiple-choice items whose options are confusable with each other (the answer included). */
  confusableOptions: number;
}

/** "header: value" cells of a CSV row line (extract-text.ts `csvRowLine`). */
function rowCells(sentence: string): string[] {
  return sentence.split('; ').map((cell) => cell.slice(cell.indexOf(': ') + 2));
}

const isWordChar = (char: string | undefined) => !!char && /[\p{L}\p{N}]/u.test(char);

/**
 * The one span where `changed` differs from `original` (common prefix and suffix removed), widened
 * to whole words ("2인" → "2024인" is the word 2 swapped, not "024" inserted).
 */
function changedSpan(original: string, changed: string): { removed: string; inserted: string } {
  let start = 0;
  while (start < original.length && start < changed.length && original[start] === changed[start]) start += 1;
  let end = 0;
  while (
    end < original.length - start &&
    end < changed.length - start &&
    original[original.length - 1 - end] === changed[changed.length - 1 - end]
  )
    end += 1;
  while (start > 0 && isWordChar(original[start - 1])) start -= 1;
  while (end > 0 && isWordChar(original[original.length - end])) end -= 1;
  return {
    removed: original.slice(start, original.length - end),
    inserted: changed.slice(start, changed.length - end),
  };
}

/**
 * True when the item's answer can be found in its source sentence: the correct option or accepted
 * answer is in it; an O statement is the sentence itself (or, for a table row, states one of its
 * cells); an X statement is the sentence with one term swapped (or a row fact whose true value,
 * named in the comment, is in the row).
 */
export function isTraceable(item: AiItemWithSource): boolean {
  const sentence = item.source?.sentence;
  if (!sentence) return false;
  const isRow = item.source?.page === null && /^[^;]+: [^;]*(; [^;]+: [^;]*)+$/.test(sentence);
  if (item.type === 'multiple') {
    const answers = item.answer.map((index) => item.options[Number(index)] ?? '\u0000');
    return answers.every((answer) =>
      isRow ? rowCells(sentence).includes(answer) : sentence.includes(answer),
    );
  }
  if (item.type === 'subjective')
    return item.answer.some((answer) =>
      isRow ? rowCells(sentence).includes(answer) : sentence.includes(answer),
    );
  if (isRow) {
    if (item.answer[0] === 'O')
      return rowCells(sentence).some((cell) => cell && item.question.includes(cell));
    const original = /'([^']+)'/.exec(item.comment ?? '')?.[1];
    return !!original && rowCells(sentence).includes(original) && !item.question.includes(` ${original}.`);
  }
  if (item.answer[0] === 'O') return item.question === sentence;
  const { removed, inserted } = changedSpan(sentence, item.question);
  return removed.trim() !== '' && inserted.trim() !== '' && !isConfusable(removed, inserted);
}

const questionKey = (text: string) => text.toLowerCase().replace(/[\s\p{P}]+/gu, '');

/** Checks a generation's items (see ItemReport). */
export function checkItems(items: readonly AiItemWithSource[]): ItemReport {
  const keys = items.map((item) => questionKey(item.question));
  let confusableOptions = 0;
  for (const item of items) {
    if (item.type !== 'multiple') continue;
    const clash = item.options.some((a, i) => item.options.some((b, j) => i < j && isConfusable(a, b)));
    if (clash) confusableOptions += 1;
  }
  return {
    produced: items.length,
    valid: items.filter((item) => parseAiItem(item) !== null).length,
    traceable: items.filter(isTraceable).length,
    duplicateQuestions: keys.length - new Set(keys).size,
    confusableOptions,
  };
}
