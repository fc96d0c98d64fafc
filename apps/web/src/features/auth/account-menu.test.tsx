import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderElement, userBody } from '../../test/render';
import { AccountMenu } from './account-menu';

/** Opens the header's account menu of the signed-in user. */
async function openMenu(): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: 'Account menu of Kim Teacher' }));
  await screen.findByText('Account settings');
}

describe('AccountMenu', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links an admin to the quote requests (issue 22 item 3)', async () => {
    mockApi({ 'GET /api/users/me': () => json(userBody({ admin: true })) });
    renderElement(<AccountMenu />, { lng: 'ko' });
    fireEvent.click(await screen.findByRole('button', { name: 'Kim Teacher 계정 메뉴' }));
    expect(await screen.findByRole('link', { name: '견적 요청 목록 (관리자)' })).toHaveAttribute(
      'href',
      '/admin/quotes',
    );
  });

  it('shows no admin link to a teacher', async () => {
    mockApi({ 'GET /api/users/me': () => json(userBody()) });
    renderElement(<AccountMenu />);
    await openMenu();
    expect(screen.queryByTestId('menu-admin-quotes')).toBeNull();
  });
});
