import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Activity, ActivityList } from '#contracts/overview';
import { useApiClient, type ApiClient, type InPage } from '../../../lib/api-client';

export const activitiesQueryKey = ['overview', 'activities'] as const;

/** How many of the newest items the overview shows. */
export const ACTIVITIES_SHOWN = 8;

/** The newest activity items not hidden, newest first; none (204) is an empty list. */
const activitiesPath = `user/activities?limit=${String(ACTIVITIES_SHOWN)}`;

export const activitiesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: activitiesQueryKey,
    queryFn: async (): Promise<Activity[]> =>
      (await api.get(activitiesPath, async () => (await import('#contracts/overview')).ActivityListSchema))
        ?.items ?? [],
    initialData: () => {
      const inPage = api.takeFromPage(activitiesPath) as InPage<ActivityList>;
      return inPage === undefined ? undefined : (inPage?.items ?? []);
    },
  });

export function useActivities() {
  return useSuspenseQuery(activitiesQueryOptions(useApiClient()));
}
