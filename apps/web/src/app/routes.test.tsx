import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, signedOut, userBody } from '../test/render';
import { routes } from './routes';

const emptyList = () => json({ data: [], currentPage: 1, totalPages: 0 });

describe('app routes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a signed-out visitor the landing page at / (issue 8)', async () => {
    mockApi({ 'GET /api/users/me': signedOut });
    const { router } = renderRoutes(routes, { path: '/' });
    expect(await screen.findByTestId('landing')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows /public in the shell with a sign-in link', async () => {
    mockApi({ 'GET /api/users/me': signedOut, 'GET /api/quizsets': emptyList });
    const { router } = renderRoutes(routes, { path: '/public' });
    expect(await screen.findByRole('heading', { name: 'Explore' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/public');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
    if (!nav) throw new Error('no main navigation');
    expect(within(nav).getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?callbackUrl=%2Fpublic',
    );
    await waitFor(() => expect(document.title).toBe('Explore · Quizset'));
  });

  it('gates /my-quizzes behind sign-in', async () => {
    mockApi({ 'GET /api/users/me': signedOut });
    const { router } = renderRoutes(routes, { path: '/my-quizzes?q=x' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?callbackUrl=%2Fmy-quizzes%3Fq%3Dx');
  });

  it('shows the 404 page for an unknown path: page not found, not a deleted quiz set (issue 7)', async () => {
    mockApi({ 'GET /api/users/me': signedOut });
    renderRoutes(routes, { path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('The address may be mistyped, or the page has moved.')).toBeInTheDocument();
    expect(screen.queryByText(/deleted/)).toBeNull();
  });

  it('opens the account menu by keyboard, closes it with Escape, and signs out', async () => {
    let isSignedIn = true;
    mockApi({
      'GET /api/users/me': () => (isSignedIn ? json(userBody()) : signedOut()),
      'GET /api/quizsets': emptyList,
      'POST /api/auth/sign-out': () => {
        isSignedIn = false;
        return json({ success: true });
      },
    });
    renderRoutes(routes, { path: '/public' });
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: 'Account menu of Kim Teacher' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/users/u1');
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('switches the language from the header', async () => {
    mockApi({ 'GET /api/users/me': signedOut, 'GET /api/quizsets': emptyList });
    renderRoutes(routes, { path: '/public', lng: 'ko' });
    expect(await screen.findByRole('heading', { name: '둘러보기' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: '언어' }), 'en');
    expect(await screen.findByRole('heading', { name: 'Explore' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('saves a language switch to the account when signed in', async () => {
    const api = mockApi({
      'GET /api/users/me': () => json(userBody()),
      'GET /api/quizsets': emptyList,
      'PATCH /api/users/edit': () => json({ data: {} }),
    });
    renderRoutes(routes, { path: '/public', lng: 'en' });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Account menu of Kim Teacher' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ko');
    await waitFor(() => {
      const call = api.mock.calls.find(([, init]) => init?.method === 'PATCH');
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ locale: 'ko' });
    });
  });
});
