import * as z from 'zod/mini';

/** What the association sends its members, and how each can be delivered (first: the default). */
const SUBSCRIPTION_FORMATS_BY_TOPIC = {
  newsletter: ['email'],
  'timber-prices': ['email'],
  magazine: ['paper', 'digital'],
  'storm-alerts': ['sms'],
} as const;

export type SubscriptionTopic = keyof typeof SUBSCRIPTION_FORMATS_BY_TOPIC;
export const SUBSCRIPTION_TOPICS = Object.keys(SUBSCRIPTION_FORMATS_BY_TOPIC) as SubscriptionTopic[];

const SUBSCRIPTION_FORMATS = ['email', 'paper', 'digital', 'sms'] as const;
export type SubscriptionFormat = (typeof SUBSCRIPTION_FORMATS)[number];

export const isSubscriptionTopic = (value: string): value is SubscriptionTopic =>
  Object.hasOwn(SUBSCRIPTION_FORMATS_BY_TOPIC, value);

export const formatsOf = (topic: SubscriptionTopic): readonly SubscriptionFormat[] =>
  SUBSCRIPTION_FORMATS_BY_TOPIC[topic];

/** One offer and the member's choice about it. */
export const SubscriptionSchema = z.object({
  topic: z.enum(SUBSCRIPTION_TOPICS as [SubscriptionTopic, ...SubscriptionTopic[]]),
  subscribed: z.boolean(),
  format: z.enum(SUBSCRIPTION_FORMATS),
  /** The formats the member can choose between. */
  formats: z.array(z.enum(SUBSCRIPTION_FORMATS)),
  /** ISO 8601; null when the member has never chosen. */
  changedAt: z.nullable(z.string()),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** `GET /api/subscriptions`: every offer, and which contact details the member has for delivering them. */
export const SubscriptionsSchema = z.object({
  subscriptions: z.array(SubscriptionSchema),
  contact: z.object({ hasEmail: z.boolean(), hasPostalAddress: z.boolean(), hasPhone: z.boolean() }),
});
export type Subscriptions = z.infer<typeof SubscriptionsSchema>;

/** `PUT /api/subscriptions/{topic}`: subscribe or unsubscribe; `format` defaults to the current one. */
export const SubscriptionChangeSchema = z.object({
  subscribed: z.boolean('Ange om du vill prenumerera eller inte.'),
  format: z.optional(z.enum(SUBSCRIPTION_FORMATS, 'Välj hur du vill få utskicket.')),
});
export type SubscriptionChange = z.infer<typeof SubscriptionChangeSchema>;

/** Error codes of a change the member's contact details do not allow; the page links to the profile then. */
export const MISSING_CONTACT_CODES = ['EMAIL_MISSING', 'ADDRESS_MISSING', 'PHONE_MISSING'] as const;
