import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { portalRoutes } from '#contracts/routes';
import { createApiClient } from './api-client';
import { lazyPage, loaderContextProvider, type PageQueries } from './page-route';
import { testRuntimeConfig } from './test-runtime-config';

/** Opens the overview for `roles`; resolves with what its page's prefetch was given, if anything. */
async function openOverview(roles: readonly string[] | undefined): Promise<PageQueries[]> {
  const queryClient = new QueryClient();
  const queries: PageQueries = {
    queryClient,
    api: createApiClient({ apiRoot: 'http://127.0.0.1:9/api/', onUnauthorized: () => undefined }),
    flags: testRuntimeConfig().flags,
  };
  const prefetch = vi.fn<(given: PageQueries) => void>();
  const router = createMemoryRouter(
    [lazyPage(portalRoutes.overview, async () => ({ title: 'Översikt', Component: () => null, prefetch }))],
    {
      initialEntries: [portalRoutes.overview.path],
      getContext: loaderContextProvider({ ...queries, roles: () => roles }),
    },
  );
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  router.dispose();
  return prefetch.mock.calls.map(([given]) => given);
}

describe('a page route’s loader', () => {
  it('starts the page’s reads with the app’s query client for a member the page lets in', async () => {
    const calls = await openOverview(['Member']);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.queryClient).toBeInstanceOf(QueryClient);
  });

  it('starts nothing for someone not signed in, or while the profile is not known', async () => {
    expect(await openOverview(undefined)).toEqual([]);
  });

  it('starts nothing for someone the page does not let in', async () => {
    expect(await openOverview([])).toEqual([]);
  });
});
