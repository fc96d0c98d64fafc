import { gradeNumber } from './category';
import type { CategoryNode, CategoryTree, LocalizedText, PublisherOption } from './category-schema';
import type { CountryCode } from './constants';

/*
 * Seed data of the category trees and publisher options (spec §3, issue 7 "Category tree"). The
 * server serves these (build-data) and checks payloads against them; read-only pages label saved
 * sets with them. Ids follow the prefix rule: school type 3 characters, grade +2, subject +2,
 * sub-subject +2; semesters are their own nodes under each grade.
 */

type Names = readonly [ko: string, en: string];
const named = ([ko, en]: Names): LocalizedText => ({ ko, en });

function node(
  categoryTreeId: string,
  type: CategoryNode['type'],
  value: string,
  name: LocalizedText,
  ancestors: string[],
  children: CategoryNode[] = [],
): CategoryNode {
  return {
    categoryTreeId,
    name,
    value,
    type,
    children,
    ancestors,
    parentId: ancestors.at(-1) ?? null,
  };
}

/** Semesters of spec §5 (KR primary, middle and high only): 1, 2 and COMMON shown as "shared". */
const SEMESTERS: readonly (readonly [value: string, names: Names])[] = [
  ['1', ['1학기', 'Semester 1']],
  ['2', ['2학기', 'Semester 2']],
  ['COMMON', ['공통', 'Shared']],
];

/** A subject with an optional list of sub-subjects; `code` is its 2 digits within the grade. */
interface SubjectSeed {
  code: string;
  names: Names;
  subSubjects?: readonly Names[];
}

interface SchoolTypeSeed {
  id: string;
  value: string;
  names: Names;
  /** Grade suffixes (2 digits) → the subjects taught in that grade. */
  grades: readonly { suffix: string; names: Names; subjects: readonly SubjectSeed[] }[];
  hasSemesters: boolean;
}

function buildTree(schoolTypes: readonly SchoolTypeSeed[]): CategoryTree {
  const subjectTree: CategoryNode[] = [];
  const schoolInfoTree = schoolTypes.map((schoolType) => {
    const grades = schoolType.grades.map((grade) => {
      const gradeId = schoolType.id + grade.suffix;
      const gradeAncestors = [schoolType.id];
      const semesterAncestors = [schoolType.id, gradeId];
      const semesters = schoolType.hasSemesters
        ? SEMESTERS.map(([value, names]) =>
            node(`${gradeId}-${value}`, 'SEMESTER', value, named(names), semesterAncestors),
          )
        : [];
      for (const subject of grade.subjects) {
        const subjectId = gradeId + subject.code;
        const subjectAncestors = [schoolType.id, gradeId, subjectId];
        const subSubjects = (subject.subSubjects ?? []).map((names, index) => {
          const value = String(index + 1).padStart(2, '0');
          return node(subjectId + value, 'SUB_SUBJECT', value, named(names), subjectAncestors);
        });
        subjectTree.push(
          node(subjectId, 'SUBJECT', subject.code, named(subject.names), semesterAncestors, subSubjects),
        );
      }
      return node(gradeId, 'GRADE', grade.suffix, named(grade.names), gradeAncestors, semesters);
    });
    return node(schoolType.id, 'SCHOOL_TYPE', schoolType.value, named(schoolType.names), [], grades);
  });
  return { schoolInfoTree, subjectTree };
}

const subject = (code: string, names: Names, subSubjects?: readonly Names[]): SubjectSeed => ({
  code,
  names,
  subSubjects,
});

