import { useQuery } from '@tanstack/react-query';
import { fetchPrices } from '../api';
import { billingKeys } from './query-keys';

/** The price list for `countryCode` (GET /api/billing/prices); it changes only with a deploy. */
export function usePrices(countryCode: string) {
  return useQuery({
    queryKey: billingKeys.prices(countryCode),
    queryFn: () => fetchPrices(countryCode),
    staleTime: 10 * 60_000,
  });
}
