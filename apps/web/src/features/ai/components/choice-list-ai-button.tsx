import { Button, Tooltip } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../quiz-builder/lib/use-locale';
import { useBuildStore } from '../../quiz-builder/store/build-store';
import { aiApi } from '../lib/ai-api';
import { applyGeneratedChoices, choiceToAi } from '../lib/apply-generated';
import { useLazyAiLocales } from '../lib/lazy-locales';
import { previousChoices, rememberChoices } from '../lib/previous-output';
import { needsModelNote, useAiCapabilities } from '../lib/use-ai-capabilities';
import { useCardAi } from '../lib/use-card-ai';
import classes from './ai-card-tools.module.css';
import { PlanBadge, usePlanGate } from './plan-gate';

/**
 * "Generate the choice list" in a multiple-choice card (issue 9; spec §7 choice-list): sends the
 * question and the choices, keeps the marked answers and fills the other places with the generated
 * wrong choices (lib/apply-generated.ts). Gated by AI_CHOICE_GENERATION; a failure, or nothing new,
 * shows the 'generate fail' alert (spec §8).
 */
export function ChoiceListAiButton({ quizId }: { quizId: string }) {
  useLazyAiLocales();
  const { t } = useTranslation('ai');
  const locale = useLocale();
  const gate = usePlanGate('AI_CHOICE_GENERATION');
  const capabilities = useAiCapabilities();
  const action = useCardAi();
  const quiz = useBuildStore((state) => state.form.quizList.find((candidate) => candidate.id === quizId));
  if (quiz?.type !== 'multiple') return null;
  const isQuestionEmpty = quiz.question.trim() === '';

  const generate = () =>
    action.run(async () => {
      const current = useBuildStore.getState().form.quizList.find((candidate) => candidate.id === quizId);
      if (current?.type !== 'multiple') return false;
      const generated = await aiApi().choiceList({
        locale,
        question: current.question.trim(),
        choiceList: current.choiceList.map(choiceToAi),
        previousOutput: previousChoices(quizId),
      });
      rememberChoices(quizId, generated);
      const { form, edit } = useBuildStore.getState();
      const next = applyGeneratedChoices(form, quizId, generated);
      if (next === form) return false;
      edit(() => next);
      return true;
    });

  const note = needsModelNote(capabilities, 'choiceList') ? t('notes.choices') : t('choices.hint');
  return (
    <Tooltip label={isQuestionEmpty ? t('choices.needsQuestion') : note} multiline w={260} openDelay={300}>
      <span className={classes.target}>
        <Button
          variant="light"
          color="grape"
          size="xs"
          leftSection={<IconSparkles size={14} aria-hidden />}
          rightSection={<PlanBadge feature="AI_CHOICE_GENERATION" />}
          loading={action.isLoading}
          disabled={isQuestionEmpty}
          onClick={gate.guard(() => void generate())}
          data-testid="ai-choice-list"
        >
          {t('choices.button')}
        </Button>
      </span>
    </Tooltip>
  );
}
