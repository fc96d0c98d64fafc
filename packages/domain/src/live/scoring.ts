/*
 * Points and standings of a live game (issue 23 "Scoring"): a right answer is worth the rooms'
 * POINTS_PER_QUESTION, plus a speed bonus (off, or up to N points falling linearly to 0 at the
 * deadline). Team maps rank teams by their members' points (play/teams.ts).
 */
import { POINTS_PER_QUESTION } from '../play/room';
import { TEAM_COUNT } from '../play/teams';

/**
 * The points of one answer: 0 when wrong; POINTS_PER_QUESTION + round(speedBonus × (1 − elapsedMs /
 * windowMs)) when right, the bonus clamped to 0…speedBonus. `elapsedMs` is from the question's
 * opening to the answer on the server clock; `windowMs` the question's window (with extensions).
 */
export function livePointsOf(params: {
  isCorrect: boolean;
  elapsedMs: number;
  windowMs: number;
  speedBonus: number;
}): number {
  if (!params.isCorrect) return 0;
  if (params.speedBonus <= 0 || params.windowMs <= 0) return POINTS_PER_QUESTION;
  const left = 1 - Math.min(Math.max(params.elapsedMs, 0), params.windowMs) / params.windowMs;
  return POINTS_PER_QUESTION + Math.round(params.speedBonus * left);
}

export interface LiveScoreRow {
  playerId: string;
  nickname: string;
  points: number;
  team: number | null;
}

export interface LiveRanked extends LiveScoreRow {
  /** 1-based competition rank: equal points share a rank, the next rank skips (1, 2, 2, 4). */
  rank: number;
}

/** Players ranked by points, highest first; ties keep a shared rank and are ordered by nickname. */
export function rankPlayers(rows: readonly LiveScoreRow[]): LiveRanked[] {
  const sorted = [...rows].sort((a, b) => b.points - a.points || a.nickname.localeCompare(b.nickname));
  let rank = 0;
  return sorted.map((row, index) => {
    const previous = sorted[index - 1];
    if (!previous || previous.points !== row.points) rank = index + 1;
    return { ...row, rank };
  });
}

export interface LiveTeamStanding {
  team: number;
  points: number;
  members: number;
  rank: number;
}

/** The TEAM_COUNT teams with their members' points summed, ranked like players. */
export function rankTeams(rows: readonly LiveScoreRow[]): LiveTeamStanding[] {
  const teams = Array.from({ length: TEAM_COUNT }, (_, team) => ({ team, points: 0, members: 0, rank: 0 }));
  for (const row of rows) {
    const entry = row.team === null ? undefined : teams[row.team];
    if (!entry) continue;
    entry.points += row.points;
    entry.members += 1;
  }
  const sorted = teams.sort((a, b) => b.points - a.points || a.team - b.team);
  let rank = 0;
  return sorted.map((entry, index) => {
    if (index === 0 || sorted[index - 1]?.points !== entry.points) rank = index + 1;
    return { ...entry, rank };
  });
}

/**
 * How far along the map's path a token stands, 0…1 (issue 23 "the map is the board"): its points
 * over the most any player (or team) could have after `questionCount` questions.
 */
export function boardProgressOf(points: number, maxPoints: number): number {
  if (maxPoints <= 0) return 0;
  return Math.min(1, Math.max(0, points / maxPoints));
}

/** The most points one player can score in a game: every answer right and instant. */
export function livePointsMaxOf(questionCount: number, speedBonus: number): number {
  return questionCount * (POINTS_PER_QUESTION + Math.max(0, speedBonus));
}
