import { createRequire } from 'node:module';
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
 * Whether this thread has loaded the English model (~25 MiB with wink's tables): only on its first
 * English sentence, so a process or thread that writes no questions here (AI_PROVIDER=openai) never
 * holds it (file-job.ts `warmFileJobs`).
 */
export function isEnglishModelLoaded(): boolean {
  return nlp !== null;
}

/**
 * Parts of speech of an English sentence (issue 16 items 1–2): wink-nlp with its English lite web
 * model, a maintained npm library whose model ships in the package (no download at run time).
 * Offsets are found back in `sentence` so a blank replaces exactly the tagged word.
 */
export function tagEnglish(sentence: string): TaggedToken[] {
  // Required here, not imported at the top: the model's module alone holds ~7 MiB once loaded.
  nlp ??= winkNLP(createRequire(import.meta.url)('wink-eng-lite-web-model') as Parameters<typeof winkNLP>[0]);
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
