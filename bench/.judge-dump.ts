import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractDocument } from '../apps/server/src/features/ai/files/extract-document.ts';
import { generateFromDocument } from '../apps/server/src/features/ai/providers/embedded/generate-from-document.ts';
import { AI_CORPUS_DOCUMENTS, CORPUS_DIR } from '../apps/server/test/helpers/corpus.ts';
for (const doc of AI_CORPUS_DOCUMENTS) {
  const ext = path.extname(doc).slice(1) as never;
  let out = `\n=== ${doc}\n`;
  try {
    const d = await extractDocument(ext, readFileSync(path.join(CORPUS_DIR, doc)), 500, () => undefined);
    const g = generateFromDocument(d, { count: 10, type: 'mixed', level: 0, locale: process.argv[2] ?? 'auto', tryCount: 1 });
    g.items.forEach((it, i) => {
      out += `${i + 1}. [${it.type}] ${it.question}\n   opts=${JSON.stringify(it.options)} ans=${JSON.stringify(it.answer)}\n   src(p${it.source?.page}): ${it.source?.sentence}\n`;
      if (it.type === 'ox' && it.answer[0] === 'X') out += `   comment: ${it.comment?.slice(0, 120)}\n`;
    });
  } catch (e) { out += `ERR ${String(e)}\n`; }
  console.log(out);
}
