import { type MapType, normalizeOptions, type PlanType, type QuizSetForm } from '@quizset/domain';

/**
 * Applies spec §4 to the form after an edit, through the domain's `normalizeOptions` (the server
 * runs the same function before saving, so the UI never shows a combination it would change).
 * Returns `form` itself when nothing changes, so selectors keep their identity.
 */
export function applyOptionRules(form: QuizSetForm, mapType: MapType | null): QuizSetForm {
  const { options } = normalizeOptions({
    options: pickOptions(form),
    mapType,
    quizCount: form.quizList.length,
  });
  const isSame =
    options.isPublic === form.isPublic &&
    options.allowPass === form.allowPass &&
    options.showIncorrectAnswer === form.showIncorrectAnswer &&
    options.isShuffle === form.isShuffle;
  return isSame ? form : { ...form, ...options };
}

/** Which switches are locked and why, for the settings tab (spec §4, §6 PRIVATE_QUIZ). */
export function optionSwitches(form: QuizSetForm, mapType: MapType | null, planType: PlanType | undefined) {
  return normalizeOptions({ options: pickOptions(form), mapType, quizCount: form.quizList.length, planType })
    .switches;
}

function pickOptions({ isPublic, allowPass, showIncorrectAnswer, isShuffle }: QuizSetForm) {
  return { isPublic, allowPass, showIncorrectAnswer, isShuffle };
}
