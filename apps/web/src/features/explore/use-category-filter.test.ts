import { categoryTreeFor } from '@quizset/domain';
import { describe, expect, it } from 'vitest';
import { categoryOf, validFilter } from './use-category-filter';

const KR = categoryTreeFor('KR');

describe('explore category filter (issue 7 "Explore")', () => {
  it('keeps a consistent school type → grade → subject and filters by the deepest', () => {
    const filter = validFilter(KR, { schoolTypeId: '102', gradeId: '10202', subjectId: '1020207' });
    expect(filter).toEqual({ schoolTypeId: '102', gradeId: '10202', subjectId: '1020207' });
    expect(categoryOf(filter)).toBe('1020207');
    expect(categoryOf(validFilter(KR, { schoolTypeId: '102', gradeId: null, subjectId: null }))).toBe('102');
    expect(
      categoryOf(validFilter(KR, { schoolTypeId: null, gradeId: null, subjectId: null })),
    ).toBeUndefined();
  });

  it('drops ids that do not exist or do not fit the level above (a hand-edited URL)', () => {
    // A high-school grade under middle school, an unknown subject, junk.
    expect(validFilter(KR, { schoolTypeId: '102', gradeId: '10301', subjectId: '1030101' })).toEqual({
      schoolTypeId: '102',
      gradeId: null,
      subjectId: null,
    });
    expect(validFilter(KR, { schoolTypeId: "'; DROP", gradeId: '10202', subjectId: null })).toEqual({
      schoolTypeId: null,
      gradeId: null,
      subjectId: null,
    });
  });
});
