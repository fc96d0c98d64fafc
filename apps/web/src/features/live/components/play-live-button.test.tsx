import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LazyNumberInput } from '../../../components/lazy-number-input';
import { json, mockApi, renderElement } from '../../../test/render';
import { PlayLivePanel } from './play-live-button';

/**
 * Issue 23 "Limits": the host's two fields. A field cleared with Backspace snapped back to its
 * default, so "20" cleared and typed over as "45" read 4520 and started a 240-s game.
 */
describe('PlayLivePanel', () => {
  beforeAll(() => LazyNumberInput.ready); // Mantine's NumberInput, not its stand-in
  afterEach(() => vi.unstubAllGlobals());

  const startedWith = () => {
    const bodies: unknown[] = [];
    mockApi({
      'POST /api/quizsets/s1/live-games': ({ body }) => {
        bodies.push(body);
        return json({ data: { gameId: 'g1', pin: '123456' } }, 201);
      },
    });
    return bodies;
  };

  it('keeps a cleared field empty while a new number is typed, and starts with that number', async () => {
    const bodies = startedWith();
    renderElement(<PlayLivePanel quizSetId="s1" />);
    const user = userEvent.setup();
    const seconds = screen.getByRole('textbox', { name: 'Seconds per question' });
    await user.click(seconds);
    await user.keyboard('{End}{Backspace}{Backspace}');
    expect(seconds).toHaveValue('');
    await user.keyboard('45');
    expect(seconds).toHaveValue('45');
    const bonus = screen.getByRole('textbox', { name: 'Speed bonus (0 = off)' });
    await user.click(bonus);
    await user.keyboard('{End}{Backspace}10');
    expect(bonus).toHaveValue('10');
    await user.click(screen.getByRole('button', { name: 'Open a live game' }));
    await waitFor(() => expect(bodies).toEqual([{ questionSeconds: 45, speedBonus: 10 }]));
  });

  it('starts with the default for a field left empty, and within range for one typed past it', async () => {
    const bodies = startedWith();
    renderElement(<PlayLivePanel quizSetId="s1" />);
    const user = userEvent.setup();
    const seconds = screen.getByRole('textbox', { name: 'Seconds per question' });
    await user.clear(seconds);
    await user.type(seconds, '999');
    await user.clear(screen.getByRole('textbox', { name: 'Speed bonus (0 = off)' }));
    await user.click(screen.getByRole('button', { name: 'Open a live game' }));
    await waitFor(() => expect(bodies).toEqual([{ questionSeconds: 240, speedBonus: 5 }]));
  });
});
