import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Activity } from '#contracts/overview';
import { useApiClient } from '../../../lib/api-client';
import { activitiesQueryKey } from './get-activities';

/** Hides an item for good: it leaves the list at once, and the list is then fetched again to fill up. */
export function useHideActivity() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activityId: string) => api.send('POST', 'user/hide_activity', { body: { activityId } }),
    onSuccess: (_nothing, activityId) => {
      queryClient.setQueryData<Activity[]>(activitiesQueryKey, (items) =>
        items?.filter((item) => item.id !== activityId),
      );
      // Not awaited: the caller moves focus as soon as the item is gone, not after the refill.
      void queryClient.invalidateQueries({ queryKey: activitiesQueryKey });
    },
  });
}
