import { Anchor, Avatar, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { QuizSetSummary } from '@quizset/domain';
import { IconExternalLink, IconLock, IconMap, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { useLocale } from '../../quiz-builder/lib/use-locale';
import { categoryLabels } from '../../quiz-view/lib/category-labels';

interface NextQuizsetRowProps {
  quizSet: QuizSetSummary & { countryCode?: string };
  isLocked: boolean;
  isSelf: boolean;
  onChoose: () => void;
}

/**
 * One row of the next-quizset chooser (spec §3 "Next quiz set (read)", §2 modal 9): template image,
 * title, category info, play count, created date, a preview opening `/quiz/{id}` in a new tab, and
 * choose. A locked set (its map above the caller's plan, spec §8) shows a lock label and cannot be
 * chosen; nor can the set being edited.
 */
export function NextQuizsetRow({ quizSet, isLocked, isSelf, onChoose }: NextQuizsetRowProps) {
  const { t } = useTranslation('quiz-settings');
  const locale = useLocale();
  const { formatDate, formatNumber } = useFormatters();
  const category = categoryLabels(quizSet.categoryTreeData, quizSet.countryCode ?? 'KR', locale).join(' · ');
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      p="xs"
      data-testid="next-quizset-row"
      data-locked={isLocked || undefined}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Avatar src={quizSet.thumbnailUrl} radius="sm" size={48} alt="">
        <IconMap size={20} aria-hidden />
      </Avatar>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} size="sm" truncate>
            {quizSet.title}
          </Text>
          {isLocked && (
            <Badge
              size="xs"
              color="dark"
              leftSection={<IconLock size={10} aria-hidden />}
              data-testid="next-quizset-locked"
            >
              {t('next.locked')}
            </Badge>
          )}
        </Group>
        {category && (
          <Text size="xs" c="dimmed" truncate>
            {category}
          </Text>
        )}
        <Group gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed">
            <time dateTime={quizSet.createdAt}>{formatDate(quizSet.createdAt)}</time>
          </Text>
          <Group gap={2} wrap="nowrap" c="dimmed">
            <IconPlayerPlay size={12} aria-hidden />
            <Text size="xs" aria-label={t('next.playCount', { count: quizSet.playCount })}>
              {formatNumber(quizSet.playCount)}
            </Text>
          </Group>
          <Anchor
            href={`/quiz/${quizSet.id}`}
            target="_blank"
            rel="noopener"
            size="xs"
            data-testid="next-quizset-preview"
            aria-label={t('next.previewOf', { title: quizSet.title })}
          >
            <Group gap={2} wrap="nowrap" component="span">
              {t('next.preview')}
              <IconExternalLink size={12} aria-hidden />
            </Group>
          </Anchor>
        </Group>
      </Stack>
      <Button
        size="compact-sm"
        disabled={isLocked || isSelf}
        onClick={onChoose}
        data-testid="next-quizset-choose"
        aria-label={t('next.chooseTitle', { title: quizSet.title })}
        style={{ flexShrink: 0 }}
      >
        {t('next.choose')}
      </Button>
    </Group>
  );
}
