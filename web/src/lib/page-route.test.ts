import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { portalRoutes } from '#contracts/routes';
import { createApiClient } from './api-client';
import { lazyPage, loaderContextProvider, type PageQueries } from './page-route';
import { testRuntimeConfig } from './test-runtime-config';

/** Opens the overview for `roles`; resolves with what its page's prefetch was given, if anything. */
async function openOverview(
  roles: readonly string[] | undefined,
  address: string = portalRoutes.overview.path,
): Promise<[PageQueries, URL][]> {
  const queryClient = new QueryClient();
  const queries: PageQueries = {
    queryClient,
    api: createApiClient({ apiRoot: 'http://127.0.0.1:9/api/', onUnauthorized: () => undefined }),
    flags: testRuntimeConfig().flags,
  };
  const prefetch = vi.fn<(given: PageQueries, url: URL) => void>();
  const router = createMemoryRouter(
    [lazyPage(portalRoutes.overview, async () => ({ title: 'Översikt', Component: () => null, prefetch }))],
    {
      initialEntries: [address],
      getContext: loaderContextProvider({ ...queries, roles: () => roles }),
    },
  );
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  router.dispose();
  return prefetch.mock.calls;
}

describe('a page route’s loader', () => {
  it('starts the page’s reads with the app’s query client for a member the page lets in', async () => {
    const calls = await openOverview(['Member']);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[0].queryClient).toBeInstanceOf(QueryClient);
  });

  it('tells the page the address being opened, for reads that depend on it', async () => {
    const [call] = await openOverview(['Member'], `${portalRoutes.overview.path}?ar=2025`);
    expect(call?.[1].searchParams.get('ar')).toBe('2025');
  });

  it('starts nothing for someone not signed in, or while the profile is not known', async () => {
    expect(await openOverview(undefined)).toEqual([]);
  });

  it('starts nothing for someone the page does not let in', async () => {
    expect(await openOverview([])).toEqual([]);
  });
});
