import * as z from 'zod/mini';

/**
 * `GET /api/notifications/unread-count`: what the bell in the header shows. Its own small file, because the
 * header is on every page's first load and must not carry the notification schemas.
 */
export const UnreadCountSchema = z.object({ unreadCount: z.number() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;
