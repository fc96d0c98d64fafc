import type { QuizSaved } from '@quizset/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderElement } from '../../../test/render';
import { type AttemptSummary, type QuizSetResults, useResults } from '../api';
import { attemptSummary, emptyAnalysisOf } from '../test/results-fixtures';
import { ResultsView } from './results-view';

/*
 * The teacher's hand on the players of a room (issue 15 item 5): the guest's rejoin code in the
 * results row, and the per-player menu — rename (guests), merge into another attempt of the same
 * room, remove — against a stand-in of the results and player routes (docs/api.md "Quiz rooms and
 * play"); the real routes are covered by the server's tests and e2e/rooms-teacher.spec.ts.
 */

const quizList = [
  { id: 'q1', order: 1, type: 'ox', question: 'Sky is blue' },
  { id: 'q2', order: 2, type: 'ox', question: 'Fire is cold' },
] as unknown as QuizSaved[];

const attempt = (overrides: Partial<AttemptSummary>): AttemptSummary =>
  attemptSummary({
    entryMapHashId: 'room1',
    player: { name: 'x', isGuest: true },
    maxScore: 20,
    answeredCount: 1,
    answers: [{ quizId: 'q1', outcome: 'correct', answer: 'o' }],
    currentQuizId: 'q2',
    ...overrides,
  });

let attempts: AttemptSummary[];
let gets: number;

const results = (): QuizSetResults => ({
  attempts,
  questions: emptyAnalysisOf(quizList),
  teams: [],
});

/** The results page's data path: the live query, then the view (as results-page.tsx draws it). */
function Harness() {
  const query = useResults('set1');
  return query.data ? <ResultsView quizSetId="set1" quizList={quizList} results={query.data} /> : null;
}

const row = (name: string) =>
  screen
    .getAllByTestId('attempt-row')
    .find((tr) => within(tr).queryByText(name, { exact: true })) as HTMLElement;

beforeEach(() => {
  gets = 0;
  attempts = [
    attempt({ attemptId: 'a1', player: { name: 'Mina', isGuest: true }, rejoinCode: 'ABC234' }),
    attempt({ attemptId: 'a2', player: { name: 'Mina2', isGuest: true }, rejoinCode: 'XYZ789' }),
    attempt({ attemptId: 'a3', player: { name: 'Minji', isGuest: false } }),
    attempt({
      attemptId: 'b1',
      entryMapHashId: 'room2',
      player: { name: 'Other', isGuest: true },
      rejoinCode: 'QRS456',
    }),
  ];
});
afterEach(() => vi.unstubAllGlobals());

function serve(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/quizsets/set1/results': () => {
      gets += 1;
      return json({ data: results() });
    },
    ...extra,
  });
}

