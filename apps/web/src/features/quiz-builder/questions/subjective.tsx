import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  createSubjectiveAnswer,
  MAX_SUBJECTIVE_ANSWER_COUNT,
  questionDataPath,
  type SubjectiveAnswerEdit,
} from '@quizset/domain';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerAiMenu } from '../../ai';
import { fieldId } from '../lib/field-id';
import { listKeyAction, updateThenFocus } from '../lib/list-keys';
import {
  addSubjectiveAnswer,
  insertSubjectiveAnswerAfter,
  removeSubjectiveAnswer,
  setSubjectiveAnswer,
} from '../store/operations';
import { useEdit, useFieldError } from '../store/selectors';
import { QuestionTextField } from './question-text-field';
import type { QuestionEditorProps } from './types';

/** Fewest accepted answers: the main one goes only while others remain (spec §3). */
const MIN_ANSWER_COUNT = 1;

/**
 * Subjective editor (spec §3, issue 3 "Subjective"): 1–5 accepted answers, the first is the main one.
 * Enter in an answer inserts one below while fewer than 5 exist; Backspace in an empty answer removes
 * it while others remain (never the last one), moving the caret to the previous answer.
 */
export function SubjectiveEditor({ quiz, index }: QuestionEditorProps<'subjective'>) {
  const { t } = useTranslation('quiz-builder');
  const edit = useEdit();
  const listPath = `${questionDataPath(index, 'subjective')}.answerList`;
  const listError = useFieldError(listPath);
  const count = quiz.answerList.length;
  const answerId = (answerIndex: number) => fieldId(`${listPath}.${answerIndex}`);

  const onKeyDown = (
    event: KeyboardEvent<HTMLInputElement>,
    answer: SubjectiveAnswerEdit,
    answerIndex: number,
  ) => {
    const action = listKeyAction({
      key: event.key,
      isComposing: event.nativeEvent.isComposing,
      hasModifier: event.shiftKey || event.altKey || event.ctrlKey || event.metaKey,
      isEmpty: event.currentTarget.value === '',
      count,
      min: MIN_ANSWER_COUNT,
      max: MAX_SUBJECTIVE_ANSWER_COUNT,
    });
    if (!action) return;
    event.preventDefault();
    if (action === 'insert') {
      updateThenFocus(
        () => edit((form) => insertSubjectiveAnswerAfter(form, quiz.id, answer.id, createSubjectiveAnswer())),
        answerId(answerIndex + 1),
      );
    } else if (action === 'remove') {
      updateThenFocus(
        () => edit((form) => removeSubjectiveAnswer(form, quiz.id, answer.id)),
        answerId(Math.max(0, answerIndex - 1)),
      );
    }
  };

  return (
    <Stack gap="xs">
      <QuestionTextField quiz={quiz} index={index} />
      <Text size="sm" fw={500}>
        {t('subjective.label')}
      </Text>
      <Stack gap={6} id={fieldId(listPath)} tabIndex={-1}>
        {quiz.answerList.map((answer, answerIndex) => (
          <AnswerRow
            key={answer.id}
            quizId={quiz.id}
            answer={answer}
            path={`${listPath}.${answerIndex}`}
            number={answerIndex + 1}
            canRemove={count > MIN_ANSWER_COUNT}
            onKeyDown={(event) => onKeyDown(event, answer, answerIndex)}
          />
        ))}
      </Stack>
      {listError && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
      {count < MAX_SUBJECTIVE_ANSWER_COUNT && (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          data-testid="subjective-add"
          onClick={() => {
            updateThenFocus(() => edit((form) => addSubjectiveAnswer(form, quiz.id)), answerId(count));
          }}
        >
          {t('subjective.add')}
        </Button>
      )}
      <AnswerAiMenu quizId={quiz.id} />
    </Stack>
  );
}

interface AnswerRowProps {
  quizId: string;
  answer: SubjectiveAnswerEdit;
  path: string;
  number: number;
  canRemove: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

function AnswerRow({ quizId, answer, path, number, canRemove, onKeyDown }: AnswerRowProps) {
  const { t } = useTranslation('quiz-builder');
  const edit = useEdit();
  const error = useFieldError(path);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <TextInput
        id={fieldId(path)}
        aria-label={t('subjective.answer', { number })}
        placeholder={t('subjective.placeholder')}
        value={answer.text}
        error={error}
        style={{ flex: 1 }}
        data-testid="subjective-answer-input"
        leftSectionWidth={number === 1 ? 96 : undefined}
        leftSection={
          number === 1 ? (
            <Badge size="xs" variant="light">
              {t('subjective.main')}
            </Badge>
          ) : undefined
        }
        onKeyDown={onKeyDown}
        onChange={(event) =>
          edit((form) => setSubjectiveAnswer(form, quizId, answer.id, event.currentTarget.value))
        }
      />
      {canRemove && (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('subjective.remove', { number })}
          data-testid="subjective-remove"
          onClick={() => edit((form) => removeSubjectiveAnswer(form, quizId, answer.id))}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
