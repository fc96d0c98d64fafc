import { Badge, Group, Image, Stack, Text, ThemeIcon } from '@mantine/core';
import type {
  MultipleChoiceSubmit,
  OxSubmit,
  QuestionType,
  QuizSubmit,
  SubjectiveSubmit,
} from '@quizset/domain';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text-view';
import classes from './quiz-view.module.css';

/**
 * The answer part of each question type, one component per type with the same props (stack.md
 * style 3), chosen through a typed map: adding a question type to the domain fails to compile here
 * until it has a view.
 */
type AnswerViewProps<T extends QuestionType> = { quiz: Extract<QuizSubmit, { type: T }> };

function MultipleChoiceAnswers({ quiz }: { quiz: MultipleChoiceSubmit }) {
  const { t } = useTranslation('quiz-view');
  const answers = new Set(quiz.answerList);
  return (
    <ol className={classes.choices} aria-label={t('question.choices')}>
      {quiz.choiceList.map((choice, index) => {
        const isAnswer = answers.has(index);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: saved choices have no id; order is their identity.
          <li key={index} className={classes.choice} data-correct={isAnswer || undefined}>
            {/* A numbered badge, not ①–⑤: those glyphs need a font many machines lack. */}
            <ThemeIcon
              className={classes.choiceMarker}
              radius="xl"
              size="md"
              variant={isAnswer ? 'filled' : 'light'}
              color={isAnswer ? 'teal' : 'gray'}
              aria-hidden="true"
            >
              <Text size="xs" fw={700}>
                {index + 1}
              </Text>
            </ThemeIcon>
            <Stack gap={4} className={classes.choiceBody}>
              <RichTextView html={choice.richText} fallbackText={choice.text} inline />
              {choice.imageUrl && (
                <Image
                  src={choice.imageUrl}
                  alt={t('question.choiceImage', { n: index + 1 })}
                  maw={200}
                  radius="sm"
                />
              )}
            </Stack>
            {isAnswer && (
              <Badge color="teal" variant="filled" size="sm" className={classes.correctBadge}>
                {t('question.correct')}
              </Badge>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function OxAnswer({ quiz }: { quiz: OxSubmit }) {
  const { t } = useTranslation('quiz-view');
  return (
    <Stack gap="xs">
      <Group gap="sm" aria-hidden="true">
        {(['o', 'x'] as const).map((value) => (
          <span
            key={value}
            className={classes.oxBox}
            data-value={value}
            data-correct={quiz.answer === value || undefined}
          >
            {value === 'o' ? 'O' : 'X'}
          </span>
        ))}
      </Group>
      <Text size="sm" fw={600}>
        {quiz.answer ? t('question.oxAnswer', { answer: quiz.answer.toUpperCase() }) : t('question.noAnswer')}
      </Text>
    </Stack>
  );
}

function SubjectiveAnswers({ quiz }: { quiz: SubjectiveSubmit }) {
  const { t } = useTranslation('quiz-view');
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t('question.acceptedAnswers')}
      </Text>
      <ul className={classes.answers}>
        {quiz.answerList.map((answer, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: saved answers have no id; order is their identity.
          <li key={index}>
            <Badge
              variant={index === 0 ? 'filled' : 'light'}
              color="teal"
              size="lg"
              tt="none"
              className={classes.answerBadge}
            >
              {answer}
            </Badge>
            {index === 0 && quiz.answerList.length > 1 && (
              <Text span size="xs" c="dimmed" ml={6}>
                {t('question.mainAnswer')}
              </Text>
            )}
          </li>
        ))}
      </ul>
    </Stack>
  );
}

export const answerViews: { [T in QuestionType]: ComponentType<AnswerViewProps<T>> } = {
  MULTIPLE_CHOICE: MultipleChoiceAnswers,
  OX: OxAnswer,
  SUBJECTIVE: SubjectiveAnswers,
};

/** Render the answer view of any question; the switch narrows the union so no cast is needed. */
export function AnswerView({ quiz }: { quiz: QuizSubmit }) {
  switch (quiz.type) {
    case 'MULTIPLE_CHOICE':
      return <answerViews.MULTIPLE_CHOICE quiz={quiz} />;
    case 'OX':
      return <answerViews.OX quiz={quiz} />;
    case 'SUBJECTIVE':
      return <answerViews.SUBJECTIVE quiz={quiz} />;
  }
}
