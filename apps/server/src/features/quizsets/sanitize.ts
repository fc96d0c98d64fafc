import {
  decodeHtmlEntities,
  findDisallowedLatex,
  isAllowedHighlightColor,
  isAllowedLinkHref,
  MATH_LATEX_ATTRIBUTE,
  plainTextFromHtml,
  type QuizSetSubmit,
  type QuizSubmit,
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_SCHEMES,
  RICH_TEXT_ALLOWED_TAGS,
} from '@quizset/domain';
import sanitizeHtml from 'sanitize-html';
import { AppError, type ErrorDetail, msg } from '../../lib/app-error';
import { checkSanitizeLimits } from './sanitize-limits';

type AllowedAttribute = string | { name: string; multiple?: boolean; values: string[] };

// Built once from the domain allow-list (issue 3 "Rich text"): the editor and the server agree on it.
const allowedAttributes: Record<string, AllowedAttribute[]> = Object.fromEntries(
  Object.entries(RICH_TEXT_ALLOWED_ATTRIBUTES).map(([tag, rules]) => [
    tag,
    (rules ?? []).map((rule) =>
      rule.values ? { name: rule.name, multiple: false, values: [...rule.values] } : rule.name,
    ),
  ]),
);

/**
 * The LaTeX of every formula span met by the sanitizer during the current (synchronous) call, for
 * the allow-list check after it (sanitizeRichTextChecked). Attribute values arrive entity-decoded,
 * so `&#92;htmlStyle` is checked as `\htmlStyle`.
 */
let formulasSeen: string[] = [];

const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
  allowedAttributes,
  // No CSS parsing (postcss costs ~25 µs a tag): the only tag allowed a style is <mark>, and its
  // style is rebuilt below from the allow-listed colour, never taken from the input.
  parseStyleAttributes: false,
  allowedSchemes: [...RICH_TEXT_ALLOWED_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script/style bodies are dropped with their tags, never kept as text.
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links keep only absolute http/https/mailto targets (the domain rule, issue 17 item 9):
    // sanitize-html lets relative ones (`#x`, `/. /,alert(42)//#`, U+2000 + `javascript:`) through.
    // A link that opens a new tab must not hand the opener to the target page.
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      const kept = href !== undefined && isAllowedLinkHref(href) ? { ...rest, href: href.trim() } : rest;
      return {
        tagName,
        attribs: kept.target === '_blank' ? { ...kept, rel: 'noopener noreferrer nofollow' } : kept,
      };
    },
    // Browsers serialise the highlight style as rgb(); the colour's truth is `data-color`, so the
    // style is rebuilt from it (an unknown colour loses both and stays a plain highlight).
    mark: (tagName, attribs): sanitizeHtml.Tag => {
      const color = attribs['data-color'];
      if (!color || !isAllowedHighlightColor(color)) return { tagName, attribs: {} };
      const hex = color.trim().toLowerCase();
      return { tagName, attribs: { 'data-color': hex, style: `background-color:${hex};color:inherit` } };
    },
    span: (tagName, attribs) => {
      const latex = attribs[MATH_LATEX_ATTRIBUTE];
      if (latex !== undefined) formulasSeen.push(latex);
      return { tagName, attribs };
    },
  },
};

const PLAIN_TEXT_OPTIONS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/**
 * True when `html` is text and plain `<p>…</p>` paragraphs only, with no `<`, `>` or `&` inside:
 * what the editor writes for unformatted text, and exactly what sanitize-html would return for it
 * (it keeps `<p>`, escapes nothing else, changes no whitespace). One linear pass.
 */
export function isPlainParagraphs(html: string): boolean {
  if (html.includes('>') === false) return !html.includes('<') && !html.includes('&');
  if (html.includes('&')) return false;
  let open = false;
  let at = html.indexOf('<');
  let textFrom = 0;
  while (at >= 0) {
    if (html.slice(textFrom, at).includes('>')) return false;
    const tag = open ? '</p>' : '<p>';
    if (!html.startsWith(tag, at)) return false;
    open = !open;
    textFrom = at + tag.length;
    at = html.indexOf('<', textFrom);
  }
  return !open && !html.slice(textFrom).includes('>');
}

/**
 * Rich text → allow-listed HTML (api.md "Server-side rules"): scripts, handlers, `javascript:` never
 * survive. Callers bound the input first (checkSanitizeLimits): sanitize-html slows down faster than
 * the input grows with deep nesting.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeRichTextChecked(html).html;
}

/**
 * sanitizeRichText plus the formulas' LaTeX checked against the allow-list (issue 6 "Formulas").
 * @returns the clean HTML and the first refused command, if any.
 */
export function sanitizeRichTextChecked(html: string): { html: string; refusedCommand: string | null } {
  // Unformatted paragraphs come out of sanitize-html unchanged: skip its ~30 µs (issue 6 "Throughput").
  if (isPlainParagraphs(html)) return { html, refusedCommand: null };
  formulasSeen = [];
  try {
    const clean = sanitizeHtml(html, RICH_TEXT_OPTIONS);
    for (const latex of formulasSeen) {
      const refusal = findDisallowedLatex(latex);
      if (refusal) return { html: clean, refusedCommand: refusal.command };
    }
    return { html: clean, refusedCommand: null };
  } finally {
    formulasSeen = [];
  }
}

