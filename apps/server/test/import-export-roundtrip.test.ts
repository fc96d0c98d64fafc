import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { escapeHtml, mathNode, plainTextFromHtml, type QuizSaved } from '@quizset/domain';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishImport, toRichText } from '../src/features/import-export/finish-import';
import { writeGift } from '../src/features/import-export/formats/gift';
import { type ExportImage, writeMoodleXml } from '../src/features/import-export/formats/moodle-xml';
import { writeQti3 } from '../src/features/import-export/formats/qti3';
import { writeCsv, writeXlsx } from '../src/features/import-export/formats/spreadsheet';
import { parseImportFile } from '../src/features/import-export/parse-import-file';
import { storeUpload } from '../src/features/uploads/store-file';

/**
 * Issue 21 "Round trip": export → import is lossless for the three question types in every format
 * that can carry them, as a property over generated sets (fast-check): Korean and English text with
 * the characters each format must escape, formatting, formulas, several answers, hints and images.
 * What each format carries: rich text in GIFT, Moodle XML and QTI 3.0 (CSV/XLSX hold plain text with
 * `\(…\)` formulas); images in Moodle XML and QTI 3.0.
 */

const WORDS = [
  '사과',
  '바나나',
  '수도',
  '서울',
  'apple',
  'river',
  'Seoul',
  '3',
  '42',
  'x',
  '가나다',
  'énergie',
];
const SPECIALS = [
  '=',
  '~',
  '#',
  '{',
  '}',
  ':',
  '&',
  '<',
  '>',
  '"',
  "'",
  '%',
  ',',
  ';',
  '|',
  '?',
  '!',
  '(',
  ')',
];
const FORMULAS = [
  '\\frac{1}{2}',
  'x^{2}+y^{2}=z^{2}',
  '\\sqrt{3}',
  'a_{n}',
  '\\alpha \\le \\beta',
  '2\\times 3',
];

// A word may also start with a formula sign (=, +, -, @): CSV must neither run nor lose it.
const word = fc.oneof(
  fc.constantFrom('=1+2', '+82', '-5', '@home'),
  fc.constantFrom(...WORDS),
  fc.constantFrom(...WORDS).chain((w) => fc.constantFrom(...SPECIALS).map((s) => `${w}${s}`)),
);
const phrase = fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(' '));

/** Rich text: a phrase, maybe bold or italic parts, maybe a formula. */
const richText = fc
  .tuple(
    phrase,
    fc.option(phrase, { nil: undefined }),
    fc.constantFrom('', 'strong', 'em'),
    fc.option(fc.constantFrom(...FORMULAS), { nil: undefined }),
  )
  .map(([head, tail, mark, formula]) => {
    const marked =
      tail === undefined ? '' : mark ? ` <${mark}>${escapeHtml(tail)}</${mark}>` : ` ${escapeHtml(tail)}`;
    return `<p>${escapeHtml(head)}${marked}${formula ? ` ${mathNode(formula)}` : ''}</p>`;
  });

type DraftOf<T> = T extends unknown ? Omit<T, 'id' | 'order' | 'questionImageUrl'> : never;

interface Generated {
  quiz: DraftOf<QuizSaved>;
  imageAt: number | null;
  choiceImages: (number | null)[];
}

const hint = fc.option(
  phrase.map((value) => ({ type: 'text' as const, value })),
  { nil: null },
);
const imageIndex = fc.option(fc.integer({ min: 0, max: 2 }), { nil: null });

const multiple = fc
  .uniqueArray(phrase, { minLength: 2, maxLength: 5, selector: (text) => text.toLowerCase() })
  .filter((texts) => texts.every((text) => !/^(true|false|o|x)$/i.test(text)))
  .chain((texts) =>
    fc.record({
      question: richText,
      hint,
      texts: fc.constant(texts),
      answers: fc.uniqueArray(fc.integer({ min: 0, max: texts.length - 1 }), {
        minLength: 1,
        maxLength: texts.length,
      }),
      imageAt: imageIndex,
      choiceImages: fc.array(imageIndex, { minLength: texts.length, maxLength: texts.length }),
    }),
  )
  .map(
    ({ question, hint, texts, answers, imageAt, choiceImages }): Generated => ({
      quiz: {
        type: 'multiple',
        questionRichText: question,
        question: '',
        hint,
        choiceList: texts.map((text) => ({ text, richText: `<p>${escapeHtml(text)}</p>`, imageUrl: null })),
        answerList: [...answers].sort((a, b) => a - b),
      },
      imageAt,
      choiceImages,
    }),
  );

const ox = fc
  .record({
    question: richText,
    hint,
    answer: fc.constantFrom('o' as const, 'x' as const),
    imageAt: imageIndex,
  })
  .map(
    ({ question, hint, answer, imageAt }): Generated => ({
      quiz: { type: 'ox', questionRichText: question, question: '', hint, answer },
      imageAt,
      choiceImages: [],
    }),
  );

const subjective = fc
  .record({
    question: richText,
    hint,
    answers: fc.uniqueArray(phrase, { minLength: 1, maxLength: 5, selector: (text) => text }),
    imageAt: imageIndex,
  })
  .map(
    ({ question, hint, answers, imageAt }): Generated => ({
      quiz: { type: 'subjective', questionRichText: question, question: '', hint, answerList: answers },
      imageAt,
      choiceImages: [],
    }),
  );

