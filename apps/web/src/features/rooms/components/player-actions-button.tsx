import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The trigger of a results row's player menu (player-actions-menu.tsx), the same before and after
 * the menu's code loads, named after the player so a screen reader tells the rows apart. Props and
 * ref go to the button: `Menu.Target` adds its own.
 */
export function PlayerActionsButton({ name, ...props }: { name: string } & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('rooms');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={t('manage.menu', { name })}
      data-testid="player-actions"
      {...props}
    >
      <IconDots size={16} aria-hidden />
    </ActionIcon>
  );
}
