/**
 * The limits every AI file and learning material is read within (issue 17 items 1 and 3): small
 * files that expand to gigabytes (zip bombs, one huge compressed PDF stream, one stream shared by
 * every page) are refused with 'limit' (422) before a parser holds them in memory. Sizes are real
 * decompressed bytes, counted while inflating, never the sizes a file declares.
 */
export const FILE_LIMITS = {
  /** Real bytes one zip member (DOCX/PPTX part) may inflate to. */
  zipMemberBytes: 24 * 1024 * 1024,
  /** Real bytes all members of one zip may inflate to together. */
  zipTotalBytes: 96 * 1024 * 1024,
  /** Real bytes one PDF stream (content, object stream, font …; images are not decoded) may inflate to. */
  pdfStreamBytes: 32 * 1024 * 1024,
  /** Real bytes all the inflated (non-image) streams of one PDF may add up to. */
  pdfTotalBytes: 256 * 1024 * 1024,
  /** Content-stream bytes the pages of one PDF make the reader parse, a stream shared by N pages counted N times. */
  pdfContentBytes: 96 * 1024 * 1024,
  /** Objects a PDF without an xref table may hold (pdf.js indexes them all itself, seconds for a million). */
  pdfObjectsWithoutXref: 50_000,
  /** Real bytes one HWP section may inflate to. */
  hwpSectionBytes: 48 * 1024 * 1024,
  /**
   * Characters of text kept from one document: what 500 full pages hold (about 1.5 million) and
   * more, so no real document is cut, while a file of repeated text stops here.
   */
  textChars: 2_000_000,
} as const;

export type FileLimits = typeof FILE_LIMITS;
