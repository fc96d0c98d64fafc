/**
 * Questions of the submit payload (spec §3 `quizList` items) for specs that make their own sets:
 * one builder per question type, so a spec names only what its test reads (the wording, the
 * choices, the answer, a hint). The rich text is the plain text in a paragraph unless given.
 */

/** A hint (spec §3 `hint`): text, or a YouTube or image link. */
export type Hint = { type: 'text' | 'youtube' | 'image'; value: string } | null;

/** What every item has: its id, 1-based order, hint and image. */
export interface ItemBase {
  id: string;
  order: number;
  hint?: Hint;
  /** The question's image: an `/uploads/…` URL (`uploadImageByApi`); default none. */
  imageUrl?: string;
}

interface Wording {
  question: string;
  /** Default `<p>question</p>`. */
  questionRichText?: string;
}

function base(item: ItemBase) {
  return { id: item.id, order: item.order, imageUrl: item.imageUrl ?? null, hint: item.hint ?? null };
}

function worded({ question, questionRichText }: Wording) {
  return { question, questionRichText: questionRichText ?? `<p>${question}</p>` };
}

/** Choices as the payload takes them (spec §3 `choiceListV2`): each text in a paragraph, no image. */
function choiceList(texts: readonly string[]) {
  return texts.map((text) => ({ text, richText: `<p>${text}</p>`, imageUrl: null as string | null }));
}

/** A multiple-choice item; `answerList` holds the right choices' 0-based indexes as strings. */
export function multipleItem(
  item: ItemBase,
  data: Wording & { choices: readonly string[]; answerList: string[] },
) {
  return {
    ...base(item),
    type: 'multiple',
    multipleData: { ...worded(data), choiceListV2: choiceList(data.choices), answerList: data.answerList },
  };
}

/** An OX (true/false) item: `o` true, `x` false. */
export function oxItem(item: ItemBase, data: Wording & { answer: 'o' | 'x' }) {
  return { ...base(item), type: 'ox', oxData: { ...worded(data), answer: data.answer } };
}

/** A short-answer (subjective) item: any of `answerList` is right. */
export function subjectiveItem(item: ItemBase, data: Wording & { answerList: string[] }) {
  return {
    ...base(item),
    type: 'subjective',
    subjectiveData: { ...worded(data), answerList: data.answerList },
  };
}
