import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { NotificationList } from '#contracts/notifications';
import { useApiClient, type ApiClient, type InPage } from '../../../lib/api-client';

const NO_NOTIFICATIONS: NotificationList = { items: [], unreadCount: 0, hasMore: false };

/** The latest page of notifications with the unread count; none at all (204) is an empty list. */
export const notificationsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['overview', 'notifications'],
    queryFn: async (): Promise<NotificationList> =>
      (await api.get(
        'notifications',
        async () => (await import('#contracts/notifications')).NotificationListSchema,
      )) ?? NO_NOTIFICATIONS,
    initialData: () => {
      const inPage = api.takeFromPage('notifications') as InPage<NotificationList>;
      return inPage === undefined ? undefined : (inPage ?? NO_NOTIFICATIONS);
    },
  });

export function useNotifications() {
  return useSuspenseQuery(notificationsQueryOptions(useApiClient()));
}
