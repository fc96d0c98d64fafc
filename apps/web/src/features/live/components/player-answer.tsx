import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { PlayerAnswer, PlayerQuestion } from '@quizset/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const COLORS = ['red', 'blue', 'yellow', 'green', 'grape', 'cyan', 'orange', 'teal'];

/**
 * The phone's answer pad (issue 23 "answer with big buttons, or type for subjective questions"):
 * one big button per choice (several choices: toggle, then send), O/X, or a text field.
 */
export function PlayerAnswerPad({
  question,
  onAnswer,
  disabled,
}: {
  question: PlayerQuestion;
  onAnswer: (answer: PlayerAnswer) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('live');
  const [picked, setPicked] = useState<number[]>([]);
  const [typed, setTyped] = useState('');
  if (question.type === 'ox')
    return (
      <SimpleGrid cols={2}>
        {(['o', 'x'] as const).map((key, index) => (
          <Button
            key={key}
            h={120}
            size="xl"
            color={COLORS[index]}
            disabled={disabled}
            onClick={() => onAnswer(key)}
          >
            {t(`ox.${key}`)}
          </Button>
        ))}
      </SimpleGrid>
    );
  if (question.type === 'subjective')
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (typed.trim()) onAnswer(typed);
        }}
      >
        <Stack>
          <TextInput
            size="xl"
            label={t('player.typeAnswer')}
            value={typed}
            maxLength={200}
            onChange={(event) => setTyped(event.currentTarget.value)}
            disabled={disabled}
          />
          <Button type="submit" size="xl" disabled={disabled || !typed.trim()}>
            {t('player.send')}
          </Button>
        </Stack>
      </form>
    );
  const choices = question.choiceList ?? [];
  return (
    <Stack>
      <SimpleGrid cols={choices.length > 2 ? 2 : 1}>
        {choices.map((choice, index) => (
          <Button
            key={`${index}-${choice.text}`}
            h={96}
            size="lg"
            color={COLORS[index % 8]}
            variant={question.multipleAnswers && !picked.includes(index) ? 'light' : 'filled'}
            disabled={disabled}
            aria-label={t('player.choice', { index: index + 1, text: choice.text })}
            aria-pressed={question.multipleAnswers ? picked.includes(index) : undefined}
            style={{ whiteSpace: 'normal' }}
            onClick={() =>
              question.multipleAnswers
                ? setPicked((previous) =>
                    previous.includes(index)
                      ? previous.filter((value) => value !== index)
                      : [...previous, index],
                  )
                : onAnswer([index])
            }
          >
            {index + 1}. {choice.text}
          </Button>
        ))}
      </SimpleGrid>
      {question.multipleAnswers && (
        <Button size="xl" disabled={disabled || picked.length === 0} onClick={() => onAnswer(picked)}>
          {t('player.send')}
        </Button>
      )}
    </Stack>
  );
}
