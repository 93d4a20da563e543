import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { FeatureFlags } from '#contracts/feature-flags';
import { ApiClientProvider, createApiClient } from '../../lib/api-client';
import { RuntimeConfigProvider } from '../../lib/runtime-config';
import { testRuntimeConfig } from '../../lib/test-runtime-config';

type Answer = [status: number, body?: unknown];

const API_ROOT = 'http://portal.test/api/';

/**
 * For this feature's component tests: the API answers the way the portal's does, at the fetch boundary.
 * Each test sets `answers` by "METHOD /path", or "METHOD /path?query" for one query; `requests` records
 * what the page sent.
 */
export function testApi() {
  const state = {
    answers: {} as Record<string, Answer>,
    requests: [] as { method: string; url: string; body: unknown }[],
  };

  const answer = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const method = init.method ?? 'GET';
    const { pathname, search } = new URL(input instanceof Request ? input.url : input.toString());
    const url = pathname + search;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    state.requests.push({ method, url, body });
    const [status, payload] = state.answers[`${method} ${url}`] ??
      state.answers[`${method} ${pathname}`] ?? [404];
    await Promise.resolve();
    return new Response(payload === undefined ? null : JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };

  return {
    state,
    start() {
      vi.stubGlobal('fetch', vi.fn(answer));
    },
    stop() {
      vi.unstubAllGlobals();
    },
    render(ui: ReactNode, flags: Partial<FeatureFlags> = {}) {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      return render(
        <RuntimeConfigProvider config={testRuntimeConfig({}, flags)}>
          <ApiClientProvider client={createApiClient({ apiRoot: API_ROOT, onUnauthorized: () => undefined })}>
            <QueryClientProvider client={queryClient}>
              <MemoryRouter>{ui}</MemoryRouter>
            </QueryClientProvider>
          </ApiClientProvider>
        </RuntimeConfigProvider>,
      );
    },
  };
}
