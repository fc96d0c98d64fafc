import type {
  CategoryTree,
  PublisherOption,
  SchoolTypeCode,
  SchoolTypeNode,
  SubjectOption,
} from './category-schema';

/*
 * Seed data of the category trees and the KR publisher list (spec §3, issue 2 "seed data"). The
 * server seeds its tables from these; tests and the builder's fixtures use them too.
 */

const SEMESTER_SUFFIXES = ['01', '02'] as const;

function schoolType(
  id: string,
  code: SchoolTypeCode,
  countryCode: string,
  gradeSuffixes: readonly string[],
  withSemesters: boolean,
): SchoolTypeNode {
  return {
    id,
    code,
    countryCode,
    grades: gradeSuffixes.map((suffix) => {
      const gradeId = id + suffix;
      // A common (00) grade spans the year, so it has only the hidden 00 semester.
      const semesters = withSemesters && suffix !== '00' ? SEMESTER_SUFFIXES : (['00'] as const);
      return { id: gradeId, semesters: semesters.map((semester) => ({ id: gradeId + semester })) };
    }),
  };
}

/** KR school types (spec §3): PRIMARY grades 1–6, MIDDLE 7–9 and HIGH 10–12 (each with a shared
 * `00` grade), semesters 1–2; COMMON (공통) with only its `00` grade. */
export const KR_SCHOOL_INFO_TREE: readonly SchoolTypeNode[] = [
  schoolType('101', 'PRIMARY', 'KR', ['01', '02', '03', '04', '05', '06'], true),
  schoolType('102', 'MIDDLE', 'KR', ['00', '01', '02', '03'], true),
  schoolType('103', 'HIGH', 'KR', ['00', '01', '02', '03'], true),
  schoolType('104', 'COMMON', 'KR', ['00'], false),
];

/** US school types (spec §3): ELEMENTARY grades 1–6, MIDDLE 7–9, HIGH 10–12 (the +6/+9 rule of
 * `gradeNumber`), no semester level. */
export const US_SCHOOL_INFO_TREE: readonly SchoolTypeNode[] = [
  schoolType('201', 'ELEMENTARY', 'US', ['01', '02', '03', '04', '05', '06'], false),
  schoolType('202', 'MIDDLE', 'US', ['01', '02', '03'], false),
  schoolType('203', 'HIGH', 'US', ['01', '02', '03'], false),
];

function subjects(list: readonly (readonly [string, string])[]): SubjectOption[] {
  return list.map(([ko, en], index) => ({ code: String(index + 1).padStart(2, '0'), name: { ko, en } }));
}

const KR_PRIMARY_SUBJECTS = subjects([
  ['국어', 'Korean'],
  ['수학', 'Math'],
  ['사회', 'Social Studies'],
  ['과학', 'Science'],
  ['영어', 'English'],
  ['도덕', 'Ethics'],
  ['실과', 'Practical Arts'],
  ['음악', 'Music'],
  ['미술', 'Art'],
  ['체육', 'Physical Education'],
  ['통합교과', 'Integrated Subjects'],
]);
const KR_MIDDLE_SUBJECTS = subjects([
  ['국어', 'Korean'],
  ['수학', 'Math'],
  ['영어', 'English'],
  ['사회', 'Social Studies'],
  ['역사', 'History'],
  ['도덕', 'Ethics'],
  ['과학', 'Science'],
  ['기술·가정', 'Technology and Home Economics'],
  ['정보', 'Informatics'],
  ['음악', 'Music'],
  ['미술', 'Art'],
  ['체육', 'Physical Education'],
  ['한문', 'Classical Chinese'],
]);
const KR_HIGH_SUBJECTS = subjects([
  ['국어', 'Korean'],
  ['수학', 'Math'],
  ['영어', 'English'],
  ['한국사', 'Korean History'],
  ['통합사회', 'Integrated Social Studies'],
  ['통합과학', 'Integrated Science'],
  ['물리학', 'Physics'],
  ['화학', 'Chemistry'],
  ['생명과학', 'Life Science'],
  ['지구과학', 'Earth Science'],
  ['윤리', 'Ethics'],
  ['지리', 'Geography'],
  ['정보', 'Informatics'],
  ['제2외국어', 'Second Foreign Language'],
  ['음악', 'Music'],
  ['미술', 'Art'],
  ['체육', 'Physical Education'],
]);
const KR_COMMON_SUBJECTS = subjects([
  ['상식', 'General Knowledge'],
  ['창의적 체험활동', 'Creative Experiential Activities'],
  ['진로', 'Career'],
  ['기타', 'Other'],
]);
const US_SUBJECTS = subjects([
  ['영어(국어)', 'English Language Arts'],
  ['수학', 'Math'],
  ['과학', 'Science'],
  ['사회', 'Social Studies'],
  ['외국어', 'World Languages'],
  ['미술', 'Art'],
  ['음악', 'Music'],
  ['체육', 'Physical Education'],
  ['컴퓨터 과학', 'Computer Science'],
]);

