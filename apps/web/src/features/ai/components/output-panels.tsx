import { Center, Loader, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiFileProgress } from '../api';
import classes from './output-panels.module.css';

/** The right side before anything is generated (spec §2 modal 4 "a blank placeholder"). */
export function OutputPlaceholder({ text }: { text: string }) {
  return (
    <Center className={classes.placeholder} data-testid="ai-placeholder">
      <Stack align="center" gap="xs" maw={260}>
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconSparkles size={26} aria-hidden />
        </ThemeIcon>
        <Text size="sm" c="dimmed" ta="center">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}

/** Percent of a file job: reading is the first half, writing the second (real NDJSON progress). */
export function fileProgressPercent(progress: AiFileProgress | null): number | null {
  if (!progress) return null;
  if (progress.phase === 'queued') return 0;
  if (progress.phase === 'reading')
    return progress.pageCount ? Math.min(50, (progress.pagesRead / progress.pageCount) * 50) : null;
  return 50 + Math.min(50, (progress.questionsWritten / Math.max(1, progress.questionCount)) * 50);
}

interface GeneratingPanelProps {
  /** What is being generated from: the file name or the topic. */
  subject: ReactNode;
  note?: ReactNode;
  /** A real progress of a file job; null before the first event or for calls without progress. */
  progress?: AiFileProgress | null;
  /** What the label says before (or without) progress events; i18n key of the `ai` namespace. */
  waitingLabel?: string;
}

/**
 * The generating phase (spec §2 modal 4: the file name and the "up to 5 minutes" note; issue 9: a
 * real progress indicator — its place in the line while it waits (issue 16 item 15: "2 files ahead of
 * yours"), pages read, then questions written). Without progress events the bar
 * runs as an animated, indeterminate one.
 */
export function GeneratingPanel({
  subject,
  note,
  progress = null,
  waitingLabel = 'progress.writingAny',
}: GeneratingPanelProps) {
  const { t } = useTranslation('ai');
  const percent = fileProgressPercent(progress);
  const label =
    progress?.phase === 'queued'
      ? progress.ahead === 1
        ? t('progress.queuedOne')
        : t('progress.queued', { count: progress.ahead })
      : progress?.phase === 'reading'
        ? progress.pageCount
          ? t('progress.reading', { read: progress.pagesRead, count: progress.pageCount })
          : t('progress.readingUnknown', { read: progress.pagesRead })
        : progress?.phase === 'writing'
          ? t('progress.writing', { written: progress.questionsWritten, count: progress.questionCount })
          : t(waitingLabel);
  return (
    <Center className={classes.placeholder} data-testid="ai-generating">
      <Stack align="center" gap="sm" w="100%" maw={360}>
        <Loader type="dots" aria-hidden />
        <Text fw={600} ta="center" className={classes.subject} data-testid="ai-generating-subject">
          {subject}
        </Text>
        <Progress
          w="100%"
          size="lg"
          radius="xl"
          value={percent ?? 100}
          animated={percent === null}
          striped={percent === null}
          aria-label={label}
          data-testid="ai-progress"
          data-percent={percent === null ? undefined : Math.round(percent)}
        />
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="ai-progress-label">
          {label}
        </Text>
        {note && (
          <Text size="xs" c="dimmed" ta="center">
            {note}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
