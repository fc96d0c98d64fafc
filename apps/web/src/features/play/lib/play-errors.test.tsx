import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { createI18n } from '../../../test/i18n';
import { usePlayErrorText } from './play-errors';

/** The player's refusals through the generic error helper (spec §8, issue 19 item 23). */
describe('usePlayErrorText', () => {
  const i18n = createI18n({ lng: 'en', detect: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  const text = (error: unknown) => renderHook(() => usePlayErrorText(error), { wrapper }).result.current;

  it('words a mapped status its own way, whatever the server said', () => {
    expect(text(new ApiError(404, 'NOT_FOUND', 'Quiz room not found'))).toBe(
      'This quiz room does not exist.',
    );
    expect(text(new ApiError(403, 'FORBIDDEN', 'x'))).toBe('This quiz room is closed.');
    expect(text(new ApiError(429, 'RATE_LIMITED', 'x'))).toBe('Too many tries. Wait a moment and try again.');
  });

  it("shows the server's own message for another status, else the generic text", () => {
    expect(text(new ApiError(400, 'VALIDATION_FAILED', 'Nickname is too long'))).toBe('Nickname is too long');
    expect(text(new ApiError(500, 'INTERNAL', ''))).toBe('Something went wrong. Please try again.');
    expect(text(new TypeError('boom'))).toBe('Something went wrong. Please try again.');
    expect(text(null)).toBe('');
  });

  it('says the connection failed when the server cannot be reached', () => {
    expect(text(new ApiError(0, 'NETWORK_ERROR', ''))).toBe(
      'The server could not be reached. Check the connection and try again.',
    );
  });
});
