import type { DocumentPage } from '../../files/document-text';

/** A sentence of the source with where it came from (issue 9: items record sentence and page). */
export interface Sentence {
  text: string;
  /** 1-based page or slide; null for formats without pages. */
  page: number | null;
  /** Position of the sentence within its paragraph: 0 = first (topic sentence) … 1 = last. */
  position: number;
  /** Index over the whole document, in reading order. */
  index: number;
}

const HANGUL = /[\uac00-\ud7a3]/g;
const LATIN = /[A-Za-z]/g;

/** 'ko' when Hangul outnumbers Latin letters in `text`, else 'en' (the two languages the product speaks). */
export function detectLanguage(text: string): 'ko' | 'en' {
  const sample = text.slice(0, 200_000);
  return (sample.match(HANGUL)?.length ?? 0) > (sample.match(LATIN)?.length ?? 0) / 3 ? 'ko' : 'en';
}

const TERMINAL = /[.!?。？！]["'”’)\]]*$/;

/** A lone page number ("- 3 -", "12") or a rule line: layout, not text. */
const LAYOUT_LINE = /^(?:[-–—\s]*\d{1,4}[-–—\s]*|[-=_*·.\s]{3,})$/;

/**
 * Lines of extracted text → paragraphs. Extracted text arrives as layout lines:
 * - a word hyphenated at a line end is joined; lines of one paragraph are joined with a space;
 * - a line much shorter than the page's typical line and without closing punctuation (a heading, a
 *   bullet, a table cell) stands on its own;
 * - "double-spaced" text (a blank line after nearly every line, as in hard-wrapped Korean bills)
 *   keeps paragraphs at runs of blank lines, and when its lines mark word ends with a trailing
 *   space, a line ending without one was cut inside a word and is joined without a space;
 * - page numbers and rule lines are dropped.
 */
export function paragraphsOf(text: string): string[] {
  const rawLines = text.replace(/\r\n?/g, '\n').split('\n');
  const filled = rawLines.filter((line) => line.trim() !== '');
  const blanks = rawLines.length - filled.length;
  const isDoubleSpaced = filled.length >= 6 && blanks >= filled.length * 0.8;
  const marksWordEnds = filled.filter((line) => /\S[ \t]+$/.test(line)).length >= filled.length * 0.2;
  const lengths = filled.map((line) => line.trim().length).sort((a, b) => a - b);
  const typical = lengths[Math.floor(lengths.length / 2)] ?? 0;
  const paragraphs: string[] = [];
  let current = '';
  let currentEndsWord = true;
  let blankRun = 0;
  const flush = () => {
    if (current.trim()) paragraphs.push(current.replace(/\s+/g, ' ').trim());
    current = '';
  };
  for (const rawLine of rawLines) {
    const line = rawLine.replace(/[\t\u00a0\u3000]+/g, ' ').trim();
    if (!line) {
      blankRun += 1;
      if (!isDoubleSpaced || blankRun >= 2) flush();
      continue;
    }
    blankRun = 0;
    if (LAYOUT_LINE.test(line)) continue;
    if (!current) current = line;
    else if (/\p{L}-$/u.test(current) && /^\p{Ll}/u.test(line)) current = current.slice(0, -1) + line;
    else if (
      marksWordEnds &&
      !currentEndsWord &&
      /\p{Script=Hangul}$/u.test(current) &&
      /^\p{Script=Hangul}/u.test(line)
    )
      current += line;
    else current = `${current} ${line}`;
    currentEndsWord = /\s$/.test(rawLine);
    const isShortOpenLine = line.length < typical * 0.6 && !TERMINAL.test(line) && !/[,;:]$/.test(line);
    if (isShortOpenLine) flush();
  }
  flush();
  return paragraphs;
}

/** The heading of a Korean bill's comparison table (신·구조문대비표), or its two column heads 현 행 / 개 정 안. */
const COMPARISON_TABLE = /^\s*(?:신\s*[·ㆍ]?\s*구\s*조\s*문\s*대\s*비\s*표|현\s+행\s*$)/mu;

/**
 * The page's text without a two-column comparison table (issue 16 item 1: a bill's 현행 | 개정안 table,
 * extracted as text, interleaves its columns line by line: "국민의 권는 경우에는 … 리·의무"). From
 * the table's heading to the end of the page nothing is asked; the columns cannot be told apart in
 * plain text (PDFs are read column by column: files/pdf-columns.ts).
 */
export function withoutComparisonTables(text: string): string {
  const match = COMPARISON_TABLE.exec(text);
  if (!match) return text;
  // "현 행" alone is a column head only with "개 정 안" right below it.
  if (
    !/대\s*비\s*표/u.test(match[0]) &&
    !/^\s*개\s*정\s*안\s*$/mu.test(text.slice(match.index, match.index + 80))
  )
    return text;
  return text.slice(0, match.index);
}

/**
 * Splits pages into sentences with `Intl.Segmenter` (sentence granularity; Korean included), keeping
 * the page and each sentence's position in its paragraph. `maxChars` bounds the text analysed (the
 * rest is not read: `usedLength` is what was).
 */
export function segmentSentences(
  pages: readonly DocumentPage[],
  language: string,
  maxChars: number,
): { sentences: Sentence[]; usedLength: number } {
  const segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
  const sentences: Sentence[] = [];
  let usedLength = 0;
  for (const page of pages) {
    if (usedLength >= maxChars) break;
    const text = page.text.slice(0, maxChars - usedLength);
    usedLength += text.length;
    for (const paragraph of paragraphsOf(withoutComparisonTables(text))) {
      // "… 함 9." — the number of the next list item sticks to the end of this one: cut it off.
      const parts = [...segmenter.segment(paragraph)]
        .map((part) =>
          part.segment
            .trim()
            .replace(/\s+\d{1,2}\.$/, '')
            // A list marker opening the sentence ("①", "(2)", "3)", "가.") is layout, not text.
            .replace(
              /^(?:[\u2460-\u2473\u326e-\u327b]|\(\d{1,2}\)|\d{1,2}\)|[가-하]\.|[-•▪◦·※○●□■◆◇▶►]+)\s*/u,
              '',
            ),
        )
        .filter(Boolean);
      parts.forEach((part, position) => {
        sentences.push({
          text: part,
          page: page.page,
          position: parts.length > 1 ? position / (parts.length - 1) : 0,
          index: sentences.length,
        });
      });
    }
  }
  return { sentences, usedLength };
}

/** True when a sentence ends like one (., !, ?, or a Korean final ending 다/요). */
export function isClosedSentence(text: string): boolean {
  return TERMINAL.test(text) || /[다요]$/.test(text);
}
