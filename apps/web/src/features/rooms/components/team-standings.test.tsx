import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../../../test/render';
import { ranksOf, TeamStandings } from './team-standings';

const teams = [
  { index: 2, members: 2, score: 40, correctRate: 0.8 },
  { index: 0, members: 2, score: 40, correctRate: 2 / 3 },
  { index: 3, members: 1, score: 10, correctRate: null },
];

describe('team standings on the results page (issue 10; spec §3 map type `team`)', () => {
  it('ranks equal scores alike', () => {
    expect(ranksOf(teams)).toEqual([1, 1, 3]);
  });

  it('lists rank, team, members, points and the share of right answers', () => {
    renderElement(<TeamStandings teams={teams} />);
    const rows = screen.getAllByTestId('team-row');
    expect(rows.map((row) => row.dataset.team)).toEqual(['green', 'red', 'yellow']);
    const cells = within(rows[0] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['#1', 'Green', '2', '40', '80%']);
    expect(within(rows[2] as HTMLElement).getAllByRole('cell')[4]).toHaveTextContent('—');
  });

  it('speaks Korean', () => {
    renderElement(<TeamStandings teams={teams} />, { lng: 'ko' });
    expect(screen.getByRole('heading', { name: '팀 순위' })).toBeInTheDocument();
    expect(screen.getAllByTestId('team-row')[1]).toHaveTextContent('빨강 팀');
  });
});
