import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import type { NotificationSettings, NotificationSettingsRequest } from '#contracts/notifications';
import { ApiError, useApiClient, type ApiClient } from '../../../lib/api-client';
import { invalidateAll } from '../../../lib/queries/invalidate';
import { notificationKeys } from '../../../lib/queries/keys';
import { notificationQueries } from '../../../lib/queries/notifications';

const schemas = () => import('#contracts/notifications');

export const notificationSettingsQueries = {
  /** The member's choices per category and channel (the server fills in the defaults). */
  settings: (api: ApiClient) =>
    queryOptions({
      queryKey: notificationKeys.settings,
      queryFn: async (): Promise<NotificationSettings> => {
        const settings = await api.get(
          'notifications/settings',
          async () => (await schemas()).NotificationSettingsSchema,
        );
        if (settings === null) throw new ApiError(204, 'NO_DATA', 'Inställningarna saknas.');
        return settings;
      },
    }),
};

/** `enabled` false while nobody is signed in: asking then would answer 401, which logs the browser out. */
export function useNotifications(enabled = true) {
  return useInfiniteQuery({ ...notificationQueries.list(useApiClient()), enabled });
}

export function useNotificationSettings() {
  return useSuspenseQuery(notificationSettingsQueries.settings(useApiClient()));
}

/** A notification read changes the lists (the panel, the overview's card) and the bell's count. */
function useRefreshReadState() {
  const queryClient = useQueryClient();
  return () => invalidateAll(queryClient, [notificationKeys.list, notificationKeys.unreadCount]);
}

/** Marks one notification read when the member opens it. */
export function useMarkNotificationRead() {
  const api = useApiClient();
  const refresh = useRefreshReadState();
  return useMutation({
    mutationFn: (id: string) =>
      api.send('POST', `notifications/${encodeURIComponent(id)}/read`, {
        schema: async () => (await schemas()).NotificationSchema,
      }),
    onSettled: refresh,
  });
}

export function useMarkAllNotificationsRead() {
  const api = useApiClient();
  const refresh = useRefreshReadState();
  return useMutation({
    mutationFn: () => api.send('POST', 'notifications/read-all'),
    onSettled: refresh,
  });
}

export function useSaveNotificationSettings() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: NotificationSettingsRequest) =>
      api.send('PUT', 'notifications/settings', {
        body: request,
        schema: async () => (await schemas()).NotificationSettingsSchema,
      }),
    onSuccess: (saved) => {
      if (saved !== null) queryClient.setQueryData(notificationKeys.settings, saved);
    },
  });
}
