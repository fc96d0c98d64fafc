import model from 'wink-eng-lite-web-model';
import winkNLP, { type WinkMethods } from 'wink-nlp';

/** A token of an English sentence with its universal part of speech (wink-nlp's model). */
export interface TaggedToken {
  text: string;
  start: number;
  pos: string;
  /** Dictionary form ("patients" → "patient"): a noun whose lemma differs is plural. */
  lemma: string;
}

let nlp: WinkMethods | null = null;

/**
 * Parts of speech of an English sentence (issue 16 items 1–2): wink-nlp with its English lite web
 * model, a maintained npm library whose model ships in the package (no download at run time).
 * Offsets are found back in `sentence` so a blank replaces exactly the tagged word.
 */
export function tagEnglish(sentence: string): TaggedToken[] {
  nlp ??= winkNLP(model);
  const doc = nlp.readDoc(sentence);
  const values = doc.tokens().out(nlp.its.value) as string[];
  const tags = doc.tokens().out(nlp.its.pos) as string[];
  // wink's own typings give `its.lemma` a narrower addon type than `out` accepts.
  const lemmas = doc.tokens().out(nlp.its.lemma as never) as string[];
  const tokens: TaggedToken[] = [];
  let from = 0;
  values.forEach((text, index) => {
    const start = sentence.indexOf(text, from);
    if (start < 0) return;
    from = start + text.length;
    tokens.push({ text, start, pos: tags[index] ?? 'X', lemma: lemmas[index] ?? text.toLowerCase() });
  });
  return tokens;
}
