import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiClientProvider, createApiClient } from './api-client';
import { RuntimeConfigProvider } from './runtime-config';
import { testRuntimeConfig } from './test-runtime-config';

/**
 * For tests of a feature's queries and writes: renders `hook` with an API client pointed at a test API
 * server (`testApiServer`), answers as fresh as the app keeps them (lib/query-client.ts).
 */
export function renderApiHook<T>(hook: () => T, apiRoot: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const client = createApiClient({ apiRoot, onUnauthorized: () => undefined });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RuntimeConfigProvider config={testRuntimeConfig()}>
      <ApiClientProvider client={client}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ApiClientProvider>
    </RuntimeConfigProvider>
  );
  return { ...renderHook(hook, { wrapper }), queryClient };
}

/** How many times the page asked for `url` (`GET /api/…`) in a test server's `requests`. */
export const timesAsked = (requests: readonly { method: string; url: string }[], url: string): number =>
  requests.filter((request) => request.method === 'GET' && request.url === url).length;
