import { ActionIcon, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import {
  CHOICE_TEXT_MAX_LENGTH,
  type ChoiceEdit,
  createChoice,
  MAX_CHOICE_COUNT,
  MIN_CHOICE_COUNT,
} from '@quizset/domain';
import { IconCheck, IconPlus, IconX } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId } from '../lib/field-id';
import { listKeyAction, updateThenFocus } from '../lib/list-keys';
import {
  addChoice,
  insertChoiceAfter,
  isOnlyAnswer,
  removeChoice,
  setChoiceText,
  toggleChoiceAnswer,
} from '../store/operations';
import { useEdit, useFieldError } from '../store/selectors';
import { QuestionTextField } from './question-text-field';
import type { QuestionEditorProps } from './types';

/**
 * Multiple choice editor (spec §3, issue 3 "Multiple choice"): 2–5 choices, one or more answers and
 * never none (the only answer's toggle explains why it stays on). Enter in a choice inserts one below
 * while fewer than 5 exist and moves the caret there; Backspace in an empty choice removes it while
 * more than 2 exist and moves the caret to the previous one. Remove buttons only while more than 2.
 */
export function MultipleChoiceEditor({ quiz, index }: QuestionEditorProps<'MULTIPLE_CHOICE'>) {
  const { t } = useTranslation('quiz-builder');
  const edit = useEdit();
  const listPath = `quizList.${index}.choiceList`;
  const countError = useFieldError(listPath);
  // "No answer" is reported on answerList (the submit shape); it is shown and focused on the first toggle.
  const answerPath = `quizList.${index}.answerList`;
  const answerError = useFieldError(answerPath);
  const listError = countError ?? answerError;
  const count = quiz.choiceList.length;
  const textId = (choiceIndex: number) => fieldId(`${listPath}.${choiceIndex}.text`);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, choice: ChoiceEdit, choiceIndex: number) => {
    const action = listKeyAction({
      key: event.key,
      isComposing: event.nativeEvent.isComposing,
      hasModifier: event.shiftKey || event.altKey || event.ctrlKey || event.metaKey,
      isEmpty: event.currentTarget.value === '',
      count,
      min: MIN_CHOICE_COUNT,
      max: MAX_CHOICE_COUNT,
    });
    if (!action) return;
    event.preventDefault();
    if (action === 'insert') {
      updateThenFocus(
        () => edit((form) => insertChoiceAfter(form, quiz.id, choice.id, createChoice())),
        textId(choiceIndex + 1),
      );
    } else if (action === 'remove') {
      updateThenFocus(
        () => edit((form) => removeChoice(form, quiz.id, choice.id)),
        textId(Math.max(0, choiceIndex - 1)),
      );
    }
  };

  return (
    <Stack gap="xs">
      <QuestionTextField quiz={quiz} index={index} />
      <Text size="xs" c="dimmed">
        {t('choice.hint')}
      </Text>
      <Stack gap={6} id={fieldId(listPath)} tabIndex={-1} role="group" aria-label={t('choice.listLabel')}>
        {quiz.choiceList.map((choice, choiceIndex) => (
          <ChoiceRow
            key={choice.id}
            quizId={quiz.id}
            choice={choice}
            path={`${listPath}.${choiceIndex}`}
            number={choiceIndex + 1}
            canRemove={count > MIN_CHOICE_COUNT}
            isOnlyAnswer={isOnlyAnswer(quiz.choiceList, choice.id)}
            toggleId={choiceIndex === 0 ? fieldId(answerPath) : undefined}
            onKeyDown={(event) => onKeyDown(event, choice, choiceIndex)}
          />
        ))}
      </Stack>
      {listError && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
      {count < MAX_CHOICE_COUNT && (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          data-testid="choice-add"
          onClick={() => {
            updateThenFocus(() => edit((form) => addChoice(form, quiz.id)), textId(count));
          }}
        >
          {t('choice.add')}
        </Button>
      )}
    </Stack>
  );
}

interface ChoiceRowProps {
  quizId: string;
  choice: ChoiceEdit;
  path: string;
  number: number;
  canRemove: boolean;
  isOnlyAnswer: boolean;
  toggleId?: string;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

function ChoiceRow({
  quizId,
  choice,
  path,
  number,
  canRemove,
  isOnlyAnswer,
  toggleId,
  onKeyDown,
}: ChoiceRowProps) {
  const { t } = useTranslation('quiz-builder');
  const edit = useEdit();
  const error = useFieldError(`${path}.text`);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Tooltip label={t('choice.needsOneAnswer')} disabled={!isOnlyAnswer} openDelay={200}>
        <ActionIcon
          id={toggleId}
          variant={choice.isAnswer ? 'filled' : 'default'}
          color={choice.isAnswer ? 'teal' : 'gray'}
          radius="xl"
          size="lg"
          aria-pressed={choice.isAnswer}
          aria-label={t('choice.markAnswer', { number })}
          aria-description={isOnlyAnswer ? t('choice.needsOneAnswer') : undefined}
          data-testid="choice-answer-toggle"
          onClick={() => edit((form) => toggleChoiceAnswer(form, quizId, choice.id))}
        >
          {choice.isAnswer ? <IconCheck size={16} aria-hidden /> : number}
        </ActionIcon>
      </Tooltip>
      <TextInput
        id={fieldId(`${path}.text`)}
        aria-label={t('choice.label', { number })}
        placeholder={t('choice.label', { number })}
        value={choice.text}
        maxLength={CHOICE_TEXT_MAX_LENGTH * 2}
        error={error}
        style={{ flex: 1 }}
        data-testid="choice-input"
        onKeyDown={onKeyDown}
        onChange={(event) =>
          edit((form) => setChoiceText(form, quizId, choice.id, event.currentTarget.value))
        }
      />
      {canRemove && (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('choice.remove', { number })}
          data-testid="choice-remove"
          onClick={() => edit((form) => removeChoice(form, quizId, choice.id))}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
