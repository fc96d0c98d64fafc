import { describe, expect, it } from 'vitest';
import { categoryLabels, publisherLabel } from './category-labels';

describe('category labels (spec §3)', () => {
  it('names a KR high school sub-subject with its grade and semester', () => {
    expect(
      categoryLabels({ categoryTreeId: '103020205', schoolSemester: '2', publisher: null }, 'KR', 'ko'),
    ).toEqual(['고등학교', '2학년', '2학기', '수학', '미적분']);
    expect(
      categoryLabels({ categoryTreeId: '1030202', schoolSemester: 'COMMON', publisher: null }, 'KR', 'en'),
    ).toEqual(['High school', 'Grade 2', 'Shared', 'Math']);
  });

  it('uses the US tree for a US set: grades as US schools say them, no semester', () => {
    expect(
      categoryLabels({ categoryTreeId: '2020103', schoolSemester: null, publisher: null }, 'US', 'en'),
    ).toEqual(['Middle school', 'Grade 7', 'Science']);
    expect(
      categoryLabels({ categoryTreeId: '2010003', schoolSemester: null, publisher: null }, 'US', 'en'),
    ).toEqual(['Elementary school', 'Kindergarten', 'Science']);
  });

  it('keeps the levels that exist and nothing for an unknown id', () => {
    expect(
      categoryLabels({ categoryTreeId: '10201', schoolSemester: '1', publisher: null }, 'KR', 'ko'),
    ).toEqual(['중학교', '1학년', '1학기']);
    expect(
      categoryLabels({ categoryTreeId: null, schoolSemester: null, publisher: null }, 'KR', 'ko'),
    ).toEqual([]);
  });

  it('names publishers: a listed option by its label, a custom one as typed', () => {
    expect(publisherLabel(null, 'KR')).toBeNull();
    expect(publisherLabel('우리출판', 'KR')).toBe('우리출판');
    expect(publisherLabel('VISANG', 'KR')).toBe('비상교육');
  });
});
