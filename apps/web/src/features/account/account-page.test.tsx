import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, userBody } from '../../test/render';
import AccountPage from './account-page';

const routes = [
  { path: '/account', element: <AccountPage /> },
  { path: '/login', element: <p>sign-in page</p> },
  { path: '/pricing', element: <p>pricing page</p> },
];

afterEach(() => vi.unstubAllGlobals());

/** A call's JSON body, by method and path. */
function bodyOf(api: ReturnType<typeof mockApi>, method: string, path: string): unknown {
  const call = api.mock.calls.find(
    ([url, init]) => String(url).endsWith(path) && (init?.method ?? 'GET') === method,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

describe('AccountPage (issue 19 item 2)', () => {
  it('saves name, user type and country together; country names are in the interface language', async () => {
    const api = mockApi({
      'GET /api/users/me': () => json(userBody()),
      'PATCH /api/users/info': () => json(userBody({ countryCode: 'US' })),
    });
    renderRoutes(routes, { path: '/account', lng: 'ko' });
    const country = await screen.findByTestId('country-select');
    expect(country).toHaveValue('KR');
    expect(screen.getByRole('option', { name: '미국' })).toBeInTheDocument();
    fireEvent.change(country, { target: { value: 'US' } });
    fireEvent.change(screen.getByTestId('account-name'), { target: { value: '  Ms Taylor ' } });
    fireEvent.click(screen.getByRole('radio', { name: '학생' }));
    fireEvent.click(screen.getByTestId('account-profile-save'));
    await screen.findByTestId('account-profile-saved');
    expect(bodyOf(api, 'PATCH', '/api/users/info')).toEqual({
      name: 'Ms Taylor',
      userType: 'STUDENT',
      countryCode: 'US',
    });
  });

  it('refuses an empty name before any request', async () => {
    const api = mockApi({ 'GET /api/users/me': () => json(userBody()) });
    renderRoutes(routes, { path: '/account' });
    fireEvent.change(await screen.findByTestId('account-name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByTestId('account-profile-save'));
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(bodyOf(api, 'PATCH', '/api/users/info')).toBeUndefined();
  });

  it('changes the password; a wrong current password says so', async () => {
    let accepts = false;
    const api = mockApi({
      'GET /api/users/me': () => json(userBody()),
      'POST /api/auth/change-password': () =>
        accepts
          ? json({ token: null })
          : json({ code: 'INVALID_PASSWORD', message: 'Invalid password' }, 400),
    });
    renderRoutes(routes, { path: '/account' });
    const fill = (testId: string, value: string) =>
      fireEvent.change(screen.getByTestId(testId), { target: { value } });
    await screen.findByTestId('account-password-current');
    fill('account-password-current', 'old-password');
    fill('account-password-new', 'new-password');
    fill('account-password-confirm', 'new-passwork');
    fireEvent.click(screen.getByTestId('account-password-save'));
    expect(screen.getByText('The two passwords differ.')).toBeInTheDocument();
    expect(bodyOf(api, 'POST', '/api/auth/change-password')).toBeUndefined();
    fill('account-password-confirm', 'new-password');
    fireEvent.click(screen.getByTestId('account-password-save'));
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
    accepts = true;
    fireEvent.click(screen.getByTestId('account-password-save'));
    await screen.findByTestId('account-password-changed');
    expect(bodyOf(api, 'POST', '/api/auth/change-password')).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password',
    });
  });

  it('shows the plan with the way to /pricing', async () => {
    mockApi({ 'GET /api/users/me': () => json(userBody({ planType: 'BASIC' })) });
    renderRoutes(routes, { path: '/account' });
    expect(await screen.findByTestId('account-plan')).toHaveTextContent('Basic');
    expect(screen.getByTestId('account-pricing')).toHaveAttribute('href', '/pricing');
    expect(screen.getByTestId('account-pricing')).toHaveTextContent('See plans and upgrade');
  });

  it('signs out of all devices only after confirming, then goes to sign-in', async () => {
    const api = mockApi({
      'GET /api/users/me': () => json(userBody()),
      'POST /api/auth/revoke-sessions': () => json({ status: true }),
      'POST /api/auth/sign-out': () => json({ success: true }),
    });
    const { router } = renderRoutes(routes, { path: '/account' });
    fireEvent.click(await screen.findByTestId('account-sign-out-all'));
    expect(bodyOf(api, 'POST', '/api/auth/revoke-sessions')).toBeUndefined();
    fireEvent.click(await screen.findByTestId('account-sign-out-all-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bodyOf(api, 'POST', '/api/auth/revoke-sessions')).toEqual({});
  });
});
