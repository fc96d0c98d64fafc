/**
 * Resolves with the element `id` once it is in the document, or null after `timeoutMs`. The rich-text
 * editor is loaded lazily (issue 3 "Performance": /build stays small), so a card that just entered
 * edit mode may show its skeleton for a moment before the field the finish button wants to focus
 * (spec §2 Finish) exists.
 */
export function waitForElement(
  id: string,
  timeoutMs = 4000,
  root: Document = document,
): Promise<HTMLElement | null> {
  const found = root.getElementById(id);
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const element = root.getElementById(id);
      if (!element) return;
      finish(element);
    });
    const timer = setTimeout(() => finish(null), timeoutMs);
    function finish(element: HTMLElement | null) {
      observer.disconnect();
      clearTimeout(timer);
      if (!element) return resolve(null);
      // An editor mounting may replace its first DOM node (React's strict double mount, TipTap's
      // view re-creation): look the id up again once the current task has settled.
      setTimeout(() => resolve(root.getElementById(id) ?? element), 0);
    }
    observer.observe(root.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['id'],
    });
  });
}
