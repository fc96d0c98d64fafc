import {
  type FormAiTutor,
  MAX_AI_TRANSLATION_LANGUAGES,
  type Material,
  type QuizSetForm,
} from '@quizset/domain';

/**
 * The learning-tool and advanced edits of spec §2 "Step 2" as pure `(form, args) => form` functions
 * (stack.md style 4), applied through the build store's `edit`. The toggle rules are spec §4's.
 */

/** Turns the AI tutor on or off; off keeps the chosen tutor (spec §4). On needs a tutor. */
export function setAiTutorEnabled(form: QuizSetForm, enabled: boolean): QuizSetForm {
  if (enabled && !form.aiTutor) return form;
  return { ...form, aiTutorEnabled: enabled };
}

/** Confirming a tutor in the chooser chooses it and turns the option on (spec §4). */
export function chooseAiTutor(form: QuizSetForm, aiTutor: FormAiTutor): QuizSetForm {
  return { ...form, aiTutor, aiTutorEnabled: true };
}

/**
 * Saving a material replaces the list with that one item and turns the option on (spec §4
 * "Learning-material toggle").
 */
export function saveMaterial(form: QuizSetForm, material: Material): QuizSetForm {
  return { ...form, materials: [material], isLearningMaterialEnabled: true };
}

/** Turns learning material on (only with a material; else the upload modal opens) or off. */
export function setLearningMaterialEnabled(form: QuizSetForm, enabled: boolean): QuizSetForm {
  if (enabled && form.materials.length === 0) return form;
  return { ...form, isLearningMaterialEnabled: enabled };
}

/** Switches `allowReopenDuringPlay` of the material (spec §3 "Material", default true). */
export function setAllowReopenDuringPlay(form: QuizSetForm, allow: boolean): QuizSetForm {
  return {
    ...form,
    materials: form.materials.map((material) => ({ ...material, allowReopenDuringPlay: allow })),
  };
}

/** Turns AI translation on or off; the chosen languages are kept either way. */
export function setAiTranslationEnabled(form: QuizSetForm, enabled: boolean): QuizSetForm {
  return { ...form, isAiTranslationEnabled: enabled };
}

/**
 * Sets the translation languages (spec §5: at most 3): a fourth is ignored, duplicates are dropped.
 * The payload sends `isAiTranslationEnabled` true only when languages are chosen (domain
 * `toSubmitPayload`).
 */
export function setAiTranslationLanguages(form: QuizSetForm, languages: readonly string[]): QuizSetForm {
  const unique = [...new Set(languages)].slice(0, MAX_AI_TRANSLATION_LANGUAGES);
  return { ...form, aiTranslationLanguages: unique };
}

/** Turns the next quiz set on (only with a chosen set; else the chooser opens) or off, keeping the id (spec §4). */
export function setNextQuizsetEnabled(form: QuizSetForm, enabled: boolean): QuizSetForm {
  if (enabled && !form.nextQuizsetId) return form;
  return { ...form, isNextQuizsetAvailable: enabled };
}

/** Choosing a set in the chooser stores its id and turns the option on. */
export function chooseNextQuizset(form: QuizSetForm, nextQuizsetId: string): QuizSetForm {
  return { ...form, nextQuizsetId, isNextQuizsetAvailable: true };
}
