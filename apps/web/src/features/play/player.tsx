import { Alert, Button, Center, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  type PlayerAnswer,
  type PlayerQuestion,
  POINTS_PER_QUESTION,
  TEAM_COUNT,
  teamKeyOf,
} from '@quizset/domain';
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand, usePreloadAfterPaint } from '../../components/preloaded';
import { ApiError } from '../../lib/api-client';
import { lazyWithRetry } from '../../lib/retry-import';
import { useSecondsLeft } from '../../lib/use-seconds-left';
import { fetchMe } from '../auth/me-api';
import {
  type AttemptProgress,
  continuedAttempt,
  fetchAttempt,
  fetchAttemptStatus,
  fetchRoom,
  fetchTranslation,
  finishAttempt,
  forgetContinuedAttempt,
  statusOfNewAttempt,
  storeAttemptId,
  storedAttemptId,
  submitAnswer,
} from './api';
import { JoinScreen } from './components/join-screen';
import classes from './components/play.module.css';
import { PlayHeader } from './components/play-header';
import type { Feedback } from './components/question-stage';
import { announcementText } from './lib/announcement';
import { storedLanguage, storeLanguage, usableLanguage } from './lib/language-choice';
import { usePlayErrorText } from './lib/play-errors';
import { questionHasFormula } from './lib/question-formulas';
import { requestKeys, seedRequest, useAction, useRequest } from './lib/requests';
import { PLAY_THEMES, playThemeVariables } from './lib/theme';
import { useTeamRefresh } from './lib/use-team-refresh';

// The tutor panel (and its chat client) loads only for a set with a tutor.
const TutorPanel = lazyWithRetry(() => import('./components/tutor-panel'), true);

