import type {
  BillingInterval,
  BillingStatus,
  PaidPlan,
  QuoteRequestInput,
  QuoteRequestRecord,
} from '@quizset/domain';
import { apiRequest } from '../../lib/api-client';

/** One price of GET /api/billing/prices (docs/api.md "Billing"). */
export interface PlanPrice {
  plan: PaidPlan;
  interval: BillingInterval;
  currency: string;
  /** Minor units as Stripe counts them (KRW none, USD cents). */
  unitAmount: number;
  /** Bought through Stripe Checkout; else by quote. */
  checkout: boolean;
}

export interface PriceList {
  countryCode: string;
  checkoutEnabled: boolean;
  prices: PlanPrice[];
}

export async function fetchPrices(countryCode: string): Promise<PriceList> {
  const params = new URLSearchParams({ countryCode });
  return (await apiRequest<{ data: PriceList }>(`/api/billing/prices?${params}`)).data;
}

/** The Stripe Checkout URL for `plan` and `interval`; the plan changes when Stripe's event arrives. */
export async function startCheckout(body: { plan: PaidPlan; interval: BillingInterval }): Promise<string> {
  return (await apiRequest<{ data: { url: string } }>('/api/billing/checkout', { method: 'POST', body })).data
    .url;
}

export async function openPortal(): Promise<string> {
  return (await apiRequest<{ data: { url: string } }>('/api/billing/portal', { method: 'POST' })).data.url;
}

export async function fetchBillingStatus(): Promise<BillingStatus> {
  return (await apiRequest<{ data: BillingStatus }>('/api/billing/subscription')).data;
}

export async function sendQuoteRequest(body: QuoteRequestInput): Promise<void> {
  await apiRequest('/api/quote-requests', { method: 'POST', body });
}

export async function fetchQuoteRequests(): Promise<QuoteRequestRecord[]> {
  return (await apiRequest<{ data: QuoteRequestRecord[] }>('/api/admin/quote-requests')).data;
}
