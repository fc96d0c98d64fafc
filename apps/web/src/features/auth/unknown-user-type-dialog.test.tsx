import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../lib/api-client';
import { json, mockApi, renderRoutes } from '../../test/render';
import { UnknownUserTypeDialog } from './unknown-user-type-dialog';

function AnyPage() {
  const query = useQuery({ queryKey: ['any'], queryFn: () => apiRequest('/api/anything') });
  return <p>{query.isError ? 'failed' : 'page'}</p>;
}

const routes = [
  {
    element: (
      <>
        <Outlet />
        <UnknownUserTypeDialog />
      </>
    ),
    children: [
      { path: '/page', element: <AnyPage /> },
      { path: '/sign-up/type', element: <p>type page</p> },
    ],
  },
];

describe('UnknownUserTypeDialog (spec §8 INVALID_USER_MEMBERTYPE)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the unknown-user-type error from any call, then goes to /sign-up/type', async () => {
    mockApi({
      'GET /api/anything': () =>
        json({ error: { code: 'INVALID_USER_MEMBERTYPE', message: 'Choose a type' } }, 403),
    });
    const { router } = renderRoutes(routes, { path: '/page' });
    expect(await screen.findByText("We don't know your user type yet")).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('unknown-user-type-continue'));
    expect(await screen.findByText('type page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-up/type');
  });
});
