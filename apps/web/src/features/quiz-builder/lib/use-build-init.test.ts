import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../test/i18n';
import { buildData, savedQuizSet } from '../test/fixtures';
import { editBlockOf, newForm, titlePlaceHolder } from './use-build-init';

describe('editBlockOf (spec §4)', () => {
  it("shows the 'unknown' notice for another country's set, in UPDATE and DUPLICATE", () => {
    for (const mode of ['UPDATE', 'DUPLICATE'] as const)
      expect(editBlockOf(savedQuizSet, mode, { countryCode: 'US' }, buildData)).toEqual({
        reason: 'COUNTRY',
      });
  });

  it('shows the plan notice when an UPDATE opens a map above the plan', () => {
    const locked = { ...savedQuizSet, isLocked: true, templateId: 'race-pro' };
    expect(editBlockOf(locked, 'UPDATE', { countryCode: 'KR' }, buildData)).toEqual({
      reason: 'PLAN',
      requiredPlan: 'PRO',
    });
    expect(editBlockOf(savedQuizSet, 'UPDATE', { countryCode: 'KR' }, buildData)).toBeNull();
  });
});

describe('newForm', () => {
  it("starts a form for the user's country with the placeholder title", () => {
    const form = newForm(buildData, '11월 22일 퀴즈');
    expect(form).toMatchObject({ countryCode: 'KR', titlePlaceHolder: '11월 22일 퀴즈', schoolTypeId: null });
  });

  it('pre-fills the school info the last save kept (spec §3 lastQuizSetCreationInfo)', () => {
    const last = {
      createdAt: '2026-11-20T10:00:00.000Z',
      categoryTreeData: { categoryTreeId: '1020202', schoolSemester: '2' as const, publisher: null },
      isLastSchoolInfoSaved: true,
    };
    const form = newForm(
      { ...buildData, userBuildInfo: { countryCode: 'KR', lastQuizSetCreationInfo: last } },
      'Q',
    );
    expect(form).toMatchObject({
      schoolTypeId: '102',
      gradeId: '10202',
      semesterId: '10202-2',
      subject: null,
      isLastSchoolInfoSaved: true,
    });
  });
});

describe('titlePlaceHolder (spec §3 titlePlaceHolder)', () => {
  it("names today's month and day in the page's language, from the local calendar", () => {
    const ko = createI18n({ lng: 'ko' }).getFixedT('ko', 'quiz-builder');
    const en = createI18n({ lng: 'en' }).getFixedT('en', 'quiz-builder');
    // Local time: 00:30 on 1 January is still 1 January wherever the test runs.
    expect(titlePlaceHolder(ko, new Date(2026, 10, 22, 9))).toBe('11월 22일 퀴즈');
    expect(titlePlaceHolder(ko, new Date(2027, 0, 1, 0, 30))).toBe('1월 1일 퀴즈');
    expect(titlePlaceHolder(en, new Date(2026, 10, 22, 23, 59))).toBe('Quiz of November 22');
    expect(titlePlaceHolder(en, new Date(2027, 11, 31, 12))).toBe('Quiz of December 31');
  });

  it('matches what Intl.DateTimeFormat writes for every month, so the title reads as before', () => {
    const ko = createI18n({ lng: 'ko' }).getFixedT('ko', 'quiz-builder');
    const en = createI18n({ lng: 'en' }).getFixedT('en', 'quiz-builder');
    for (let month = 0; month < 12; month++) {
      const day = new Date(2026, month, 9);
      const format = (locale: string) =>
        new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric' }).format(day);
      expect(titlePlaceHolder(ko, day)).toBe(`${format('ko')} 퀴즈`);
      expect(titlePlaceHolder(en, day)).toBe(`Quiz of ${format('en')}`);
    }
  });
});
