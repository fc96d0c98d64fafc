import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowMerge, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AttemptSummary } from '../api';

/** Which dialog a menu item opens (player-action-dialog.tsx). */
export type PlayerActionKind = 'rename' | 'merge' | 'remove';

/**
 * The per-player actions of a results row (issue 15 item 5): rename (guests only: a signed-in
 * player's name is their account's), merge into another attempt of the same room (offered when the
 * room has one), remove the player. Mantine's Menu gives the keyboard path (Enter / arrows / Escape,
 * focus back on the button); its button is named after the player so a screen reader tells the rows
 * apart.
 */
export function PlayerActionsMenu({
  attempt,
  canMerge,
  onAction,
}: {
  attempt: AttemptSummary;
  canMerge: boolean;
  onAction: (kind: PlayerActionKind) => void;
}) {
  const { t } = useTranslation('rooms');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('manage.menu', { name: attempt.player.name })}
          data-testid="player-actions"
        >
          <IconDots size={16} aria-hidden />
        </ActionIcon>
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
