import { normalizeOptions, type PlanType, type QuizSetForm } from '@quizset/domain';

/**
 * Applies spec §4 to the form after an edit, through the domain's `normalizeOptions` (the server
 * runs the same function before saving, so the UI never shows a combination it would change): the
 * map type is the form's `templateType`. Returns `form` itself when nothing changes, so selectors keep
 * their identity.
 */
export function applyOptionRules(form: QuizSetForm): QuizSetForm {
  const { options } = normalizeOptions({
    options: pickOptions(form),
    mapType: form.templateType,
    quizCount: form.quizList.length,
  });
  const isSame =
    options.isPublic === form.isPublic &&
    options.isAllowPass === form.isAllowPass &&
    options.showIncorrectAnswer === form.showIncorrectAnswer &&
    options.isShuffle === form.isShuffle;
  return isSame ? form : { ...form, ...options };
}

/** Which switches are locked and why, for the settings tab (spec §4, §6 PRIVATE_QUIZ). */
export function optionSwitches(form: QuizSetForm, planType: PlanType | undefined, countryCode: string) {
  return normalizeOptions({
    options: pickOptions(form),
    mapType: form.templateType,
    quizCount: form.quizList.length,
    planType,
    countryCode,
  }).switches;
}

function pickOptions({ isPublic, isAllowPass, showIncorrectAnswer, isShuffle }: QuizSetForm) {
  return { isPublic, isAllowPass, showIncorrectAnswer, isShuffle };
}
