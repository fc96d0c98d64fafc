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

/** One line per violating node not excused by EXCEPTIONS: `label: rule target — what is wrong`. */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  await settle(page);
  const result = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // 2.5.3 Label in Name: axe keeps this rule "experimental" (off by default); issue 24 asks for it.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
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
