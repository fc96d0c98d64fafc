import { Button, Stack, Text } from '@mantine/core';
import { createChoice, MAX_CHOICE_COUNT, MIN_CHOICE_COUNT, questionDataPath } from '@quizset/domain';
import { IconPlus } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceListAiButton } from '../../ai';
import { fieldId } from '../lib/field-id';
import { listKeyAction, updateThenFocus } from '../lib/list-keys';
import { useBuildStore } from '../store/build-store';
import { addChoice, insertChoiceAfter, isOnlyAnswer, removeChoice } from '../store/operations';
import { useEdit, useFieldError } from '../store/selectors';
import { CHOICE_LIST_GAP, ChoiceRow } from './choice-row';
import { QuestionTextField } from './question-text-field';
import type { QuestionEditorProps } from './types';

/**
 * Multiple choice editor (spec §3, issue 3 "Multiple choice"): 2–5 choices, one or more answers and
 * never none (the only answer's toggle explains why it stays on). Enter in a choice inserts one below
 * while fewer than 5 exist and moves the caret there; Backspace in an empty choice removes it while
 * more than 2 exist and moves the caret to the previous one. Remove buttons only while more than 2.
 * Choices are compact rich-text fields with an optional image (choice-row.tsx).
 */
export function MultipleEditor({ quiz, index }: QuestionEditorProps<'multiple'>) {
  const { t } = useTranslation('quiz-builder');
  const edit = useEdit();
  const dataPath = questionDataPath(index, 'multiple');
  const listPath = `${dataPath}.choiceListV2`;
  const countError = useFieldError(listPath);
  // "No answer" is reported on answerList (the submit shape); it is shown and focused on the first toggle.
  const answerPath = `${dataPath}.answerList`;
  const answerError = useFieldError(answerPath);
  const listError = countError ?? answerError;
  const count = quiz.choiceList.length;
  const textId = (choiceIndex: number) => fieldId(`${listPath}.${choiceIndex}.text`);

  // The rich-text field reports plain Enter (not while composing Korean) and Backspace when empty;
  // the rule stays the shared, tested listKeyAction. Stable (reads the quiz from the store when the
  // key comes), so the memoised choice rows do not re-render on each keystroke of the question.
  const quizId = quiz.id;
  const onListKey = useCallback(
    (key: 'Enter' | 'Backspace', choiceId: string): boolean => {
      const current = useBuildStore.getState().form.quizList.find((candidate) => candidate.id === quizId);
      if (current?.type !== 'multiple') return false;
      const choiceIndex = current.choiceList.findIndex((choice) => choice.id === choiceId);
      const action = listKeyAction({
        key,
        isComposing: false,
        hasModifier: false,
        isEmpty: key === 'Backspace',
        count: current.choiceList.length,
        min: MIN_CHOICE_COUNT,
        max: MAX_CHOICE_COUNT,
      });
      if (!action || choiceIndex === -1) return action !== null;
      const focusId = (at: number) => fieldId(`${listPath}.${at}.text`);
      if (action === 'insert') {
        updateThenFocus(
          () => edit((form) => insertChoiceAfter(form, quizId, choiceId, createChoice())),
          focusId(choiceIndex + 1),
        );
      } else if (action === 'remove') {
        updateThenFocus(
          () => edit((form) => removeChoice(form, quizId, choiceId)),
          focusId(Math.max(0, choiceIndex - 1)),
        );
      }
      return true;
    },
    [quizId, listPath, edit],
  );

  return (
    <Stack gap="xs">
      <QuestionTextField quiz={quiz} index={index} />
      <Text size="xs" c="dimmed">
        {t('choice.hint')}
      </Text>
      <Stack
        gap={CHOICE_LIST_GAP}
        id={fieldId(listPath)}
        tabIndex={-1}
        role="group"
        aria-label={t('choice.listLabel')}
      >
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
            onListKey={onListKey}
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
      <ChoiceListAiButton quizId={quiz.id} />
    </Stack>
  );
}
