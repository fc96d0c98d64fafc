import type { QuizSaved } from '@quizset/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderElement } from '../../../test/render';
import type { QuizSetResults } from '../api';
import { conditionalGet } from '../lib/conditional-get';
import { attemptSummary, emptyAnalysisOf } from '../test/results-fixtures';
import { LiveGrid } from './live-grid';

const quizList = [
  { id: 'q1', order: 1, type: 'multiple', question: '2 + 2?', choiceList: [{ text: '3' }, { text: '4' }] },
  { id: 'q2', order: 2, type: 'ox', question: 'Sky is blue' },
  { id: 'q3', order: 3, type: 'subjective', question: 'Capital?' },
] as unknown as QuizSaved[];

const attempt = attemptSummary;

const results: QuizSetResults = {
  attempts: [
    attempt({
      attemptId: 'a1',
      player: { name: '가현', isGuest: true },
      answers: [
        { quizId: 'q1', outcome: 'correct', answer: [1] },
        { quizId: 'q2', outcome: 'wrong', answer: 'x' },
      ],
      currentQuizId: 'q3',
    }),
    attempt({
      attemptId: 'a2',
      player: { name: 'Minji', isGuest: false },
      answers: [
        { quizId: 'q1', outcome: 'pass', answer: null },
        { quizId: 'q2', outcome: 'correct', answer: 'o' },
        { quizId: 'q3', outcome: 'correct', answer: 'Seoul' },
      ],
      currentQuizId: null,
      finishedAt: '2026-01-01T00:05:00Z',
      score: 20,
    }),
  ],
  questions: emptyAnalysisOf(quizList),
  teams: [],
};

const outcomes = (row: HTMLElement) =>
  within(row)
    .getAllByTestId('live-cell')
    .map((cell) => `${cell.dataset.outcome}:${cell.textContent}`);

describe('live grid (issue 15 "Live results")', () => {
  it('draws a row per player and a column per question, right / wrong / pass by symbol, not colour alone', () => {
    renderElement(<LiveGrid results={results} quizList={quizList} />);
    const [gahyun, minji] = screen.getAllByTestId('live-row') as [HTMLElement, HTMLElement];
    expect(outcomes(gahyun)).toEqual(['correct:✓', 'wrong:✗', 'current:…']);
    expect(outcomes(minji)).toEqual(['pass:↷', 'correct:✓', 'correct:✓']);
    // Each cell names the question, the outcome and the answer given for screen readers.
    expect(within(gahyun).getAllByTestId('live-cell')[0]).toHaveAccessibleName('Question 1: Right, 2. 4');
    expect(within(gahyun).getAllByTestId('live-cell')[1]).toHaveAccessibleName('Question 2: Wrong, X');
    expect(within(gahyun).getAllByTestId('live-cell')[2]).toHaveAccessibleName('Question 3: answering now');
    // Who is playing, who finished.
    expect(gahyun.dataset.finished).toBe('false');
    expect(within(gahyun).getByTestId('live-playing')).toHaveTextContent('▶ Playing Q3');
    expect(within(minji).getByTestId('live-finished')).toHaveTextContent('✓ Finished');
    expect(within(minji).getByText('20 / 30')).toBeInTheDocument();
    expect(screen.getByTestId('live-counts')).toHaveTextContent('1 playing · 1 finished');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Player',
      'Status',
      'Score',
      'Q1',
      'Q2',
      'Q3',
    ]);
  });

  it('speaks Korean', () => {
    renderElement(<LiveGrid results={results} quizList={quizList} />, { lng: 'ko' });
    expect(screen.getByRole('heading', { name: '실시간 현황' })).toBeInTheDocument();
    expect(screen.getByTestId('live-counts')).toHaveTextContent('1명 푸는 중 · 1명 완료');
    const [gahyun] = screen.getAllByTestId('live-row') as [HTMLElement];
    expect(within(gahyun).getAllByTestId('live-cell')[1]).toHaveAccessibleName('2번 문제: 오답, X');
  });
});

describe('conditionalGet (the live poll)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the last ETag and keeps the same data object on 304', async () => {
    const seen: Array<string | null> = [];
    let status = 200;
    const spy = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get('if-none-match'));
      return status === 304
        ? new Response(null, { status: 304, headers: { etag: '"v1"' } })
        : new Response(JSON.stringify({ data: { n: 1 } }), { status: 200, headers: { etag: '"v1"' } });
    });
    vi.stubGlobal('fetch', spy);
    const first = await conditionalGet<{ n: number }>('/api/x', undefined);
    expect(first).toEqual({ etag: '"v1"', data: { n: 1 } });
    status = 304;
    const second = await conditionalGet<{ n: number }>('/api/x', first);
    expect(second).toBe(first);
    expect(seen).toEqual([null, '"v1"']);
  });

  it('throws the envelope of a refusal', async () => {
    mockApi({
      'GET /api/x': () =>
        new Response(JSON.stringify({ error: { code: 'FORBIDDEN', message: 'no' } }), { status: 403 }),
    });
    await expect(conditionalGet('/api/x', undefined)).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
  });
});
