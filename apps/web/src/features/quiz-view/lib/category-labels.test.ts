import * as domain from '@quizset/domain';
import { describe, expect, it } from 'vitest';
import { categoryLabels, publisherLabel } from './category-labels';

describe('category labels', () => {
  it('labels a KR high school subject with grade (+9) and semester', () => {
    const labels = categoryLabels(domain.deriveCategoryTreeData('103020201'), 'ko');
    expect(labels).toEqual([
      { key: 'category.schoolType.HIGH' },
      { key: 'category.grade', params: { grade: 11 } },
      { key: 'category.semester', params: { semester: 2 } },
      { text: '국어' },
    ]);
  });

  it('shows the shared grade and hides the semester where there is no semester level', () => {
    expect(categoryLabels(domain.deriveCategoryTreeData('1040000'), 'en')).toEqual([
      { key: 'category.schoolType.COMMON' },
      { key: 'category.sharedGrade' },
    ]);
    expect(categoryLabels(domain.deriveCategoryTreeData('2020200'), 'en')).toEqual([
      { key: 'category.schoolType.MIDDLE' },
      { key: 'category.grade', params: { grade: 8 } },
    ]);
  });

  it('names publishers', () => {
    expect(publisherLabel({ id: null, customName: null }, 'ko')).toBeNull();
    expect(publisherLabel({ id: 'CUSTOM', customName: '우리출판' }, 'en')).toBe('우리출판');
    expect(publisherLabel({ id: 'VISANG', customName: null }, 'en')).toBe('Visang Education');
  });
});
