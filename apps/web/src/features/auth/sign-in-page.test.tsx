import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, signedOut, userBody } from '../../test/render';
import SignInPage from './sign-in-page';

const routes = [
  { path: '/login', element: <SignInPage /> },
  { path: '/build', element: <p>builder</p> },
  { path: '/public', element: <p>explore</p> },
  { path: '/sign-up/type', element: <p>type page</p> },
];

/** The server seeds the demo accounts (SEED_DEMO on). */
const demoSeeded = () => json({ data: { demoAccounts: true } });

describe('SignInPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills the form from a demo account and returns to callbackUrl after signing in', async () => {
    let isSignedIn = false;
    const api = mockApi({
      'GET /api/site-config': demoSeeded,
      'GET /api/users/me': () => (isSignedIn ? json(userBody()) : signedOut()),
      'POST /api/auth/sign-in/email': () => {
        isSignedIn = true;
        return json({ user: { id: 'u1' } });
      },
    });
    const { router } = renderRoutes(routes, { path: '/login?callbackUrl=%2Fbuild' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Use pro@demo\.example / }));
    expect(screen.getByLabelText(/Email/)).toHaveValue('pro@demo.example');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('builder');
    expect(router.state.location.pathname).toBe('/build');
    const signInCall = api.mock.calls.find(([url]) => String(url).includes('sign-in'));
    expect(JSON.parse(String(signInCall?.[1]?.body))).toEqual({
      email: 'pro@demo.example',
      password: 'demo-password',
    });
  });

  it('shows the wrong-password message on 401 and stays', async () => {
    mockApi({
      'GET /api/users/me': signedOut,
      'POST /api/auth/sign-in/email': () =>
        json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid' }, 401),
    });
    renderRoutes(routes, { path: '/login' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email/), 'free@demo.example');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
  });

  it('ignores an off-site callbackUrl', async () => {
    let isSignedIn = false;
    mockApi({
      'GET /api/site-config': demoSeeded,
      'GET /api/users/me': () => (isSignedIn ? json(userBody()) : signedOut()),
      'POST /api/auth/sign-in/email': () => {
        isSignedIn = true;
        return json({});
      },
    });
    const { router } = renderRoutes(routes, { path: '/login?callbackUrl=https%3A%2F%2Fevil.example' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Use free@demo\.example / }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/public'));
  });

  it('lists no demo accounts (nor their password) when the server does not seed them (issue 19 item 3)', async () => {
    const api = mockApi({
      'GET /api/site-config': () => json({ data: { demoAccounts: false } }),
      'GET /api/users/me': signedOut,
    });
    renderRoutes(routes, { path: '/login' });
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() =>
      expect(api.mock.calls.some(([url]) => String(url).includes('/api/site-config'))).toBe(true),
    );
    // Let the answer render: the same page with `demoAccounts: true` shows the list (tests above).
    await act(async () => {});
    expect(screen.queryByText('Demo accounts')).not.toBeInTheDocument();
    expect(screen.queryByText(/demo-password/)).not.toBeInTheDocument();
  });
});
