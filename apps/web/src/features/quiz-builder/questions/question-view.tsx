import { Badge, Group, Image, Stack, Text } from '@mantine/core';
import type { QuizEdit } from '@quizset/domain';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text-view';

/**
 * The question part of a card in view mode (issue 3 "View mode renders the stored HTML … as a player
 * will see them"): the stored rich text through the app's one renderer, the image, and a hint marker.
 * `data-focus-path` tells the card which field to focus when this part is clicked.
 */
export function QuestionView({ quiz }: { quiz: QuizEdit }) {
  const { t } = useTranslation('quiz-builder');
  const isEmpty = !quiz.questionRichText.trim() && !quiz.question.trim();
  return (
    <Stack gap={6}>
      <div data-focus-path="question" data-testid="question-view">
        {isEmpty ? (
          <Text c="dimmed" fs="italic">
            {t('view.emptyQuestion')}
          </Text>
        ) : (
          <RichTextView html={quiz.questionRichText} fallbackText={quiz.question} />
        )}
      </div>
      {quiz.imageUrl && <Image src={quiz.imageUrl} alt="" mah={200} w="auto" fit="contain" radius="sm" />}
      {quiz.hint?.value.trim() && (
        <Group gap={4}>
          <Badge variant="light" color="yellow" leftSection={<IconBulb size={14} aria-hidden />}>
            {t(`view.hint.${quiz.hint.type}`)}
          </Badge>
        </Group>
      )}
    </Stack>
  );
}
