import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderElement } from '../../../test/render';
import type { PlayerRoom } from '../api';
import { JoinScreen } from './join-screen';

// Issue 15 items 5 and 6: the nickname rule in the player says the server's words; a guest on a new
// device joins with their nickname and the rejoin code their first device showed.
const room = { entryMapHashId: 'room00000001', allowGuests: true } as PlayerRoom;

/** The room answers every join with a refusal: what onStarting is told does not hang on the answer. */
const refuseJoins = () =>
  mockApi({
    'POST /api/rooms/room00000001/attempts': () =>
      json({ error: { code: 'ROOM_CLOSED', message: 'closed' } }, 409),
  });

describe('the join screen (issue 15)', () => {
  it('refuses an invisible character with the same words as the server', () => {
    renderElement(<JoinScreen room={room} playerName={null} onJoined={() => {}} />);
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'min\u200bji' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(
      screen.getByText('A nickname cannot contain control, invisible or direction characters'),
    ).toBeTruthy();
  });

  it('sends the rejoin code with the nickname', async () => {
    const api = mockApi({
      'POST /api/rooms/room00000001/attempts': () =>
        json({
          data: {
            attemptId: 'a1',
            questionOrder: [],
            resumed: true,
            team: null,
            rejoinCode: 'ABC234',
            progress: { attemptId: 'a1' },
          },
        }),
    });
    const onJoined = vi.fn();
    renderElement(<JoinScreen room={room} playerName={null} onJoined={onJoined} />);
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'Gahyun' } });
    fireEvent.click(screen.getByRole('button', { name: /rejoin code/ }));
    fireEvent.change(screen.getByLabelText('Rejoin code', { exact: false }), {
      target: { value: ' abc234 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    // Resumed: the page may hold an older read of the attempt, so the progress is not handed on.
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith('a1', undefined));
    const body = JSON.parse(String(api.mock.calls[0]?.[1]?.body));
    // withProgress: the answer carries the attempt, so the first question needs no second request (issue 20).
    expect(body).toEqual({ guestName: 'Gahyun', rejoinCode: 'abc234', withProgress: true });
  });

  it("hands a new attempt's progress from the join's answer to the page (issue 20: no second request)", async () => {
    const progress = { attemptId: 'a2', questionOrder: ['q1'] };
    mockApi({
      'POST /api/rooms/room00000001/attempts': () =>
        json({
          data: {
            attemptId: 'a2',
            questionOrder: ['q1'],
            resumed: false,
            team: null,
            rejoinCode: 'ABC234',
            progress,
          },
        }),
    });
    const onJoined = vi.fn();
    renderElement(<JoinScreen room={room} playerName={null} onJoined={onJoined} />);
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'Gahyun' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith('a2', progress));
  });

  it('says the player has started to join at the first letter and when the join is sent (issue 20)', () => {
    refuseJoins();
    const onStarting = vi.fn();
    renderElement(<JoinScreen room={room} playerName={null} onJoined={() => {}} onStarting={onStarting} />);
    expect(onStarting).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'G' } });
    expect(onStarting).toHaveBeenCalledTimes(1);
    // Later letters do not ask again: the page's load is already under way.
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'Ga' } });
    expect(onStarting).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(onStarting).toHaveBeenCalledTimes(2);
  });

  it('says a signed-in player has started to join when they press Start (issue 20)', () => {
    refuseJoins();
    const onStarting = vi.fn();
    renderElement(<JoinScreen room={room} playerName="Gahyun" onJoined={() => {}} onStarting={onStarting} />);
    expect(onStarting).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(onStarting).toHaveBeenCalledTimes(1);
  });
});
