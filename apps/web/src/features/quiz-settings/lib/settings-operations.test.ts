import { createEmptyQuizSetForm, type Material } from '@quizset/domain';
import { describe, expect, it } from 'vitest';
import {
  chooseAiTutor,
  chooseNextQuizset,
  saveMaterial,
  setAiTranslationLanguages,
  setAiTutorEnabled,
  setAllowReopenDuringPlay,
  setLearningMaterialEnabled,
  setNextQuizsetEnabled,
} from './settings-operations';

const form = createEmptyQuizSetForm();
const tutor = { id: 't1', name: 'Tutor', avatarSrc: '/a.svg', introduction: 'Hi' };
const material: Material = {
  type: 'FILE',
  url: '/uploads/a.pdf',
  originalFileName: 'a.pdf',
  allowReopenDuringPlay: true,
  fileSize: 10,
};

/** Spec §4's toggle rules for the learning tools and the next quiz set. */
describe('settings operations (spec §4)', () => {
  it('AI tutor: on needs a tutor; confirming turns it on; off keeps the tutor', () => {
    expect(setAiTutorEnabled(form, true)).toBe(form);
    const chosen = chooseAiTutor(form, tutor);
    expect(chosen).toMatchObject({ aiTutor: tutor, aiTutorEnabled: true });
    const off = setAiTutorEnabled(chosen, false);
    expect(off).toMatchObject({ aiTutor: tutor, aiTutorEnabled: false });
    expect(setAiTutorEnabled(off, true).aiTutorEnabled).toBe(true);
  });

  it('learning material: on needs a material; saving replaces the list and turns it on', () => {
    expect(setLearningMaterialEnabled(form, true)).toBe(form);
    const withOld = { ...form, materials: [{ ...material, url: '/uploads/old.pdf' }, material] };
    const saved = saveMaterial(withOld, material);
    expect(saved.materials).toEqual([material]);
    expect(saved.isLearningMaterialEnabled).toBe(true);
    expect(setLearningMaterialEnabled(saved, false).materials).toEqual([material]);
    expect(setAllowReopenDuringPlay(saved, false).materials[0]?.allowReopenDuringPlay).toBe(false);
  });

  it('AI translation keeps at most 3 distinct languages (spec §5)', () => {
    const next = setAiTranslationLanguages(form, ['en', 'en', 'ja', 'vi', 'th']);
    expect(next.aiTranslationLanguages).toEqual(['en', 'ja', 'vi']);
  });

  it('next quiz set: on needs an id; choosing turns it on; off keeps the id', () => {
    expect(setNextQuizsetEnabled(form, true)).toBe(form);
    const chosen = chooseNextQuizset(form, 'set-2');
    expect(chosen).toMatchObject({ nextQuizsetId: 'set-2', isNextQuizsetAvailable: true });
    expect(setNextQuizsetEnabled(chosen, false)).toMatchObject({
      nextQuizsetId: 'set-2',
      isNextQuizsetAvailable: false,
    });
  });
});
