import '@mantine/notifications/styles.css';
import { Alert, Box, Button, Center, Group, Loader, Stack, VisuallyHidden } from '@mantine/core';
import type { BuildMode } from '@quizset/domain';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { preloaded } from '../../components/preloaded';
import { useErrorMessage } from '../../components/query-state';
import { lazyWithRetry } from '../../lib/retry-import';
import { AiEntryBar, AiLayer } from '../ai';
import { ImportEntry } from '../import-export';
import { FirstVisitGuide } from '../onboarding';
import classes from './build-page.module.css';
import { AddQuestionBar, QuizLimitModal } from './components/add-question-bar';
import { DraftDialog, LeaveGuardModal } from './components/build-dialogs';
import { BuildHeader } from './components/build-header';
import { EditBlockAlert, EditBlockNotice } from './components/edit-block';
import { HistoryButtons } from './components/history-buttons';
import { QuizList } from './components/quiz-list';
import { SubmitDialogs } from './components/submit-dialogs';
import { NOT_EDITABLE, useBuildInit } from './lib/use-build-init';
import { useBuilderDrawn } from './lib/use-builder-drawn';
import { useDraftAutosave } from './lib/use-draft-autosave';
import { useHistoryShortcuts } from './lib/use-history-shortcuts';
import { useLeaveGuard } from './lib/use-leave-guard';
import { useBuildStore } from './store/build-store';

/**
 * Step 2 is not on screen when the page opens (the quiz step is): its code (the settings sections,
 * school info, Mantine's Select and MultiSelect) stays out of /build's first load (issue 2
 * "Performance") and is fetched as soon as the builder is drawn (after the map picker on a new set:
 * issue 20), so the tab opens without a wait.
 */
const loadSettingsTab = () => import('./components/settings-tab');
const SettingsTab = lazyWithRetry(() =>
  loadSettingsTab().then((module) => ({ default: module.SettingsTab })),
);

/**
 * The map picker (its grid, detail panel, NavLink and Collapse) loads with the page module, beside
 * the build data and the user it waits for anyway (use-build-init.ts), so it is there when it opens
 * on a new set; it is not part of /build's first load (issue 20 item 1). A closed picker draws nothing.
 */
const MapPickerModal = preloaded(
  () => import('./components/map-picker').then((module) => module.MapPickerModal),
  () => null,
);

/** Requested with the page's first render, but not part of its first load (see the module). */
const BuildNotifications = lazyWithRetry(() => import('./components/build-notifications'));

/** `?mode=UPDATE|DUPLICATE` counts only with a `quizSetId`; anything else is CREATE (spec §2 Flow). */
function modeFrom(params: URLSearchParams): { mode: BuildMode; quizSetId: string | null } {
  const quizSetId = params.get('quizSetId');
  const mode = params.get('mode');
  if (quizSetId && (mode === 'UPDATE' || mode === 'DUPLICATE')) return { mode, quizSetId };
  return { mode: 'CREATE', quizSetId: null };
}

/** The `/build` page (spec §2): header, the quiz or settings step, and the builder's dialogs. */
/** After the first-visit guide: the map picker it held back, unless a map is already chosen. */
function openPickerWithoutMap() {
  const store = useBuildStore.getState();
  if (!store.form.templateId && store.pendingDraft === null) store.setMapPickerOpen(true);
}

export default function BuildPage() {
  const { t } = useTranslation('quiz-builder');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { mode, quizSetId } = modeFrom(params);
  const status = useBuildInit(mode, quizSetId);
  const errorMessage = useErrorMessage(status.name === 'failed' ? status.error : null);
  const activeTab = useBuildStore((state) => state.activeTab);
  const blocker = useLeaveGuard();
  const isEditBlocked = useBuildStore((state) => state.editBlock !== null);
  useDraftAutosave();
  useHistoryShortcuts(status.name === 'ready' && activeTab === 'quiz');
  const isPickerOpen = useBuildStore((state) => state.isMapPickerOpen);
  const isDrawn = useBuilderDrawn(status.name === 'ready', isPickerOpen);
  useEffect(() => {
    if (isDrawn) void loadSettingsTab();
  }, [isDrawn]);

  if (status.name === 'loading') {
    return (
      <Center h="60vh" aria-busy>
        <Loader aria-label={t('page.loading')} />
      </Center>
    );
  }
  if (status.name === 'failed') {
    return (
      <Center h="60vh" p="md">
        <Alert color="red" title={t('page.loadFailed')} maw={420}>
          <Stack gap="sm" align="flex-start">
            {status.error === NOT_EDITABLE ? t('page.notEditable') : errorMessage}
            <Button variant="default" onClick={() => navigate('/public')}>
              {t('page.goBack')}
            </Button>
          </Stack>
        </Alert>
      </Center>
    );
  }

  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)" className={classes.page}>
      {/* On a new set the picker is drawn first, the builder behind it next (use-builder-drawn.ts). */}
      {isDrawn && <BuildHeader />}
      {isDrawn && (
        <Box component="main" maw={960} mx="auto" p="sm" pb={96}>
          {/* The page's one h1 for screen readers: the header shows the title as an input (issue 24). */}
          <VisuallyHidden component="h1">{t('titles.build', { ns: 'common' })}</VisuallyHidden>
          <EditBlockNotice />
          <FirstVisitGuide onDone={openPickerWithoutMap} />
          {/* Editing is disabled (spec §4): the set stays readable, nothing in it can be changed. */}
          <Box inert={isEditBlocked} data-testid="build-content">
            {activeTab === 'quiz' ? (
              <Stack gap="md">
                <HistoryButtons />
                <QuizList />
                <AddQuestionBar />
                <Group gap="xs" justify="center" wrap="wrap">
                  <AiEntryBar />
                  <ImportEntry />
                </Group>
              </Stack>
            ) : (
              <Suspense
                fallback={
                  <Center py="xl">
                    <Loader aria-label={t('page.loading')} />
                  </Center>
                }
              >
                <SettingsTab />
              </Suspense>
            )}
          </Box>
        </Box>
      )}
      <MapPickerModal />
      {isDrawn && (
        <>
          <QuizLimitModal />
          <DraftDialog />
          <SubmitDialogs />
          <EditBlockAlert />
          <AiLayer />
          <Suspense fallback={null}>
            <BuildNotifications />
          </Suspense>
        </>
      )}
      <LeaveGuardModal blocker={blocker} />
    </Box>
  );
}
