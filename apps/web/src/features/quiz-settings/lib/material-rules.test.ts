import { describe, expect, it } from 'vitest';
import { checkMaterialFile } from './material-rules';

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
