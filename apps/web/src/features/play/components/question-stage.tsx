import { Alert, Badge, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { type PlayerAnswer, type PlayerQuestion, questionImageAltOf } from '@quizset/domain';
import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text-view';
import { lazyWithRetry } from '../../../lib/retry-import';
// Not through the feature's index: the index is in /build's and /quiz's first loads, this is not.
import { useFormulaRendererReady } from '../../rich-text/lib/formula-readiness';
import type { CorrectAnswer } from '../api';
import { keyAction } from '../lib/answer-keys';
import { answerText } from '../lib/format';
import { questionHasFormula } from '../lib/question-formulas';
import { MultipleChoiceInput, OxInput, SubjectiveInput } from './answer-inputs';
import classes from './play.module.css';

// The hint shows on demand: its view (and its icon) is asked for when a question has one, not on
// the first load (issue 20 item 1), so it is there by the time the button is pressed.
const loadHintView = () => import('../../hint/components/hint-view');
const HintView = lazyWithRetry(() => loadHintView().then((module) => ({ default: module.HintView })), true);

export interface Feedback {
  isCorrect: boolean;
  passed: boolean;
  correctAnswer?: CorrectAnswer;
}

interface QuestionStageProps {
  /** The question as shown (translated when a language is picked). */
  question: PlayerQuestion;
  /** The original when `question` is a translation ("the original one tap away"), else null. */
  original: PlayerQuestion | null;
  label: string;
  canPass: boolean;
  feedback: Feedback | null;
  busy: boolean;
  error: string | null;
  isLast: boolean;
  onAnswer: (answer: PlayerAnswer) => void;
  onPass: () => void;
  onNext: () => void;
}

/** When a key press belongs to the focused control, not to the player's shortcuts. */
function belongsToControl(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // Typing goes to the field; Enter and Space on a focused button or link activate it, nothing more.
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return ['BUTTON', 'A'].includes(target.tagName) && (key === 'Enter' || key === ' ');
}

/**
 * One question at a time (issue 10 "The player"): the question in view-mode rich text, its image,
 * the hint on demand, the answer input of its type, pass where allowed, then right/wrong with the
 * right answer where the set shows it. Keyboard: 1–5, O/X, Enter.
 */
export function QuestionStage(props: QuestionStageProps) {
  const { t } = useTranslation('play');
  const { question, original } = props;
  // A question with a formula is shown once MathLive is here (player.tsx asks for it at the join
  // screen): before, its formulas were blank — choices a child could tap but not read — and the
  // keys 1–5 answered them.
  const needsFormulas = questionHasFormula(question) || (original !== null && questionHasFormula(original));
  if (!useFormulaRendererReady(needsFormulas)) {
    return (
      <Center p="xl">
        <Loader aria-label={t('question.loading')} />
      </Center>
    );
  }
  return <ShownQuestion {...props} />;
}

/** The question once everything it shows can be drawn. */
function ShownQuestion(props: QuestionStageProps) {
  const { question, original, label, canPass, feedback, busy, error, isLast, onAnswer, onPass, onNext } =
    props;
  const { t } = useTranslation('play');
  const [showOriginal, setShowOriginal] = useState(false);
  const [hintOpen, setHintOpen] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const nextRef = useRef<HTMLButtonElement>(null);
  const shown = showOriginal && original ? original : question;
  const locked = busy || feedback !== null;
  const hasHint = Boolean(shown.hint);
  useEffect(() => {
    if (hasHint) void loadHintView();
  }, [hasHint]);

  const toggle = useCallback(
    (index: number) =>
      setSelected((current) =>
        current.includes(index) ? current.filter((i) => i !== index) : [...current, index].sort(),
      ),
    [],
  );

  useEffect(() => {
    if (feedback) nextRef.current?.focus();
  }, [feedback]);

  // A layout effect, not a passive one: the listener for this screen is in place before the screen is
  // painted, so a key pressed the moment a question (or its feedback) shows is never dropped or read
  // by the previous screen's listener (a passive effect runs after paint, and not before a native
  // keydown after an update that came from a fetch).
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || belongsToControl(event.target, event.key)) return;
      const action = keyAction(event.key, question.type, question.choiceList?.length ?? 0);
      if (!action) return;
      if (feedback) {
        if (action.kind === 'enter') {
          event.preventDefault();
          onNext();
        }
        return;
      }
      if (busy) return;
      if (action.kind === 'choice') {
        event.preventDefault();
        if (question.multipleAnswers) toggle(action.index);
        else onAnswer([action.index]);
      } else if (action.kind === 'ox') {
        event.preventDefault();
        onAnswer(action.value);
      } else if (action.kind === 'enter' && question.multipleAnswers && selected.length > 0) {
        event.preventDefault();
        onAnswer(selected);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [question, feedback, busy, selected, onAnswer, onNext, toggle]);

  return (
    <Stack gap="md" className={classes.card} data-testid="play-question" data-question-type={question.type}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Badge size="lg" variant="light" color="var(--play-color)">
          {label}
        </Badge>
        {original && (
          <Button size="compact-sm" variant="subtle" onClick={() => setShowOriginal((value) => !value)}>
            {showOriginal ? t('language.showTranslation') : t('language.showOriginal')}
          </Button>
        )}
      </Group>
      <div style={{ fontSize: 'var(--mantine-font-size-lg)' }}>
        <RichTextView html={shown.questionRichText} fallbackText={shown.question} />
      </div>
      {shown.questionImageUrl && (
        // A box of its own height, not the image's: on a classroom's Wi-Fi the image came after the
        // choices were drawn and pushed them 260 px down, under a child's tapping finger.
        <div className={classes.questionImage} data-testid="play-question-image">
          <img src={shown.questionImageUrl} alt={questionImageAltOf(shown)} />
        </div>
      )}

      {shown.hint && (
        <Stack gap="xs">
          {hintOpen ? (
            // Its code on its way (again, after a dropped connection: lib/retry-import.ts): a loader.
            <Suspense fallback={<Loader size="sm" aria-label={t('question.hintLoading')} />}>
              <HintView hint={shown.hint} />
            </Suspense>
          ) : (
            <Button
              variant="light"
              color="yellow"
              size="xs"
              w="fit-content"
              onClick={() => setHintOpen(true)}
              disabled={feedback !== null}
            >
              {t('question.hint')}
            </Button>
          )}
        </Stack>
      )}

      {question.type === 'multiple' && (
        <MultipleChoiceInput
          question={shown}
          disabled={locked}
          selected={selected}
          onToggle={toggle}
          onSubmit={onAnswer}
        />
      )}
      {question.type === 'ox' && <OxInput disabled={locked} onSubmit={onAnswer} />}
      {question.type === 'subjective' && <SubjectiveInput disabled={locked} onSubmit={onAnswer} />}

      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}

      {feedback ? (
        <Alert
          color={feedback.isCorrect ? 'teal' : feedback.passed ? 'yellow' : 'red'}
          variant="light"
          title={
            feedback.isCorrect
              ? t('feedback.right')
              : feedback.passed
                ? t('feedback.passed')
                : t('feedback.wrong')
          }
          // Not a live region: the player's announcer (player.tsx) says the verdict and points once.
          data-testid="play-feedback"
        >
          <Stack gap="xs">
            {!feedback.isCorrect && feedback.correctAnswer !== undefined && (
              <Text size="sm" data-testid="play-correct-answer">
                {t('feedback.rightAnswer', { answer: answerText(feedback.correctAnswer, shown, t) })}
              </Text>
            )}
            <Button ref={nextRef} onClick={onNext} w="fit-content">
              {isLast ? t('feedback.seeResult') : t('feedback.next')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        canPass && (
          <Button variant="subtle" color="gray" onClick={onPass} disabled={busy} w="fit-content">
            {t('question.pass')}
          </Button>
        )
      )}
      <Text size="xs" c="dimmed">
        {t('question.keys')}
      </Text>
    </Stack>
  );
}
