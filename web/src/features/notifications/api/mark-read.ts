import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NotificationSchema } from '#contracts/notifications';
import { useApiClient } from '../../../lib/api-client';
import { notificationsQueryKey } from './notifications-query-key';

/** Marks one notification read when the member opens it. */
export function useMarkNotificationRead() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.send('POST', `notifications/${encodeURIComponent(id)}/read`, { schema: NotificationSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

export function useMarkAllNotificationsRead() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.send('POST', 'notifications/read-all'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
