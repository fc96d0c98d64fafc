import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttemptProgress } from '../api';
import { attemptProgress } from '../test/attempt-progress';
import { TEAM_REFRESH_MS, useTeamRefresh } from './use-team-refresh';

describe('the team points poll (issue 10; spec §3 map type `team`)', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const answerWith = (team: unknown) =>
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ data: team }), { headers: { 'content-type': 'application/json' } }),
    );

  it("asks after one interval and writes teammates' points into the progress", async () => {
    answerWith({ index: 1, score: 40, members: 3 });
    let current = attemptProgress();
    const setProgress = vi.fn((update: (p: AttemptProgress) => AttemptProgress) => {
      current = update(current);
    });
    renderHook(() => useTeamRefresh(current, setProgress));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(TEAM_REFRESH_MS + 50));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/attempts/a1/team');
    expect(current.team).toEqual({ index: 1, score: 40, members: 3 });
  });

  it('never lowers points an answer reply already raised', async () => {
    answerWith({ index: 1, score: 10, members: 2 });
    let current = attemptProgress({ team: { index: 1, score: 30, members: 2 } });
    const setProgress = vi.fn((update: (p: AttemptProgress) => AttemptProgress) => {
      current = update(current);
    });
    renderHook(() => useTeamRefresh(current, setProgress));
    await act(() => vi.advanceTimersByTimeAsync(TEAM_REFRESH_MS + 50));
    expect(fetchMock).toHaveBeenCalled();
    expect(current.team?.score).toBe(30);
  });

  it('does not poll on other maps or once finished', async () => {
    const setProgress = vi.fn();
    renderHook(() => useTeamRefresh(attemptProgress({ team: null }), setProgress));
    renderHook(() =>
      useTeamRefresh(attemptProgress({ finishedAt: '2026-01-01T00:01:00.000Z' }), setProgress),
    );
    await act(() => vi.advanceTimersByTimeAsync(TEAM_REFRESH_MS * 3));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
