import { Button, Menu, Tooltip } from '@mantine/core';
import { MAX_SUBJECTIVE_ANSWER_COUNT } from '@quizset/domain';
import { IconChevronDown, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../quiz-builder/lib/use-locale';
import { useBuildStore } from '../../quiz-builder/store/build-store';
import { aiApi } from '../lib/ai-api';
import { applyGeneratedAnswers } from '../lib/apply-generated';
import { useLazyAiLocales } from '../lib/lazy-locales';
import { previousAnswers, rememberAnswers } from '../lib/previous-output';
import { needsModelNote, useAiCapabilities } from '../lib/use-ai-capabilities';
import { useCardAi } from '../lib/use-card-ai';
import classes from './ai-card-tools.module.css';
import { PlanBadge, usePlanGate } from './plan-gate';

type AnswerAction = 'more' | 'single' | 'similar';

/**
 * The AI answers of a subjective card (issue 9; spec §7): more accepted answers
 * (subjective-answer-list), one answer (single-subjective-answer), or one like the main answer
 * (single-subjective-similar-answer with it as the reference). New texts fill an empty answer first,
 * then are appended up to 5. Gated by AI_ANSWER_GENERATION; a failure, or nothing new, shows the
 * 'generate fail' alert (spec §8).
 */
export function AnswerAiMenu({ quizId }: { quizId: string }) {
  useLazyAiLocales();
  const { t } = useTranslation('ai');
  const locale = useLocale();
  const gate = usePlanGate('AI_ANSWER_GENERATION');
  const capabilities = useAiCapabilities();
  const cardAi = useCardAi();
  const quiz = useBuildStore((state) => state.form.quizList.find((candidate) => candidate.id === quizId));
  if (quiz?.type !== 'subjective') return null;
  const question = quiz.question.trim();
  const texts = quiz.answerList.map((answer) => answer.text.trim()).filter(Boolean);
  const mainAnswer = quiz.answerList[0]?.text.trim() ?? '';
  const isFull = texts.length >= MAX_SUBJECTIVE_ANSWER_COUNT;

  const request = (action: AnswerAction): Promise<string[]> => {
    const api = aiApi();
    const previousOutput = previousAnswers(quizId);
    if (action === 'more')
      return api
        .subjectiveAnswerList({
          locale,
          question,
          answerList: texts.map((text) => ({ text })),
          previousOutput,
        })
        .then((list) => list.map((answer) => answer.text));
    if (action === 'similar')
      return api
        .singleSubjectiveSimilarAnswer({ locale, question, previousOutput, referenceAnswer: mainAnswer })
        .then((answer) => [answer.text]);
    return api
      .singleSubjectiveAnswer({
        locale,
        question,
        previousOutput: [...previousOutput, ...texts.map((text) => ({ text }))],
      })
      .then((answer) => [answer.text]);
  };

  const run = (action: AnswerAction) =>
    cardAi.run(async () => {
      const generated = await request(action);
      rememberAnswers(quizId, generated);
      const { form: before, edit } = useBuildStore.getState();
      const { form, taken } = applyGeneratedAnswers(before, quizId, generated);
      if (taken > 0) edit(() => form);
      return taken > 0;
    });

  const note = needsModelNote(capabilities, 'subjectiveAnswers') ? t('notes.answers') : t('answers.hint');
  return (
    <Tooltip label={t('answers.needsQuestion')} disabled={!!question} openDelay={300}>
      {/* A span: a disabled button gets no pointer events, so the tooltip would never show. */}
      <span className={classes.target}>
        {/* Never flipped above the button: up there it covered the answer fields the teacher is
            choosing from (issue 19 item 11); near the bottom of the screen the page scrolls instead. */}
        <Menu
          position="bottom-start"
          middlewares={{ flip: false, shift: true }}
          withinPortal
          disabled={!question || gate.isLocked}
        >
          <Menu.Target>
            <Button
              variant="light"
              color="grape"
              size="xs"
              leftSection={<IconSparkles size={14} aria-hidden />}
              rightSection={
                gate.isLocked ? (
                  <PlanBadge feature="AI_ANSWER_GENERATION" />
                ) : (
                  <IconChevronDown size={14} aria-hidden />
                )
              }
              loading={cardAi.isLoading}
              disabled={!question}
              // A locked feature opens the plan dialog instead of the menu.
              onClick={gate.isLocked ? gate.guard(() => undefined) : undefined}
              data-testid="ai-answer-menu"
            >
              {t('answers.button')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown maw={300}>
            <Menu.Label className={classes.note}>{note}</Menu.Label>
            <Menu.Item disabled={isFull} onClick={() => void run('single')} data-testid="ai-answer-single">
              {t('answers.single')}
            </Menu.Item>
            <Menu.Item
              disabled={!mainAnswer || isFull}
              onClick={() => void run('similar')}
              data-testid="ai-answer-similar"
            >
              {t('answers.similar')}
            </Menu.Item>
            <Menu.Item
              disabled={texts.length === 0 || isFull}
              onClick={() => void run('more')}
              data-testid="ai-answer-more"
            >
              {t('answers.more')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </span>
    </Tooltip>
  );
}
