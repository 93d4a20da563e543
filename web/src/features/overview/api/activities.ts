import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { Activity, ActivityList } from '#contracts/overview';
import { useApiClient, type ApiClient, type InPage } from '../../../lib/api-client';
import { activityKeys } from '../../../lib/queries/keys';

/** How many of the newest items the overview shows. */
export const ACTIVITIES_SHOWN = 8;

const activitiesPath = `user/activities?limit=${String(ACTIVITIES_SHOWN)}`;

export const activityQueries = {
  /** The newest activity items not hidden, newest first; none (204) is an empty list. */
  latest: (api: ApiClient) =>
    queryOptions({
      queryKey: activityKeys.latest,
      queryFn: async (): Promise<Activity[]> =>
        (await api.get(activitiesPath, async () => (await import('#contracts/overview')).ActivityListSchema))
          ?.items ?? [],
      initialData: () => {
        const inPage = api.takeFromPage(activitiesPath) as InPage<ActivityList>;
        return inPage === undefined ? undefined : (inPage?.items ?? []);
      },
    }),
};

export function useActivities() {
  return useSuspenseQuery(activityQueries.latest(useApiClient()));
}

/** Hides an item for good: it leaves the list at once, and the list is then fetched again to fill up. */
export function useHideActivity() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activityId: string) => api.send('POST', 'user/hide_activity', { body: { activityId } }),
    onSuccess: (_nothing, activityId) => {
      queryClient.setQueryData<Activity[]>(activityKeys.latest, (items) =>
        items?.filter((item) => item.id !== activityId),
      );
      // Not awaited: the caller moves focus as soon as the item is gone, not after the refill.
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}
