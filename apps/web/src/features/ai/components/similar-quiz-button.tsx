import { ActionIcon, Indicator } from '@mantine/core';
import { MAX_QUIZ_COUNT } from '@quizset/domain';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { useBuildStore } from '../../quiz-builder/store/build-store';
import { countExceededAlert } from '../lib/error-alerts';
import { selectionLimit } from '../lib/selection';
import { useAiUiStore } from '../store/ai-ui-store';
import { usePlanGate } from './plan-gate';

interface SimilarQuizButtonProps {
  quizId: string;
  number: number;
  isQuestionEmpty: boolean;
}

/**
 * The card's similar-question AI button (spec §2 Step 1 top tools): disabled while the question is
 * empty (spec §5), gated by AI_SIMILAR_QUIZ_GENERATION (a plan dot on the icon; the plan dialog
 * instead of the generator), refused with the count-exceeded alert when the set is full (spec §9),
 * else it opens the generator for this card.
 */
export function SimilarQuizButton({ quizId, number, isQuestionEmpty }: SimilarQuizButtonProps) {
  const { t } = useTranslation('ai');
  const gate = usePlanGate('AI_SIMILAR_QUIZ_GENERATION');
  const label = t('similar.button', { number });
  const open = () => {
    const remaining = selectionLimit(useBuildStore.getState().form.quizList.length);
    if (remaining === 0) useAiUiStore.getState().showAlert(countExceededAlert(0, MAX_QUIZ_COUNT));
    else useAiUiStore.getState().openModal({ kind: 'similar', quizId });
  };
  const tooltip = isQuestionEmpty
    ? t('similar.needsQuestion')
    : gate.isLocked
      ? t('plan.badge', { plan: gate.requiredPlan })
      : label;
  return (
    <LazyTooltip label={tooltip} openDelay={300}>
      {/* A span: a disabled button gets no pointer events, so the tooltip would never show. */}
      <span>
        <Indicator
          disabled={!gate.isLocked}
          size={8}
          offset={6}
          color={gate.requiredPlan === 'PRO' ? 'grape' : 'blue'}
          data-testid="similar-plan-dot"
        >
          <ActionIcon
            variant="subtle"
            color="grape"
            size="lg"
            aria-label={gate.isLocked ? `${label} (${gate.requiredPlan})` : label}
            disabled={isQuestionEmpty}
            data-testid="similar-quiz-button"
            data-locked={gate.isLocked || undefined}
            onClick={gate.guard(open)}
          >
            <IconSparkles size={18} aria-hidden />
          </ActionIcon>
        </Indicator>
      </span>
    </LazyTooltip>
  );
}
