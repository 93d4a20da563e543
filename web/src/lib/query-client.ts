import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A client error (4xx) will not change on retry; a network or server error might. */
const shouldRetry = (failures: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
