import { describe, expect, it } from 'vitest';
import {
  categoryCountryCode,
  composeCategoryId,
  deriveCategoryTreeData,
  describeCategory,
  findCategoryPath,
  gradeNumber,
  hasSemesters,
  isCategoryIdShape,
  listGrades,
  listSchoolTypes,
  listSemesters,
  listSubjects,
  semesterNumber,
} from './category';
import { categoryTreeSchema } from './category-schema';
import {
  CATEGORY_TREE,
  KR_PUBLISHERS,
  KR_SCHOOL_INFO_TREE,
  SUBJECT_TREE,
  US_SCHOOL_INFO_TREE,
} from './category-seed';

describe('deriveCategoryTreeData (spec §3)', () => {
  it('takes the first 3/5/7/9 characters', () => {
    expect(deriveCategoryTreeData('102010103')).toEqual({
      schoolTypeId: '102',
      gradeId: '10201',
      semesterId: '1020101',
      subjectId: '102010103',
    });
    expect(deriveCategoryTreeData('10201')).toEqual({
      schoolTypeId: '102',
      gradeId: '10201',
      semesterId: null,
      subjectId: null,
    });
    expect(deriveCategoryTreeData('102')).toMatchObject({ schoolTypeId: '102', gradeId: null });
  });

  it('gives all nulls for null or malformed ids', () => {
    const empty = { schoolTypeId: null, gradeId: null, semesterId: null, subjectId: null };
    expect(deriveCategoryTreeData(null)).toEqual(empty);
    expect(deriveCategoryTreeData('1020')).toEqual(empty);
    expect(deriveCategoryTreeData('abcde')).toEqual(empty);
  });

  it('knows the id shapes and the country digit', () => {
    expect(['101', '10101', '1010101', '101010101'].every(isCategoryIdShape)).toBe(true);
    expect(['', '10', '1010', '1010101010', '10a'].some(isCategoryIdShape)).toBe(false);
    expect(categoryCountryCode('102')).toBe('KR');
    expect(categoryCountryCode('201')).toBe('US');
    expect(categoryCountryCode('301')).toBeNull();
  });
});

describe('gradeNumber (spec §3)', () => {
  it('is id mod 100, +6 for MIDDLE, +9 for HIGH, 0 → COMMON', () => {
    expect(gradeNumber('10101', 'PRIMARY')).toBe(1);
    expect(gradeNumber('10106', 'PRIMARY')).toBe(6);
    expect(gradeNumber('10201', 'MIDDLE')).toBe(7);
    expect(gradeNumber('10203', 'MIDDLE')).toBe(9);
    expect(gradeNumber('10301', 'HIGH')).toBe(10);
    expect(gradeNumber('10303', 'HIGH')).toBe(12);
    expect(gradeNumber('10200', 'MIDDLE')).toBe('COMMON');
    expect(gradeNumber('10400', 'COMMON')).toBe('COMMON');
    expect(gradeNumber('20101', 'ELEMENTARY')).toBe(1);
  });

  it('reads semester numbers, null for the hidden 00 semester', () => {
    expect(semesterNumber('1020101')).toBe(1);
    expect(semesterNumber('1020102')).toBe(2);
    expect(semesterNumber('2020100')).toBeNull();
  });
});

describe('hasSemesters (spec §3)', () => {
  it('is true only for KR PRIMARY, MIDDLE and HIGH', () => {
    expect(hasSemesters('KR', 'PRIMARY')).toBe(true);
    expect(hasSemesters('KR', 'MIDDLE')).toBe(true);
    expect(hasSemesters('KR', 'HIGH')).toBe(true);
    expect(hasSemesters('KR', 'COMMON')).toBe(false);
    expect(hasSemesters('US', 'MIDDLE')).toBe(false);
    expect(hasSemesters('US', 'ELEMENTARY')).toBe(false);
  });
});

describe('seed trees', () => {
  it('parse with the category tree schema and keep the prefix rule', () => {
    expect(categoryTreeSchema.parse(CATEGORY_TREE)).toEqual(CATEGORY_TREE);
    for (const schoolType of [...KR_SCHOOL_INFO_TREE, ...US_SCHOOL_INFO_TREE]) {
      for (const grade of schoolType.grades) {
        expect(grade.id.startsWith(schoolType.id)).toBe(true);
        for (const semester of grade.semesters) expect(semester.id.startsWith(grade.id)).toBe(true);
      }
      expect(SUBJECT_TREE[schoolType.id]?.length).toBeGreaterThan(0);
    }
  });

  it('has the KR school types of spec §3 and unique subject codes', () => {
    expect(KR_SCHOOL_INFO_TREE.map((node) => [node.id, node.code])).toEqual([
      ['101', 'PRIMARY'],
      ['102', 'MIDDLE'],
      ['103', 'HIGH'],
      ['104', 'COMMON'],
    ]);
    for (const list of Object.values(SUBJECT_TREE))
      expect(new Set(list.map((subject) => subject.code)).size).toBe(list.length);
  });

  it('lists KR publishers with unique ids and both names', () => {
    expect(new Set(KR_PUBLISHERS.map((publisher) => publisher.id)).size).toBe(KR_PUBLISHERS.length);
    expect(KR_PUBLISHERS.map((publisher) => publisher.name.ko)).toEqual(
      expect.arrayContaining(['천재교육', '비상교육', '미래엔', '동아출판', '지학사', 'YBM', 'NE능률']),
    );
    expect(KR_PUBLISHERS.every((publisher) => publisher.name.en.length > 0)).toBe(true);
  });
});

