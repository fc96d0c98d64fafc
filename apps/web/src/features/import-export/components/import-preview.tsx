import { Badge, Card, Checkbox, Group, Image, List, Stack, Text } from '@mantine/core';
import type { QuizSaved } from '@quizset/domain';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ImportPreviewItemProps {
  item: QuizSaved;
  index: number;
  checked: boolean;
  onToggle: (index: number) => void;
}

/**
 * One question of the import preview (issue 21: the teacher confirms item by item): a checkbox
 * named after the question, its type, its answers (the preview is the teacher's own file, so they
 * are shown), its hint and image.
 */
export function ImportPreviewItem({ item, index, checked, onToggle }: ImportPreviewItemProps) {
  const { t } = useTranslation('import-export');
  return (
    <Card withBorder padding="sm" data-testid="import-item" data-checked={checked || undefined}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Checkbox
            checked={checked}
            onChange={() => onToggle(index)}
            aria-label={`${t('preview.item', { number: index + 1 })}: ${item.question}`}
            mt={2}
          />
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs">
              <Badge size="sm" variant="light">
                {t(`types.${item.type}`)}
              </Badge>
              <Text size="xs" c="dimmed">
                {t('preview.item', { number: index + 1 })}
              </Text>
            </Group>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.question}
            </Text>
          </Stack>
        </Group>
        {item.questionImageUrl && (
          <Image
            src={item.questionImageUrl}
            alt={t('preview.image', { number: index + 1 })}
            maw={160}
            radius="sm"
          />
        )}
        <Answers item={item} />
        {item.hint?.type === 'text' && (
          <Text size="sm" c="dimmed">
            {t('preview.hint')}: {item.hint.value}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function Answers({ item }: { item: QuizSaved }) {
  const { t } = useTranslation('import-export');
  if (item.type === 'ox')
    return (
      <Text size="sm">
        {t('preview.answer')}: <strong>{item.answer.toUpperCase()}</strong>
      </Text>
    );
  if (item.type === 'subjective')
    return (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('preview.answers')}: <strong>{item.answerList.join(' · ')}</strong>
      </Text>
    );
  return (
    <List size="sm" spacing={2} withPadding>
      {item.choiceList.map((choice, at) => {
        const isAnswer = item.answerList.includes(at);
        return (
          <List.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: choices have no id and never move here
            key={at}
            icon={
              isAnswer ? (
                <IconCheck size={14} color="var(--mantine-color-teal-7)" aria-label={t('preview.answer')} />
              ) : undefined
            }
            fw={isAnswer ? 600 : undefined}
            style={{ overflowWrap: 'anywhere' }}
          >
            {choice.text || '—'}
          </List.Item>
        );
      })}
    </List>
  );
}
