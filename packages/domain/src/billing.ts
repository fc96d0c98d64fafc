import { z } from 'zod';
import type { PlanType } from './constants';
import { plansForCountry } from './plan';

/**
 * Billing (issue 22): the priced plans of /pricing, the price list's shape (configuration, read by the
 * server from BILLING_PRICES_FILE) and the schools' quote request. No I/O.
 */

/** Billing periods a plan is sold for (Stripe's `recurring.interval`). */
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** The plans that are sold; FREE is what an account falls back to. */
export const PAID_PLANS = ['BASIC', 'PRO'] as const satisfies readonly PlanType[];
export type PaidPlan = (typeof PAID_PLANS)[number];

/** The price list row that applies to every country without rows of its own. */
export const DEFAULT_PRICE_COUNTRY = '*';

/**
 * One price of the list: a plan, in a country (`*` = elsewhere), for an interval, in `currency`
 * (ISO 4217) and `unitAmount` minor units as Stripe counts them (KRW has none: 9900 is ₩9,900; USD
 * has cents: 799 is $7.99). `stripePriceId` makes it buyable through Checkout; without it the plan
 * is sold by quote only.
 */
export const priceSchema = z
  .object({
    country: z.string().regex(/^([A-Z]{2}|\*)$/),
    plan: z.enum(PAID_PLANS),
    interval: z.enum(BILLING_INTERVALS),
    currency: z.string().regex(/^[A-Z]{3}$/),
    unitAmount: z.number().int().min(0).max(100_000_000),
    stripePriceId: z
      .string()
      .regex(/^[A-Za-z0-9_]{1,255}$/)
      .optional(),
  })
  .strict();
export type Price = z.infer<typeof priceSchema>;

/** The whole price list: at least one row, one row per country, plan and interval. */
export const priceListSchema = z
  .array(priceSchema)
  .min(1)
  .refine(
    (rows) => new Set(rows.map((row) => `${row.country}.${row.plan}.${row.interval}`)).size === rows.length,
    'one row per country, plan and interval',
  );

/**
 * The prices shown to `countryCode` (issue 22 item 1): the country's own rows when it has any, else
 * the `*` rows; only plans offered there (spec §6: BASIC is KR-only).
 */
export function pricesForCountry(list: readonly Price[], countryCode: string): Price[] {
  const own = list.filter((row) => row.country === countryCode);
  const rows = own.length > 0 ? own : list.filter((row) => row.country === DEFAULT_PRICE_COUNTRY);
  const offered = plansForCountry(countryCode);
  return rows.filter((row) => offered.includes(row.plan));
}

/** Cheap bounds of a quote request, checked by the form and again by the server. */
export const QUOTE_LIMITS = {
  nameMax: 100,
  schoolMax: 200,
  emailMax: 254,
  seatsMin: 1,
  seatsMax: 100_000,
} as const;

/** A line of text: trimmed, no control characters (the bad-input guard refuses NUL already). */
const line = (max: number, message: 'billing.quote.name' | 'billing.quote.school') =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: message })
    .refine((value) => !/\p{Cc}/u.test(value), { error: message });

/**
 * POST /api/quote-requests body (issue 22 item 3): name, school, seats, e-mail, and the plan the
 * button was for. Messages are domain keys (`billing.quote.*`), so the form and the server say the same.
 */
export const quoteRequestSchema = z
  .object({
    name: line(QUOTE_LIMITS.nameMax, 'billing.quote.name'),
    school: line(QUOTE_LIMITS.schoolMax, 'billing.quote.school'),
    seats: z
      .number({ error: 'billing.quote.seats' })
      .int({ error: 'billing.quote.seats' })
      .min(QUOTE_LIMITS.seatsMin, { error: 'billing.quote.seats' })
      .max(QUOTE_LIMITS.seatsMax, { error: 'billing.quote.seats' }),
    email: z
      .string({ error: 'billing.quote.email' })
      .trim()
      .max(QUOTE_LIMITS.emailMax, { error: 'billing.quote.email' })
      .pipe(z.email({ error: 'billing.quote.email' })),
    planType: z.enum(PAID_PLANS).optional(),
  })
  .strict();
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** Is `plan` one that is sold (not FREE)? */
export function isPaidPlan(plan: string): plan is PaidPlan {
  return (PAID_PLANS as readonly string[]).includes(plan);
}

/** GET /api/billing/subscription `data` (issue 22 item 2): the plan, and the subscription Stripe reported. */
export interface BillingStatus {
  planType: PlanType;
  subscription: {
    planType: PlanType;
    /** Stripe's subscription status (active, trialing, past_due, canceled, unpaid, …). */
    status: string;
    /** ISO time the paid period ends (renews or ends then); null until Stripe told us. */
    currentPeriodEnd: string | null;
    cancelAtPeriodEnd: boolean;
  } | null;
  /** A Stripe customer exists: the account page offers the customer portal. */
  portal: boolean;
}

/** A stored quote request as admins list it (GET /api/admin/quote-requests). */
export interface QuoteRequestRecord {
  id: string;
  name: string;
  school: string;
  seats: number;
  email: string;
  planType: string | null;
  countryCode: string | null;
  userId: string | null;
  createdAt: string;
}
