/*
 * Teams on a `team` map (issue 10: each map type "looks and paces differently"; spec §3 "Map
 * template" type `team`): every player of a room on a team map plays for one of TEAM_COUNT teams,
 * and the team's points are the sum of its members' points. The server stores only the team index;
 * the player and the results page name it through TEAM_KEYS (i18n keys, colours).
 */
import type { MapType } from '../constants';

/** How many teams a room on a team map has. */
export const TEAM_COUNT = 4;

/** The team of each index as a key: the web translates `teams.name.<key>` and colours the chip by it. */
export const TEAM_KEYS = ['red', 'blue', 'green', 'yellow'] as const;
export type TeamKey = (typeof TEAM_KEYS)[number];

/** True when players of a room with this map type play in teams (spec §3 map type `team`). */
export function isTeamMap(mapType: MapType | string | null | undefined): boolean {
  return mapType === 'team';
}

/**
 * The team a joining player goes to (issue 10; spec §3 map type `team`): the team with the fewest
 * members, ties to the lowest index. `memberCounts[i]` is how many attempts of the room are on team
 * `i` now; missing entries count as 0, entries past TEAM_COUNT are ignored. Returns 0…TEAM_COUNT-1.
 * A resumed attempt never calls this: it keeps the team it has.
 */
export function pickTeamIndex(memberCounts: readonly number[]): number {
  let best = 0;
  let bestCount = Number.POSITIVE_INFINITY;
  for (let index = 0; index < TEAM_COUNT; index += 1) {
    const count = memberCounts[index] ?? 0;
    if (count < bestCount) {
      best = index;
      bestCount = count;
    }
  }
  return best;
}

/**
 * The team of a player joining a room (issue 10; spec §3 map type `team`): null when the room's map
 * is not a team map; the team the attempt already has when it is resumed (a player never changes
 * team mid-attempt); otherwise `pickTeamIndex(memberCounts)`.
 */
export function teamOfJoin(params: {
  mapType: MapType | string | null | undefined;
  resumedTeam?: number | null;
  memberCounts: readonly number[];
}): number | null {
  if (!isTeamMap(params.mapType)) return null;
  if (params.resumedTeam !== undefined && params.resumedTeam !== null) return params.resumedTeam;
  return pickTeamIndex(params.memberCounts);
}

/** The key of team `index` (`TEAM_KEYS`), or the first one for an index out of range. */
export function teamKeyOf(index: number): TeamKey {
  return TEAM_KEYS[index] ?? TEAM_KEYS[0];
}
