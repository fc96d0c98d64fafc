import { ActionIcon, Box, Button, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconCopy, IconDots, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { SimilarQuizButton } from '../../ai';
import { deleteWithUndo } from '../lib/delete-undo';
import { useBuildStore } from '../store/build-store';
import { duplicateQuiz, moveQuiz } from '../store/operations';
import { useQuizCount } from '../store/selectors';

interface CardToolsProps {
  id: string;
  index: number;
  isQuestionEmpty: boolean;
}

/**
 * The card's top tools (issue 3 "The card"): the similar-question AI button, move up/down (the
 * keyboard-free alternative to dragging), duplicate and delete. Under 768 px (Mantine `sm`) move,
 * duplicate and delete sit in a bottom drawer behind a "more" button; the switch is CSS-only, so no
 * card subscribes to a media query.
 */
export function CardTools({ id, index, isQuestionEmpty }: CardToolsProps) {
  const { t } = useTranslation('quiz-builder');
  const count = useQuizCount();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const number = index + 1;
  const actions = useCardActions(id, index);
  const canMoveUp = index > 0;
  const canMoveDown = index < count - 1;

  const run = (action: () => void) => () => {
    drawer.close();
    action();
  };

  return (
    <Group gap={2} wrap="nowrap" data-card-tools>
      <SimilarQuizButton quizId={id} number={number} isQuestionEmpty={isQuestionEmpty} />
      <Group gap={2} wrap="nowrap" visibleFrom="sm">
        <IconButton label={t('card.moveUp', { number })} disabled={!canMoveUp} onClick={actions.moveUp}>
          <IconArrowUp size={18} aria-hidden />
        </IconButton>
        <IconButton label={t('card.moveDown', { number })} disabled={!canMoveDown} onClick={actions.moveDown}>
          <IconArrowDown size={18} aria-hidden />
        </IconButton>
        <IconButton
          label={t('card.duplicate', { number })}
          onClick={actions.duplicate}
          testId="card-duplicate"
        >
          <IconCopy size={18} aria-hidden />
        </IconButton>
        <IconButton
          label={t('card.delete', { number })}
          onClick={actions.remove}
          color="red"
          testId="card-delete"
        >
          <IconTrash size={18} aria-hidden />
        </IconButton>
      </Group>
      <Box hiddenFrom="sm">
        <IconButton label={t('card.more', { number })} onClick={drawer.open} testId="card-more">
          <IconDots size={18} aria-hidden />
        </IconButton>
      </Box>
      {isDrawerOpen && (
        <Drawer
          opened
          onClose={drawer.close}
          position="bottom"
          radius="md"
          // As tall as its actions: a bottom sheet, not a full-height panel (Mantine has no 'auto' size).
          styles={{ content: { height: 'auto', width: '100%', flex: '0 0 auto' } }}
          title={t('card.label', { number })}
          data-testid="card-drawer"
        >
          <Stack gap="xs" pb="md">
            <DrawerAction
              icon={<IconArrowUp size={18} />}
              disabled={!canMoveUp}
              onClick={run(actions.moveUp)}
            >
              {t('card.moveUpShort')}
            </DrawerAction>
            <DrawerAction
              icon={<IconArrowDown size={18} />}
              disabled={!canMoveDown}
              onClick={run(actions.moveDown)}
            >
              {t('card.moveDownShort')}
            </DrawerAction>
            <DrawerAction
              icon={<IconCopy size={18} />}
              onClick={run(actions.duplicate)}
              testId="drawer-duplicate"
            >
              {t('card.duplicateShort')}
            </DrawerAction>
            <DrawerAction
              icon={<IconTrash size={18} />}
              onClick={run(actions.remove)}
              color="red"
              testId="drawer-delete"
            >
              {t('card.deleteShort')}
            </DrawerAction>
          </Stack>
        </Drawer>
      )}
    </Group>
  );
}

/** Structural edits of one card; each is an undoable list edit (issue 3 "Undo and redo"). */
function useCardActions(id: string, index: number) {
  const { t } = useTranslation('quiz-builder');
  const editList = useBuildStore((state) => state.editList);
  const editWithLimit = useBuildStore((state) => state.editWithLimit);
  return {
    moveUp: () => editList((form) => moveQuiz(form, index, index - 1)),
    moveDown: () => editList((form) => moveQuiz(form, index, index + 1)),
    duplicate: () => {
      editWithLimit((form) => duplicateQuiz(form, id));
    },
    remove: () =>
      deleteWithUndo(id, {
        message: t('card.deleted', { number: index + 1 }),
        undo: t('card.undoDelete'),
        restored: t('card.restored'),
      }),
  };
}

interface IconButtonProps {
  label: string;
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  color?: string;
  testId?: string;
}

/** A labelled icon action; the tooltip repeats the accessible name for pointer users. */
function IconButton({ label, children, onClick, disabled, color = 'gray', testId }: IconButtonProps) {
  return (
    <LazyTooltip label={label} openDelay={400}>
      <ActionIcon
        variant="subtle"
        color={color}
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
        size="lg"
        data-testid={testId}
      >
        {children}
      </ActionIcon>
    </LazyTooltip>
  );
}

interface DrawerActionProps {
  icon: ReactNode;
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  color?: string;
  testId?: string;
}

function DrawerAction({ icon, children, onClick, disabled, color = 'dark', testId }: DrawerActionProps) {
  return (
    <Button
      variant="subtle"
      color={color}
      size="md"
      justify="flex-start"
      leftSection={icon}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
      fullWidth
    >
      {children}
    </Button>
  );
}