// KR subjects (2022 revised national curriculum). Codes are stable per school type: they are part of
// every stored category id.
const KR_KOREAN = subject('01', ['국어', 'Korean']);
const KR_MATH = subject('02', ['수학', 'Math']);
const KR_PRIMARY_LOWER: readonly SubjectSeed[] = [
  KR_KOREAN,
  KR_MATH,
  subject(
    '11',
    ['통합교과', 'Integrated Subjects'],
    [
      ['바른 생활', 'Right Living'],
      ['슬기로운 생활', 'Wise Living'],
      ['즐거운 생활', 'Joyful Living'],
    ],
  ),
];
const KR_PRIMARY_UPPER: readonly SubjectSeed[] = [
  KR_KOREAN,
  KR_MATH,
  subject('03', ['사회', 'Social Studies']),
  subject('04', ['과학', 'Science']),
  subject('05', ['영어', 'English']),
  subject('06', ['도덕', 'Ethics']),
  subject('08', ['음악', 'Music']),
  subject('09', ['미술', 'Art']),
  subject('10', ['체육', 'Physical Education']),
];
const KR_PRIMARY_PRACTICAL = subject('07', ['실과', 'Practical Arts']);
const KR_MIDDLE: readonly SubjectSeed[] = [
  KR_KOREAN,
  KR_MATH,
  subject('03', ['영어', 'English']),
  subject('04', ['사회', 'Social Studies']),
  subject('05', ['역사', 'History']),
  subject('06', ['도덕', 'Ethics']),
  subject('07', ['과학', 'Science']),
  subject(
    '08',
    ['기술·가정', 'Technology and Home Economics'],
    [
      ['기술', 'Technology'],
      ['가정', 'Home Economics'],
    ],
  ),
  subject('09', ['정보', 'Informatics']),
  subject('10', ['음악', 'Music']),
  subject('11', ['미술', 'Art']),
  subject('12', ['체육', 'Physical Education']),
  subject('13', ['한문', 'Classical Chinese']),
];
const KR_HIGH: readonly SubjectSeed[] = [
  subject(
    '01',
    ['국어', 'Korean'],
    [
      ['공통국어1', 'Common Korean 1'],
      ['공통국어2', 'Common Korean 2'],
      ['화법과 작문', 'Speech and Writing'],
      ['독서', 'Reading'],
      ['언어와 매체', 'Language and Media'],
      ['문학', 'Literature'],
    ],
  ),
  subject(
    '02',
    ['수학', 'Math'],
    [
      ['공통수학1', 'Common Math 1'],
      ['공통수학2', 'Common Math 2'],
      ['수학Ⅰ', 'Mathematics I'],
      ['수학Ⅱ', 'Mathematics II'],
      ['미적분', 'Calculus'],
      ['확률과 통계', 'Probability and Statistics'],
      ['기하', 'Geometry'],
    ],
  ),
  subject(
    '03',
    ['영어', 'English'],
    [
      ['공통영어1', 'Common English 1'],
      ['공통영어2', 'Common English 2'],
      ['영어Ⅰ', 'English I'],
      ['영어Ⅱ', 'English II'],
      ['영어 회화', 'English Conversation'],
      ['영어 독해와 작문', 'English Reading and Writing'],
    ],
  ),
  subject(
    '04',
    ['한국사', 'Korean History'],
    [
      ['한국사1', 'Korean History 1'],
      ['한국사2', 'Korean History 2'],
    ],
  ),
  subject(
    '05',
    ['통합사회', 'Integrated Social Studies'],
    [
      ['통합사회1', 'Integrated Social Studies 1'],
      ['통합사회2', 'Integrated Social Studies 2'],
    ],
  ),
  subject(
    '06',
    ['통합과학', 'Integrated Science'],
    [
      ['통합과학1', 'Integrated Science 1'],
      ['통합과학2', 'Integrated Science 2'],
    ],
  ),
  subject(
    '07',
    ['물리학', 'Physics'],
    [
      ['물리학Ⅰ', 'Physics I'],
      ['물리학Ⅱ', 'Physics II'],
    ],
  ),
  subject(
    '08',
    ['화학', 'Chemistry'],
    [
      ['화학Ⅰ', 'Chemistry I'],
      ['화학Ⅱ', 'Chemistry II'],
    ],
  ),
  subject(
    '09',
    ['생명과학', 'Life Science'],
    [
      ['생명과학Ⅰ', 'Life Science I'],
      ['생명과학Ⅱ', 'Life Science II'],
    ],
  ),
  subject(
    '10',
    ['지구과학', 'Earth Science'],
    [
      ['지구과학Ⅰ', 'Earth Science I'],
      ['지구과학Ⅱ', 'Earth Science II'],
    ],
  ),
  subject(
    '11',
    ['윤리', 'Ethics'],
    [
      ['생활과 윤리', 'Ethics and Life'],
      ['윤리와 사상', 'Ethics and Thought'],
    ],
  ),
  subject(
    '12',
    ['지리', 'Geography'],
    [
      ['한국지리', 'Korean Geography'],
      ['세계지리', 'World Geography'],
    ],
  ),
  subject('13', ['정보', 'Informatics']),
  subject(
    '14',
    ['제2외국어', 'Second Foreign Language'],
    [
      ['일본어', 'Japanese'],
      ['중국어', 'Chinese'],
      ['독일어', 'German'],
      ['프랑스어', 'French'],
      ['스페인어', 'Spanish'],
    ],
  ),
  subject('15', ['음악', 'Music']),
  subject('16', ['미술', 'Art']),
  subject('17', ['체육', 'Physical Education']),
  subject(
    '18',
    ['사회', 'Social Studies'],
    [
      ['정치와 법', 'Politics and Law'],
      ['경제', 'Economics'],
      ['사회·문화', 'Society and Culture'],
    ],
  ),
  subject(
    '19',
    ['역사', 'History'],
    [
      ['세계사', 'World History'],
      ['동아시아사', 'East Asian History'],
    ],
  ),
];

