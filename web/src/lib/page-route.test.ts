import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { portalRoutes } from '#contracts/routes';
import { createApiClient } from './api-client';
import { lazyPage, pageQueriesProvider, type PageQueries } from './page-route';
import { profileQueryKey } from './profile';
import { testRuntimeConfig } from './test-runtime-config';

/** Opens the overview with `profile` in the cache; resolves with what its page's prefetch was given, if anything. */
async function openOverview(profile: unknown): Promise<PageQueries[]> {
  const queryClient = new QueryClient();
  if (profile !== undefined) queryClient.setQueryData(profileQueryKey, profile);
  const queries: PageQueries = {
    queryClient,
    api: createApiClient({ apiRoot: 'http://127.0.0.1:9/api/', onUnauthorized: () => undefined }),
    flags: testRuntimeConfig().flags,
  };
  const prefetch = vi.fn<(given: PageQueries) => void>();
  const router = createMemoryRouter(
    [lazyPage(portalRoutes.overview, async () => ({ title: 'Översikt', Component: () => null, prefetch }))],
    { initialEntries: [portalRoutes.overview.path], getContext: pageQueriesProvider(queries) },
  );
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  router.dispose();
  return prefetch.mock.calls.map(([given]) => given);
}

describe('a page route’s loader', () => {
  it('starts the page’s reads with the app’s query client for a member the page lets in', async () => {
    const calls = await openOverview({ id: '100245', roles: ['Member'], name: 'Karin Lindqvist' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.queryClient.getQueryData(profileQueryKey)).toMatchObject({ id: '100245' });
  });

  it('starts nothing for someone not signed in, or while the profile is not known', async () => {
    expect(await openOverview(null)).toEqual([]);
    expect(await openOverview(undefined)).toEqual([]);
  });
});
