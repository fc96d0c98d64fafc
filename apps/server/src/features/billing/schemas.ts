import { BILLING_INTERVALS, PAID_PLANS, PLAN_TYPES, quoteRequestSchema } from '@quizset/domain';
import { z } from 'zod';

/** POST /api/billing/checkout body. */
export const checkoutBodySchema = z
  .object({ plan: z.enum(PAID_PLANS), interval: z.enum(BILLING_INTERVALS) })
  .strict();

/** GET /api/billing/prices query: the country whose prices to show (default the caller's, else KR). */
export const pricesQuerySchema = z
  .object({
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
  })
  .strict();

const priceDtoSchema = z.object({
  plan: z.enum(PAID_PLANS),
  interval: z.enum(BILLING_INTERVALS),
  currency: z.string(),
  unitAmount: z.number().int(),
  /** Bought through Stripe Checkout (else by quote). */
  checkout: z.boolean(),
});

export const pricesResponseSchema = z.object({
  data: z.object({
    countryCode: z.string(),
    /** Stripe is configured on this server. */
    checkoutEnabled: z.boolean(),
    prices: z.array(priceDtoSchema),
  }),
});

export const urlResponseSchema = z.object({ data: z.object({ url: z.string() }) });

export const billingStatusResponseSchema = z.object({
  data: z.object({
    planType: z.enum(PLAN_TYPES),
    subscription: z
      .object({
        planType: z.enum(PLAN_TYPES),
        status: z.string(),
        currentPeriodEnd: z.string().nullable(),
        cancelAtPeriodEnd: z.boolean(),
      })
      .nullable(),
    portal: z.boolean(),
  }),
});

export const webhookResponseSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'duplicate', 'stale', 'ignored']),
});

const quoteRequestDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  school: z.string(),
  seats: z.number().int(),
  email: z.string(),
  planType: z.string().nullable(),
  countryCode: z.string().nullable(),
  userId: z.string().nullable(),
  createdAt: z.string(),
});

export const quoteRequestBodySchema = quoteRequestSchema;
export const quoteRequestResponseSchema = z.object({ data: quoteRequestDtoSchema });
export const quoteRequestListResponseSchema = z.object({ data: z.array(quoteRequestDtoSchema) });
