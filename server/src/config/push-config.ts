import { z } from 'zod';

/** Web Push (docs/push.md). */
export interface PushConfig {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (a secret: never log it); unset outside production, where the
   * database keeps a key pair made on first use. */
  readonly vapidKeys?: { readonly publicKey: string; readonly privateKey: string };
  /** Whom a push service may contact about our pushes: VAPID_SUBJECT, or the support address. */
  readonly subject: string;
  /** Local runs and tests only: a device's push service may be on this machine (http://127.0.0.1). */
  readonly allowLocalPushService: boolean;
}

/** The environment's push variables, part of the one schema in env.ts. */
export const PUSH_ENV = {
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, {
      error: 'must be an uncompressed P-256 public key, base64url (87 characters)',
    })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be a P-256 private key, base64url (43 characters)' })
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/, { error: 'must be a mailto: or https: URL' })
    .optional(),
};

interface PushEnv {
  readonly VAPID_PUBLIC_KEY?: string | undefined;
  readonly VAPID_PRIVATE_KEY?: string | undefined;
  readonly VAPID_SUBJECT?: string | undefined;
  readonly SUPPORT_EMAIL: string;
  readonly APP_ENV: string;
}

export function pushConfigOf(e: PushEnv): PushConfig {
  return {
    vapidKeys:
      e.VAPID_PUBLIC_KEY === undefined || e.VAPID_PRIVATE_KEY === undefined
        ? undefined
        : { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY },
    subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
    allowLocalPushService: e.APP_ENV === 'local',
  };
}

/** Both keys or neither; production has its own pair, so that a restore or a second instance pushes alike. */
export function checkPushRules(e: PushEnv, production: boolean, problems: string[]): void {
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  } else if (production && e.VAPID_PUBLIC_KEY === undefined) {
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: production needs its own key pair for push');
  }
}
