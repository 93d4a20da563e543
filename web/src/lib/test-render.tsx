import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { FeatureFlags } from '#contracts/feature-flags';
import type { FirstData } from '#contracts/first-data';
import type { Profile } from '#contracts/profile';
import type { Role } from '#contracts/roles';
import type { RuntimeConfig } from '#contracts/runtime-config';
import { ApiClientProvider, createApiClient } from './api-client';
import { firstAnswers } from './first-data';
import { RuntimeConfigProvider } from './runtime-config';
import type { TestApi } from './test-api-server';
import { testRuntimeConfig } from './test-runtime-config';

/** Karin Lindqvist, member 100245, acting for herself: the persona most web tests sign in as. */
export const KARIN: Profile = { id: '100245', roles: ['Member'], name: 'Karin Lindqvist' };

export interface TestPageOptions {
  /** The test API server the page's client talks to; without one, nothing answers. */
  api?: TestApi;
  /** Who is signed in: answers `GET /api/auth/profile`; roles alone are Karin with those roles. */
  as?: Profile | readonly Role[];
  /** The URL the page opens at. */
  path?: string;
  /** The route pattern the page is at (its params come from `path`); by default it is at every path. */
  route?: string;
  /** Other pages, by route pattern, the page can lead to. */
  routes?: Record<string, ReactNode>;
  config?: Partial<RuntimeConfig>;
  flags?: Partial<FeatureFlags>;
  /** Answers the server put into the page, by API path without `/api/` (lib/first-data.ts). */
  inPage?: FirstData;
  /** How long an answer stays fresh; none by default, so each test asks the server. */
  freshFor?: number;
  queryClient?: QueryClient;
  /** The page shows failures its section boundaries catch on purpose: React need not report them. */
  failuresExpected?: boolean;
}

function setUp(options: TestPageOptions) {
  const { api, as } = options;
  if (as !== undefined) {
    if (api === undefined)
      throw new Error('A signed-in persona needs the test API server to answer its profile.');
    api.answer('GET /api/auth/profile', 200, isRoles(as) ? { ...KARIN, roles: [...as] } : as);
  }
  const queryClient =
    options.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: options.freshFor ?? 0 } } });
  const client = createApiClient({
    // Port 9 (discard): nothing answers there.
    apiRoot: api?.root ?? 'http://127.0.0.1:9/api/',
    onUnauthorized: () => undefined,
    ...(options.inPage === undefined ? {} : { firstAnswers: firstAnswers(options.inPage) }),
  });
  const Providers = ({ children }: { children: ReactNode }) => (
    <RuntimeConfigProvider config={testRuntimeConfig(options.config, options.flags)}>
      <ApiClientProvider client={client}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ApiClientProvider>
    </RuntimeConfigProvider>
  );
  return { queryClient, Providers };
}

const isRoles = (as: Profile | readonly Role[]): as is readonly Role[] => Array.isArray(as);

/**
 * Renders `page` as the app does (runtime config, API client, query client, router) for a web test, and
 * hands back testing-library's result with the query client, the router and the test API server.
 */
export function renderPage(page: ReactNode, options: TestPageOptions = {}) {
  const { queryClient, Providers } = setUp(options);
  const router = createMemoryRouter(
    [
      { path: options.route ?? '*', element: page },
      ...Object.entries(options.routes ?? {}).map(([path, element]) => ({ path, element })),
    ],
    { initialEntries: [options.path ?? '/'] },
  );
  const rendered = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
    options.failuresExpected === true ? { onCaughtError: () => undefined } : {},
  );
  return { ...rendered, queryClient, router, api: options.api };
}

/**
 * For tests of a feature's queries and writes: renders `hook` with the providers `renderPage` gives a page,
 * answers as fresh as the app keeps them (lib/query-client.ts) unless `freshFor` says otherwise.
 */
export function renderApiHook<T>(hook: () => T, options: TestPageOptions = {}) {
  const { queryClient, Providers } = setUp({ freshFor: 30_000, ...options });
  return { ...renderHook(hook, { wrapper: Providers }), queryClient, api: options.api };
}

/** How many times the page asked for `url` (`GET /api/…`) in a test server's `requests`. */
export const timesAsked = (requests: readonly { method: string; url: string }[], url: string): number =>
  requests.filter((request) => request.method === 'GET' && request.url === url).length;
