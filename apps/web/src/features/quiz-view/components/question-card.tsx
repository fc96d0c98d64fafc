import { Badge, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { type QuizSaved, questionImageAltOf } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text-view';
import { HintView } from '../../hint/components/hint-view';
import { AnswerView } from './question-views';

/** One question as a reader sees it: number, type, rich text, image, hint and the answer(s). */
export function QuestionCard({ quiz, index }: { quiz: QuizSaved; index: number }) {
  const { t } = useTranslation('quiz-view');
  const headingId = `question-${index + 1}`;
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Group gap="xs">
          <Text id={headingId} fw={700} c="violet.7">
            {t('question.number', { n: index + 1 })}
          </Text>
          <Badge variant="light" color="gray" size="sm">
            {t(`questionType.${quiz.type}`)}
          </Badge>
        </Group>
        <RichTextView html={quiz.questionRichText} fallbackText={quiz.question} />
        {quiz.questionImageUrl && (
          <Image src={quiz.questionImageUrl} alt={questionImageAltOf(quiz)} maw={480} radius="sm" />
        )}
        {quiz.hint && <HintView hint={quiz.hint} />}
        <AnswerView quiz={quiz} />
      </Stack>
    </Paper>
  );
}
