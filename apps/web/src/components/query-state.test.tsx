import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderRoutes } from '../test/render';
import { QueryErrorState } from './query-state';

/** A failed page load words itself through the generic error helper (spec §8, issue 19 item 23). */
describe('QueryErrorState', () => {
  const show = (error: unknown, lng: 'en' | 'ko' = 'en') =>
    renderRoutes([{ path: '/', element: <QueryErrorState error={error} /> }], { path: '/', lng });

  it("shows the default title with the server's own message", () => {
    show(new ApiError(409, 'CONFLICT', 'The quiz set changed meanwhile.'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('The quiz set changed meanwhile.');
    expect(alert).not.toHaveTextContent('CONFLICT');
  });

  it('falls back to the generic text when the server sent no message, and says "unknown" for a bug', () => {
    show(new ApiError(500, 'INTERNAL', ''));
    expect(screen.getByRole('alert')).toHaveTextContent('The request failed. Please try again in a moment.');
  });

  it('names an error that is not an API answer an unknown error', () => {
    show(new TypeError('x is undefined'));
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown error');
    expect(screen.getByRole('alert')).not.toHaveTextContent('x is undefined');
  });

  it('says to check the connection when the server cannot be reached, in Korean too', () => {
    show(new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached'), 'ko');
    expect(screen.getByRole('alert')).toHaveTextContent('서버에 연결할 수 없습니다');
  });
});
