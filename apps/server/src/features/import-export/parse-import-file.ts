import { IMPORT_MAX_QUESTIONS } from '@quizset/domain';
import { AppError, msg } from '../../lib/app-error';
import { decodeText } from './decode-text';
import type { ParsedFile } from './draft-question';
import { looksLikeAiken, parseAiken } from './formats/aiken';
import { parseGift } from './formats/gift';
import { parseMoodleXml } from './formats/moodle-xml';
import { looksLikeOpenTrivia, parseOpenTrivia } from './formats/opentrivia';
import { isContentPackage, openZip, parseContentPackage } from './formats/package';
import { parseQtiItem } from './formats/qti-item';
import { parseQti12 } from './formats/qti12';
import {
  isTemplateHeader,
  parseKahootRows,
  parseTemplateRows,
  readCsvRows,
  readXlsxRows,
  unguardCell,
} from './formats/spreadsheet';
import { norm, parseXml } from './xml';

const isZip = (data: Buffer) =>
  data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && (data[2] === 3 || data[2] === 5);

const unknownFormat = () => new AppError('UNSUPPORTED_MEDIA_TYPE', msg('import.unknownFormat'));

/** Refuses a file with more question markers than IMPORT_MAX_QUESTIONS, before it is parsed (issue 21 "Limits"). */
function checkCount(text: string, marker: RegExp): void {
  let count = 0;
  for (const _ of text.matchAll(marker)) if (++count > IMPORT_MAX_QUESTIONS) throw tooMany();
}
const tooMany = () =>
  new AppError('UNPROCESSABLE', msg('import.tooManyQuestions', { max: IMPORT_MAX_QUESTIONS }));

/**
 * A file's bytes → the questions it holds (issue 21 "Import"), the format found by content, never by
 * name: a ZIP with imsmanifest.xml is a QTI/Canvas content package, a ZIP with a workbook Kahoot!'s
 * or our template; XML by its root element (Moodle `quiz`, QTI `assessmentItem` /
 * `qti-assessment-item`, QTI 1.2 `questestinterop`); text by its marks (OpenTriviaQA `#Q`, Aiken
 * `ANSWER:`, our CSV header, else GIFT). Cheap limits (question markers, ZIP directory sizes) are
 * checked before the parse. Pure: stores nothing (finishImport does, for images).
 * @throws AppError 415 (not a format we read), 400 (broken file, hostile XML or ZIP, bad encoding),
 *   422 (too many questions). A file without questions (a GIFT category alone) answers empty lists.
 */
export async function parseImportFile(data: Buffer): Promise<ParsedFile> {
  const parsed = await parseByContent(data);
  if (parsed.questions.length > IMPORT_MAX_QUESTIONS) throw tooMany();
  return parsed;
}

/** A JSON document (an answer key, an API dump) is not a quiz file, though it has braces like GIFT. */
function isJson(start: string): boolean {
  if (!start.startsWith('{') && !start.startsWith('[')) return false;
  try {
    JSON.parse(start);
    return true;
  } catch {
    return false;
  }
}

async function parseByContent(data: Buffer): Promise<ParsedFile> {
  if (isZip(data)) {
    const entries = await openZip(data);
    if (isContentPackage(entries)) return parseContentPackage(entries, IMPORT_MAX_QUESTIONS);
    if (entries.has('xl/workbook.xml')) {
      const rows = await readXlsxRows(data, IMPORT_MAX_QUESTIONS);
      const headerAt = rows.findIndex(isTemplateHeader);
      if (headerAt >= 0) return parseTemplateRows(rows.slice(headerAt + 1), 'template-xlsx');
      const kahoot = parseKahootRows(rows);
      if (kahoot) return kahoot;
    }
    throw unknownFormat();
  }
  // A NUL in the first bytes (and no UTF-16 BOM): a binary file (an image, a PDF), not a quiz text.
  const head = data.subarray(0, 512);
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  if (!utf16 && head.includes(0)) throw unknownFormat();
  const text = decodeText(data);
  const start = text.trimStart();
  if (start.startsWith('<')) {
    if (/^<(!DOCTYPE\s+)?html\b/i.test(start)) throw unknownFormat();
    checkCount(text, /<(question|item|qti-assessment-item|assessmentItem)[\s>]/g);
    const root = parseXml(text);
    const name = norm(root.name);
    if (name === 'quiz') return parseMoodleXml(root);
    if (name === 'assessmentitem') {
      const item = parseQtiItem(root, () => null);
      return { format: root.name.startsWith('qti-') ? 'qti30' : 'qti21', ...item };
    }
    if (name === 'questestinterop') return parseQti12(root, () => null);
    throw unknownFormat();
  }
  if (looksLikeOpenTrivia(text)) {
    checkCount(text, /^#Q /gm);
    return parseOpenTrivia(text);
  }
  if (looksLikeAiken(text)) {
    checkCount(text, /^ANSWER:/gm);
    return parseAiken(text);
  }
  const firstLine = readCsvRows(text.slice(0, text.indexOf('\n') + 1 || text.length))[0] ?? [];
  if (isTemplateHeader(firstLine)) {
    checkCount(text, /\n/g);
    return parseTemplateRows(
      readCsvRows(text)
        .slice(1)
        .map((row) => row.map(unguardCell)),
      'template-csv',
    );
  }
  if (isJson(start)) throw unknownFormat();
  if (/\{[\s\S]*\}|^\s*(\$CATEGORY:|::)/m.test(text)) {
    checkCount(text, /(?<!\\)\{/g);
    return parseGift(text);
  }
  throw unknownFormat();
}
