import { Menu } from '@mantine/core';
import { IconArrowMerge, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnMount } from '../../../components/lazy-menu';
import type { AttemptSummary } from '../api';
import { PlayerActionsButton } from './player-actions-button';

/** Which dialog a menu item opens (player-action-dialog.tsx). */
export type PlayerActionKind = 'rename' | 'merge' | 'remove';

export interface PlayerActionsMenuProps {
  attempt: AttemptSummary;
  canMerge: boolean;
  onAction: (kind: PlayerActionKind) => void;
}

/**
 * A results row's player menu once its code is loaded (player-actions-menu.tsx), opened as it
 * mounts, since it mounts on the trigger's first press.
 */
export default function PlayerActionsOpened({ attempt, canMerge, onAction }: PlayerActionsMenuProps) {
  const { t } = useTranslation('rooms');
  const { targetRef, menuProps } = useOpenedOnMount<HTMLButtonElement>();
  return (
    <Menu {...menuProps} position="bottom-end" withinPortal>
      <Menu.Target>
        <PlayerActionsButton ref={targetRef} name={attempt.player.name} />
      </Menu.Target>
      <Menu.Dropdown>
        {attempt.player.isGuest && (
          <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={() => onAction('rename')}>
            {t('manage.rename')}
          </Menu.Item>
        )}
        {canMerge && (
          <Menu.Item leftSection={<IconArrowMerge size={14} aria-hidden />} onClick={() => onAction('merge')}>
            {t('manage.merge')}
          </Menu.Item>
        )}
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => onAction('remove')}
        >
          {t('manage.remove')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
