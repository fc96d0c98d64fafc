import { Box, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text-view';
import { CARET_ROOT_ATTRIBUTE } from '../lib/click-caret';
import { QuestionView } from './question-view';
import type { QuestionViewProps } from './types';
import { ViewImage } from './view-image';

/** Multiple choice in view mode: each choice as the player sees it, answers marked for the teacher. */
export function MultipleChoiceView({ quiz }: QuestionViewProps<'multiple'>) {
  const { t } = useTranslation('quiz-builder');
  return (
    <Stack gap="xs">
      <QuestionView quiz={quiz} />
      <Stack
        gap={6}
        component="ol"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('choice.listLabel')}
      >
        {quiz.choiceList.map((choice, index) => (
          <Group
            key={choice.id}
            component="li"
            gap="xs"
            wrap="nowrap"
            data-focus-path={`multipleData.choiceListV2.${index}.text`}
            data-testid="choice-view"
            data-answer={choice.isAnswer}
          >
            <ThemeIcon
              radius="xl"
              size="md"
              variant={choice.isAnswer ? 'filled' : 'light'}
              color={choice.isAnswer ? 'teal' : 'gray'}
              aria-label={choice.isAnswer ? t('view.answer') : undefined}
              role={choice.isAnswer ? 'img' : undefined}
            >
              {choice.isAnswer ? <IconCheck size={14} aria-hidden /> : <Text size="xs">{index + 1}</Text>}
            </ThemeIcon>
            <Box style={{ flex: 1, minWidth: 0 }}>
              {choice.choiceRichText.trim() || choice.choiceText.trim() ? (
                <div {...{ [CARET_ROOT_ATTRIBUTE]: '' }}>
                  <RichTextView html={choice.choiceRichText} fallbackText={choice.choiceText} inline />
                </div>
              ) : (
                <Text c="dimmed" fs="italic" size="sm">
                  {t('view.emptyChoice')}
                </Text>
              )}
              {choice.imageUrl && (
                <ViewImage
                  url={choice.imageUrl}
                  alt={t('view.choiceImage', { number: index + 1 })}
                  size="sm"
                />
              )}
            </Box>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
