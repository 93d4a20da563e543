import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { notificationsQueryKey } from './notifications-query-key';

/**
 * How many notifications are unread, for the bell; undefined until known. `enabled` false while nobody is
 * signed in: asking then would answer 401, which logs the browser out.
 */
export function useUnreadNotificationCount(enabled: boolean): number | undefined {
  const api = useApiClient();
  return useQuery({
    queryKey: [...notificationsQueryKey, 'unread-count'],
    queryFn: () =>
      api.get(
        'notifications/unread-count',
        async () => (await import('#contracts/notification-count')).UnreadCountSchema,
      ),
    // New notifications arrive while the member reads; a calm poll keeps the bell honest.
    refetchInterval: 120_000,
    enabled,
  }).data?.unreadCount;
}
