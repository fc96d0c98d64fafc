import { describe, expect, it } from 'vitest';
import {
  checkImageFile,
  checkLearningMaterialFile,
  checkMaterialFile,
  checkQuizCountLimit,
  fileExtension,
} from './size-limits';

describe('checkQuizCountLimit (spec §5, 20 questions)', () => {
  it('allows adding up to 20 and refuses the 21st with the limit alert', () => {
    expect(checkQuizCountLimit(0)).toEqual({ allowed: true, available: 20, failure: null });
    expect(checkQuizCountLimit(19).allowed).toBe(true);
    expect(checkQuizCountLimit(20)).toEqual({
      allowed: false,
      available: 0,
      failure: { key: 'validation.quizList.limit', params: { max: 20 } },
    });
  });

  it('checks a batch (AI add) against what is left', () => {
    expect(checkQuizCountLimit(15, 5).allowed).toBe(true);
    expect(checkQuizCountLimit(15, 6)).toMatchObject({ allowed: false, available: 5 });
    expect(checkQuizCountLimit(25, 1).available).toBe(0);
  });
});

describe('checkImageFile (issue 3 image rules)', () => {
  const ok = { extension: 'png', sizeBytes: 1000, width: 2047, height: 2047 };
  it('accepts jpg/jpeg/png/webp under 3 MB and below 2048 px', () => {
    for (const extension of ['jpg', 'JPEG', 'png', 'webp'])
      expect(checkImageFile({ ...ok, extension })).toBeNull();
    expect(checkImageFile({ ...ok, sizeBytes: 3 * 1024 * 1024 })).toBeNull();
  });
  it('names the broken rule', () => {
    expect(checkImageFile({ ...ok, extension: 'gif' })).toEqual({
      key: 'image.extension',
      params: { extensions: 'jpg, jpeg, png, webp' },
    });
    expect(checkImageFile({ ...ok, sizeBytes: 3 * 1024 * 1024 + 1 })).toEqual({
      key: 'image.tooLarge',
      params: { maxMb: 3 },
    });
    expect(checkImageFile({ ...ok, width: 2048 })).toEqual({ key: 'image.dimension', params: { max: 2048 } });
    expect(checkImageFile({ ...ok, height: 4000 })?.key).toBe('image.dimension');
  });
});

describe('checkMaterialFile (api.md AI file rules)', () => {
  it('accepts supported files and names the broken rule', () => {
    expect(checkMaterialFile({ extension: 'pdf', sizeBytes: 30 * 1024 * 1024, pageCount: 500 })).toBeNull();
    expect(checkMaterialFile({ extension: 'exe', sizeBytes: 1 })?.key).toBe('material.extension');
    expect(checkMaterialFile({ extension: 'pdf', sizeBytes: 30 * 1024 * 1024 + 1 })).toEqual({
      key: 'material.tooLarge',
      params: { maxMb: 30 },
    });
    expect(checkMaterialFile({ extension: 'pdf', sizeBytes: 1, pageCount: 501 })?.key).toBe(
      'material.tooManyPages',
    );
  });
  it('reads extensions from names', () => {
    expect(fileExtension('Report.Final.PDF')).toBe('pdf');
    expect(fileExtension('noext')).toBe('');
  });
});

describe('checkLearningMaterialFile (spec §5: the learning-material variant, pdf only, 20 MB)', () => {
  it('accepts a PDF up to 20 MB and refuses other types and larger files', () => {
    expect(checkLearningMaterialFile({ extension: 'PDF', sizeBytes: 20 * 1024 * 1024 })).toBeNull();
    expect(checkLearningMaterialFile({ extension: 'docx', sizeBytes: 1 })).toEqual({
      key: 'material.extension',
      params: { extensions: 'pdf' },
    });
    expect(checkLearningMaterialFile({ extension: 'pdf', sizeBytes: 20 * 1024 * 1024 + 1 })).toEqual({
      key: 'material.tooLarge',
      params: { maxMb: 20 },
    });
  });
});
