import { Badge, Group, Image, Stack, Text, ThemeIcon } from '@mantine/core';
import type { MultipleSaved, OxSaved, QuestionType, QuizSaved, SubjectiveSaved } from '@quizset/domain';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text-view';
import classes from './quiz-view.module.css';

/**
 * The answer part of each question type, one component per type with the same props (stack.md
 * style 3), chosen through a typed map: adding a question type to the domain fails to compile here
 * until it has a view.
 */
type AnswerViewProps<T extends QuestionType> = { quiz: Extract<QuizSaved, { type: T }> };

/**
 * Shown where the answers would be when the server withheld them (issue 6: only the owner, admins and
 * teachers get them). A saved question always has an answer, so an empty one means withheld.
 */
function AnswersHidden() {
  const { t } = useTranslation('quiz-view');
  return (
    <Text size="sm" c="dimmed" data-testid="answers-hidden">
      {t('question.answersHidden')}
    </Text>
  );
}

function MultipleChoiceAnswers({ quiz }: { quiz: MultipleSaved }) {
  const { t } = useTranslation('quiz-view');
  const answers = new Set(quiz.answerList);
  return (
    <Stack gap="xs">
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
      {quiz.answerList.length === 0 && <AnswersHidden />}
    </Stack>
  );
}

function OxAnswer({ quiz }: { quiz: OxSaved }) {
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
      {quiz.answer ? (
        <Text size="sm" fw={600}>
          {t('question.oxAnswer', { answer: quiz.answer.toUpperCase() })}
        </Text>
      ) : (
        <AnswersHidden />
      )}
    </Stack>
  );
}

function SubjectiveAnswers({ quiz }: { quiz: SubjectiveSaved }) {
  const { t } = useTranslation('quiz-view');
  if (quiz.answerList.length === 0) return <AnswersHidden />;
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
  multiple: MultipleChoiceAnswers,
  ox: OxAnswer,
  subjective: SubjectiveAnswers,
};

/** Render the answer view of any question; the switch narrows the union so no cast is needed. */
export function AnswerView({ quiz }: { quiz: QuizSaved }) {
  switch (quiz.type) {
    case 'multiple':
      return <answerViews.multiple quiz={quiz} />;
    case 'ox':
      return <answerViews.ox quiz={quiz} />;
    case 'subjective':
      return <answerViews.subjective quiz={quiz} />;
  }
}
