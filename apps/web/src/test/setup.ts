import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { setAnalyticsSink } from '../lib/analytics';

// Component tests stub `fetch` call by call; the server analytics sink would add calls they do not
// expect. Tests about analytics set their own sink (lib/analytics.test.ts tests the server one).
setAnalyticsSink({ track() {} });

/**
 * jsdom lacks the layout APIs Mantine (matchMedia, ResizeObserver), the infinite list
 * (IntersectionObserver) and ProseMirror (Range rects, elementFromPoint) call (stack.md "Tests").
 * Stubs answer "nothing visible, zero size"; tests that need an intersection drive
 * `MockIntersectionObserver.instances` themselves.
 */
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class MockResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = MockResizeObserver;

export class MockIntersectionObserver implements IntersectionObserver {
  static instances: MockIntersectionObserver[] = [];
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[] = [0];
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.rootMargin = options?.rootMargin ?? '0px';
    MockIntersectionObserver.instances.push(this);
  }
  observe(target: Element): void {
    this.targets.push(target);
  }
  unobserve(): void {}
  disconnect(): void {
    MockIntersectionObserver.instances = MockIntersectionObserver.instances.filter((o) => o !== this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** Test helper: report every observed target as intersecting (or not). */
  trigger(isIntersecting = true): void {
    const entries = this.targets.map((target) => ({ isIntersecting, target }) as IntersectionObserverEntry);
    this.callback(entries, this);
  }
}
window.IntersectionObserver = MockIntersectionObserver;

const emptyRect = (): DOMRect => new DOMRect(0, 0, 0, 0);
const emptyRectList = (): DOMRectList => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects = emptyRectList;
Range.prototype.getBoundingClientRect = emptyRect;
if (!document.elementFromPoint) document.elementFromPoint = () => null;
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// findBy*/waitFor wait up to 20 s. This bounds a wait, it asserts no speed: with every file running
// at once on 2 cores (and other work on the machine), a lazily loaded editor that mounts in 50 ms
// alone was seen to take over 5 s. A broken page still fails, only later.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// The `web` project runs its files one after another in one jsdom (apps/web/vitest.config.ts): what a
// file stubbed for its own tests must not reach the next file.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
