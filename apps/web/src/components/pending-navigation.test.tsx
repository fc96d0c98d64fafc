import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useEffect } from 'react';
import { Link, Outlet } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { NAVIGATION_PROGRESS_DELAY_MS } from './navigation-progress';
import { NavigationStatus, PendingNavigation } from './pending-navigation';

/** The root route's element, as RootLayout draws it. */
const LAYOUT = (
  <>
    <PendingNavigation />
    <Outlet />
  </>
);

/** Routes whose `/next` page waits for `arrive` (a route chunk on its way). */
function slowPage() {
  let arrive: () => void = () => {};
  const routes = [
    {
      element: LAYOUT,
      children: [
        { path: '/', element: <Link to="/next">Next</Link> },
        {
          path: '/next',
          lazy: () =>
            new Promise<{ Component: () => ReactElement }>((resolve) => {
              arrive = () => resolve({ Component: () => <h1>Next page</h1> });
            }),
        },
      ],
    },
  ];
  return { routes, arrive: () => arrive() };
}

/** With fake timers: the first frame painted, after which the navigation's parts are drawn. */
const paint = () => act(() => vi.advanceTimersByTimeAsync(50));

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

describe('PendingNavigation', () => {
  // The bar's code is asked for after the first paint; here it is there before the first render.
  beforeAll(() => NavigationStatus.preload());

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows an indeterminate bar once a page has taken its delay, and goes with the page', async () => {
    vi.useFakeTimers();
    const root = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
    onTestFinished(() => root.remove());
    const { routes, arrive } = slowPage();
    renderRoutes(routes);
    await paint();
    act(() => screen.getByRole('link', { name: 'Next' }).click());
    await act(() => vi.advanceTimersByTimeAsync(NAVIGATION_PROGRESS_DELAY_MS - 1));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(root, 'the app is busy from the click on').toHaveAttribute('aria-busy', 'true');
    await act(() => vi.advanceTimersByTimeAsync(1));
    const bar = screen.getByRole('progressbar', { name: 'Opening the page' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => arrive());
    expect(screen.getByRole('heading', { name: 'Next page' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(root).not.toHaveAttribute('aria-busy');
  });

  it('says the page opens once the connection is back while the browser is offline (ko)', async () => {
    vi.useFakeTimers();
    const { routes, arrive } = slowPage();
    renderRoutes(routes, { lng: 'ko' });
    await paint();
    act(() => setOnline(false));
    act(() => screen.getByRole('link', { name: 'Next' }).click());
    await act(() => vi.advanceTimersByTimeAsync(NAVIGATION_PROGRESS_DELAY_MS));
    expect(screen.getByRole('progressbar', { name: '페이지를 여는 중' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('다시 연결되면 페이지가 열립니다');
    act(() => setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => arrive());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows nothing for a page that arrives within the delay', async () => {
    vi.useFakeTimers();
    const { routes, arrive } = slowPage();
    renderRoutes(routes);
    await paint();
    act(() => screen.getByRole('link', { name: 'Next' }).click());
    await act(() => vi.advanceTimersByTimeAsync(NAVIGATION_PROGRESS_DELAY_MS / 2));
    await act(async () => arrive());
    await act(() => vi.advanceTimersByTimeAsync(NAVIGATION_PROGRESS_DELAY_MS));
    expect(screen.getByRole('heading', { name: 'Next page' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('the route announcer', () => {
  beforeAll(() => NavigationStatus.preload());

  /** A page that sets its title in an effect, as RootLayout does (after the announcer's own effect). */
  function Titled({ title, children }: { title: string; children?: ReactElement }) {
    useEffect(() => {
      document.title = title;
    }, [title]);
    return children ?? <h1>{title}</h1>;
  }
  const routes = [
    {
      element: LAYOUT,
      children: [
        {
          path: '/',
          element: (
            <Titled title="Explore · Quizset">
              <>
                <Link to="/my-quizzes">My quizzes</Link>
                <Link to="/?q=maps">Search maps</Link>
              </>
            </Titled>
          ),
        },
        { path: '/my-quizzes', element: <Titled title="My quizzes · Quizset" /> },
      ],
    },
  ];

  it('says nothing on the first page, then the new page title after a link is followed', async () => {
    renderRoutes(routes);
    const region = await screen.findByTestId('route-announcer'); // drawn after the first paint
    expect(region).toHaveAttribute('aria-live', 'assertive');
    expect(region).toBeEmptyDOMElement();
    act(() => screen.getByRole('link', { name: 'My quizzes' }).click());
    expect(await screen.findByRole('heading', { name: 'My quizzes · Quizset' })).toBeInTheDocument();
    await vi.waitFor(() => expect(region).toHaveTextContent('My quizzes · Quizset'));
  });

  it('says nothing when only the query string changes (a search on the same page)', async () => {
    renderRoutes(routes);
    const region = await screen.findByTestId('route-announcer');
    act(() => screen.getByRole('link', { name: 'Search maps' }).click());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(region).toBeEmptyDOMElement();
  });
});
