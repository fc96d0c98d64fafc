import { describe, expect, it } from 'vitest';
import { checkMaterialFile, materialUploadRefusal } from './material-rules';

/** Spec §5 "Learning material" / §9: PDF only, at most 20 MB, 'required file' without one. */
describe('checkMaterialFile', () => {
  it('asks for a file, then checks extension and size', () => {
    expect(checkMaterialFile(null)?.key).toBe('material.required');
    expect(checkMaterialFile({ name: 'notes.docx', size: 10 })).toEqual({
      key: 'material.extension',
      params: { extensions: 'pdf' },
    });
    expect(checkMaterialFile({ name: 'big.pdf', size: 20 * 1024 * 1024 + 1 })).toEqual({
      key: 'material.tooLarge',
      params: { maxMb: 20 },
    });
    expect(checkMaterialFile({ name: 'Lesson.PDF', size: 20 * 1024 * 1024 })).toBeNull();
  });
});

/** Spec §8 "Learning-material upload" rows, plus the server's 423 / 422 (docs/spec-decisions.md). */
describe('materialUploadRefusal', () => {
  it("names size and extension like the browser's check, password and broken PDFs, and nothing else", () => {
    expect(materialUploadRefusal(413)).toEqual({ key: 'material.tooLarge', params: { maxMb: 20 } });
    expect(materialUploadRefusal(415)).toEqual({ key: 'material.extension', params: { extensions: 'pdf' } });
    expect(materialUploadRefusal(423)?.key).toBe('material.passwordProtected');
    expect(materialUploadRefusal(422)?.key).toBe('material.unreadable');
    for (const status of [400, 401, 500, 503, undefined]) expect(materialUploadRefusal(status)).toBeNull();
  });
});
