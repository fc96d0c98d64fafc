import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractPdf } from '../src/features/ai/files/extract-pdf';

/**
 * Two-column PDF pages are read column by column from pdf.js text positions (issue 16 item 1: a
 * bill's two columns read across gave nonsense sentences). The page below is drawn line by line
 * ACROSS the columns, as a side-by-side table is, so pdf.js's own order interleaves them.
 */
async function twoColumnPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([600, 800]);
  const left = Array.from({ length: 8 }, (_, i) => `Left column line ${i + 1} tells about rivers.`);
  const right = Array.from({ length: 8 }, (_, i) => `Right column line ${i + 1} tells about mountains.`);
  page.drawText('A Title Across Both Columns Of This Page', { x: 150, y: 760, size: 14, font });
  for (let i = 0; i < 8; i += 1) {
    page.drawText(left[i] as string, { x: 40, y: 700 - i * 20, size: 10, font });
    page.drawText(right[i] as string, { x: 320, y: 700 - i * 20, size: 10, font });
  }
  return pdf.save();
}

describe('PDF reading order', () => {
  it('reads a two-column page column by column, the title first', async () => {
    const document = await extractPdf(await twoColumnPdf(), 10, () => undefined);
    const text = document.pages[0]?.text ?? '';
    const lines = text.split('\n').filter((line) => line.trim());
    expect(lines[0]).toContain('A Title Across Both Columns');
    expect(lines.slice(1, 9).every((line) => line.startsWith('Left column'))).toBe(true);
    expect(lines.slice(9, 17).every((line) => line.startsWith('Right column'))).toBe(true);
  });

  it('keeps a single-column page in its own order', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([600, 800]);
    for (let i = 0; i < 12; i += 1)
      page.drawText(`Line ${i + 1} of a single wide column that runs across the whole page width.`, {
        x: 40,
        y: 760 - i * 20,
        size: 10,
        font,
      });
    const document = await extractPdf(await pdf.save(), 10, () => undefined);
    const lines = (document.pages[0]?.text ?? '').split('\n').filter((line) => line.trim());
    expect(lines.map((line) => /^Line (\d+)/.exec(line)?.[1])).toEqual(
      Array.from({ length: 12 }, (_, i) => String(i + 1)),
    );
  });
});
