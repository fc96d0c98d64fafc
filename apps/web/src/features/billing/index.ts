export { BillingSummary } from './components/billing-summary';
export { PlanPurchase } from './components/plan-purchase';
export { QuoteRequestModal } from './components/quote-request-modal';
export { usePrices } from './lib/use-prices';
