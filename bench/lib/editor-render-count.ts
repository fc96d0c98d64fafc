/// <reference lib="dom" />
import type { Page } from '@playwright/test';

/**
 * Counts React renders per question card for bench/editor.ts (issue 3 "a drag reorder does not
 * re-render the other 19 cards' editors") in the production build, which has no Profiler callbacks.
 * Before the app loads, the bench installs a minimal `__REACT_DEVTOOLS_GLOBAL_HOOK__` (what React
 * DevTools does): React then reports every commit. In each commit a function component that ran has
 * the PerformedWork flag (1); subtrees React did not visit keep their old children (`child ===
 * alternate.child`) and are skipped. A card's content is the subtree of its CardScopeContext provider
 * (tag 10 whose value is a ref to the card's <section>), so the card shell (number, type select,
 * which follow the position) is not counted. Nothing is added to the app itself.
 */
/**
 * Plain JavaScript, sent as a string: a function would be serialised after tsx's transform, which adds
 * `__name()` helpers that do not exist in the page.
 */
const HOOK_SCRIPT = `(() => {
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  window.__renderCounts = null;
  function cardOf(fiber) {
    const current = fiber.tag === 10 && fiber.memoizedProps && fiber.memoizedProps.value
      ? fiber.memoizedProps.value.current : null;
    return current instanceof HTMLElement && current.dataset.testid === 'quiz-card'
      ? (current.dataset.quizId || null) : null;
  }
  function walk(root) {
    const counts = window.__renderCounts;
    if (!counts) return;
    const stack = [[root, null]];
    while (stack.length > 0) {
      const [fiber, inherited] = stack.pop();
      const card = cardOf(fiber) || inherited;
      if (card && !(card in counts)) counts[card] = 0;
      if (card && COMPONENT_TAGS.has(fiber.tag) && (fiber.flags & 1)) counts[card] += 1;
      if (fiber.sibling) stack.push([fiber.sibling, inherited]);
      const isStale = fiber.alternate !== null && fiber.child === fiber.alternate.child;
      if (fiber.child && !isStale) stack.push([fiber.child, card]);
    }
  }
  let nextId = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject() { nextId += 1; return nextId; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) { walk(root.current); },
  };
})();`;

export async function installRenderCounter(page: Page): Promise<void> {
  await page.addInitScript({ content: HOOK_SCRIPT });
}

export async function startRenderCount(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __renderCounts: Record<string, number> }).__renderCounts = {};
  });
}

/** Renders per card id since startRenderCount (0 for cards seen in a commit but not rendered). */
export async function readRenderCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const w = window as unknown as { __renderCounts: Record<string, number> | null };
    const counts = w.__renderCounts ?? {};
    w.__renderCounts = null;
    return counts;
  });
}
