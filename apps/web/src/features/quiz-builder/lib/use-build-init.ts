import {
  type BuildMode,
  canUseFeature,
  createEmptyQuizSetForm,
  type FormAiTutor,
  type Locale,
  type QuizSetForm,
  type SavedQuizSet,
  savedToForm,
  selectionFromCategoryTreeData,
  withCopyMark,
} from '@quizset/domain';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../auth/types';
import { useMe } from '../../auth/use-me';
import { isFirstVisitGuideDue } from '../../onboarding';
import { fetchAiTutorTemplate, toFormAiTutor } from '../api/ai-tutors';
import { type BuildData, useBuildData } from '../api/build-data';
import { fetchQuizSet } from '../api/quiz-set';
import { type EditBlock, useBuildStore } from '../store/build-store';
import { prefillSchoolInfo } from '../store/operations';
import { useSubmitStore } from '../store/submit-store';
import { readDraft } from './draft-storage';
import { useLocale } from './use-locale';

/** Marker error for an UPDATE of a quiz set the caller may not edit. */
export const NOT_EDITABLE = new Error('NOT_EDITABLE');

export type InitStatus = { name: 'loading' } | { name: 'ready' } | { name: 'failed'; error: unknown };

/**
 * Why an opened set cannot be edited (spec §4): another country's data ('unknown' notice, UPDATE and
 * DUPLICATE), or, in UPDATE, a map above the user's plan (plan notice).
 */
export function editBlockOf(
  saved: SavedQuizSet,
  mode: 'UPDATE' | 'DUPLICATE',
  user: Pick<User, 'countryCode'>,
  buildData: Pick<BuildData, 'templates'>,
): EditBlock | null {
  if (user.countryCode && saved.countryCode !== user.countryCode) return { reason: 'COUNTRY' };
  if (mode === 'UPDATE' && saved.isLocked) {
    const template = buildData.templates.find((candidate) => candidate.templateId === saved.templateId);
    return { reason: 'PLAN', requiredPlan: template?.templatePlanType ?? 'PRO' };
  }
  return null;
}

/** A new CREATE form for the user's country, with the school info kept from the last save (spec §3). */
export function newForm(buildData: BuildData, titlePlaceHolder: string): QuizSetForm {
  const { countryCode, lastQuizSetCreationInfo: last } = buildData.userBuildInfo;
  const context = { tree: buildData.categoryTree, publishers: buildData.publishers };
  const form = createEmptyQuizSetForm({ countryCode, titlePlaceHolder });
  if (!last) return form;
  const selection = selectionFromCategoryTreeData(context.tree, last.categoryTreeData);
  return prefillSchoolInfo(form, { isLastSchoolInfoSaved: last.isLastSchoolInfoSaved, selection }, context);
}

/**
 * The placeholder title of a new set (spec §3 `titlePlaceHolder`): `today`'s month and day in the
 * page's language, e.g. "11월 22일 퀴즈", "Quiz of November 22" (the local calendar day).
 * Built from the messages (`header.months.1`–`12`, `header.defaultTitle`), not `Intl.DateTimeFormat`:
 * the page's first date format loads the browser's date data, 60–120 ms of a 4× slower CPU on the
 * main thread before the map picker showed (issue 20), and a title needs only a month's name.
 */
export function titlePlaceHolder(t: TFunction<'quiz-builder'>, today: Date): string {
  return t('header.defaultTitle', {
    month: t(`header.months.${today.getMonth() + 1}`),
    day: today.getDate(),
  });
}

async function chosenTutor(
  saved: SavedQuizSet,
  locale: Locale,
  signal: AbortSignal,
): Promise<FormAiTutor | null> {
  if (!saved.aiTutorId) return null;
  try {
    return toFormAiTutor(await fetchAiTutorTemplate(saved.aiTutorId, signal), locale);
  } catch {
    // The id alone keeps the tutor; the chooser shows its details when it opens.
    return null;
  }
}

