import webpush from 'web-push';
import type { PushMessage } from '#contracts/push';
import type { StoredPushSubscription } from './push-subscriptions.repository.js';
import type { VapidKeys } from './vapid-keys.js';

/** A push service kept a push this long for a phone that is off, then dropped it: older news is stale. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/** A push service's answer that a later attempt may mend (5xx, 429, no answer); its code is the status. */
export class PushServiceError extends Error {
  constructor(readonly code: string) {
    super(`push service answered ${code}`);
    this.name = 'PushServiceError';
  }
}

/** `gone`: the push service no longer knows the subscription (404, 410); `refused`: it never will take it. */
export type PushOutcome = 'delivered' | 'gone' | 'refused';

/**
 * Sends one push: the message encrypted for the device (RFC 8291, aes128gcm) and signed with our VAPID key
 * (RFC 8292). web-push makes the request; it is sent here with fetch, which follows no redirect, so the
 * server calls only the address that was checked when the device subscribed.
 */
export async function sendPush(
  subscription: StoredPushSubscription,
  message: PushMessage,
  vapid: VapidKeys & { subject: string },
): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { ...subscription.keys } },
    JSON.stringify(message),
    {
      vapidDetails: vapid,
      TTL: TIME_TO_LIVE_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    },
  );
  let status: number;
  try {
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = response.status;
    await response.body?.cancel();
  } catch {
    throw new PushServiceError('NO_ANSWER');
  }
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) throw new PushServiceError(`HTTP_${String(status)}`);
  // 400, 401, 403 (a key the subscription was not made with), 413: the same push would be refused again.
  return 'refused';
}