/** Rounds of strip-then-decode before the last resort: each round peels one level of escaping. */
const STRIP_ROUNDS = 4;

/**
 * Any markup removed, entities decoded: for fields that are plain text (hints, publisher, plain
 * questions). The result holds no markup once decoded (issue 17 item 6): escaped tags
 * (`&lt;IMG SRC=…&gt;`) are decoded and then stripped too, round by round; text still holding a tag
 * after STRIP_ROUNDS loses its `<` and `>` altogether. A lone `<` in text ("3 < 5") is kept.
 */
export function stripTags(text: string): string {
  let current = text;
  for (let round = 0; round < STRIP_ROUNDS; round += 1) {
    // Without `<`, `>` or `&` there is nothing to remove or decode.
    if (!/[<>&]/.test(current)) return current;
    const next = decodeHtmlEntities(sanitizeHtml(current, PLAIN_TEXT_OPTIONS));
    if (next === current) return next;
    current = next;
  }
  return /<[a-z!/?]/i.test(current) ? current.replace(/[<>]/g, '') : current;
}

/** Sanitizes the rich text at `path`, recording a refused formula command in `refused`. */
function sanitizeField(html: string, path: string, refused: ErrorDetail[]): string {
  const result = sanitizeRichTextChecked(html);
  if (result.refusedCommand !== null)
    refused.push({ path, message: msg('server.formulaCommand', { command: result.refusedCommand }) });
  return result.html;
}

/**
 * The question text of a `…Data` object at `path`: rich text sanitized, the plain question re-derived
 * from what is stored so the two cannot disagree. Plain-text clients send no rich text: their question
 * is plain text, tags stripped. Rich text that sanitizes to nothing (a lone <script>) leaves the
 * question empty: a 400, not 'x'.
 */
function sanitizeQuestionData<T extends { question: string; questionRichText: string }>(
  data: T,
  path: string,
  refused: ErrorDetail[],
): T {
  const questionRichText = sanitizeField(data.questionRichText, `${path}.questionRichText`, refused);
  const question = data.questionRichText.trim()
    ? plainTextFromHtml(questionRichText)
    : stripTags(data.question);
  return { ...data, question, questionRichText };
}

function sanitizeQuiz(quiz: QuizSubmit, index: number, refused: ErrorDetail[]): QuizSubmit {
  const path = `quizList.${index}`;
  const hint = quiz.hint && {
    type: quiz.hint.type,
    value:
      quiz.hint.value === undefined
        ? undefined
        : quiz.hint.type === 'text'
          ? stripTags(quiz.hint.value)
          : quiz.hint.value.trim(),
  };
  switch (quiz.type) {
    case 'ox':
      return { ...quiz, hint, oxData: sanitizeQuestionData(quiz.oxData, `${path}.oxData`, refused) };
    case 'subjective':
      return {
        ...quiz,
        hint,
        subjectiveData: sanitizeQuestionData(quiz.subjectiveData, `${path}.subjectiveData`, refused),
      };
    case 'multiple': {
      const dataPath = `${path}.multipleData`;
      const data = sanitizeQuestionData(quiz.multipleData, dataPath, refused);
      const choiceListV2 = data.choiceListV2.map((choice, choiceIndex) => {
        const richText = sanitizeField(
          choice.richText,
          `${dataPath}.choiceListV2.${choiceIndex}.richText`,
          refused,
        );
        return {
          ...choice,
          richText,
          text: choice.richText.trim() ? plainTextFromHtml(richText) : stripTags(choice.text),
        };
      });
      return { ...quiz, hint, multipleData: { ...data, choiceListV2 } };
    }
  }
}

/**
 * Sanitizes every rich-text field of a submit payload and re-derives its plain texts (issue 2 "Bad
 * input"), after the cheap limits of issue 6 (counts, lengths, tags, nesting: checkSanitizeLimits).
 * @throws AppError VALIDATION_FAILED for a limit passed or a formula command outside the LaTeX
 *   allow-list (issue 6 "Formulas"), with one detail per offending field.
 */
export function sanitizeQuizSetSubmit(payload: QuizSetSubmit): QuizSetSubmit {
  checkSanitizeLimits(payload);
  const refused: ErrorDetail[] = [];
  const { publisher } = payload.categoryTreeData;
  const clean = {
    ...payload,
    categoryTreeData: {
      ...payload.categoryTreeData,
      publisher: publisher === null ? null : stripTags(publisher),
    },
    quizList: payload.quizList.map((quiz, index) => sanitizeQuiz(quiz, index, refused)),
  };
  if (refused.length > 0)
    throw new AppError('VALIDATION_FAILED', (refused[0] as ErrorDetail).message, { details: refused });
  return clean;
}
