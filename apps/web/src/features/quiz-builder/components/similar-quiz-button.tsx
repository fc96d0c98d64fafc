import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The similar-question AI button of the card's top tools (issue 3 "The card"). Disabled while the
 * question is empty, with a tooltip saying why. The generator itself belongs to the AI issue, so for
 * now a click only says it is coming — nothing is generated or faked.
 */
export function SimilarQuizButton({ number, isQuestionEmpty }: { number: number; isQuestionEmpty: boolean }) {
  const { t } = useTranslation('quiz-builder');
  const label = t('card.similar', { number });
  return (
    <Tooltip label={isQuestionEmpty ? t('card.similarNeedsQuestion') : label} openDelay={300}>
      {/* A span: a disabled button gets no pointer events, so the tooltip would never show. */}
      <span>
        <ActionIcon
          variant="subtle"
          color="grape"
          size="lg"
          aria-label={label}
          disabled={isQuestionEmpty}
          data-testid="similar-quiz-button"
          onClick={() =>
            notifications.show({
              id: 'similar-quiz-coming',
              title: t('card.similarComingTitle'),
              message: t('card.similarComing'),
              autoClose: 4000,
            })
          }
        >
          <IconSparkles size={18} aria-hidden />
        </ActionIcon>
      </span>
    </Tooltip>
  );
}
