import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  NotificationSettingsSchema,
  type NotificationChoices,
  type NotificationSettings,
} from '#contracts/notifications';
import { ApiError, useApiClient } from '../../../lib/api-client';
import { notificationsQueryKey } from './notifications-query-key';

const settingsQueryKey = [...notificationsQueryKey, 'settings'] as const;

/** The member's choices per category and channel (the server fills in the defaults). */
export function useNotificationSettings() {
  const api = useApiClient();
  return useSuspenseQuery({
    queryKey: settingsQueryKey,
    queryFn: async (): Promise<NotificationSettings> => {
      const settings = await api.get('notifications/settings', NotificationSettingsSchema);
      if (settings === null) throw new ApiError(204, 'NO_DATA', 'Inställningarna saknas.');
      return settings;
    },
  });
}

export function useSaveNotificationSettings() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: NotificationChoices) =>
      api.send('PUT', 'notifications/settings', { body: { choices }, schema: NotificationSettingsSchema }),
    onSuccess: (saved) => {
      if (saved !== null) queryClient.setQueryData(settingsQueryKey, saved);
    },
  });
}
