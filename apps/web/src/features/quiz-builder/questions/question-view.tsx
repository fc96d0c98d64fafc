import { Stack, Text } from '@mantine/core';
import { QUESTION_DATA_KEYS, type QuizEdit, questionImageAltOf } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text-view';
import { HintView } from '../../hint/components/hint-view';
import { CARET_ROOT_ATTRIBUTE } from '../lib/click-caret';
import { ViewImage } from './view-image';

/**
 * The question part of a card in view mode (issue 3 "View mode renders the stored HTML … as a player
 * will see them"): the stored rich text through the app's one renderer (formulas included), the image (click opens
 * the detail viewer) and the hint as the player gets it (HintView).
 * `data-focus-path` tells the card which field to focus when this part is clicked.
 */
export function QuestionView({ quiz }: { quiz: QuizEdit }) {
  const { t } = useTranslation('quiz-builder');
  const isEmpty = !quiz.questionRichText.trim() && !quiz.question.trim();
  return (
    <Stack gap={6}>
      <div data-focus-path={`${QUESTION_DATA_KEYS[quiz.type]}.question`} data-testid="question-view">
        {isEmpty ? (
          <Text c="dimmed" fs="italic">
            {t('view.emptyQuestion')}
          </Text>
        ) : (
          <div {...{ [CARET_ROOT_ATTRIBUTE]: '' }}>
            <RichTextView html={quiz.questionRichText} fallbackText={quiz.question} />
          </div>
        )}
      </div>
      {quiz.questionImageUrl && <ViewImage url={quiz.questionImageUrl} alt={questionImageAltOf(quiz)} />}
      {quiz.hint && <HintView hint={quiz.hint} />}
    </Stack>
  );
}
