import type { QuizSetSummary } from '@quizset/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ExplorePage from '../features/explore/explore-page';
import { json, mockApi, renderRoutes } from '../test/render';
import { MockIntersectionObserver } from '../test/setup';

function summary(n: number): QuizSetSummary {
  return {
    id: `qs${n}`,
    title: `Quiz ${n}`,
    templateId: 't1',
    templateType: 'linear',
    templatePlanType: 'FREE',
    categoryTreeData: { categoryTreeId: null, schoolSemester: null, publisher: null },
    thumbnailUrl: null,
    quizCount: 3,
    isPublic: true,
    author: { id: 'u1', name: 'Kim', image: null },
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    playCount: n,
  };
}

function page(pageNumber: number, totalPages: number) {
  return {
    data: Array.from({ length: pageNumber < totalPages ? 20 : 5 }, (_, i) =>
      summary((pageNumber - 1) * 20 + i + 1),
    ),
    currentPage: pageNumber,
    totalPages,
  };
}

describe('explore list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the next page when the sentinel comes within 20 px, and stops at the last page', async () => {
    const api = mockApi({
      'GET /api/quizsets': ({ url }) => json(page(Number(url.searchParams.get('page')), 2)),
    });
    renderRoutes([{ path: '/public', element: <ExplorePage /> }], { path: '/public?q=quiz&order=RECENTLY' });
    expect(await screen.findByText('Quiz 20')).toBeInTheDocument();
    // The page also loads the category tree for its filters (issue 7): count the list's calls only.
    const listCalls = () =>
      api.mock.calls
        .map((call) => new URL(String(call[0]), 'http://localhost'))
        .filter((url) => url.pathname === '/api/quizsets');
    const firstUrl = listCalls()[0]!;
    expect(Object.fromEntries(firstUrl.searchParams)).toEqual({
      q: 'quiz',
      qType: 'ALL',
      order: 'RECENTLY',
      page: '1',
    });

    const observer = MockIntersectionObserver.instances.at(-1);
    expect(observer?.rootMargin).toBe('0px 0px 20px 0px');
    act(() => observer?.trigger());
    expect(await screen.findByText('Quiz 25')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('You have reached the end.')).toBeInTheDocument());
    expect(listCalls()).toHaveLength(2);
  });

  it('shows the empty state and a retry on error', async () => {
    let fail = true;
    mockApi({
      'GET /api/quizsets': () =>
        fail
          ? json({ error: { code: 'X', message: 'x' } }, 500)
          : json({ data: [], currentPage: 1, totalPages: 0 }),
    });
    renderRoutes([{ path: '/public', element: <ExplorePage /> }], { path: '/public' });
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    fail = false;
    act(() => retry.click());
    expect(await screen.findByText('No public quiz sets yet')).toBeInTheDocument();
  });
});