const krGrade = (suffix: string, year: number, subjects: readonly SubjectSeed[]) => ({
  suffix,
  names: [`${year}학년`, `Grade ${year}`] as const,
  subjects,
});

/**
 * The KR tree: 초등학교 1–6 (1–2 with 통합교과, 5–6 with 실과), 중학교 1–3, 고등학교 1–3, each grade with
 * semesters 1, 2 and 공통. Grade ids make the spec's grade numbers: 중1 10201 → 7, 고1 10301 → 10.
 */
export const KR_CATEGORY_TREE: CategoryTree = buildTree([
  {
    id: '101',
    value: 'PRIMARY',
    names: ['초등학교', 'Elementary school'],
    hasSemesters: true,
    grades: [1, 2, 3, 4, 5, 6].map((year) =>
      krGrade(
        `0${year}`,
        year,
        year <= 2
          ? KR_PRIMARY_LOWER
          : year <= 4
            ? KR_PRIMARY_UPPER
            : [...KR_PRIMARY_UPPER.slice(0, 6), KR_PRIMARY_PRACTICAL, ...KR_PRIMARY_UPPER.slice(6)],
      ),
    ),
  },
  {
    id: '102',
    value: 'MIDDLE',
    names: ['중학교', 'Middle school'],
    hasSemesters: true,
    grades: [1, 2, 3].map((year) => krGrade(`0${year}`, year, KR_MIDDLE)),
  },
  {
    id: '103',
    value: 'HIGH',
    names: ['고등학교', 'High school'],
    hasSemesters: true,
    grades: [1, 2, 3].map((year) => krGrade(`0${year}`, year, KR_HIGH)),
  },
]);

const US_SUBJECTS: readonly SubjectSeed[] = [
  subject('01', ['영어(국어)', 'English Language Arts']),
  subject('02', ['수학', 'Math']),
  subject('03', ['과학', 'Science']),
  subject('04', ['사회', 'Social Studies']),
  subject('05', ['외국어', 'World Languages']),
  subject('06', ['미술', 'Art']),
  subject('07', ['음악', 'Music']),
  subject('08', ['체육', 'Physical Education']),
  subject('09', ['컴퓨터 과학', 'Computer Science']),
  subject('10', ['보건', 'Health']),
];
const US_HIGH_SUBJECTS: readonly SubjectSeed[] = US_SUBJECTS.map((seed) => {
  const subSubjects: Partial<Record<string, readonly Names[]>> = {
    '02': [
      ['대수 1', 'Algebra I'],
      ['기하', 'Geometry'],
      ['대수 2', 'Algebra II'],
      ['미적분 준비', 'Precalculus'],
      ['미적분', 'Calculus'],
      ['통계', 'Statistics'],
    ],
    '03': [
      ['생물', 'Biology'],
      ['화학', 'Chemistry'],
      ['물리', 'Physics'],
      ['지구과학', 'Earth Science'],
    ],
    '04': [
      ['미국사', 'U.S. History'],
      ['세계사', 'World History'],
      ['정부와 시민', 'Government'],
      ['경제', 'Economics'],
    ],
  };
  return { ...seed, subSubjects: subSubjects[seed.code] };
});

const usGrade = (schoolTypeValue: string, gradeId: string, subjects: readonly SubjectSeed[]) => {
  const number = gradeNumber(gradeId, schoolTypeValue);
  const names: Names = number === 0 ? ['유치원(K)', 'Kindergarten'] : [`${number}학년`, `Grade ${number}`];
  return { suffix: gradeId.slice(3), names, subjects };
};

