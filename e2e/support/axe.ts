import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { settle } from './ai';

/*
 * The axe-core check of issue 24 item 1 (WCAG 2.0 / 2.1 / 2.2, levels A and AA), shared by
 * a11y.spec.ts and the feature specs that check their own screens where they already are (live.spec.ts).
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface AxeException {
  rule: string;
  /** Matched against the node's CSS target path. */
  target: RegExp;
  reason: string;
}

/**
 * Violations we accept, each with why. Keep in step with the README ("Accessibility › Exceptions").
 */
const EXCEPTIONS: AxeException[] = [];

/**
 * Whether every frame of the page is of the page's own origin. Then axe's "legacy" mode (one
 * `axe.run` in the page, same-origin frames included) finds exactly what its default mode finds; the
 * default (`runPartial` in each frame, then `finishRun` in a blank page it opens, axe injected there
 * again) is needed only to reach into frames of another origin, and took about 1.8 times as long per
 * page (same violations, passes and incomplete rules on seven routes, measured side by side).
 */
function isSingleOrigin(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().every((frame) => {
    const url = frame.url();
    return url === '' || url === 'about:blank' || url === 'about:srcdoc' || new URL(url).origin === origin;
  });
}

/** One line per violating node not excused by EXCEPTIONS: `label: rule target — what is wrong`. */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  await settle(page);
  const result = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // 2.5.3 Label in Name: axe keeps this rule "experimental" (off by default); issue 24 asks for it.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .setLegacyMode(isSingleOrigin(page))
    .analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes
      .filter((node) => {
        const target = node.target.map(String).join(' ');
        return !EXCEPTIONS.some((e) => e.rule === violation.id && e.target.test(target));
      })
      .map((node) => {
        const why = (node.failureSummary ?? '').split('\n').slice(1, 2).join('').trim();
        return `${label}: ${violation.id} ${node.target.map(String).join(' ')} — ${why}`;
      }),
  );
}
