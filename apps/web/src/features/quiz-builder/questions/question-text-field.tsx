import { Stack } from '@mantine/core';
import { QUESTION_MAX_LENGTH, type QuizEdit, questionDataPath, richTextFromPlainText } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import { fieldId } from '../lib/field-id';
import { updateQuestionRichText } from '../store/operations';
import { useEdit, useFieldError } from '../store/selectors';
import { QuestionImagePart, RichField } from './edit-parts';

/**
 * The question of every type in edit mode (issue 3 "Rich text"): the rich-text editor, whose plain
 * text becomes `question` (1–200 characters, spec §3) and feeds the counter. The editable area
 * carries `field-quizList.N.{type}Data.question` (the payload's path); the card's image sits under it,
 * so the finish button's focus (spec §5) lands in it. Typing
 * past the limit is allowed so a paste is never silently cut; validation names the problem.
 */
export function QuestionTextField({ quiz, index }: { quiz: QuizEdit; index: number }) {
  const { t } = useTranslation('quiz-builder');
  const edit = useEdit();
  const dataPath = questionDataPath(index, quiz.type);
  const path = `${dataPath}.question`;
  const textError = useFieldError(path);
  const richError = useFieldError(`${dataPath}.questionRichText`);
  const quizId = quiz.id;
  // Older data may hold only the plain text: the editor starts from it.
  const value = quiz.questionRichText || richTextFromPlainText(quiz.question);
  return (
    <Stack gap="xs">
      <RichField
        id={fieldId(path)}
        ariaLabel={t('card.question', { number: index + 1 })}
        placeholder={t('card.questionPlaceholder')}
        value={value}
        onChange={(html, plain) => edit((form) => updateQuestionRichText(form, quizId, html, plain))}
        maxLength={QUESTION_MAX_LENGTH}
        error={textError ?? richError}
      />
      <QuestionImagePart
        quizId={quiz.id}
        imageUrl={quiz.questionImageUrl}
        imageAlt={quiz.questionImageAlt ?? ''}
        index={index}
      />
    </Stack>
  );
}
