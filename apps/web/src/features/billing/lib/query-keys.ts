/** TanStack Query keys of billing (issue 22). */
export const billingKeys = {
  prices: (countryCode: string) => ['billing', 'prices', countryCode] as const,
  status: ['billing', 'status'] as const,
  quoteRequests: ['billing', 'quoteRequests'] as const,
};
