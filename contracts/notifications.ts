import * as z from 'zod/mini';
import { pageSizeSchema } from './page-size.js';
import { isUuid, UUID_PATTERN } from './uuid.js';

/** What a notification is about; members choose per category how they hear about it. */
export const NOTIFICATION_CATEGORIES = [
  'economy',
  'contracts',
  'documents',
  'mandates',
  'meetings',
  'messages',
  'forest',
  'news',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** How a member hears about it: in the portal (the bell) or by e-mail (when the notificationEmails flag is on). */
export const NOTIFICATION_CHANNELS = ['portal', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The categories as members read them, on the settings page and in e-mail. */
export const NOTIFICATION_CATEGORY_LABELS: Readonly<
  Record<NotificationCategory, { label: string; description: string }>
> = {
  economy: { label: 'Ekonomi', description: 'Utbetalningar, likvider och avräkningar' },
  contracts: { label: 'Kontrakt', description: 'Hur dina avverknings- och skogsvårdsuppdrag går' },
  documents: { label: 'Dokument', description: 'Nya dokument att läsa eller skriva under' },
  mandates: { label: 'Fullmakter', description: 'Fullmakter du har gett eller fått' },
  meetings: { label: 'Möten', description: 'Bokade möten med din skogsinspektor' },
  messages: { label: 'Meddelanden', description: 'Svar från föreningen på det du har skrivit till oss' },
  forest: {
    label: 'Skogen',
    description:
      'När en avdelning enligt den framskrivna skogsbruksplanen når röjning, gallring eller slutavverkning',
  },
  news: { label: 'Nyheter från föreningen', description: 'Stämmor, träffar och nyheter' },
};

/**
 * The defaults for a member who has chosen nothing: everything in the portal; by e-mail only what concerns
 * money and ongoing work in the forest, so a mailbox is not flooded with news.
 */
export const DEFAULT_NOTIFICATION_CHANNELS: Readonly<
  Record<NotificationCategory, Readonly<Record<NotificationChannel, boolean>>>
> = {
  economy: { portal: true, email: true },
  contracts: { portal: true, email: true },
  documents: { portal: true, email: false },
  mandates: { portal: true, email: false },
  meetings: { portal: true, email: false },
  // An answer to the member's own question: as they asked it, it should reach them.
  messages: { portal: true, email: true },
  // Advice the member did not ask for, once a year at most per stand: in the portal, as news is.
  forest: { portal: true, email: false },
  news: { portal: true, email: false },
};

/** A path inside the portal, such as `/minasidor/kontrakt`; never another site (`//…`, `https://…`). */
export const PORTAL_PATH = /^\/(?![/\\])[^\s]*$/;

export const NotificationSchema = z.object({
  id: z.string(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  title: z.string(),
  text: z.string(),
  /** The portal path of what the notification is about; null where the reader may not open that page. */
  link: z.nullable(z.string()),
  /** ISO 8601 timestamps; `readAt` null while unread. */
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** `GET /api/notifications`: the latest first, one page at a time, and how many are unread in all. */
export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  unreadCount: z.number(),
  /** True when older notifications follow; ask again with `before` = the last item's id. */
  hasMore: z.boolean(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_MAX_PAGE_SIZE = 50;

export const NotificationListQuerySchema = z.object({
  limit: pageSizeSchema(NOTIFICATION_MAX_PAGE_SIZE),
  /** The id of the last notification already shown: the page starts after it. */
  before: z.optional(z.string().check(z.regex(UUID_PATTERN, 'Okänd avisering att fortsätta efter.'))),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

/** A notification's id; anything else names no notification (404, not 400: there is nothing to correct). */
export const isNotificationId = (id: string): boolean => isUuid(id);

export const NotificationIdParamsSchema = z.object({ id: z.string() });

const ChannelsSchema = z.object(
  {
    portal: z.boolean('Välj ja eller nej för aviseringar i portalen.'),
    email: z.boolean('Välj ja eller nej för aviseringar via e-post.'),
  },
  'Ange dina val för varje kategori.',
);

/** Every category with both channels: a save always states the whole choice, so nothing is half-saved. */
export const NotificationChoicesSchema = z.object(
  Object.fromEntries(NOTIFICATION_CATEGORIES.map((category) => [category, ChannelsSchema])) as Record<
    NotificationCategory,
    typeof ChannelsSchema
  >,
  'Ange dina val för varje kategori.',
);
export type NotificationChoices = z.infer<typeof NotificationChoicesSchema>;

/** `PUT /api/notifications/settings`. */
export const NotificationSettingsRequestSchema = z.object({
  choices: NotificationChoicesSchema,
  /** Warnings of bark beetle confirmed within 2 km of the member's estates; left as it is when absent. */
  barkBeetleWarnings: z.optional(z.boolean('Välj ja eller nej för varningar om granbarkborre.')),
});
export type NotificationSettingsRequest = z.infer<typeof NotificationSettingsRequestSchema>;

/** `GET` and `PUT /api/notifications/settings`: the choices, with the defaults where none is made. */
export const NotificationSettingsSchema = z.object({
  choices: NotificationChoicesSchema,
  /** Whether the association has an e-mail address to send to (set under Mina uppgifter). */
  hasEmail: z.boolean(),
  /** Whether the member is warned of bark beetle confirmed near their estates (on unless turned off). */
  barkBeetleWarnings: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
