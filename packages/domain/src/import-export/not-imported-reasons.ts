/**
 * Why a question of an imported file was not imported (issue 21 "What doesn't map … listed item by
 * item"): a key the browser translates (import-export locale `reasons.<key>`) and the English text
 * the API also sends as `reason`. `{{name}}` placeholders are filled from `params`.
 */
export const NOT_IMPORTED_REASONS = {
  notSupported: '{{kind}} questions are not supported',
  description: 'a description is not a question',
  embeddedAnswers: 'answers inside the text are not supported',
  giftSyntax: 'the GIFT syntax of this question is broken',
  answerNoOption: 'the answer names no option',
  noAnswerLine: 'no ANSWER line',
  noCorrectAnswer: 'no correct answer',
  noInteraction: 'no interaction',
  severalInteractions: 'several interactions in one item',
  templateRow: 'the Type or Correct column does not fit the template',
  noAnswers: 'no answers',
  missingFile: 'the file the manifest names is not in the package',
  formulaCommand: 'formula command {{command}} is not allowed',
  noText: 'the question has no text',
  noAcceptedAnswer: 'no accepted answer',
  tooManyAnswers: 'more than {{max}} accepted answers',
  choiceCount: '{{count}} choices (a question holds 2 to 5)',
  imageMissing: 'image {{src}} is not inside the file',
  imageTooLarge: '{{name}}: larger than 3 MB',
  imageRefused: '{{name}}: {{message}}',
} as const;
export type NotImportedReason = keyof typeof NOT_IMPORTED_REASONS;

/** The English text of a reason with its placeholders filled. */
export function notImportedReasonText(
  key: NotImportedReason,
  params: Record<string, string | number> = {},
): string {
  return NOT_IMPORTED_REASONS[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
