/** Every notification query starts with this key, so one invalidation refreshes the bell, list and settings. */
export const notificationsQueryKey = ['notifications'] as const;