const quizSet = fc.array(fc.oneof(multiple, ox, subjective), { minLength: 1, maxLength: 6 });

let uploadDir: string;
let exportImages: ExportImage[];
let imageUrls: string[];

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'roundtrip-'));
  mkdirSync(uploadDir, { recursive: true });
  imageUrls = [];
  exportImages = [];
  for (const [width, height] of [
    [30, 20],
    [64, 64],
    [10, 90],
  ] as const) {
    const data = await sharp({
      create: { width, height, channels: 3, background: { r: width, g: height, b: 99 } },
    })
      .webp()
      .toBuffer();
    const url = await storeUpload(uploadDir, data, 'webp');
    imageUrls.push(url);
    exportImages.push({
      name: path.basename(url),
      data: readFileSync(path.join(uploadDir, path.basename(url))),
    });
  }
});
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

/** A generated set as the saved form (spec §3), its rich text sanitized as the server stores it. */
function savedSet(generated: Generated[], withImages: boolean): QuizSaved[] {
  return generated.map(({ quiz, imageAt, choiceImages }, index) => {
    const questionRichText = toRichText(quiz.questionRichText).html;
    const base = {
      id: `q${String(index).padStart(7, '0')}`,
      order: index + 1,
      questionRichText,
      question: plainTextFromHtml(questionRichText),
      questionImageUrl: withImages && imageAt !== null ? (imageUrls[imageAt] ?? null) : null,
    };
    if (quiz.type !== 'multiple') return { ...quiz, ...base } as QuizSaved;
    return {
      ...quiz,
      ...base,
      choiceList: quiz.choiceList.map((choice, at) => ({
        ...choice,
        richText: toRichText(choice.richText).html,
        imageUrl:
          withImages && choiceImages[at] != null ? (imageUrls[choiceImages[at] as number] ?? null) : null,
      })),
    };
  });
}

/** What must survive a format: rich text where it carries it, else the plain text with `\(…\)` formulas. */
function comparable(quizList: QuizSaved[], rich: boolean, images: boolean) {
  const text = (html: string) => (rich ? html : plainTextFromHtml(html));
  return quizList.map((quiz) => ({
    type: quiz.type,
    question: text(quiz.questionRichText),
    hint: quiz.hint,
    image: images ? quiz.questionImageUrl !== null : null,
    ...(quiz.type === 'multiple'
      ? {
          choices: quiz.choiceList.map((choice) => [
            text(choice.richText),
            images ? choice.imageUrl !== null : null,
          ]),
          answers: quiz.answerList,
        }
      : quiz.type === 'ox'
        ? { answer: quiz.answer }
        : { answers: quiz.answerList }),
  }));
}

const FORMATS = {
  gift: {
    rich: true,
    images: false,
    write: async (list: QuizSaved[]) => Buffer.from(writeGift('세트', list)),
  },
  moodle: {
    rich: true,
    images: true,
    write: async (list: QuizSaved[]) => Buffer.from(writeMoodleXml('세트', list, imageMap(list))),
  },
  qti3: { rich: true, images: true, write: (list: QuizSaved[]) => writeQti3('세트', list, imageMap(list)) },
  csv: { rich: false, images: false, write: async (list: QuizSaved[]) => writeCsv(list) },
  xlsx: { rich: false, images: false, write: (list: QuizSaved[]) => writeXlsx(list) },
} as const;

function imageMap(_list: QuizSaved[]): Map<string, ExportImage> {
  return new Map(imageUrls.map((url, at) => [url, exportImages[at] as ExportImage]));
}

describe.each(Object.entries(FORMATS))('round trip through %s (issue 21 "Round trip")', (_name, format) => {
  it('export → import gives back every question, answer, formula and hint (and image where the format carries them)', async () => {
    await fc.assert(
      fc.asyncProperty(quizSet, async (generated) => {
        const original = savedSet(generated, format.images);
        const parsed = await parseImportFile(await format.write(original));
        const imported = await finishImport(parsed, uploadDir);
        expect(imported.notImported).toEqual([]);
        expect(comparable(imported.items, format.rich, format.images)).toEqual(
          comparable(original, format.rich, format.images),
        );
      }),
      { numRuns: 40 },
    );
  });
});

describe('CSV export never hands a spreadsheet app a formula (CSV injection)', () => {
  it('writes a cell starting with = + - @ behind a quote and reads it back without it', async () => {
    const quiz: QuizSaved = {
      id: 'csv00001',
      order: 1,
      type: 'subjective',
      question: '=HYPERLINK("http://evil.example","click")',
      questionRichText: '<p>=HYPERLINK("http://evil.example","click")</p>',
      questionImageUrl: null,
      hint: { type: 'text', value: '@SUM(A1)' },
      answerList: ['-2+3', 'ok'],
    };
    const csv = writeCsv([quiz]).toString('utf8');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).toContain("'-2+3");
    expect(csv).toContain("'@SUM(A1)");
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
    const back = await finishImport(await parseImportFile(Buffer.from(csv)), uploadDir);
    expect(back.items[0]).toMatchObject({
      question: quiz.question,
      answerList: quiz.answerList,
      hint: quiz.hint,
    });
  });
});
