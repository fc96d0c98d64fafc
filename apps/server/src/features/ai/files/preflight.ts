import type { AiFileExtension } from '@quizset/domain';
import { hasLetters } from './extract-document';
import { pdfVerdict } from './extract-pdf';
import { extractCsv, extractTxt } from './extract-text';
import { type FileProblem, FileRejection } from './file-rejection';
import { checkHwpSections } from './hwp-guard';
import { sniffAiFile } from './sniff';
import { checkZipMembers, openZip } from './zip-guard';

const ignoreProgress = () => undefined;

/**
 * The cheap refusals of an AI file, decided before a job is queued (issue 16 item 14: size, type,
 * password, page count and "no text" answered in under a second even while big jobs run; issue 17
 * items 1, 3 and 7): the content against the extension (415), passwords (423), the page or slide
 * limit (413), the PDF verdict and the decompression limits (422), no text in a short PDF or a text
 * file (422), a text encoding other than UTF-8/EUC-KR (415). Runs in the probe threads
 * (file-probe.ts), never on the event loop.
 * @returns the problem, or null when the file may be queued.
 */
export async function preflightAiFile(
  extension: AiFileExtension,
  bytes: Buffer,
  maxPages: number,
): Promise<FileProblem | null> {
  const sniff = sniffAiFile(extension, bytes);
  if (sniff !== 'ok') return { kind: sniff };
  try {
    switch (extension) {
      case 'pdf': {
        // Opening is the cheap part; reading text is not (5 s for 14 pages on a busy machine), so
        // "no text" is decided by fonts: a PDF naming none (a scan) cannot show any.
        const verdict = await pdfVerdict(bytes, maxPages);
        if (!verdict.ok) return verdict.problem;
        return verdict.hasFonts ? null : { kind: 'noText' };
      }
      case 'pptx': {
        const zip = await openZip(bytes);
        const slides = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
        if (slides.length > maxPages) return { kind: 'tooManyPages', pages: slides.length, max: maxPages };
        await checkZipMembers(zip);
        return null;
      }
      case 'docx':
        await checkZipMembers(await openZip(bytes));
        return null;
      case 'hwp':
        checkHwpSections(bytes);
        return null;
      case 'txt':
        return hasLetters(extractTxt(bytes, ignoreProgress)) ? null : { kind: 'noText' };
      case 'csv':
        return hasLetters(extractCsv(bytes, ignoreProgress)) ? null : { kind: 'noText' };
    }
  } catch (error) {
    if (error instanceof FileRejection) return error.problem;
    return { kind: 'corrupt' };
  }
}
