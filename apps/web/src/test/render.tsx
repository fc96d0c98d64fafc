import type { Locale } from '@quizset/domain';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '../app/providers';
import { createQueryClient } from '../lib/query-client';
import { createI18n } from './i18n';

/** A JSON response as the server sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Handler = (request: { url: URL; method: string; body: unknown }) => Response | Promise<Response>;

/**
 * Replace `fetch` with a router over `"METHOD /path"` keys (query string ignored). Unmatched calls
 * answer 404 so a missing stub fails loudly in the page instead of hanging. Returns the spy.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler)
      return json({ error: { code: 'NOT_FOUND', message: `no stub for ${method} ${url.pathname}` } }, 404);
    return handler({ url, method, body });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

export const signedOut = () => json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in' } }, 401);

export function userBody(overrides: Record<string, unknown> = {}) {
  return {
    data: {
      id: 'u1',
      name: 'Kim Teacher',
      email: 'free@demo.example',
      userType: 'TEACHER',
      planType: 'FREE',
      countryCode: 'KR',
      registrationStatus: 'COMPLETE',
      admin: false,
      recentQuizsetInfo: null,
      ...overrides,
    },
  };
}

/**
 * Render routes in a memory router inside the app's providers (English unless told otherwise, so
 * assertions read naturally). Returns the router to inspect `router.state.location`.
 */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', lng = 'en' }: { path?: string; lng?: Locale } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const i18n = createI18n({ lng, detect: false });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  const utils = render(
    <Providers queryClient={queryClient} i18n={i18n} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, router, queryClient, i18n };
}

export function renderElement(element: ReactElement, options?: { path?: string; lng?: Locale }) {
  return renderRoutes([{ path: '*', element }], options);
}
