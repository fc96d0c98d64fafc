import { Badge, Checkbox, Group, List, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCheck, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AiItem } from '../api';
import { isAllSelected } from '../lib/selection';
import type { AiResults } from '../lib/use-ai-results';
import classes from './ai-results-list.module.css';

/**
 * Generated items to choose from (spec §4 "AI generation status"): each item is a checkbox card;
 * select-all toggles between all and none; added items are faded with an 'added' chip and cannot be
 * selected again. The header says how many are selected and how many more the set takes.
 */
/**
 * Where the items' `source` points: a page of the uploaded file ("from page N"), or a public quiz
 * set (the embedded provider's question bank, its title in the tooltip).
 */
export type AiSourceKind = 'file' | 'bank';

export function AiResultsList({ results, sourceKind }: { results: AiResults; sourceKind: AiSourceKind }) {
  const { t } = useTranslation('ai');
  const { items, selection, limit } = results;
  const isAll = isAllSelected(selection, items.length, limit);
  const selectableCount = items.length - selection.added.length;
  return (
    <Stack gap="xs" data-testid="ai-results">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Checkbox
          label={t('results.selectAll')}
          checked={isAll}
          indeterminate={!isAll && selection.selected.length > 0}
          disabled={selectableCount === 0}
          onChange={results.toggleAll}
          data-testid="ai-select-all"
        />
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="ai-selection-count">
          {t('results.selectedCount', { count: selection.selected.length, limit })}
        </Text>
      </Group>
      <Stack gap="xs" role="group" aria-label={t('results.label')}>
        {items.map((item, index) => (
          <AiItemCard
            // Items of one generation never reorder: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            item={item}
            number={index + 1}
            isSelected={selection.selected.includes(index)}
            isAdded={selection.added.includes(index)}
            onToggle={() => results.toggle(index)}
            sourceKind={sourceKind}
          />
        ))}
      </Stack>
    </Stack>
  );
}

interface AiItemCardProps {
  item: AiItem;
  sourceKind: AiSourceKind;
  number: number;
  isSelected: boolean;
  isAdded: boolean;
  onToggle: () => void;
}

function AiItemCard({ item, number, isSelected, isAdded, onToggle, sourceKind }: AiItemCardProps) {
  const { t } = useTranslation('ai');
  return (
    <Checkbox.Card
      checked={isSelected}
      onClick={onToggle}
      disabled={isAdded}
      withBorder
      radius="md"
      className={classes.card}
      data-added={isAdded || undefined}
      data-testid="ai-result-item"
      aria-label={t('results.itemLabel', { number, question: item.question })}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm" p="sm">
        <Checkbox.Indicator mt={2} disabled={isAdded} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Badge size="sm" variant="light">
              {t(`options.types.${item.type}`)}
            </Badge>
            {isAdded && (
              <Badge size="sm" color="gray" variant="filled" data-testid="ai-added-chip">
                {t('results.added')}
              </Badge>
            )}
            {item.source && <SourceChip source={item.source} kind={sourceKind} />}
          </Group>
          <Text fw={600} size="sm" className={classes.question}>
            {item.question}
          </Text>
          <AnswerSummary item={item} />
        </Stack>
      </Group>
    </Checkbox.Card>
  );
}

/**
 * "from page N" (issue 9; the `source` beyond spec §3) with the source sentence in its tooltip; a
 * bank item names the public quiz set it came from.
 */
function SourceChip({ source, kind }: { source: NonNullable<AiItem['source']>; kind: AiSourceKind }) {
  const { t } = useTranslation('ai');
  const label =
    kind === 'bank'
      ? t('results.fromBank')
      : source.page
        ? t('results.fromPage', { page: source.page })
        : t('results.fromSource');
  return (
    <Tooltip label={source.sentence} multiline w={320} openDelay={300} withinPortal>
      <Badge
        size="sm"
        variant="outline"
        color="teal"
        leftSection={<IconFileText size={12} aria-hidden />}
        data-testid="ai-source"
      >
        {label}
      </Badge>
    </Tooltip>
  );
}

function AnswerSummary({ item }: { item: AiItem }) {
  const { t } = useTranslation('ai');
  if (item.type === 'multiple') {
    const answers = new Set(item.answer.map(Number));
    return (
      <List size="sm" spacing={2} listStyleType="none" className={classes.options}>
        {item.options.map((option, index) => {
          const isAnswer = answers.has(index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are fixed for the item
            <List.Item key={index} data-answer={isAnswer || undefined}>
              <Group gap={6} wrap="nowrap" align="flex-start">
                <ThemeIcon
                  size={18}
                  radius="xl"
                  variant={isAnswer ? 'filled' : 'light'}
                  color={isAnswer ? 'teal' : 'gray'}
                >
                  {isAnswer ? (
                    <IconCheck size={12} aria-label={t('results.answer')} />
                  ) : (
                    <Text size="xs">{index + 1}</Text>
                  )}
                </ThemeIcon>
                <Text size="sm">{option}</Text>
              </Group>
            </List.Item>
          );
        })}
      </List>
    );
  }
  const answer = item.type === 'ox' ? (item.answer[0] ?? '') : item.answer.join(' · ');
  return (
    <Text size="sm" c="dimmed">
      {t('results.answerIs', { answer })}
    </Text>
  );
}
