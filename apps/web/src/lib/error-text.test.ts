import { describe, expect, it } from 'vitest';
import { createI18n } from '../test/i18n';
import { ApiError } from './api-client';
import { errorText } from './error-text';

/** spec §8 "Generic error helper" (issue 19 item 23). */
describe('errorText', () => {
  const i18n = createI18n({ lng: 'en', detect: false });
  const t = i18n.t.bind(i18n);
  const mapping = { 413: { titleKey: 'error.title', messageKey: 'error.network' } };

  it('an error that is not an API answer is an unknown error', () => {
    expect(errorText(new TypeError('x is undefined'), t)).toEqual({
      title: 'Unknown error',
      message: 'The request failed. Please try again in a moment.',
    });
    expect(errorText('boom', t).title).toBe('Unknown error');
  });

  it('a status with a mapping shows the mapping’s title and message, not the server’s', () => {
    const error = new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Server words');
    expect(errorText(error, t, mapping)).toEqual({
      title: 'Something went wrong',
      message: 'Cannot reach the server. Check your connection and try again.',
    });
  });

  it('otherwise the default title with the server’s message (never its code)', () => {
    const error = new ApiError(409, 'CONFLICT', 'The quiz set changed meanwhile.');
    expect(errorText(error, t, mapping)).toEqual({
      title: 'Something went wrong',
      message: 'The quiz set changed meanwhile.',
    });
    expect(errorText(new ApiError(500, 'INTERNAL', ''), t)).toEqual({
      title: 'Something went wrong',
      message: null,
    });
  });

  it('a network failure says to check the connection, in the interface language', () => {
    const ko = createI18n({ lng: 'ko', detect: false });
    expect(
      errorText(new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached'), ko.t.bind(ko)),
    ).toEqual({
      title: '문제가 발생했습니다',
      message: '서버에 연결할 수 없습니다. 네트워크를 확인하고 다시 시도해 주세요.',
    });
  });
});
