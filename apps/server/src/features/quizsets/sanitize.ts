import {
  decodeHtmlEntities,
  isAllowedHighlightColor,
  plainTextFromHtml,
  type QuizSetSubmit,
  type QuizSubmit,
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_SCHEMES,
  RICH_TEXT_ALLOWED_STYLES,
  RICH_TEXT_ALLOWED_TAGS,
} from '@quizset/domain';
import sanitizeHtml from 'sanitize-html';

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

const allowedStyles: Record<string, Record<string, RegExp[]>> = Object.fromEntries(
  Object.entries(RICH_TEXT_ALLOWED_STYLES).map(([tag, styles]) => [
    tag,
    Object.fromEntries(Object.entries(styles).map(([property, patterns]) => [property, [...patterns]])),
  ]),
);

const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
  allowedAttributes,
  allowedStyles,
  allowedSchemes: [...RICH_TEXT_ALLOWED_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script/style bodies are dropped with their tags, never kept as text.
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab must not hand the opener to the target page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer nofollow' } : attribs,
    }),
    // Browsers serialise the highlight style as rgb(); the colour's truth is `data-color`, so the
    // style is rebuilt from it (an unknown colour loses both and stays a plain highlight).
    mark: (tagName, attribs): sanitizeHtml.Tag => {
      const color = attribs['data-color'];
      if (!color || !isAllowedHighlightColor(color)) return { tagName, attribs: {} };
      const hex = color.trim().toLowerCase();
      return { tagName, attribs: { 'data-color': hex, style: `background-color: ${hex}; color: inherit` } };
    },
  },
};

const PLAIN_TEXT_OPTIONS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** Rich text → allow-listed HTML (api.md "Server-side rules"): scripts, handlers, `javascript:` never survive. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS);
}

/** Any markup removed, entities decoded: for fields that are plain text (hints). */
export function stripTags(text: string): string {
  return decodeHtmlEntities(sanitizeHtml(text, PLAIN_TEXT_OPTIONS));
}

function sanitizeQuiz(quiz: QuizSubmit): QuizSubmit {
  const questionRichText = sanitizeRichText(quiz.questionRichText);
  // The plain question is re-derived from what is stored, so it cannot disagree with the rich text.
  // Plain-text editors (issue 2) send no rich text: their question is plain text, tags stripped.
  // Rich text that sanitizes to nothing (a lone <script>) leaves the question empty: a 400, not 'x'.
  const question = quiz.questionRichText.trim()
    ? plainTextFromHtml(questionRichText)
    : stripTags(quiz.question);
  const hint = quiz.hint && {
    type: quiz.hint.type,
    value: quiz.hint.type === 'TEXT' ? stripTags(quiz.hint.value) : quiz.hint.value.trim(),
  };
  const base = { ...quiz, question, questionRichText, hint };
  if (base.type !== 'MULTIPLE_CHOICE') return base;
  return {
    ...base,
    choiceList: base.choiceList.map((choice) => {
      const richText = sanitizeRichText(choice.richText);
      return {
        ...choice,
        richText,
        text: choice.richText.trim() ? plainTextFromHtml(richText) : stripTags(choice.text),
      };
    }),
  };
}

/** Sanitizes every rich-text field of a submit payload and re-derives its plain texts (issue 2 "Bad input"). */
export function sanitizeQuizSetSubmit(payload: QuizSetSubmit): QuizSetSubmit {
  return {
    ...payload,
    publisher: {
      id: payload.publisher.id,
      customName: payload.publisher.customName === null ? null : stripTags(payload.publisher.customName),
    },
    quizList: payload.quizList.map(sanitizeQuiz),
  };
}
