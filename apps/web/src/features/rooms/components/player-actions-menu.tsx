import { LazyMenu, lazyMenu } from '../../../components/lazy-menu';
import { PlayerActionsButton } from './player-actions-button';
import type { PlayerActionsMenuProps } from './player-actions-opened';

export type { PlayerActionKind } from './player-actions-opened';

const playerActionsMenu = lazyMenu<PlayerActionsMenuProps>(() => import('./player-actions-opened'));

/**
 * The per-player actions of a results row (issue 15 item 5): rename (guests only: a signed-in
 * player's name is their account's), merge into another attempt of the same room (offered when the
 * room has one), remove the player. Mantine's Menu gives the keyboard path (Enter / arrows / Escape,
 * focus back on the button); its code loads on the first press (issue 20 item 1,
 * components/lazy-menu.tsx).
 */
export function PlayerActionsMenu(props: PlayerActionsMenuProps) {
  return (
    <LazyMenu
      menu={playerActionsMenu}
      menuProps={props}
      renderTrigger={(handlers) => <PlayerActionsButton name={props.attempt.player.name} {...handlers} />}
    />
  );
}
