import { createEmptyQuizSetForm, type QuizSetForm } from '@quizset/domain';
import { describe, expect, it } from 'vitest';
import { krContext } from '../test/fixtures';
import * as op from './operations';

/** spec §3 "Quiz set form" school info fields, §5 publisher visibility. */
const withHighMath = (): QuizSetForm => {
  let form = createEmptyQuizSetForm();
  form = op.setSchoolType(form, '103', krContext);
  form = op.setGrade(form, '10302', krContext);
  form = op.setSemester(form, '10302-2', krContext);
  form = op.setSubject(form, '1030202', krContext);
  return op.setSubSubject(form, '103020205', krContext);
};

describe('school info edits', () => {
  it('walks school type → grade → semester → subject → sub-subject', () => {
    expect(withHighMath()).toMatchObject({
      schoolTypeId: '103',
      gradeId: '10302',
      semesterId: '10302-2',
      subject: '1030202',
      subSubject: '103020205',
    });
  });

  it('a new grade keeps the semester value and the subject by its code; a new school type clears all', () => {
    const moved = op.setGrade(withHighMath(), '10303', krContext);
    expect(moved).toMatchObject({
      gradeId: '10303',
      semesterId: '10303-2',
      subject: '1030302',
      subSubject: '103030205',
    });
    const primary = op.setSchoolType(moved, '101', krContext);
    expect(primary).toMatchObject({
      schoolTypeId: '101',
      gradeId: null,
      semesterId: null,
      subject: null,
      subSubject: null,
    });
    // 실과 (07) is taught in grade 5 but not in grade 1: it does not survive the move.
    let form = op.setGrade(primary, '10105', krContext);
    form = op.setSubject(form, '1010507', krContext);
    expect(op.setGrade(form, '10101', krContext).subject).toBeNull();
  });

  it('a new subject clears the sub-subject; unchanged choices keep the form object', () => {
    const form = withHighMath();
    expect(op.setSubject(form, '1030201', krContext).subSubject).toBeNull();
    expect(op.setSubject(form, '1030202', krContext)).toBe(form);
    expect(op.setSchoolType(form, '103', krContext)).toBe(form);
  });
});

describe('publisher (spec §5)', () => {
  it('keeps the custom name only with `other`', () => {
    let form = op.setPublisher(withHighMath(), 'other');
    form = op.setCustomPublisher(form, '우리출판');
    expect([form.publisher, form.customPublisher]).toEqual(['other', '우리출판']);
    form = op.setPublisher(form, 'VISANG');
    expect([form.publisher, form.customPublisher]).toEqual(['VISANG', '']);
  });

  it('clears the publisher when the list stops being shown for the selection', () => {
    const form = op.setPublisher(withHighMath(), 'JIHAKSA');
    // Grades 1–2 of elementary school use national textbooks: no publisher list.
    let moved = op.setSchoolType(form, '101', krContext);
    moved = op.setGrade(moved, '10101', krContext);
    expect(moved.publisher).toBeNull();
    // Another high school grade still shows the list: the choice stays.
    expect(op.setGrade(form, '10301', krContext).publisher).toBe('JIHAKSA');
  });
});

describe('prefillSchoolInfo (spec §3 isLastSchoolInfoSaved)', () => {
  const selection = {
    schoolTypeId: '102',
    gradeId: '10202',
    semesterId: '10202-1',
    subject: '1020202',
    subSubject: null,
  };

  it('fills school type, grade and semester, not the subject, and keeps the option on', () => {
    const form = op.prefillSchoolInfo(
      createEmptyQuizSetForm(),
      { isLastSchoolInfoSaved: true, selection },
      krContext,
    );
    expect(form).toMatchObject({
      schoolTypeId: '102',
      gradeId: '10202',
      semesterId: '10202-1',
      subject: null,
      isLastSchoolInfoSaved: true,
    });
  });

  it('leaves the form alone when the last save did not keep it', () => {
    const empty = createEmptyQuizSetForm();
    expect(op.prefillSchoolInfo(empty, { isLastSchoolInfoSaved: false, selection }, krContext)).toBe(empty);
    expect(op.prefillSchoolInfo(empty, null, krContext)).toBe(empty);
  });
});

/** spec §2 modal 7: the school-info modal's Confirm is the selects' own edits, applied in one step. */
describe('applySchoolInfo', () => {
  it('gives what choosing each select in turn gives, subject kept by its code under a new grade', () => {
    const info = {
      schoolTypeId: '103',
      gradeId: '10303',
      semesterId: '10303-1',
      isLastSchoolInfoSaved: true,
    };
    const applied = op.applySchoolInfo(withHighMath(), info, krContext);
    let stepwise = op.setGrade(withHighMath(), '10303', krContext);
    stepwise = op.setSemester(stepwise, '10303-1', krContext);
    expect(applied).toEqual({ ...stepwise, isLastSchoolInfoSaved: true });
    expect(applied).toMatchObject({ ...info, subject: '1030302', subSubject: '103030205' });
  });

  it('clears the subject with a new school type, and returns the same form when nothing changed', () => {
    const form = withHighMath();
    const same = {
      schoolTypeId: form.schoolTypeId,
      gradeId: form.gradeId,
      semesterId: form.semesterId,
      isLastSchoolInfoSaved: form.isLastSchoolInfoSaved,
    };
    expect(op.applySchoolInfo(form, same, krContext)).toBe(form);
    const primary = {
      schoolTypeId: '101',
      gradeId: '10105',
      semesterId: '10105-1',
      isLastSchoolInfoSaved: false,
    };
    expect(op.applySchoolInfo(form, primary, krContext)).toMatchObject({
      ...primary,
      subject: null,
      subSubject: null,
    });
  });
});
