import * as z from 'zod/mini';
import type { PushMessage } from '#contracts/push';
import type { PushConfig } from '../../config/push-config.js';
import type { Database, Queryable } from '../../db/database.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { PermanentJobError } from '../../jobs/job-error.js';
import type { JobHandlers } from '../../jobs/job-worker.js';
import { createPushSubscriptionsRepository } from './push-subscriptions.repository.js';
import { sendPush } from './send-push.js';
import { vapidKeysOf } from './vapid-keys.js';

export const SEND_PUSH = 'push.send';

/** A subscription id and what to show: a title and a portal path, no personal data. */
const PayloadSchema = z.object({ subscriptionId: z.string(), title: z.string(), url: z.string() });

/**
 * Queues a push to each of the member's devices, in the transaction that saves what it tells about. One job
 * per device: a device whose push service is down is retried without sending the others theirs again.
 */
export async function enqueuePushes(
  tx: Queryable,
  stakeholderId: string,
  message: PushMessage,
  now: Date,
): Promise<number> {
  const ids = await createPushSubscriptionsRepository(tx).idsOf(stakeholderId);
  for (const subscriptionId of ids) {
    await enqueueJob(tx, { kind: SEND_PUSH, payload: { subscriptionId, ...message }, now });
  }
  return ids.length;
}

/** Sends queued pushes; a subscription the push service has forgotten (404, 410) is removed. */
export function pushJobHandlers({ db, config }: { db: Database; config: PushConfig }): JobHandlers {
  return {
    [SEND_PUSH]: {
      async run({ payload }) {
        const parsed = PayloadSchema.safeParse(payload);
        if (!parsed.success) throw new PermanentJobError('the payload names no subscription');
        const { subscriptionId, title, url } = parsed.data;
        const subscriptions = createPushSubscriptionsRepository(db);
        const subscription = await subscriptions.byId(subscriptionId);
        // Turned off since it was queued: nothing to send.
        if (subscription === undefined) return;
        const keys = await vapidKeysOf(db, config);
        const outcome = await sendPush(subscription, { title, url }, { ...keys, subject: config.subject });
        if (outcome === 'gone') await subscriptions.removeById(subscriptionId);
        if (outcome === 'refused') throw new PermanentJobError('the push service refused the push');
      },
    },
  };
}
