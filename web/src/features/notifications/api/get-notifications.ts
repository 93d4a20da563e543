import { queryOptions, useQuery } from '@tanstack/react-query';
import { NotificationListSchema, type NotificationList } from '#contracts/notifications';
import { useApiClient, type ApiClient } from '../../../lib/api-client';
import { notificationsQueryKey } from './notifications-query-key';

export const notificationListQueryKey = [...notificationsQueryKey, 'list'] as const;

const EMPTY: NotificationList = { items: [], unreadCount: 0, hasMore: false };

/** The latest notifications and the unread count; the server's 204 (none at all) becomes an empty list. */
export const notificationListQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: notificationListQueryKey,
    queryFn: async (): Promise<NotificationList> =>
      (await api.get('notifications', NotificationListSchema)) ?? EMPTY,
  });

/** `enabled` false while nobody is signed in: asking then would answer 401, which logs the browser out. */
export function useNotifications(enabled = true) {
  return useQuery({ ...notificationListQueryOptions(useApiClient()), enabled });
}
