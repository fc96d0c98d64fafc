import { describe, expect, it } from 'vitest';
import { buildData, savedQuizSet } from '../test/fixtures';
import { editBlockOf, newForm } from './use-build-init';

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
