import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageReload } from '../lib/reload-page';
import { renderRoutes } from '../test/render';
import { RouteErrorPage } from './route-error-page';

/** A route whose page throws (a chunk that could not be fetched), under the app's error page. */
function renderFailedRoute(lng: 'en' | 'ko' = 'en') {
  const Broken = () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  };
  vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
  return renderRoutes([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }], { lng });
}

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

describe('RouteErrorPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers a reload for a page that failed online, and reloads only when asked', () => {
    setOnline(true);
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    renderFailedRoute();
    expect(screen.getByRole('alert')).toHaveTextContent('Reloading usually fixes it.');
    act(() => window.dispatchEvent(new Event('online')));
    expect(reload).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Reload' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offline, says so and reloads by itself once the browser is back online (ko)', () => {
    setOnline(false);
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    renderFailedRoute('ko');
    expect(screen.getByRole('alert')).toHaveTextContent('다시 연결되면 페이지가 저절로 새로고침됩니다.');
    expect(reload).not.toHaveBeenCalled();
    act(() => window.dispatchEvent(new Event('online')));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