/** What a screen of the player shows while its code is still on its way. */
function ScreenLoading() {
  const { t } = useTranslation('play');
  return (
    <Center p="xl">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

/** Stands in for a part of a screen while its code is on its way: nothing. */
const Nothing = () => null;

// Screens no one needs on the first screen leave the first load (issue 20 item 1: /play ≤ 120 kB
// gzip): what is shown once an attempt has started (the question, the progress, the team, the
// result: the join screen comes first), and the board and materials card only some sets show. Each
// is asked for as soon as the room says it will be needed, while the player types a nickname or
// answers, so it is there when shown; `onDemand`, not `lazy`, so code that is there is drawn at once
// (components/preloaded.tsx).
const loadPlayingScreens = () => import('./components/playing-screens');
// A screen drawn before its code is there keeps asking for it (a classroom's Wi-Fi drops): `retry`.
const RETRY = { retry: true };
const QuestionStage = onDemand(
  () => loadPlayingScreens().then((module) => module.QuestionStage),
  ScreenLoading,
  RETRY,
);
const ResultScreen = onDemand(
  () => loadPlayingScreens().then((module) => module.ResultScreen),
  ScreenLoading,
  RETRY,
);
const ProgressDisplay = onDemand(
  () => loadPlayingScreens().then((module) => module.ProgressDisplay),
  Nothing,
  RETRY,
);
const TeamChip = onDemand(() => loadPlayingScreens().then((module) => module.TeamChip), Nothing, RETRY);
/** The parts of playing-screens.ts, all of them asked for together. */
const PLAYING_SCREENS = [QuestionStage, ResultScreen, ProgressDisplay, TeamChip];
/** Starts loading PLAYING_SCREENS now (once: each part's `preload` keeps its load). */
const preloadPlayingScreens = () => {
  for (const part of PLAYING_SCREENS) void part.preload();
};
// A set with formulas shows them with MathLive, a chunk of its own: asked for while the child types
// her nickname, so her first question is not held for it (question-stage.tsx waits for it).
const FORMULA_RENDERER = [
  {
    preload: () =>
      import('../rich-text/lib/formula-readiness').then((module) => module.preloadFormulaRenderer()),
  },
];
const QuestionBoard = onDemand(
  () => import('./components/question-board').then((module) => module.QuestionBoard),
  ScreenLoading,
  RETRY,
);
const MaterialCard = onDemand(
  () => import('./components/material-card').then((module) => module.MaterialCard),
  ScreenLoading,
  RETRY,
);
const QUESTION_BOARD = [QuestionBoard];
const MATERIAL_CARD = [MaterialCard];

/**
 * An attempt started by the page around the player (the Classroom play bridge, issue 11): no join
 * screen and nothing kept in the browser; the page's own join resumes the attempt after a reload.
 */
export interface PlayerSession {
  /** Null when the page could not start one (a closed room: the player says so). */
  attemptId: string | null;
  /** Starts the next attempt ("play again", where the room allows retries); resolves its id. */
  startAgain: () => Promise<string>;
}

/**
 * `/play/{entryMapHashId}` (issue 10 "The player"): the room's quiz set in its map's theme, one
 * question at a time, graded on the server; resumes after a reload (the attempt id is kept per room
 * in this browser, and the server resumes an unfinished attempt on join anyway). With `session`, the
 * attempt comes from the page instead (PlayerSession).
 */
export function Player({ entryMapHashId, session }: { entryMapHashId: string; session?: PlayerSession }) {
  const { t } = useTranslation('play');
  const me = useRequest(requestKeys.me, fetchMe);
  const room = useRequest(requestKeys.room(entryMapHashId), () => fetchRoom(entryMapHashId));
  const [attemptId, setAttemptId] = useState<string | null>(() =>
    session ? session.attemptId : storedAttemptId(entryMapHashId),
  );
  const hasSession = session !== undefined;
  // One attempt at a time: a double press on "play again" starts one.
  const startAgain = useAction(() => (session ? session.startAgain() : Promise.resolve(null)), {
    onSuccess: (id) => setAttemptId(id),
  });
  const progress = useRequest(attemptId === null ? null : requestKeys.attempt(attemptId), () =>
    fetchAttempt(attemptId ?? ''),
  );
  // The player's language survives a reload (issue 15 item 11), while the room still offers it.
  const [chosenLanguage, setChosenLanguage] = useState(() => storedLanguage(entryMapHashId));
  const language = usableLanguage(chosenLanguage, room.data?.quizSet.languages);
  const setLanguage = useCallback(
    (next: string) => {
      storeLanguage(entryMapHashId, next);
      setChosenLanguage(next);
    },
    [entryMapHashId],
  );
  const translation = useRequest(
    language === '' ? null : requestKeys.translation(entryMapHashId, language),
    () => fetchTranslation(entryMapHashId, language),
    { keep: true },
  );
  const [feedback, setFeedback] = useState<(Feedback & { quizId: string }) | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [roundStarted, setRoundStarted] = useState<string | null>(null);
  // The attempt whose team card (team maps, before the first answer) the player has closed.
  const [teamIntroSeen, setTeamIntroSeen] = useState<string | null>(null);
  // The attempt whose materials card (before the first question, issue 15 item 12) was closed.
  const [materialsSeen, setMaterialsSeen] = useState<string | null>(null);
  // A shared device (issue 15 item 4): an unfinished guest attempt found in this browser is resumed
  // only once the child confirms it is theirs ("Continue as 가현?"); a fresh join needs no asking.
  // An attempt carried over by "다음 퀴즈" counts as confirmed (read once: a reload asks again).
  const [confirmedAttempt, setConfirmedAttempt] = useState<string | null>(() =>
    continuedAttempt(entryMapHashId),
  );
  useEffect(() => {
    forgetContinuedAttempt(entryMapHashId);
  }, [entryMapHashId]);
  const forgetAttempt = useCallback(() => {
    storeAttemptId(entryMapHashId, null);
    setAttemptId(null);
  }, [entryMapHashId]);

  // The bell (issue 15 item 7): while playing, a small poll notices the countdown and the close.
  const playing = progress.data !== undefined && progress.data.finishedAt === null;
  const status = useRequest(
    attemptId !== null && playing ? requestKeys.attemptStatus(attemptId) : null,
    () => fetchAttemptStatus(attemptId ?? ''),
    { refetchInterval: 5000 },
  );
  const refetchProgress = progress.refetch;
  const refetchRoom = room.refetch;
  useEffect(() => {
    if (!playing || !status.data) return;
    // Closed, and the server finished the attempt: show the result screen and the closed room.
    if (status.data.finishedAt !== null || !status.data.isOpen) {
      void refetchProgress();
      void refetchRoom();
    }
  }, [status.data, playing, refetchProgress, refetchRoom]);
  const secondsLeft = useSecondsLeft(
    playing ? (status.data?.closesAt ?? progress.data?.closesAt ?? room.data?.closesAt ?? null) : null,
  );

  // A stored attempt that is gone (another account, cleared database): start over.
  useEffect(() => {
    if (progress.error instanceof ApiError && progress.error.status === 404 && !hasSession) forgetAttempt();
  }, [progress.error, hasSession, forgetAttempt]);
  // A signed-in student never resumes a guest's attempt left in this browser (issue 15 item 4).
  useEffect(() => {
    if (!hasSession && me.data && progress.data?.player.isGuest) forgetAttempt();
  }, [hasSession, me.data, progress.data, forgetAttempt]);

  const setProgressData = progress.setData;
  const setProgress = useCallback(
    (update: (current: AttemptProgress) => AttemptProgress) =>
      setProgressData((current) => (current ? update(current) : current)),
    [setProgressData],
  );
  useTeamRefresh(progress.data, setProgress);

  const answer = useAction(
    (body: { quizId: string; answer?: PlayerAnswer; pass?: boolean }) => submitAnswer(attemptId ?? '', body),
    {
      onSuccess: (result, body) => {
        setFeedback({
          quizId: body.quizId,
          isCorrect: result.isCorrect,
          passed: body.pass === true,
          correctAnswer: result.correctAnswer,
        });
        setProgress((current) => ({
          ...current,
          answers: [
            ...current.answers,
            {
              quizId: body.quizId,
              answer: body.answer ?? null,
              passed: body.pass === true,
              isCorrect: result.isCorrect,
              elapsedMs: 0,
              correctAnswer: result.correctAnswer,
            },
          ],
          // The team's points with this answer (and every teammate's so far) counted.
          team: result.team ?? current.team,
        }));
      },
      // Already answered (a double press, another tab), or the room closed at the bell (403): the
      // server's progress is the truth — after the bell it is the result screen.
      onError: (error) => {
        if (error instanceof ApiError && (error.status === 409 || error.status === 403)) {
          void progress.refetch();
          if (error.status === 403) void room.refetch();
        }
      },
    },
  );
  const finish = useAction(() => finishAttempt(attemptId ?? ''), { onSuccess: () => progress.refetch() });
  const answerError = usePlayErrorText(answer.error);
  const roomError = usePlayErrorText(room.error);
  const startAgainError = usePlayErrorText(startAgain.error);

  const translated = useMemo(
    () => new Map((translation.data?.questions ?? []).map((question) => [question.id, question])),
    [translation.data],
  );
  const questionsById = useMemo(() => {
    const map = new Map<string, PlayerQuestion>();
    for (const question of progress.data?.questions ?? [])
      map.set(question.id, translated.get(question.id) ?? question);
    return map;
  }, [progress.data, translated]);

  const data = progress.data;
  const answered = new Set((data?.answers ?? []).map((entry) => entry.quizId));
  const theme = PLAY_THEMES[room.data?.quizSet.template.type ?? 'linear'];
  const nextOpen = data?.questionOrder.find((quizId) => !answered.has(quizId)) ?? null;
  const currentId =
    feedback?.quizId ?? (theme.picksQuestions ? (picked && !answered.has(picked) ? picked : null) : nextOpen);
  const allAnswered = data !== undefined && nextOpen === null;

  const onNext = useCallback(() => {
    setFeedback(null);
    setPicked(null);
    answer.reset();
    if (allAnswered) finish.mutate();
  }, [allAnswered, finish, answer]);
  const onAnswer = useCallback(
    (given: PlayerAnswer) => {
      if (currentId && !answer.isPending) answer.mutate({ quizId: currentId, answer: given });
    },
    [currentId, answer],
  );
  const onPass = useCallback(() => {
    if (currentId && !answer.isPending) answer.mutate({ quizId: currentId, pass: true });
  }, [currentId, answer]);

  const template = room.data?.quizSet.template;
  const hasMaterials = (room.data?.quizSet.materials.length ?? 0) > 0;
  // The join screen (or a resumed attempt) is up: the attempt's screens are next (one chunk).
  usePreloadAfterPaint(room.data !== undefined, PLAYING_SCREENS);
  usePreloadAfterPaint(theme.picksQuestions, QUESTION_BOARD);
  usePreloadAfterPaint(hasMaterials, MATERIAL_CARD);
  usePreloadAfterPaint(room.data?.quizSet.questions.some(questionHasFormula) ?? false, FORMULA_RENDERER);
  const style = playThemeVariables(theme, template ? template.detailsImage : null);

  if (room.isPending || me.isPending || (attemptId !== null && progress.isPending))
    return (
      <Center mih="100dvh">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  // (No data without an error is past the loader above: the check only narrows the type.)
  if (room.isError || room.data === undefined)
    return (
      <Center mih="100dvh" p="md">
        <Stack align="center" ta="center">
          <Title order={1} size="h3">
            {roomError}
          </Title>
          <Button component="a" href="/public" variant="light">
            {t('goHome')}
          </Button>
        </Stack>
      </Center>
    );

  const playRoom = room.data;
  // A guest's unfinished attempt found on this device waits for "Continue as …?" (issue 15 item 4);
  // until then nothing of it is offered, the tutor included.
  const askingWhoResumes =
    data !== undefined &&
    !data.finishedAt &&
    !session &&
    data.player.isGuest &&
    confirmedAttempt !== data.attemptId &&
    !me.data;
  let body: ReactNode;
  if (!playRoom.isOpen && !data?.finishedAt) {
    body = (
      <Stack className={classes.card} align="center" ta="center">
        <Title order={2} size="h4">
          {t('errors.closed')}
        </Title>
      </Stack>
    );
  } else if (!data && session) {
    body = (
      <Stack className={classes.card} align="center" ta="center">
        <Title order={2} size="h4">
          {playRoom.quizSet.title}
        </Title>
        <Button onClick={() => startAgain.mutate()} loading={startAgain.isPending}>
          {t('join.start')}
        </Button>
        {startAgain.isError && (
          <Text c="red" size="sm" role="alert">
            {startAgainError}
          </Text>
        )}
      </Stack>
    );
  } else if (!data) {
    body = (
      <Stack className={classes.card} gap="md">
        <Stack gap={4} ta="center">
          <Text size="sm" c="dimmed">
            {t('join.by', { name: playRoom.quizSet.author.name })}
          </Text>
          <Text fw={600}>{t('join.count', { count: playRoom.quizSet.quizCount })}</Text>
          <Text size="sm" c="dimmed">
            {t(`mapType.${playRoom.quizSet.template.type}`)}
          </Text>
          {playRoom.quizSet.template.type === 'team' && (
            <Text size="sm" c="dimmed">
              {t('team.joinHint', { count: TEAM_COUNT })}
            </Text>
          )}
        </Stack>
        <JoinScreen
          room={playRoom}
          playerName={me.data ? me.data.name : null}
          // Also when the player starts to join: the after-paint preload can still be waiting then
          // on a slow tablet (issue 20: the bench's quick typist sent the join first).
          onStarting={preloadPlayingScreens}
          onJoined={(id, joinedProgress) => {
            // A new attempt's progress came with the join: its first read takes it, no second round
            // trip before the first question (issue 20), and so does the bell's first poll (the next
            // comes a poll's interval later). A new id was never read, so nothing older is cached.
            if (joinedProgress) {
              seedRequest(requestKeys.attempt(id), joinedProgress);
              seedRequest(requestKeys.attemptStatus(id), statusOfNewAttempt(joinedProgress));
            }
            storeAttemptId(entryMapHashId, id);
            setConfirmedAttempt(id);
            setAttemptId(id);
          }}
        />
      </Stack>
    );
  } else if (askingWhoResumes) {
    body = (
      <Stack className={classes.card} align="center" ta="center" gap="md" data-testid="play-resume">
        <Title order={2} size="h3">
          {t('resume.title', { name: data.player.name })}
        </Title>
        <Text size="sm">
          {t('resume.body', {
            name: data.player.name,
            answered: data.answers.length,
            total: data.questionOrder.length,
          })}
        </Text>
        <Group justify="center" gap="sm">
          <Button size="md" autoFocus onClick={() => setConfirmedAttempt(data.attemptId)}>
            {t('resume.continue', { name: data.player.name })}
          </Button>
          <Button size="md" variant="default" onClick={forgetAttempt}>
            {t('resume.someoneElse')}
          </Button>
        </Group>
      </Stack>
    );
  } else if (data.finishedAt) {
    body = (
      <ResultScreen
        progress={data}
        room={playRoom}
        questionsById={questionsById}
        // Not inside Classroom (a page's session): the assignment grades its own set, and /play/{next}
        // refuses to be framed, so the next set is not offered there (issue 18; play-bridge-page.tsx).
        offerNextSet={!session}
        onPlayAgain={
          !playRoom.allowRetries || !playRoom.isOpen
            ? null
            : session
              ? () => startAgain.mutate()
              : () => {
                  storeAttemptId(entryMapHashId, null);
                  setAttemptId(null);
                }
        }
      />
    );
  } else if (currentId === null && allAnswered) {
    body = (
      <Stack className={classes.card} align="center">
        <Text>{t('result.finishing')}</Text>
        <Button onClick={() => finish.mutate()} loading={finish.isPending}>
          {t('feedback.seeResult')}
        </Button>
      </Stack>
    );
  } else if (
    playRoom.quizSet.materials.length > 0 &&
    data.answers.length === 0 &&
    materialsSeen !== data.attemptId
  ) {
    body = (
      <MaterialCard materials={playRoom.quizSet.materials} onStart={() => setMaterialsSeen(data.attemptId)} />
    );
  } else if (data.team && data.answers.length === 0 && teamIntroSeen !== data.attemptId) {
    // Team maps: the player meets their team before the first question.
    body = (
      <Stack className={classes.card} align="center" ta="center" gap="md" data-testid="play-team-card">
        <Title order={2} size="h3">
          {t('team.youAreOn', { name: t(`team.name.${teamKeyOf(data.team.index)}`) })}
        </Title>
        <TeamChip team={data.team} />
        <Text size="sm">{t('team.members', { count: data.team.members })}</Text>
        <Text size="sm" c="dimmed">
          {t('team.howPoints', { points: POINTS_PER_QUESTION })}
        </Text>
        <Button size="lg" autoFocus onClick={() => setTeamIntroSeen(data.attemptId)}>
          {t('team.start')}
        </Button>
      </Stack>
    );
  } else if (currentId === null) {
    body = <QuestionBoard progress={data} onPick={setPicked} />;
  } else if (theme.showsRounds && roundStarted !== currentId && !feedback) {
    const n = data.questionOrder.indexOf(currentId) + 1;
    body = (
      <Stack className={classes.card} align="center" ta="center" gap="md" data-testid="play-round-card">
        <Title order={2}>{t('progress.round', { n, total: data.questionOrder.length })}</Title>
        <Button size="lg" autoFocus onClick={() => setRoundStarted(currentId)}>
          {t('progress.startRound')}
        </Button>
      </Stack>
    );
  } else {
    const question = questionsById.get(currentId);
    const original = data.questions.find((entry) => entry.id === currentId) ?? null;
    const n = data.questionOrder.indexOf(currentId) + 1;
    body = question ? (
      <QuestionStage
        key={currentId}
        question={question}
        original={language && original !== question ? original : null}
        label={t('progress.question', { n, total: data.questionOrder.length })}
        canPass={playRoom.quizSet.options.isAllowPass}
        feedback={feedback}
        busy={answer.isPending}
        error={answer.isError ? answerError : null}
        isLast={data.questionOrder.every((quizId) => answered.has(quizId))}
        onAnswer={onAnswer}
        onPass={onPass}
        onNext={onNext}
      />
    ) : null;
  }

  return (
    <div className={classes.stage} style={style} data-map-type={playRoom.quizSet.template.type}>
      <PlayHeader
        room={playRoom}
        language={language}
        onLanguage={setLanguage}
        progress={
          data && !data.finishedAt ? (
            <ProgressDisplay progress={data} theme={theme} currentId={currentId} />
          ) : undefined
        }
      />
      <main className={classes.main}>
        {data?.finishedAt && !playRoom.isOpen && (
          <Text ta="center" size="sm" data-testid="play-bell-closed">
            {t('bell.closed')}
          </Text>
        )}
        {data && !data.finishedAt && data.rejoinCode && confirmedAttempt === data.attemptId && (
          <Text ta="center" size="xs" c="dimmed" data-testid="play-rejoin-code" title={t('rejoin.help')}>
            {t('rejoin.code', { code: data.rejoinCode })}
          </Text>
        )}
        <Suspense fallback={<ScreenLoading />}>{body}</Suspense>
        {secondsLeft !== null && (
          // After the question, kept at the bottom of the screen (sticky), taps passing through: drawn
          // above it, the countdown pushed every answer down under thirty tapping fingers the moment
          // the teacher rang the bell.
          <Alert
            color="red"
            variant="filled"
            role="status"
            aria-live="polite"
            className={classes.bell}
            data-testid="play-bell"
          >
            {t('bell.closesIn', { seconds: secondsLeft })}
          </Alert>
        )}
      </main>
      {/* One live region for the whole player (issue 24 item 4): position, verdict, points, result. */}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="play-announcer">
        {announcementText(
          {
            progress: data,
            currentId,
            feedback,
            question: currentId ? questionsById.get(currentId) : undefined,
          },
          t,
        )}
      </VisuallyHidden>
      {playRoom.quizSet.aiTutor && data && !data.finishedAt && !askingWhoResumes && currentId && (
        <Suspense fallback={null}>
          <TutorPanel tutor={playRoom.quizSet.aiTutor} attemptId={data.attemptId} quizId={currentId} />
        </Suspense>
      )}
    </div>
  );
}