/**
 * The US tree (no semesters). Grade ids are chosen so that the spec's grade rule gives the grades US
 * schools use: elementary 20100–20105 → K, 1–5; middle 20200–20202 → 6–8 (+6); high 20300–20303 →
 * 9–12 (+9).
 */
export const US_CATEGORY_TREE: CategoryTree = buildTree([
  {
    id: '201',
    value: 'ELEMENTARY',
    names: ['초등학교', 'Elementary school'],
    hasSemesters: false,
    grades: ['20100', '20101', '20102', '20103', '20104', '20105'].map((id) =>
      usGrade('ELEMENTARY', id, US_SUBJECTS),
    ),
  },
  {
    id: '202',
    value: 'MIDDLE',
    names: ['중학교', 'Middle school'],
    hasSemesters: false,
    grades: ['20200', '20201', '20202'].map((id) => usGrade('MIDDLE', id, US_SUBJECTS)),
  },
  {
    id: '203',
    value: 'HIGH',
    names: ['고등학교', 'High school'],
    hasSemesters: false,
    grades: ['20300', '20301', '20302', '20303'].map((id) => usGrade('HIGH', id, US_HIGH_SUBJECTS)),
  },
]);

const ALL_KR_SCHOOLS = ['PRIMARY', 'MIDDLE', 'HIGH'];
// Elementary grades 1–2 use national (국정) textbooks, so no publisher applies there.
const NATIONAL_TEXTBOOK_GRADES = [1, 2];
const publisher = (
  value: string,
  label: string,
  showSchoolTypes: readonly string[],
  hideGrades: readonly number[] = NATIONAL_TEXTBOOK_GRADES,
): PublisherOption => ({ value, label, showSchoolTypes: [...showSchoolTypes], hideGrades: [...hideGrades] });

/** KR textbook publishers (spec §1: "the publisher list is Korean"), in the order the select shows. */
export const KR_PUBLISHER_OPTIONS: readonly PublisherOption[] = [
  publisher('CHUNJAE_EDU', '천재교육', ALL_KR_SCHOOLS),
  publisher('CHUNJAE_TEXT', '천재교과서', ALL_KR_SCHOOLS),
  publisher('VISANG', '비상교육', ALL_KR_SCHOOLS),
  publisher('MIRAEN', '미래엔', ALL_KR_SCHOOLS),
  publisher('DONGA', '동아출판', ALL_KR_SCHOOLS),
  publisher('JIHAKSA', '지학사', ['MIDDLE', 'HIGH']),
  publisher('KUMSUNG', '금성출판사', ALL_KR_SCHOOLS),
  publisher('YBM', 'YBM', ALL_KR_SCHOOLS),
  publisher('NE_NEUNGYULE', 'NE능률', ALL_KR_SCHOOLS),
  publisher('SINSAGO', '좋은책신사고', ['MIDDLE', 'HIGH']),
  publisher('KYOHAKSA', '교학사', ALL_KR_SCHOOLS),
  publisher('ISCREAM', '아이스크림미디어', ['PRIMARY']),
  publisher('CHANGBI', '창비', ['MIDDLE', 'HIGH']),
  publisher('HAENAEM', '해냄에듀', ['MIDDLE', 'HIGH']),
  publisher('CMASS', '씨마스', ['MIDDLE', 'HIGH']),
  publisher('KYOYOOK', '교육과학사', ['MIDDLE', 'HIGH']),
  publisher('DARAKWON', '다락원', ['MIDDLE', 'HIGH']),
  publisher('GILBUT', '길벗스쿨', ['PRIMARY']),
];

const TREES: Record<CountryCode, CategoryTree> = { KR: KR_CATEGORY_TREE, US: US_CATEGORY_TREE };
const PUBLISHERS: Record<CountryCode, readonly PublisherOption[]> = { KR: KR_PUBLISHER_OPTIONS, US: [] };
const EMPTY_TREE: CategoryTree = { schoolInfoTree: [], subjectTree: [] };

/** The category tree of `countryCode` (api.md build-data); an empty tree for a country without one. */
export function categoryTreeFor(countryCode: string | null | undefined): CategoryTree {
  return TREES[countryCode as CountryCode] ?? EMPTY_TREE;
}

/** The publisher options of `countryCode` (spec §3): the KR list, none elsewhere. */
export function publisherOptionsFor(countryCode: string | null | undefined): readonly PublisherOption[] {
  return PUBLISHERS[countryCode as CountryCode] ?? [];
}
