import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, userBody } from '../../test/render';
import SignUpTypePage from './sign-up-type-page';

const routes = [
  { path: '/sign-up/type', element: <SignUpTypePage /> },
  { path: '/public', element: <p>explore</p> },
  { path: '/build', element: <p>builder</p> },
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function patchBody(api: ReturnType<typeof mockApi>): unknown {
  const call = api.mock.calls.find(
    ([url, init]) => String(url).endsWith('/api/users/info') && init?.method === 'PATCH',
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

describe('SignUpTypePage country (issue 19 item 1)', () => {
  it.each([
    ['en-US', 'US'],
    ['ko-KR', 'KR'],
  ])('defaults to the browser locale %s → %s and stores it with the user type', async (language, country) => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
    const api = mockApi({
      'GET /api/users/me': () => json(userBody({ userType: null })),
      'PATCH /api/users/info': () => json(userBody()),
    });
    renderRoutes(routes, { path: '/sign-up/type?callbackUrl=%2Fpublic' });
    expect(await screen.findByTestId('country-select')).toHaveValue(country);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(patchBody(api)).toEqual({ userType: 'TEACHER', countryCode: country }));
  });

  it('stores the country the teacher picks instead of the default', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    const api = mockApi({
      'GET /api/users/me': () => json(userBody({ userType: null })),
      'PATCH /api/users/info': () => json(userBody()),
    });
    renderRoutes(routes, { path: '/sign-up/type?callbackUrl=%2Fpublic' });
    fireEvent.change(await screen.findByTestId('country-select'), { target: { value: 'KR' } });
    expect(screen.getByRole('option', { name: 'South Korea' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(patchBody(api)).toEqual({ userType: 'TEACHER', countryCode: 'KR' }));
  });
});
