import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Client errors (4xx) are answers, not glitches: retrying a 401/403/404 only delays the page that
 * explains it. Network errors and 5xx get one retry.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
