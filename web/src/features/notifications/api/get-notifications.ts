import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NotificationListSchema, type NotificationList } from '#contracts/notifications';
import { useApiClient, type ApiClient } from '../../../lib/api-client';
import { notificationsQueryKey } from './notifications-query-key';

export const notificationListQueryKey = [...notificationsQueryKey, 'list'] as const;

const EMPTY: NotificationList = { items: [], unreadCount: 0, hasMore: false };

/**
 * The notifications a page at a time, newest first: the next page starts after the last one shown. The
 * server's 204 (none at all) becomes an empty page.
 */
export const notificationListQueryOptions = (api: ApiClient) =>
  infiniteQueryOptions({
    queryKey: notificationListQueryKey,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }): Promise<NotificationList> =>
      (await api.get(
        pageParam === undefined ? 'notifications' : `notifications?before=${encodeURIComponent(pageParam)}`,
        NotificationListSchema,
      )) ?? EMPTY,
    getNextPageParam: (last) => (last.hasMore ? last.items.at(-1)?.id : undefined),
  });

/** `enabled` false while nobody is signed in: asking then would answer 401, which logs the browser out. */
export function useNotifications(enabled = true) {
  return useInfiniteQuery({ ...notificationListQueryOptions(useApiClient()), enabled });
}
