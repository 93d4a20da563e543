import webpush from 'web-push';
import type { PushConfig } from '../../config/push-config.js';
import type { Queryable } from '../../db/database.js';

export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

/**
 * The portal's VAPID key pair: the configured one (production), or else the one the database keeps, made on
 * first use. Kept, not made per start: every device's subscription is bound to the public key, so a new
 * pair would silence them all.
 */
export async function vapidKeysOf(db: Queryable, config: PushConfig): Promise<VapidKeys> {
  if (config.vapidKeys !== undefined) return config.vapidKeys;
  const stored = async () =>
    (
      await db.query<{ public_key: string; private_key: string }>(
        'SELECT public_key, private_key FROM vapid_key',
      )
    )[0];
  const found = await stored();
  if (found !== undefined) return { publicKey: found.public_key, privateKey: found.private_key };
  const made = webpush.generateVAPIDKeys();
  // Two processes may make one at once: the first stored wins, and both use it.
  await db.query(
    'INSERT INTO vapid_key (public_key, private_key) VALUES ($1, $2) ON CONFLICT (only_one) DO NOTHING',
    [made.publicKey, made.privateKey],
  );
  const kept = await stored();
  if (kept === undefined) throw new Error('the VAPID key pair was not kept');
  return { publicKey: kept.public_key, privateKey: kept.private_key };
}
