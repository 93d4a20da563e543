import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '#contracts/notifications';
import { useApiClient, type ApiClient, type InPage } from '../api-client';
import { notificationKeys } from './keys';

// Schemas load beside the calls (lib/api-client.tsx): the header's bell reads this module on every page.
const schemas = () => import('#contracts/notifications');

const EMPTY: NotificationList = { items: [], unreadCount: 0, hasMore: false };
const pathBefore = (before: string | undefined): string =>
  before === undefined ? 'notifications' : `notifications?before=${encodeURIComponent(before)}`;

export const notificationQueries = {
  /**
   * The notifications a page at a time, newest first, with the unread count on each page: the bell's panel
   * and the overview's card read the same answer. The server's 204 (none at all) becomes an empty page.
   */
  list: (api: ApiClient) =>
    infiniteQueryOptions({
      queryKey: notificationKeys.list,
      initialPageParam: undefined as string | undefined,
      queryFn: async ({ pageParam }): Promise<NotificationList> =>
        (await api.get(pathBefore(pageParam), async () => (await schemas()).NotificationListSchema)) ?? EMPTY,
      getNextPageParam: (last) => (last.hasMore ? last.items.at(-1)?.id : undefined),
      initialData: () => {
        const inPage = api.takeFromPage('notifications') as InPage<NotificationList>;
        return inPage === undefined ? undefined : { pages: [inPage ?? EMPTY], pageParams: [undefined] };
      },
    }),

  /** How many are unread, for the bell; polled, since new notifications arrive while the member reads. */
  unreadCount: (api: ApiClient) =>
    queryOptions({
      queryKey: notificationKeys.unreadCount,
      queryFn: () =>
        api.get(
          'notifications/unread-count',
          async () => (await import('#contracts/notification-count')).UnreadCountSchema,
        ),
      refetchInterval: 120_000,
    }),
};

/**
 * How many notifications are unread, for the bell; undefined until known. `enabled` false while nobody is
 * signed in: asking then would answer 401, which logs the browser out.
 */
export function useUnreadNotificationCount(enabled: boolean): number | undefined {
  return useQuery({ ...notificationQueries.unreadCount(useApiClient()), enabled }).data?.unreadCount;
}
