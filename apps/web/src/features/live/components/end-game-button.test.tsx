import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../test/render';
import { EndGameButton } from './end-game-button';

/** Issue 23 "end": the host is asked once more before the game ends for the whole class. */
describe('EndGameButton', () => {
  it('ends the game only once the question is answered "End game"', async () => {
    const onEnd = vi.fn();
    renderElement(<EndGameButton onEnd={onEnd} />, { lng: 'en' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'End game' }));
    expect(onEnd).not.toHaveBeenCalled();
    const confirm = screen.getByRole('group', { name: 'End the game for everyone?' });
    expect(screen.getByRole('button', { name: 'Keep playing' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep playing' }));
    expect(confirm).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End game' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'End game' }));
    await user.click(screen.getByRole('button', { name: 'End game' }));
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('keeps playing on Escape, focus back on "End game"; Korean words', async () => {
    const onEnd = vi.fn();
    renderElement(<EndGameButton onEnd={onEnd} />, { lng: 'ko' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '게임 끝내기' }));
    expect(screen.getByRole('group', { name: '모두의 게임을 끝낼까요?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('button', { name: '게임 끝내기' })).toHaveFocus();
    expect(onEnd).not.toHaveBeenCalled();
  });
});
