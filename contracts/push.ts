import * as z from 'zod/mini';

/** `GET /api/push/public-key`: the VAPID key a browser subscribes with (`applicationServerKey`). */
export const PushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof PushPublicKeySchema>;

/** An uncompressed P-256 public key (65 bytes) and a 16-byte secret, base64url as browsers give them. */
const P256DH = /^[A-Za-z0-9_-]{87}=?$/;
const AUTH_SECRET = /^[A-Za-z0-9_-]{22}(==)?$/;

/**
 * `POST /api/push/subscriptions`: this device's subscription as the browser's `PushSubscription.toJSON()`
 * gives it. Whether the endpoint is a push service the server may call is checked on the server.
 */
export const PushSubscriptionRequestSchema = z.object({
  endpoint: z
    .string('Enheten gav ingen adress för aviseringar.')
    .check(
      z.minLength(1, 'Enheten gav ingen adress för aviseringar.'),
      z.maxLength(2000, 'Enhetens adress för aviseringar är för lång.'),
    ),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object(
    {
      p256dh: z
        .string('Enheten gav ingen nyckel för aviseringar.')
        .check(z.regex(P256DH, 'Enhetens nyckel för aviseringar är inte giltig.')),
      auth: z
        .string('Enheten gav ingen nyckel för aviseringar.')
        .check(z.regex(AUTH_SECRET, 'Enhetens nyckel för aviseringar är inte giltig.')),
    },
    'Enheten gav inga nycklar för aviseringar.',
  ),
});
export type PushSubscriptionRequest = z.infer<typeof PushSubscriptionRequestSchema>;

/** `DELETE /api/push/subscriptions`: turns push off for this device. */
export const PushUnsubscribeRequestSchema = z.object({
  endpoint: z.string('Ange vilken enhet som ska sluta få aviseringar.').check(z.maxLength(2000)),
});
export type PushUnsubscribeRequest = z.infer<typeof PushUnsubscribeRequestSchema>;

/** What a push holds: a title and a portal path, never a name, an amount or other personal data. */
export const PushMessageSchema = z.object({ title: z.string(), url: z.string() });
export type PushMessage = z.infer<typeof PushMessageSchema>;

/** The titles pushed (no names, amounts or places): what a lock screen may show anyone. */
export const PUSH_TITLES = {
  orderStep: 'Nytt steg i din beställning',
  orderStepCorrected: 'Ändring i din beställning',
  answer: 'Du har fått svar från föreningen',
  barkBeetleNearby: 'Granbarkborre nära din fastighet',
} as const;
