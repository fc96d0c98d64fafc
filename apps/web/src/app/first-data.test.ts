import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';
import { json, mockApi, userBody } from '../test/render';
import { prefetchFirstData } from './first-data';

const BUILD_DATA = { data: { templates: [], userBuildInfo: {}, categoryTree: [], publishers: [] } };

function requestedPaths(spy: ReturnType<typeof mockApi>): string[] {
  return spy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname).sort();
}

describe('prefetchFirstData (issue 20, /build cold)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the user and the build data on /build, into the entries the hooks read', async () => {
    const spy = mockApi({
      'GET /api/users/me': () => json(userBody()),
      'GET /api/quiz-builder/build-data': () => json(BUILD_DATA),
    });
    const queryClient = createQueryClient();
    prefetchFirstData(queryClient, '/build');
    expect(requestedPaths(spy)).toEqual(['/api/quiz-builder/build-data', '/api/users/me']);
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKeys.buildData)).toEqual(BUILD_DATA));
    expect(queryClient.getQueryData(queryKeys.me)).toEqual(userBody().data);
  });

  it('asks for the build data on a quiz page, not on its results page nor on /public', () => {
    for (const [path, withBuildData] of [
      ['/quiz/abc', true],
      ['/quiz/abc/results', false],
      ['/public', false],
    ] as const) {
      const spy = mockApi({ 'GET /api/users/me': () => json(userBody()) });
      prefetchFirstData(createQueryClient(), path);
      expect(requestedPaths(spy).includes('/api/quiz-builder/build-data'), path).toBe(withBuildData);
      expect(requestedPaths(spy), path).toContain('/api/users/me');
    }
  });

  it('leaves a signed-out visitor as null, as the session gate expects', async () => {
    mockApi({
      'GET /api/users/me': () => json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in' } }, 401),
    });
    const queryClient = createQueryClient();
    prefetchFirstData(queryClient, '/public');
    await vi.waitFor(() => expect(queryClient.getQueryState(queryKeys.me)?.status).toBe('success'));
    expect(queryClient.getQueryData(queryKeys.me)).toBeNull();
  });
});