describe('player actions on the results page (issue 15 item 5)', () => {
  it("shows each guest's rejoin code in their row, none for a signed-in player", async () => {
    serve();
    renderElement(<Harness />);
    await screen.findAllByTestId('attempt-row');
    expect(within(row('Mina')).getByTestId('attempt-rejoin-code')).toHaveTextContent('Rejoin code ABC234');
    expect(within(row('Mina2')).getByTestId('attempt-rejoin-code')).toHaveTextContent('XYZ789');
    expect(within(row('Minji')).queryByTestId('attempt-rejoin-code')).toBeNull();
  });

  it('opens from the keyboard; rename is offered for guests only', async () => {
    serve();
    const user = userEvent.setup();
    renderElement(<Harness />);
    await screen.findAllByTestId('attempt-row');
    const button = screen.getByRole('button', { name: 'Actions for Minji' });
    // A menu button before its code is loaded too (components/lazy-menu.tsx, issue 20 item 1).
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Merge into…', 'Remove player']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Focus back on the trigger, the loaded menu's own (the first press replaced the stand-in).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions for Minji' })).toHaveFocus());
    screen.getByRole('button', { name: 'Actions for Mina' }).focus();
    await user.keyboard('{Enter}');
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Rename', 'Merge into…', 'Remove player']);
  });

  it("rename: a refusal shows the server's message and changes nothing; a success refetches the results", async () => {
    const bodies: unknown[] = [];
    let refuse = true;
    serve({
      'PATCH /api/rooms/room1/attempts/a2': ({ body }) => {
        bodies.push(body);
        if (refuse)
          return json(
            {
              error: {
                code: 'CONFLICT',
                message: 'This nickname is already taken in this room',
                details: [{ path: 'guestName', message: 'This nickname is already taken in this room' }],
              },
            },
            409,
          );
        attempts = attempts.map((a) =>
          a.attemptId === 'a2' ? { ...a, player: { name: 'Minah', isGuest: true } } : a,
        );
        return json({ data: { attemptId: 'a2', guestName: 'Minah' } });
      },
    });
    const user = userEvent.setup();
    renderElement(<Harness />);
    await screen.findAllByTestId('attempt-row');
    await user.click(screen.getByRole('button', { name: 'Actions for Mina2' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Mina2' });
    const field = within(dialog).getByLabelText('Nickname');
    expect(field).toHaveValue('Mina2');
    // The nickname rule is checked here first, in the server's words.
    await user.clear(field);
    expect(within(dialog).getByRole('button', { name: 'Rename' })).toBeDisabled();
    await user.type(field, 'Mina');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This nickname is already taken in this room',
    );
    expect(bodies).toEqual([{ guestName: 'Mina' }]);
    const getsBefore = gets;
    expect(row('Mina2')).toBeDefined();

    refuse = false;
    await user.clear(field);
    await user.type(field, 'Minah');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies.at(-1)).toEqual({ guestName: 'Minah' });
    expect(gets).toBeGreaterThan(getsBefore);
    expect(within(row('Minah')).getByTestId('attempt-rejoin-code')).toHaveTextContent('XYZ789');
  });

  it('merge: offers only the other attempts of the same room, and merges after the choice is confirmed', async () => {
    const bodies: unknown[] = [];
    serve({
      'POST /api/rooms/room1/attempts/a2/merge': ({ body }) => {
        bodies.push(body);
        attempts = attempts.filter((a) => a.attemptId !== 'a2');
        return json({ data: { attemptId: 'a1', answeredCount: 2, score: null } });
      },
    });
    const user = userEvent.setup();
    renderElement(<Harness />);
    await screen.findAllByTestId('attempt-row');
    await user.click(screen.getByRole('button', { name: 'Actions for Mina2' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Merge into…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge Mina2 into another attempt' });
    const choices = within(dialog).getAllByRole('radio');
    expect(choices).toHaveLength(2);
    expect(within(dialog).queryByText(/Other/)).toBeNull();
    const merge = within(dialog).getByRole('button', { name: 'Merge' });
    expect(merge).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /^Mina · / }));
    expect(within(dialog).getByTestId('merge-summary')).toHaveTextContent(
      "Mina2's answers go into Mina's attempt. This cannot be undone.",
    );
    await user.click(merge);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ intoAttemptId: 'a1' }]);
    await waitFor(() => expect(screen.getAllByTestId('attempt-row')).toHaveLength(3));
  });

  it('remove: says the answers go too; a failure keeps the row and shows why', async () => {
    let fail = true;
    const deletes = vi.fn();
    serve({
      'DELETE /api/rooms/room1/attempts/a3': () => {
        deletes();
        if (fail) return json({ error: { code: 'NOT_FOUND', message: 'Quiz room not found' } }, 404);
        attempts = attempts.filter((a) => a.attemptId !== 'a3');
        return json({ data: { removedAttemptIds: ['a3'] } });
      },
    });
    const user = userEvent.setup();
    renderElement(<Harness />, { lng: 'ko' });
    await screen.findAllByTestId('attempt-row');
    await user.click(screen.getByRole('button', { name: 'Minji 관리' }));
    await user.click(await screen.findByRole('menuitem', { name: '참여자 내보내기' }));
    const dialog = await screen.findByRole('dialog', { name: 'Minji 내보내기' });
    expect(dialog).toHaveTextContent('이 방에서 Minji의 모든 풀이와 답이 삭제돼요. 되돌릴 수 없어요.');
    await user.click(within(dialog).getByRole('button', { name: '참여자와 답 삭제' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Quiz room not found');
    expect(screen.getAllByTestId('attempt-row')).toHaveLength(4);
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: '참여자와 답 삭제' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getAllByTestId('attempt-row')).toHaveLength(3));
    expect(deletes).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Minji', { exact: true })).toBeNull();
  });
});