/**
 * Opens the build page (spec §2, §4) once the build data and the user are known. CREATE starts a
 * new form for the user's country (school info pre-filled when the last save kept it) and offers a
 * stored draft; UPDATE and DUPLICATE load GET /api/quizsets/{id} through the domain's `savedToForm`
 * (UPDATE keeps card ids, DUPLICATE gets new ones) and say when editing is disabled. The map picker
 * opens when no map is chosen.
 */
export function useBuildInit(mode: BuildMode, quizSetId: string | null): InitStatus {
  const [status, setStatus] = useState<InitStatus>({ name: 'loading' });
  const buildData = useBuildData();
  const me = useMe();
  const locale = useLocale();
  const { t } = useTranslation('quiz-builder');
  const data = buildData.data;
  const user = me.data;
  const loadError = buildData.error ?? me.error;
  const isReady = Boolean(data && user);
  // The form is built once per page: later changes of the build data, the user or the language must
  // not reset what the teacher typed, so only the page's identity and readiness re-run this.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (loadError) return setStatus({ name: 'failed', error: loadError });
    if (!data || !user) return;
    const store = useBuildStore.getState();
    useSubmitStore.getState().setPhase({ name: 'idle' });
    if (mode === 'CREATE' || !quizSetId) {
      store.load({ mode: 'CREATE', form: newForm(data, titlePlaceHolder(t, new Date())) });
      let current = true;
      void readDraft(window.localStorage, user.id).then((draft) => {
        if (!current) return;
        if (draft) {
          store.setPendingDraft(draft);
          store.setDraftDialogOpen(true);
        } else if (!isFirstVisitGuideDue(window.location.search)) {
          // A new teacher reads the first-visit guide first; it opens the picker when dismissed.
          store.setMapPickerOpen(true);
        }
        setStatus({ name: 'ready' });
      });
      return () => {
        current = false;
      };
    }
    const controller = new AbortController();
    setStatus({ name: 'loading' });
    fetchQuizSet(quizSetId, controller.signal)
      .then(async (saved) => {
        // The server refuses a non-owner's update anyway; say so before any typing is wasted.
        if (mode === 'UPDATE' && !saved.enabledEdit)
          return setStatus({ name: 'failed', error: NOT_EDITABLE });
        const aiTutor = await chosenTutor(saved, locale, controller.signal);
        const context = { tree: data.categoryTree, publishers: data.publishers, aiTutor };
        const form = savedToForm(saved, mode, context);
        // A duplicate is recognisable by its title (issue 7); a map above the user's plan is chosen
        // again first, before any work is put in, not refused when finishing.
        const mapIsLocked = mode === 'DUPLICATE' && saved.isLocked;
        if (mode === 'DUPLICATE') form.title = withCopyMark(saved.title, t('duplicate.copyMark'));
        if (mapIsLocked) form.templateId = null;
        // An unlisted copy on FREE is published by her first edit (issue 19 item 20): show it so.
        if (mode === 'UPDATE' && isUnlistedCopyOnFree(saved, user)) form.isPublic = true;
        store.load({
          mode,
          form,
          quizSetId,
          updatedAt: mode === 'UPDATE' ? saved.updatedAt : undefined,
          editBlock: editBlockOf(saved, mode, user, data),
        });
        if (mode === 'DUPLICATE' && (!saved.templateId || mapIsLocked)) store.setMapPickerOpen(true);
        setStatus({ name: 'ready' });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setStatus({ name: 'failed', error });
      });
    return () => controller.abort();
  }, [mode, quizSetId, isReady, loadError]);
  return status;
}

/**
 * A set copied on a plan without hidden sets starts unlisted (the server's unlisted-copy.ts); her
 * first save publishes it, so the builder shows the public switch on from the start.
 */
function isUnlistedCopyOnFree(saved: SavedQuizSet, user: User | undefined): boolean {
  return (
    user !== undefined &&
    !saved.quizsetOptions.isPublic &&
    saved.originQuizSetId !== null &&
    !canUseFeature(user.planType, 'PRIVATE_QUIZ', user.countryCode ?? undefined)
  );
}
