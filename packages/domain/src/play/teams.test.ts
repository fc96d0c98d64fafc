import { describe, expect, it } from 'vitest';
import { isTeamMap, pickTeamIndex, TEAM_COUNT, TEAM_KEYS, teamKeyOf, teamOfJoin } from './teams';

/** Plays out joins one after another, as join-room does: count the members, pick, add. */
function joinInOrder(players: number, start: number[] = []): number[] {
  const counts = Array.from({ length: TEAM_COUNT }, (_, index) => start[index] ?? 0);
  const picked: number[] = [];
  for (let n = 0; n < players; n += 1) {
    const team = pickTeamIndex(counts);
    counts[team] = (counts[team] ?? 0) + 1;
    picked.push(team);
  }
  return picked;
}

describe('team pick (issue 10; spec §3 map type `team`)', () => {
  it('has four teams, each with a name key', () => {
    expect(TEAM_COUNT).toBe(4);
    expect(TEAM_KEYS).toHaveLength(TEAM_COUNT);
    expect(teamKeyOf(2)).toBe('green');
    expect(teamKeyOf(9)).toBe('red');
  });
  it('puts the first four players on four different teams, then the fifth on the smallest', () => {
    expect(joinInOrder(4)).toEqual([0, 1, 2, 3]);
    expect(joinInOrder(5)).toEqual([0, 1, 2, 3, 0]);
  });
  it('goes to the team with the fewest members', () => {
    expect(pickTeamIndex([2, 2, 1, 2])).toBe(2);
    expect(pickTeamIndex([3, 1, 2, 0])).toBe(3);
  });
  it('breaks ties to the lowest index, and counts missing teams as empty', () => {
    expect(pickTeamIndex([1, 0, 0, 1])).toBe(1);
    expect(pickTeamIndex([])).toBe(0);
    expect(pickTeamIndex([1, 1])).toBe(2);
    expect(pickTeamIndex([1, 1, 1, 1, 0])).toBe(0);
  });
  it('keeps teams within one member of each other for any number of joins', () => {
    for (const players of [1, 7, 13, 40]) {
      const counts = [0, 0, 0, 0];
      for (const team of joinInOrder(players)) counts[team] = (counts[team] ?? 0) + 1;
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }
  });
  it('rebalances after a resumed player keeps their team (no re-pick, so counts only grow)', () => {
    // Team 0 has a resumed member who did not re-pick; the newcomers fill the others first.
    expect(joinInOrder(3, [2, 1, 1, 1])).toEqual([1, 2, 3]);
  });
  it('keeps the team of a resumed attempt, whatever the counts are now', () => {
    expect(teamOfJoin({ mapType: 'team', resumedTeam: 3, memberCounts: [0, 0, 0, 9] })).toBe(3);
    expect(teamOfJoin({ mapType: 'team', resumedTeam: 0, memberCounts: [5, 0, 0, 0] })).toBe(0);
    expect(teamOfJoin({ mapType: 'team', resumedTeam: null, memberCounts: [5, 0, 0, 0] })).toBe(1);
  });
  it('gives no team on other map types', () => {
    for (const mapType of ['linear', 'free', 'round'])
      expect(teamOfJoin({ mapType, memberCounts: [0, 0, 0, 0] })).toBeNull();
  });
  it('knows which maps have teams', () => {
    expect(isTeamMap('team')).toBe(true);
    expect(isTeamMap('linear')).toBe(false);
    expect(isTeamMap(null)).toBe(false);
  });
});
