import {
  createId,
  HINT_TEXT_MAX_LENGTH,
  htmlWithFormulas,
  IMAGE_MAX_BYTES,
  type ImportResult,
  MAX_CHOICE_COUNT,
  MAX_SUBJECTIVE_ANSWER_COUNT,
  MIN_CHOICE_COUNT,
  type NotImported,
  plainTextFromHtml,
  type QuizSaved,
  type SavedChoice,
} from '@quizset/domain';
import { AppError, localize } from '../../lib/app-error';
import { sanitizeRichTextChecked, stripTags } from '../quizsets/sanitize';
import { processImage } from '../uploads/process-image';
import { storeUpload } from '../uploads/store-file';
import { type DraftImage, type DraftQuestion, notImported, type ParsedFile } from './draft-question';

const BLOCK_START = /^\s*<(p|ul|ol|blockquote)\b/i;

/**
 * A format's HTML → the builder's rich text (issue 21 "Formatting that the sanitizer allows is
 * kept"): `<b>`/`<i>` read as strong/em, delimited formulas become math nodes, then the stored-HTML
 * sanitizer (its allow-list, LaTeX allow-list included); bare inline text is wrapped in a paragraph.
 * @returns the clean HTML and the first formula command refused, if any.
 */
export function toRichText(html: string): { html: string; refusedCommand: string | null } {
  const renamed = html
    .replace(/<(\/?)b(\s[^>]*)?>/gi, '<$1strong>')
    .replace(/<(\/?)i(\s[^>]*)?>/gi, '<$1em>');
  const result = sanitizeRichTextChecked(htmlWithFormulas(renamed));
  // An image taken out of its paragraph leaves it empty: drop such paragraphs.
  const clean = result.html.replace(/<p>\s*<\/p>/g, '').trim();
  return {
    html: clean === '' || BLOCK_START.test(clean) ? clean : `<p>${clean}</p>`,
    refusedCommand: result.refusedCommand,
  };
}

/** A plain hint from a file's feedback (spec §3 text hint): only when it fits in 300 characters. */
function hintOf(text: string | null | undefined): QuizSaved['hint'] {
  const plain = stripTags(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain !== '' && plain.length <= HINT_TEXT_MAX_LENGTH ? { type: 'text', value: plain } : null;
}

/** An image waiting for the image pipeline: of the question (`choice` null) or of one choice. */
export interface PendingImage {
  image: DraftImage;
  item: number;
  choice: number | null;
}

interface Built {
  quiz: QuizSaved;
  images: { image: DraftImage; choice: number | null }[];
}

/** One draft question → a saved-form quiz item (spec §3), or the reason it does not map. */
function build(draft: DraftQuestion, order: number): Built | NotImported {
  const question = toRichText(draft.html);
  const plain = plainTextFromHtml(question.html);
  if (question.refusedCommand)
    return notImported(draft.type, plain, 'formulaCommand', { command: question.refusedCommand });
  if (plain === '' && !draft.image) return notImported(draft.type, plain, 'noText');
  const quiz = {
    id: createId(),
    order,
    question: plain,
    questionRichText: question.html,
    questionImageUrl: null as string | null,
    hint: hintOf(draft.hint),
  };
  const images: Built['images'] = [];
  if (draft.image) images.push({ image: draft.image, choice: null });
  const done = (quiz: QuizSaved): Built => ({ quiz, images });
  if (draft.type === 'ox') return done({ ...quiz, type: 'ox', answer: draft.answer });
  if (draft.type === 'subjective') {
    const answers: string[] = [];
    for (const answer of draft.answers.map((text) => text.trim()))
      if (answer !== '' && !answers.includes(answer)) answers.push(answer);
    if (answers.length === 0) return notImported('short answer', plain, 'noAcceptedAnswer');
    if (answers.length > MAX_SUBJECTIVE_ANSWER_COUNT)
      return notImported('short answer', plain, 'tooManyAnswers', { max: MAX_SUBJECTIVE_ANSWER_COUNT });
    return done({ ...quiz, type: 'subjective', answerList: answers });
  }
  if (draft.choices.length < MIN_CHOICE_COUNT || draft.choices.length > MAX_CHOICE_COUNT)
    return notImported('multiple choice', plain, 'choiceCount', { count: draft.choices.length });
  if (!draft.choices.some((choice) => choice.isAnswer))
    return notImported('multiple choice', plain, 'noCorrectAnswer');
  const choiceList: SavedChoice[] = [];
  for (const [at, choice] of draft.choices.entries()) {
    const rich = toRichText(choice.html);
    if (rich.refusedCommand)
      return notImported('multiple choice', plain, 'formulaCommand', { command: rich.refusedCommand });
    const saved: SavedChoice = { text: plainTextFromHtml(rich.html), richText: rich.html, imageUrl: null };
    if (choice.image) images.push({ image: choice.image, choice: at });
    choiceList.push(saved);
  }
  const answerList = draft.choices.flatMap((choice, index) => (choice.isAnswer ? [index] : []));
  return done({ ...quiz, type: 'multiple', choiceList, answerList });
}

/** The import answer before its images are processed: built on the import thread (parse-task.ts). */
export interface BuiltImport extends ImportResult {
  images: PendingImage[];
}

/**
 * A parsed file → quiz list items (issue 21): each draft sanitized and checked against the question
 * shape (2–5 choices, an answer, 1–5 accepted answers); what does not fit is listed. Pure CPU work,
 * run on the import thread with the parse; the images wait for storeImportImages.
 */
export function buildImport(parsed: ParsedFile): BuiltImport {
  const items: QuizSaved[] = [];
  const skipped: NotImported[] = [...parsed.notImported];
  const images: PendingImage[] = [];
  for (const draft of parsed.questions) {
    const built = build(draft, items.length + 1);
    if ('reason' in built) skipped.push(built);
    else {
      for (const image of built.images) images.push({ ...image, item: items.length });
      items.push(built.quiz);
    }
  }
  return { format: parsed.format, items, notImported: skipped, images };
}

/**
 * Re-encodes each pending image through the image pipeline (process-image.ts: content check, 3 MB,
 * 2048 px, fresh WebP) and stores it (sharp works off the event loop); an image that fails its
 * rules leaves its question without it and is listed in `notImported`.
 */
export async function storeImportImages(built: BuiltImport, uploadDir: string): Promise<ImportResult> {
  const { images, ...result } = built;
  for (const { image, item, choice } of images) {
    const quiz = result.items[item];
    if (!quiz) continue;
    const question = quiz.question;
    if ('missing' in image) {
      result.notImported.push(
        notImported('image', question, 'imageMissing', { src: image.missing.slice(0, 100) }),
      );
      continue;
    }
    if (image.data.length > IMAGE_MAX_BYTES) {
      result.notImported.push(notImported('image', question, 'imageTooLarge', { name: image.name }));
      continue;
    }
    let url: string;
    try {
      url = await storeUpload(uploadDir, await processImage(image.data), 'webp');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.notImported.push(
        notImported('image', question, 'imageRefused', {
          name: image.name,
          message: localize(error.localizable, 'en'),
        }),
      );
      continue;
    }
    if (choice === null) quiz.questionImageUrl = url;
    else if (quiz.type === 'multiple' && quiz.choiceList[choice]) quiz.choiceList[choice].imageUrl = url;
  }
  return result;
}

/** buildImport then storeImportImages, in this thread (tests, the bench). */
export async function finishImport(parsed: ParsedFile, uploadDir: string): Promise<ImportResult> {
  return storeImportImages(buildImport(parsed), uploadDir);
}
