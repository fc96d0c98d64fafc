import { ActionIcon, Group } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { useBuildStore } from '../store/build-store';
import { useHistoryState } from '../store/selectors';

/**
 * Undo / redo of structural list edits (issue 3), for pointer and touch users who have no shortcut;
 * the tooltips name the shortcuts. Text edits are not undone here (each field keeps its own undo).
 */
export function HistoryButtons() {
  const { t } = useTranslation('quiz-builder');
  const { canUndo, canRedo } = useHistoryState();
  const undo = useBuildStore((state) => state.undo);
  const redo = useBuildStore((state) => state.redo);
  return (
    <Group gap={2} justify="flex-end" role="group" aria-label={t('history.label')}>
      <LazyTooltip label={t('history.undoHint')} openDelay={300}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('history.undo')}
          disabled={!canUndo}
          onClick={undo}
          data-testid="list-undo"
        >
          <IconArrowBackUp size={18} aria-hidden />
        </ActionIcon>
      </LazyTooltip>
      <LazyTooltip label={t('history.redoHint')} openDelay={300}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('history.redo')}
          disabled={!canRedo}
          onClick={redo}
          data-testid="list-redo"
        >
          <IconArrowForwardUp size={18} aria-hidden />
        </ActionIcon>
      </LazyTooltip>
    </Group>
  );
}
