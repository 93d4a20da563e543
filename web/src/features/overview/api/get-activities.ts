import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Activity } from '#contracts/overview';
import { useApiClient, type ApiClient } from '../../../lib/api-client';

export const activitiesQueryKey = ['overview', 'activities'] as const;

/** How many of the newest items the overview shows. */
export const ACTIVITIES_SHOWN = 8;

/** The newest activity items not hidden, newest first; none (204) is an empty list. */
export const activitiesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: activitiesQueryKey,
    queryFn: async (): Promise<Activity[]> =>
      (
        await api.get(
          `user/activities?limit=${String(ACTIVITIES_SHOWN)}`,
          async () => (await import('#contracts/overview')).ActivityListSchema,
        )
      )?.items ?? [],
  });

export function useActivities() {
  return useSuspenseQuery(activitiesQueryOptions(useApiClient()));
}
