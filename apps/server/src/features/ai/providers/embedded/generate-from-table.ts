import type { AiItemType } from '@quizset/domain';
import { type AiItemWithSource, QUESTION_MAX_LENGTH } from '@quizset/domain';
import type { DocumentTable } from '../../files/document-text';
import { csvRowLine } from '../../files/extract-text';
import { isConfusable } from './distractors';
import { type GenerationOptions, optionCountFor, typePlan } from './plan';
import { hashString, seededRandom, shuffled } from './random';
import { wordingFor } from './wording';

interface Column {
  index: number;
  name: string;
  distinct: number;
  filled: number;
}

const MAX_ROWS = 5000;

/** Values in the product's languages' scripts (Latin, Hangul, digits): Arabic or Cyrillic facts are not asked. */
const READABLE = /^[\p{Script=Latin}\p{Script=Hangul}\p{N}\p{P}\p{S}\s]+$/u;
const isReadable = (value: string) => READABLE.test(value);
const MAX_VALUE_LENGTH = 40;

function describeColumns(table: DocumentTable, rows: string[][]): Column[] {
  return table.header.map((header, index) => {
    const values = rows.map((row) => row[index] ?? '').filter(Boolean);
    return {
      index,
      name: header.replace(/[_]+/g, ' ').trim(),
      distinct: new Set(values).size,
      filled: values.length,
    };
  });
}

/** The column naming each row (unique, mostly letters), or null when the table has none. */
function subjectColumn(columns: Column[], rows: string[][]): Column | null {
  const fits = columns.filter((column) => {
    if (rows.filter((row) => isReadable(row[column.index] ?? '')).length < rows.length * 0.8) return false;
    if (!column.name || column.filled < rows.length * 0.9 || column.distinct < column.filled * 0.95)
      return false;
    const values = rows.map((row) => row[column.index] ?? '');
    const wordy = values.filter(
      (value) => /\p{L}{3}/u.test(value) && value.length <= 60 && !/[:/]{2}|^www\.|\d{3}/.test(value),
    ).length;
    return wordy >= values.length * 0.8;
  });
  // Prefer a column of names over one of codes: a header saying "name", then the longest values.
  const averageLength = (column: Column) =>
    rows.reduce((sum, row) => sum + (row[column.index]?.length ?? 0), 0) / Math.max(1, rows.length);
  const readable = (column: Column) =>
    rows.filter((row) => isReadable(row[column.index] ?? '')).length / rows.length;
  const rank = (column: Column) =>
    (/name|이름|명$/i.test(column.name) ? 100 : 0) +
    (/\b(en|english)\b/i.test(column.name) ? 20 : 0) +
    readable(column) * 100 +
    averageLength(column);
  return fits.sort((a, b) => rank(b) - rank(a))[0] ?? null;
}

/**
 * Questions from a table (a CSV): "What is the {column} of {row}?" with the other values of the
 * same column as distractors (so they are always of the same kind), and OX statements with the true
 * value or another value of the column. The source sentence is the row's line in the document text.
 * Level picks the columns: 0 those with few distinct values (broad categories), 4 the most
 * specific ones. Returns [] when the table has no column naming its rows.
 */
export function generateFromTable(table: DocumentTable, options: GenerationOptions): AiItemWithSource[] {
  const rows = table.rows.slice(0, MAX_ROWS);
  const columns = describeColumns(table, rows);
  const subject = subjectColumn(columns, rows);
  if (!subject) return [];
  const attributes = columns
    .filter((column) => column.index !== subject.index && column.name && column.filled >= rows.length * 0.7)
    .filter((column) => column.distinct >= 4)
    .filter(
      (column) => rows.filter((row) => isReadable(row[column.index] ?? 'x')).length >= rows.length * 0.9,
    )
    .filter((column) => rows.every((row) => (row[column.index] ?? '').length <= MAX_VALUE_LENGTH))
    .sort((a, b) => a.distinct - b.distinct);
  if (attributes.length === 0) return [];
  const random = seededRandom(hashString(`table:${options.tryCount}:${options.level}`));
  const wording = wordingFor(options.locale);
  // The level's band of columns: a window sliding from the broad to the specific end.
  const band = Math.max(1, Math.ceil(attributes.length / 3));
  const from = Math.round((options.level / 4) * (attributes.length - band));
  const chosenColumns = attributes.slice(from, from + band);
  const pairs = shuffled(
    rows.flatMap((row, rowIndex) =>
      chosenColumns.filter((column) => row[column.index]).map((column) => ({ rowIndex, column })),
    ),
    random,
  );
  const items: AiItemWithSource[] = [];
  const usedRows = new Set<number>();
  const seen = new Set<string>();
  let cursor = 0;
  for (const type of typePlan(options.type, options.count, options.tryCount)) {
    while (cursor < pairs.length) {
      const { rowIndex, column } = pairs[cursor++] as { rowIndex: number; column: Column };
      if (usedRows.has(rowIndex)) continue;
      const row = rows[rowIndex] as string[];
      const item = writeFact(type, row, column, subject, rows, options, random, wording);
      if (!item || seen.has(item.question) || item.question.length > QUESTION_MAX_LENGTH) continue;
      usedRows.add(rowIndex);
      seen.add(item.question);
      items.push({ ...item, source: { page: null, sentence: csvRowLine(table.header, row) } });
      break;
    }
  }
  return items;
}

function writeFact(
  type: AiItemType,
  row: string[],
  column: Column,
  subject: Column,
  rows: string[][],
  options: GenerationOptions,
  random: () => number,
  wording: ReturnType<typeof wordingFor>,
): AiItemWithSource | null {
  const value = row[column.index] as string;
  const name = row[subject.index] as string;
  const others = shuffled(
    [...new Set(rows.map((other) => other[column.index] ?? ''))].filter(
      (other) => other && !isConfusable(other, value),
    ),
    random,
  );
  if (type === 'subjective')
    return { question: wording.factQuestion(column.name, name), type, options: [], answer: [value] };
  if (type === 'multiple') {
    const distractors: string[] = [];
    for (const other of others) {
      if (distractors.length >= optionCountFor(options.level) - 1) break;
      if (!distractors.some((kept) => isConfusable(kept, other))) distractors.push(other);
    }
    if (distractors.length < 2) return null;
    const choices = shuffled([value, ...distractors], random);
    return {
      question: wording.factQuestion(column.name, name),
      type,
      options: choices,
      answer: [String(choices.indexOf(value))],
    };
  }
  const swap = others[0];
  const isTrue = random() < 0.5 || !swap;
  return {
    question: wording.factStatement(column.name, name, isTrue ? value : (swap as string)),
    type,
    options: [],
    answer: [isTrue ? 'O' : 'X'],
    comment: isTrue ? undefined : wording.swappedComment(value, swap as string),
  };
}
