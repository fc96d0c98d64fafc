import {
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { type PlayerAnswer, type PlayerQuestion, TYPED_ANSWER_MAX_LENGTH } from '@quizset/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text-view';
import classes from './play.module.css';

interface AnswerInputProps {
  question: PlayerQuestion;
  disabled: boolean;
  /** Chosen choice indexes of a several-answer question (kept by the parent for the keyboard). */
  selected: number[];
  onToggle: (index: number) => void;
  onSubmit: (answer: PlayerAnswer) => void;
}

/**
 * Multiple choice (issue 10): big numbered buttons. One right answer: a press answers. Several: the
 * presses toggle and "Submit" answers (the player is told to pick all).
 */
export function MultipleChoiceInput({ question, disabled, selected, onToggle, onSubmit }: AnswerInputProps) {
  const { t } = useTranslation('play');
  const several = question.multipleAnswers === true;
  return (
    <Stack gap="sm">
      {several && (
        <Text size="sm" fw={600}>
          {t('question.pickAll')}
        </Text>
      )}
      <fieldset className={classes.choices}>
        <VisuallyHidden component="legend">{t('question.choices')}</VisuallyHidden>
        {(question.choiceList ?? []).map((choice, index) => {
          const isSelected = selected.includes(index);
          return (
            <UnstyledButton
              // biome-ignore lint/suspicious/noArrayIndexKey: choices have no id; their order is their identity.
              key={index}
              className={classes.choice}
              data-selected={isSelected || undefined}
              disabled={disabled}
              aria-pressed={several ? isSelected : undefined}
              onClick={() => (several ? onToggle(index) : onSubmit([index]))}
              data-testid="play-choice"
            >
              <span className={classes.choiceKey} aria-hidden="true">
                {index + 1}
              </span>
              <span className={classes.choiceText}>
                <RichTextView html={choice.richText} fallbackText={choice.text} inline />
                {choice.imageUrl && (
                  // Its box keeps its height while the image loads: the choices below stay put.
                  <span className={classes.choiceImage}>
                    <img src={choice.imageUrl} alt="" />
                  </span>
                )}
              </span>
            </UnstyledButton>
          );
        })}
      </fieldset>
      {several && (
        <Button size="md" disabled={disabled || selected.length === 0} onClick={() => onSubmit(selected)}>
          {t('question.submit')}
        </Button>
      )}
    </Stack>
  );
}

/** OX (issue 10): two large buttons, O and X (keys O/X or 1/2). */
export function OxInput({ disabled, onSubmit }: Pick<AnswerInputProps, 'disabled' | 'onSubmit'>) {
  const { t } = useTranslation('play');
  return (
    <SimpleGrid cols={2} spacing="md">
      {(['o', 'x'] as const).map((value) => (
        <UnstyledButton
          key={value}
          className={classes.oxButton}
          data-value={value}
          disabled={disabled}
          onClick={() => onSubmit(value)}
          aria-label={t(`question.${value}`)}
          data-testid={`play-ox-${value}`}
        >
          {value === 'o' ? 'O' : 'X'}
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}

/** Subjective (issue 10): typed, sent on Enter; matched on the server. */
export function SubjectiveInput({ disabled, onSubmit }: Pick<AnswerInputProps, 'disabled' | 'onSubmit'>) {
  const { t } = useTranslation('play');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = text.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!empty) onSubmit(text);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          size="md"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder={t('question.typeAnswer')}
          aria-label={t('question.typeAnswer')}
          maxLength={TYPED_ANSWER_MAX_LENGTH}
          disabled={disabled}
          error={touched && empty ? t('play.answer.required', { ns: 'validation' }) : undefined}
          data-autofocus
          autoFocus
          data-testid="play-typed"
        />
        <Button type="submit" size="md" disabled={disabled}>
          {t('question.submit')}
        </Button>
      </Group>
    </form>
  );
}
