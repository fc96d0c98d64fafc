import {
  formulasToDelimiters,
  MAX_CHOICE_COUNT,
  plainTextFromHtml,
  plainTextWithFormulasToHtml,
  type QuizSaved,
} from '@quizset/domain';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError, msg } from '../../../lib/app-error';
import { type DraftQuestion, notImported, oxFromTrueFalseChoices, type ParsedFile } from '../draft-question';

/**
 * This product's spreadsheet template (issue 21 "CSV and XLSX in our template"), one question per
 * row: Type (multiple | ox | subjective), Question, Option 1–5 (a subjective question's accepted
 * answers), Correct (multiple: the correct options' numbers "1,3"; ox: O or X), Hint. Text is plain;
 * formulas are written `\(…\)`.
 */
export const TEMPLATE_HEADER = [
  'Type',
  'Question',
  ...Array.from({ length: MAX_CHOICE_COUNT }, (_, at) => `Option ${at + 1}`),
  'Correct',
  'Hint',
] as const;

const headerKey = (cell: string) => cell.trim().toLowerCase();

/** True when a row is the template's header (the first three columns are enough). */
export function isTemplateHeader(row: readonly string[]): boolean {
  return ['type', 'question', 'option 1'].every((name, at) => headerKey(row[at] ?? '') === name);
}

const numbersOf = (text: string) =>
  text
    .split(/[,;\s]+/)
    .filter((part) => /^\d+$/.test(part))
    .map(Number);

/** Template rows (after the header) → drafts; a row that does not fit is listed as not imported. */
export function parseTemplateRows(rows: string[][], format: 'template-csv' | 'template-xlsx'): ParsedFile {
  const questions: DraftQuestion[] = [];
  const skipped: ParsedFile['notImported'] = [];
  for (const row of rows) {
    const cell = (at: number) => (row[at] ?? '').trim();
    const type = cell(0).toLowerCase();
    const question = cell(1);
    if (question === '' && row.every((value) => value.trim() === '')) continue;
    const options = Array.from({ length: MAX_CHOICE_COUNT }, (_, at) => cell(2 + at)).filter(
      (text) => text !== '',
    );
    const correct = cell(2 + MAX_CHOICE_COUNT);
    const hint = cell(3 + MAX_CHOICE_COUNT) || null;
    const html = plainTextWithFormulasToHtml(question);
    if (type === 'multiple') {
      const numbers = numbersOf(correct);
      questions.push({
        type: 'multiple',
        html,
        hint,
        choices: options.map((text, at) => ({
          html: plainTextWithFormulasToHtml(text),
          isAnswer: numbers.includes(at + 1),
        })),
      });
    } else if (type === 'ox' && /^[ox]$/i.test(correct))
      questions.push({ type: 'ox', html, hint, answer: correct.toLowerCase() as 'o' | 'x' });
    else if (type === 'subjective') questions.push({ type: 'subjective', html, hint, answers: options });
    else skipped.push(notImported(type || 'row', question, 'templateRow'));
  }
  return { format, questions, notImported: skipped };
}

/**
 * Kahoot!'s quiz template (issue 21): the header row "Question - max 120 characters", "Answer 1…4",
 * "Time limit", "Correct answer(s)" (numbers, comma-separated) found wherever it is; every row below
 * with a question is a multiple-choice question, a True/False pair an OX one.
 */
