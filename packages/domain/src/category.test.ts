import { describe, expect, it } from 'vitest';
import {
  categoryPathOf,
  categoryTreeRefOf,
  EMPTY_CATEGORY_SELECTION,
  findCategoryNode,
  gradeIdOf,
  gradeNumber,
  listGrades,
  listSchoolTypes,
  listSemesters,
  listSubjects,
  listSubSubjects,
  schoolTypeIdOf,
  selectionFromCategoryTreeData,
  subjectIdOf,
  subSubjectIdOf,
  visiblePublisherOptions,
} from './category';
import type { CategoryNode, CategoryTree } from './category-schema';
import {
  categoryTreeFor,
  KR_CATEGORY_TREE,
  KR_PUBLISHER_OPTIONS,
  publisherOptionsFor,
  US_CATEGORY_TREE,
} from './category-seed';

const names = (nodes: CategoryNode[], locale: 'ko' | 'en' = 'ko') => nodes.map((node) => node.name[locale]);

function allNodes(tree: CategoryTree): CategoryNode[] {
  const out: CategoryNode[] = [];
  const walk = (nodes: CategoryNode[]) => {
    for (const node of nodes) {
      out.push(node);
      walk(node.children);
    }
  };
  walk(tree.schoolInfoTree);
  walk(tree.subjectTree);
  return out;
}

describe('prefix rules (spec §3 "Category tree node")', () => {
  it('school type = first 3 characters, grade 5, subject 7, sub-subject 9', () => {
    expect(schoolTypeIdOf('103020205')).toBe('103');
    expect(gradeIdOf('103020205')).toBe('10302');
    expect(subjectIdOf('103020205')).toBe('1030202');
    expect(subSubjectIdOf('103020205')).toBe('103020205');
    expect(subSubjectIdOf('1030202')).toBeNull();
    expect(gradeIdOf(null)).toBeNull();
  });

  it('grade number = id % 100, +6 for middle, +9 for high school', () => {
    expect(gradeNumber('10105', 'PRIMARY')).toBe(5);
    expect(gradeNumber('10201', 'MIDDLE')).toBe(7);
    expect(gradeNumber('10303', 'HIGH')).toBe(12);
    expect(gradeNumber('20100', 'ELEMENTARY')).toBe(0);
    expect(gradeNumber('20202', 'MIDDLE')).toBe(8);
    expect(gradeNumber('20300', 'HIGH')).toBe(9);
  });

  it.each([
    ['KR', KR_CATEGORY_TREE],
    ['US', US_CATEGORY_TREE],
  ] as const)('every %s node follows the prefix rule and knows its ancestors', (_country, tree) => {
    const lengths = { SCHOOL_TYPE: 3, GRADE: 5, SUBJECT: 7, SUB_SUBJECT: 9 } as const;
    const ids = new Set<string>();
    for (const node of allNodes(tree)) {
      expect(ids.has(node.categoryTreeId)).toBe(false);
      ids.add(node.categoryTreeId);
      if (node.type !== 'SEMESTER') expect(node.categoryTreeId).toHaveLength(lengths[node.type]);
      expect(node.parentId).toBe(node.ancestors.at(-1) ?? null);
      for (const ancestor of node.ancestors) expect(node.categoryTreeId.startsWith(ancestor)).toBe(true);
      for (const child of node.children) expect(child.parentId).toBe(node.categoryTreeId);
    }
  });
});

describe('the KR tree (issue 7 seed)', () => {
  const tree = KR_CATEGORY_TREE;

  it('has primary 1–6, middle 1–3 and high 1–3', () => {
    expect(listSchoolTypes(tree).map((node) => [node.value, node.name.ko])).toEqual([
      ['PRIMARY', '초등학교'],
      ['MIDDLE', '중학교'],
      ['HIGH', '고등학교'],
    ]);
    expect(names(listGrades(tree, '101'))).toEqual(['1학년', '2학년', '3학년', '4학년', '5학년', '6학년']);
    expect(names(listGrades(tree, '102'))).toEqual(['1학년', '2학년', '3학년']);
    expect(names(listGrades(tree, '103'))).toEqual(['1학년', '2학년', '3학년']);
    expect(listGrades(tree, '102').map((grade) => gradeNumber(grade.categoryTreeId, 'MIDDLE'))).toEqual([
      7, 8, 9,
    ]);
  });

  it('gives every grade the semesters 1, 2 and COMMON, shown as shared (spec §5)', () => {
    for (const schoolType of listSchoolTypes(tree))
      for (const grade of listGrades(tree, schoolType.categoryTreeId)) {
        const semesters = listSemesters(tree, grade.categoryTreeId);
        expect(semesters.map((node) => node.value)).toEqual(['1', '2', 'COMMON']);
        expect(semesters.map((node) => node.name.en)).toEqual(['Semester 1', 'Semester 2', 'Shared']);
      }
  });

  it('offers the subjects of each grade with sub-subjects where the curriculum has them', () => {
    expect(names(listSubjects(tree, { schoolTypeId: '101', gradeId: '10101' }))).toEqual([
      '국어',
      '수학',
      '통합교과',
    ]);
    expect(names(listSubjects(tree, { schoolTypeId: '101', gradeId: '10105' }))).toContain('실과');
    expect(names(listSubjects(tree, { schoolTypeId: '101', gradeId: '10103' }))).not.toContain('실과');
    const highMath = listSubjects(tree, { schoolTypeId: '103', gradeId: '10302' }).find(
      (node) => node.name.ko === '수학',
    );
    expect(names(listSubSubjects(tree, highMath?.categoryTreeId ?? null))).toEqual(
      expect.arrayContaining(['수학Ⅰ', '수학Ⅱ', '미적분', '확률과 통계', '기하']),
    );
    expect(listSubjects(tree, { schoolTypeId: '101', gradeId: null })).toEqual([]);
  });
});

