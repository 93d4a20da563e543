import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { FeatureFlags } from '#contracts/feature-flags';
import type { Role } from '#contracts/roles';
import { ApiClientProvider, createApiClient } from '../../../lib/api-client';
import { RuntimeConfigProvider } from '../../../lib/runtime-config';
import { testRuntimeConfig } from '../../../lib/test-runtime-config';

type Answer = [status: number, body?: unknown];

const API_ROOT = 'http://portal.test/api/';

/**
 * For the map tools' component tests: the API answers at the fetch boundary, by "METHOD /path" (a list of
 * answers is used in turn, the last one kept); `requests` records what the tools sent.
 */
export function testApi() {
  const state = {
    answers: {} as Record<string, Answer | Answer[]>,
    requests: [] as { method: string; url: string; body: unknown }[],
  };

  const answer = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const method = init.method ?? 'GET';
    const url = new URL(input instanceof Request ? input.url : input.toString()).pathname;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    state.requests.push({ method, url, body });
    const key = `${method} ${url}`;
    const listed = state.answers[key];
    const next: Answer =
      listed === undefined
        ? [404]
        : Array.isArray(listed[0])
          ? (((listed as Answer[]).length > 1 ? (listed as Answer[]).shift() : listed[0]) as Answer)
          : (listed as Answer);
    await Promise.resolve();
    const [status, payload] = next;
    return new Response(payload === undefined || status === 204 ? null : JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };

  return {
    state,
    start(roles: Role[] = ['Member']) {
      state.answers['GET /api/auth/profile'] = [200, { id: '100245', roles, name: 'Karin Lindqvist' }];
      vi.stubGlobal('fetch', vi.fn(answer));
      vi.stubGlobal('matchMedia', () => ({ matches: true }));
      // OpenLayers watches its target's size; jsdom has no layout to watch.
      vi.stubGlobal(
        'ResizeObserver',
        class {
          observe(): void {}
          unobserve(): void {}
          disconnect(): void {}
        },
      );
      // jsdom has no modal dialogs; these stand in for the browser's.
      Object.assign(HTMLDialogElement.prototype, {
        showModal(this: HTMLDialogElement) {
          this.open = true;
        },
        close(this: HTMLDialogElement) {
          this.open = false;
        },
      });
    },
    stop() {
      vi.unstubAllGlobals();
      state.requests.length = 0;
      state.answers = {};
    },
    render(ui: ReactNode, flags: Partial<FeatureFlags> = {}) {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const rendered = render(
        <RuntimeConfigProvider config={testRuntimeConfig({ apiRoot: API_ROOT }, flags)}>
          <ApiClientProvider client={createApiClient({ apiRoot: API_ROOT, onUnauthorized: () => undefined })}>
            <QueryClientProvider client={queryClient}>
              <MemoryRouter>{ui}</MemoryRouter>
            </QueryClientProvider>
          </ApiClientProvider>
        </RuntimeConfigProvider>,
      );
      return { ...rendered, queryClient };
    },
  };
}