describe('lists for the settings selects', () => {
  it('lists school types per country, grades, visible semesters and subjects', () => {
    expect(listSchoolTypes(CATEGORY_TREE, 'US').map((node) => node.id)).toEqual(['201', '202', '203']);
    expect(listGrades(CATEGORY_TREE, '102').map((grade) => grade.id)).toEqual([
      '10200',
      '10201',
      '10202',
      '10203',
    ]);
    expect(listGrades(CATEGORY_TREE, '999')).toEqual([]);
    expect(listSemesters(CATEGORY_TREE, '10201').map((semester) => semester.id)).toEqual([
      '1020101',
      '1020102',
    ]);
    expect(listSemesters(CATEGORY_TREE, '10200')).toEqual([]);
    expect(listSemesters(CATEGORY_TREE, '20201')).toEqual([]);
    expect(listSemesters(CATEGORY_TREE, '10400')).toEqual([]);
    expect(listSubjects(CATEGORY_TREE, '102')[0]).toEqual({ code: '01', name: { ko: '국어', en: 'Korean' } });
  });

  it('composes the deepest chosen id, with the hidden semester where needed', () => {
    expect(composeCategoryId({ schoolTypeId: null })).toBeNull();
    expect(composeCategoryId({ schoolTypeId: '102' })).toBe('102');
    expect(composeCategoryId({ schoolTypeId: '102', gradeId: '10201' })).toBe('10201');
    expect(composeCategoryId({ schoolTypeId: '102', gradeId: '10201', semesterId: '1020102' })).toBe(
      '1020102',
    );
    expect(
      composeCategoryId({ schoolTypeId: '102', gradeId: '10201', semesterId: '1020102', subjectCode: '02' }),
    ).toBe('102010202');
    expect(composeCategoryId({ schoolTypeId: '202', gradeId: '20201', subjectCode: '03' })).toBe('202010003');
    expect(composeCategoryId({ schoolTypeId: '202', subjectCode: '03' })).toBe('202');
  });
});

describe('findCategoryPath (server membership check)', () => {
  it('resolves every level the id reaches', () => {
    const path = findCategoryPath(CATEGORY_TREE, '102010202');
    expect(path?.schoolType.id).toBe('102');
    expect(path?.grade?.id).toBe('10201');
    expect(path?.semester?.id).toBe('1020102');
    expect(path?.subject?.name.en).toBe('Math');
    expect(findCategoryPath(CATEGORY_TREE, '103')).toMatchObject({
      grade: null,
      semester: null,
      subject: null,
    });
  });

  it('refuses unknown levels and malformed ids', () => {
    for (const id of ['105', '10207', '1020103', '102010299', '1020', 'x', '202010100'])
      expect(findCategoryPath(CATEGORY_TREE, id)).toBeNull();
    expect(findCategoryPath(CATEGORY_TREE, '202010001')).not.toBeNull();
  });
});

describe('describeCategory', () => {
  it('gives i18n-ready parts', () => {
    expect(describeCategory(CATEGORY_TREE, '102010202')).toEqual({
      countryCode: 'KR',
      schoolType: 'MIDDLE',
      grade: 7,
      semester: 2,
      subject: { ko: '수학', en: 'Math' },
    });
    expect(describeCategory(CATEGORY_TREE, '1030000')).toMatchObject({
      schoolType: 'HIGH',
      grade: 'COMMON',
      semester: null,
    });
    expect(describeCategory(CATEGORY_TREE, '202030003')).toEqual({
      countryCode: 'US',
      schoolType: 'MIDDLE',
      grade: 9,
      semester: null,
      subject: { ko: '과학', en: 'Science' },
    });
    expect(describeCategory(CATEGORY_TREE, '101')).toMatchObject({
      grade: null,
      semester: null,
      subject: null,
    });
    expect(describeCategory(CATEGORY_TREE, '999')).toBeNull();
  });
});
