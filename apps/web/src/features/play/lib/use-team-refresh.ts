import type { AttemptProgress } from '@quizset/domain';
import { useEffect } from 'react';
import { fetchAttemptTeam } from '../api';

/** How often a team-map player's header asks for the team's points (ms). */
export const TEAM_REFRESH_MS = 10_000;

/**
 * Team maps (issue 10; spec §3 map type `team`): while the attempt is unfinished, its team's points
 * are asked for every TEAM_REFRESH_MS (`GET /api/attempts/{id}/team`; paused while the tab is hidden)
 * and written into the attempt's progress, the one place the header reads them, so teammates'
 * answers show between the player's own. Does nothing on other maps or once finished.
 * @param setProgress updates the cached progress of this attempt.
 */
export function useTeamRefresh(
  progress: AttemptProgress | undefined,
  setProgress: (update: (current: AttemptProgress) => AttemptProgress) => void,
): void {
  const attemptId = progress?.attemptId ?? '';
  const polls = Boolean(progress?.team) && progress?.finishedAt === null;
  useEffect(() => {
    if (!polls) return;
    let live = true;
    // The first figures come with the progress itself: ask only after one interval.
    const timer = setInterval(() => {
      if (document.hidden) return;
      fetchAttemptTeam(attemptId).then(
        (fresh) => {
          if (!live || !fresh) return;
          // Never go back: an answer's reply may already carry newer points than this poll.
          setProgress((current) =>
            current.team && current.team.index === fresh.index && fresh.score >= current.team.score
              ? { ...current, team: fresh }
              : current,
          );
        },
        () => undefined, // the next interval asks again
      );
    }, TEAM_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [polls, attemptId, setProgress]);
}
