import type { DocumentText } from '../../files/document-text';

export interface TextChunk {
  /** Passage text with `[page N]` markers where pages start. */
  text: string;
  /** Pages the passage covers. */
  pages: number[];
}

/**
 * Cuts a document into passages of at most `maxChars` (page markers included, a page longer than
 * that split on its own), then keeps at most `maxChunks` of them spread evenly over the document, so
 * a long book is sampled from start to end rather than read from its first pages only.
 */
export function chunkDocument(document: DocumentText, maxChars: number, maxChunks: number): TextChunk[] {
  const chunks: TextChunk[] = [];
  let current: TextChunk = { text: '', pages: [] };
  const push = () => {
    if (current.text.trim()) chunks.push(current);
    current = { text: '', pages: [] };
  };
  for (const page of document.pages) {
    const marker = page.page ? `[page ${page.page}]\n` : '';
    let text = `${marker}${page.text.trim()}\n`;
    while (text.length > 0) {
      if (current.text.length + Math.min(text.length, maxChars) > maxChars) push();
      const piece = text.slice(0, maxChars - current.text.length);
      current.text += piece;
      if (page.page && !current.pages.includes(page.page)) current.pages.push(page.page);
      text = text.slice(piece.length);
    }
  }
  push();
  const wanted = Math.max(1, maxChunks);
  if (chunks.length <= wanted) return chunks;
  const step = chunks.length / wanted;
  return Array.from({ length: wanted }, (_, index) => chunks[Math.floor(index * step)] as TextChunk);
}
