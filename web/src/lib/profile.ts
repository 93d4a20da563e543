import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '#contracts/profile';
import { useApiClient, type ApiClient } from './api-client';

export const PROFILE_PATH = 'auth/profile';
export const profileQueryKey = ['profile'] as const;

/** The signed-in profile, kept in the query cache only (never in browser storage); null when anonymous. */
export const profileQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: (): Promise<Profile | null> =>
      api.get(PROFILE_PATH, async () => (await import('#contracts/profile')).ProfileSchema),
    staleTime: Infinity,
  });

export function useProfile() {
  return useQuery(profileQueryOptions(useApiClient()));
}