describe('the US tree (issue 7 seed)', () => {
  const tree = US_CATEGORY_TREE;
  it('shows the grades US schools use: K–5, 6–8, 9–12, without semesters', () => {
    expect(names(listGrades(tree, '201'), 'en')).toEqual([
      'Kindergarten',
      'Grade 1',
      'Grade 2',
      'Grade 3',
      'Grade 4',
      'Grade 5',
    ]);
    expect(names(listGrades(tree, '202'), 'en')).toEqual(['Grade 6', 'Grade 7', 'Grade 8']);
    expect(names(listGrades(tree, '203'), 'en')).toEqual(['Grade 9', 'Grade 10', 'Grade 11', 'Grade 12']);
    for (const grade of listGrades(tree, '203'))
      expect(grade.name.en).toBe(`Grade ${gradeNumber(grade.categoryTreeId, 'HIGH')}`);
    expect(listSemesters(tree, '20101')).toEqual([]);
  });

  it('is the tree of US users; KR users get the KR tree; other countries none', () => {
    expect(categoryTreeFor('US')).toBe(US_CATEGORY_TREE);
    expect(categoryTreeFor('KR')).toBe(KR_CATEGORY_TREE);
    expect(categoryTreeFor('JP')).toEqual({ schoolInfoTree: [], subjectTree: [] });
    expect(publisherOptionsFor('US')).toEqual([]);
    expect(publisherOptionsFor('KR')).toBe(KR_PUBLISHER_OPTIONS);
  });
});

describe('selection ⇄ categoryTreeData (spec §3)', () => {
  const tree = KR_CATEGORY_TREE;
  const selection = {
    schoolTypeId: '103',
    gradeId: '10302',
    semesterId: '10302-2',
    subject: '1030202',
    subSubject: '103020205',
  };

  it('sends the sub-subject if present, else the subject, and the semester value', () => {
    expect(categoryTreeRefOf(tree, selection)).toEqual({ categoryTreeId: '103020205', schoolSemester: '2' });
    expect(categoryTreeRefOf(tree, { ...selection, subSubject: null })).toEqual({
      categoryTreeId: '1030202',
      schoolSemester: '2',
    });
    expect(categoryTreeRefOf(tree, EMPTY_CATEGORY_SELECTION)).toEqual({
      categoryTreeId: null,
      schoolSemester: null,
    });
  });

  it('reads every level back by prefix', () => {
    expect(selectionFromCategoryTreeData(tree, { categoryTreeId: '103020205', schoolSemester: '2' })).toEqual(
      selection,
    );
    expect(
      selectionFromCategoryTreeData(tree, { categoryTreeId: '1010504', schoolSemester: 'COMMON' }),
    ).toEqual({
      schoolTypeId: '101',
      gradeId: '10105',
      semesterId: '10105-COMMON',
      subject: '1010504',
      subSubject: null,
    });
  });

  it('keeps the levels that exist when a subject left the tree, and nothing for an unknown school type', () => {
    // 실과 (07) is not taught in grade 1.
    expect(selectionFromCategoryTreeData(tree, { categoryTreeId: '1010107', schoolSemester: '1' })).toEqual({
      schoolTypeId: '101',
      gradeId: '10101',
      semesterId: '10101-1',
      subject: null,
      subSubject: null,
    });
    expect(selectionFromCategoryTreeData(tree, { categoryTreeId: '9990101', schoolSemester: '1' })).toEqual(
      EMPTY_CATEGORY_SELECTION,
    );
  });

  it('names the nodes of a saved category for labels', () => {
    const path = categoryPathOf(tree, { categoryTreeId: '103020205', schoolSemester: 'COMMON' });
    expect(
      [path.schoolType, path.grade, path.semester, path.subject, path.subSubject].map((n) => n?.name.ko),
    ).toEqual(['고등학교', '2학년', '공통', '수학', '미적분']);
    expect(findCategoryNode(tree, '1030202', 'GRADE')).toBeNull();
  });
});

describe('publisher options (spec §3, §5)', () => {
  const tree = KR_CATEGORY_TREE;
  it('each option has value, label, hideGrades and showSchoolTypes', () => {
    for (const option of KR_PUBLISHER_OPTIONS)
      expect(Object.keys(option).sort()).toEqual(['hideGrades', 'label', 'showSchoolTypes', 'value']);
  });

  it('shows only the options matching the chosen school type and grade', () => {
    expect(
      visiblePublisherOptions(KR_PUBLISHER_OPTIONS, tree, { schoolTypeId: null, gradeId: null }),
    ).toEqual([]);
    expect(
      visiblePublisherOptions(KR_PUBLISHER_OPTIONS, tree, { schoolTypeId: '101', gradeId: null }),
    ).toEqual([]);
    // Grades 1–2 use national textbooks.
    expect(
      visiblePublisherOptions(KR_PUBLISHER_OPTIONS, tree, { schoolTypeId: '101', gradeId: '10102' }),
    ).toEqual([]);
    const primary = visiblePublisherOptions(KR_PUBLISHER_OPTIONS, tree, {
      schoolTypeId: '101',
      gradeId: '10103',
    });
    expect(primary.map((option) => option.label)).toContain('아이스크림미디어');
    expect(primary.map((option) => option.label)).not.toContain('지학사');
    const high = visiblePublisherOptions(KR_PUBLISHER_OPTIONS, tree, {
      schoolTypeId: '103',
      gradeId: '10301',
    });
    expect(high.map((option) => option.label)).toContain('지학사');
    expect(high.map((option) => option.label)).not.toContain('아이스크림미디어');
  });
});
