import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverSink } from './analytics';

afterEach(() => vi.unstubAllGlobals());

describe('serverSink (issue 19 item 22)', () => {
  it('posts the event to /api/analytics/events with keepalive, dropping undefined props', async () => {
    const fetchSpy = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchSpy);
    serverSink.track('build_exit', { mode: 'CREATE', questionCount: 2, missing: undefined });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/analytics/events');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'build_exit',
      props: { mode: 'CREATE', questionCount: 2 },
    });
  });

  it('never throws when the request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(() => serverSink.track('build_exit', {})).not.toThrow();
  });
});
