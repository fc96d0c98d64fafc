import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Price } from '@quizset/domain';

/** The keys a test server and the local Stripe share (never real ones). */
export const TEST_STRIPE_KEYS = {
  secretKey: 'sk_test_quizset_local',
  webhookSecret: 'whsec_quizset_local_secret',
};

/** A price list with a Stripe price for every row: KRW plans in KR, USD PRO elsewhere. */
export const TEST_PRICES: Price[] = [
  {
    country: 'KR',
    plan: 'BASIC',
    interval: 'month',
    currency: 'KRW',
    unitAmount: 4900,
    stripePriceId: 'price_kr_basic_m',
  },
  {
    country: 'KR',
    plan: 'BASIC',
    interval: 'year',
    currency: 'KRW',
    unitAmount: 49000,
    stripePriceId: 'price_kr_basic_y',
  },
  {
    country: 'KR',
    plan: 'PRO',
    interval: 'month',
    currency: 'KRW',
    unitAmount: 9900,
    stripePriceId: 'price_kr_pro_m',
  },
  {
    country: 'KR',
    plan: 'PRO',
    interval: 'year',
    currency: 'KRW',
    unitAmount: 99000,
    stripePriceId: 'price_kr_pro_y',
  },
  {
    country: '*',
    plan: 'PRO',
    interval: 'month',
    currency: 'USD',
    unitAmount: 799,
    stripePriceId: 'price_us_pro_m',
  },
  {
    country: '*',
    plan: 'PRO',
    interval: 'year',
    currency: 'USD',
    unitAmount: 7990,
    stripePriceId: 'price_us_pro_y',
  },
];

/** Writes `rows` as a BILLING_PRICES_FILE in a fresh folder; `remove` deletes it. */
export function writePriceList(rows: readonly Price[]): { file: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'quizset-prices-'));
  const file = path.join(dir, 'prices.json');
  writeFileSync(file, JSON.stringify(rows));
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The Stripe price ids of `rows` (what the local Stripe's account has). */
export const priceIdsOf = (rows: readonly Price[]): string[] =>
  rows.flatMap((row) => (row.stripePriceId ? [row.stripePriceId] : []));