/** Subjects per school type id; a subject id is semester id + code (spec §3). */
export const SUBJECT_TREE: Readonly<Record<string, readonly SubjectOption[]>> = {
  '101': KR_PRIMARY_SUBJECTS,
  '102': KR_MIDDLE_SUBJECTS,
  '103': KR_HIGH_SUBJECTS,
  '104': KR_COMMON_SUBJECTS,
  '201': US_SUBJECTS,
  '202': US_SUBJECTS,
  '203': US_SUBJECTS,
};

/** Both trees as the build-data response carries them (api.md `categoryTree`). */
export const CATEGORY_TREE: CategoryTree = {
  schoolInfoTree: [...KR_SCHOOL_INFO_TREE, ...US_SCHOOL_INFO_TREE],
  subjectTree: Object.fromEntries(Object.entries(SUBJECT_TREE).map(([id, list]) => [id, [...list]])),
};

/** KR textbook publishers (spec §2 Step 2), in the order the select shows them. */
export const KR_PUBLISHERS: readonly PublisherOption[] = [
  { id: 'CHUNJAE_EDU', name: { ko: '천재교육', en: 'Chunjae Education' } },
  { id: 'CHUNJAE_TEXT', name: { ko: '천재교과서', en: 'Chunjae Textbook' } },
  { id: 'VISANG', name: { ko: '비상교육', en: 'Visang Education' } },
  { id: 'MIRAEN', name: { ko: '미래엔', en: 'Mirae N' } },
  { id: 'DONGA', name: { ko: '동아출판', en: 'Dong-A Publishing' } },
  { id: 'JIHAKSA', name: { ko: '지학사', en: 'Jihaksa' } },
  { id: 'KUMSUNG', name: { ko: '금성출판사', en: 'Kumsung Publishing' } },
  { id: 'YBM', name: { ko: 'YBM', en: 'YBM' } },
  { id: 'NE_NEUNGYULE', name: { ko: 'NE능률', en: 'NE Neungyule' } },
  { id: 'SINSAGO', name: { ko: '좋은책신사고', en: 'Sinsago' } },
  { id: 'KYOHAKSA', name: { ko: '교학사', en: 'Kyohaksa' } },
  { id: 'ISCREAM', name: { ko: '아이스크림미디어', en: 'i-Scream Media' } },
  { id: 'CHANGBI', name: { ko: '창비', en: 'Changbi' } },
  { id: 'HAENAEM', name: { ko: '해냄에듀', en: 'Haenaem Edu' } },
  { id: 'CMASS', name: { ko: '씨마스', en: 'Cmass' } },
  { id: 'KYOYOOK', name: { ko: '교육과학사', en: 'Kyoyook Kwahaksa' } },
  { id: 'DARAKWON', name: { ko: '다락원', en: 'Darakwon' } },
  { id: 'GILBUT', name: { ko: '길벗스쿨', en: 'Gilbut School' } },
];
