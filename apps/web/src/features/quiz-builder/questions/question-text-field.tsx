import { Textarea } from '@mantine/core';
import { QUESTION_MAX_LENGTH, type QuizEdit } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import { fieldId } from '../lib/field-id';
import { updateQuestion } from '../store/operations';
import { useEdit, useFieldError } from '../store/selectors';

/**
 * The question text of every type. Plain text for now (issue 2); the rich editor replaces this field
 * in issue 3. The counter shows the 200-character limit of spec §3; typing past it is allowed so a
 * paste is never silently cut, and validation names the problem.
 */
export function QuestionTextField({ quiz, index }: { quiz: QuizEdit; index: number }) {
  const { t } = useTranslation('quiz-builder');
  const edit = useEdit();
  const path = `quizList.${index}.question`;
  const error = useFieldError(path);
  return (
    <Textarea
      id={fieldId(path)}
      aria-label={t('card.question', { number: index + 1 })}
      placeholder={t('card.questionPlaceholder')}
      value={quiz.question}
      onChange={(event) => edit((form) => updateQuestion(form, quiz.id, event.currentTarget.value))}
      error={error}
      autosize
      minRows={2}
      description={t('card.counter', { count: quiz.question.length, max: QUESTION_MAX_LENGTH })}
      inputWrapperOrder={['input', 'description', 'error']}
    />
  );
}
