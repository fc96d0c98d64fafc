import { screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, signedOut, userBody } from '../../test/render';
import { RequireAuth } from './require-auth';

const routes = [
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [{ path: '/build', element: <p>builder</p> }],
  },
  {
    element: (
      <RequireAuth registrationStatus="REGISTERED" admin>
        <Outlet />
      </RequireAuth>
    ),
    children: [{ path: '/admin', element: <p>admin page</p> }],
  },
  { path: '/login', element: <p>login page</p> },
  { path: '/sign-up/type', element: <p>type page</p> },
];

describe('RequireAuth', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a signed-out user to /login with the path and search as callbackUrl', async () => {
    mockApi({ 'GET /api/users/me': signedOut });
    const { router } = renderRoutes(routes, { path: '/build?quizSetId=q1&mode=UPDATE' });
    await screen.findByText('login page');
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('callbackUrl')).toBe(
      '/build?quizSetId=q1&mode=UPDATE',
    );
  });

  it('sends a user without a user type to /sign-up/type, keeping callbackUrl', async () => {
    mockApi({ 'GET /api/users/me': () => json(userBody({ userType: null })) });
    const { router } = renderRoutes(routes, { path: '/build' });
    await screen.findByText('type page');
    expect(router.state.location.pathname).toBe('/sign-up/type');
    expect(router.state.location.search).toBe('?callbackUrl=%2Fbuild');
  });

  it('renders the page for a signed-in user with a user type', async () => {
    mockApi({ 'GET /api/users/me': () => json(userBody()) });
    renderRoutes(routes, { path: '/build' });
    expect(await screen.findByText('builder')).toBeInTheDocument();
  });

  it('offers a retry when the user query fails for another reason', async () => {
    mockApi({ 'GET /api/users/me': () => json({ error: { code: 'X', message: 'boom' } }, 500) });
    renderRoutes(routes, { path: '/build' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument());
  });

  it('can require a registrationStatus and admin (spec §6)', async () => {
    mockApi({ 'GET /api/users/me': () => json(userBody({ registrationStatus: 'PENDING', admin: true })) });
    const first = renderRoutes(routes, { path: '/admin' });
    await screen.findByText('type page');
    expect(first.router.state.location.pathname).toBe('/sign-up/type');
    first.unmount();

    mockApi({
      'GET /api/users/me': () => json(userBody({ registrationStatus: 'REGISTERED', admin: false })),
    });
    const second = renderRoutes(routes, { path: '/admin' });
    expect(await screen.findByTestId('admin-required')).toHaveTextContent(
      'Only administrators can open this page.',
    );
    second.unmount();

    mockApi({ 'GET /api/users/me': () => json(userBody({ registrationStatus: 'REGISTERED', admin: true })) });
    renderRoutes(routes, { path: '/admin' });
    expect(await screen.findByText('admin page')).toBeInTheDocument();
  });
});