export function parseKahootRows(rows: string[][]): ParsedFile | null {
  const headerAt = rows.findIndex(
    (row) =>
      row.some((cell) => /^question\b/i.test(cell.trim())) &&
      row.some((cell) => /^correct answer/i.test(cell.trim())),
  );
  if (headerAt < 0) return null;
  const header = rows[headerAt] as string[];
  const questionCol = header.findIndex((cell) => /^question\b/i.test(cell.trim()));
  const answerCols = header.flatMap((cell, at) => (/^answer \d/i.test(cell.trim()) ? [at] : []));
  const correctCol = header.findIndex((cell) => /^correct answer/i.test(cell.trim()));
  const questions: DraftQuestion[] = [];
  const skipped: ParsedFile['notImported'] = [];
  for (const row of rows.slice(headerAt + 1)) {
    const question = (row[questionCol] ?? '').trim();
    if (question === '') continue;
    const numbers = numbersOf(row[correctCol] ?? '');
    const choices = answerCols
      .map((col, at) => ({ text: (row[col] ?? '').trim(), isAnswer: numbers.includes(at + 1) }))
      .filter((choice) => choice.text !== '');
    if (choices.length === 0) {
      skipped.push(notImported('poll', question, 'noAnswers'));
      continue;
    }
    const ox = oxFromTrueFalseChoices(choices);
    const html = plainTextWithFormulasToHtml(question);
    questions.push(
      ox
        ? { type: 'ox', html, answer: ox }
        : {
            type: 'multiple',
            html,
            choices: choices.map((choice) => ({
              html: plainTextWithFormulasToHtml(choice.text),
              isAnswer: choice.isAnswer,
            })),
          },
    );
  }
  return { format: 'kahoot-xlsx', questions, notImported: skipped };
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString();
    if ('richText' in value) return value.richText.map((run) => run.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return value.result === undefined ? '' : String(value.result);
    if ('error' in value) return '';
  }
  return String(value);
}

/** The first sheet's rows as text cells (1-based columns shifted to 0-based), at most `maxRows` with content. */
export async function readXlsxRows(data: Buffer, maxRows: number): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new AppError('VALIDATION_FAILED', msg('import.spreadsheetBroken'));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('VALIDATION_FAILED', msg('import.spreadsheetBroken'));
  const rows: string[][] = [];
  let filled = 0;
  sheet.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value);
    });
    const values = Array.from(cells, (cell) => cell ?? '');
    if (values.some((cell) => cell.trim() !== '')) filled++;
    rows.push(values);
  });
  if (filled > maxRows + 20)
    throw new AppError('UNPROCESSABLE', msg('import.tooManyQuestions', { max: maxRows }));
  return rows;
}

/** CSV text → rows (papaparse; quoted fields, any line ending). */
export function readCsvRows(text: string): string[][] {
  const result = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return result.data;
}

/** Plain text of rich text with formulas as `\(…\)` (what a template cell holds). */
const cellOf = (html: string) => plainTextFromHtml(formulasToDelimiters(html));

/** A quiz set's questions as template rows (header first): see TEMPLATE_HEADER. Images are not carried. */
export function templateRows(quizList: QuizSaved[]): string[][] {
  const rows: string[][] = [[...TEMPLATE_HEADER]];
  for (const quiz of quizList) {
    const options: string[] = Array.from({ length: MAX_CHOICE_COUNT }, () => '');
    let correct = '';
    if (quiz.type === 'multiple') {
      quiz.choiceList.forEach((choice, at) => {
        options[at] = cellOf(choice.richText);
      });
      correct = quiz.answerList.map((at) => at + 1).join(',');
    } else if (quiz.type === 'ox') correct = quiz.answer.toUpperCase();
    else
      quiz.answerList.forEach((answer, at) => {
        options[at] = answer;
      });
    const hint = quiz.hint?.type === 'text' ? quiz.hint.value : '';
    rows.push([quiz.type, cellOf(quiz.questionRichText), ...options, correct, hint]);
  }
  return rows;
}

// A CSV cell a spreadsheet app would run as a formula (CSV injection): written with a leading quote.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Template rows as CSV (papaparse, quoted where needed, UTF-8 with a BOM so spreadsheet apps read
 * Korean). A cell starting with `=`, `+`, `-`, `@`, tab or CR gets a leading `'` so Excel or Sheets
 * shows it as text instead of running it; parseTemplateRows takes that quote off again.
 */
export function writeCsv(quizList: QuizSaved[]): Buffer {
  const rows = templateRows(quizList).map((row) =>
    row.map((cell) => (FORMULA_START.test(cell) ? `'${cell}` : cell)),
  );
  return Buffer.from(`\ufeff${Papa.unparse(rows)}\r\n`, 'utf8');
}

/** A CSV cell as written by writeCsv, its formula guard removed. */
export function unguardCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** Template rows as an XLSX workbook (exceljs), one sheet "Quizset". */
export async function writeXlsx(quizList: QuizSaved[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Quizset');
  for (const row of templateRows(quizList)) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
