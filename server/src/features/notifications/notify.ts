import { NOTIFICATION_CATEGORY_LABELS, PORTAL_PATH, type Notification } from '#contracts/notifications';
import { portalRoutes } from '#contracts/routes';
import type { AppConfig } from '../../config/env.js';
import type { Queryable } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { queueMail } from '../../mail/queue-mail.js';
import { enqueuePushes } from './push.job.js';
import { createNotificationsRepository, type NotificationMessage } from './notifications.repository.js';

export type { NotificationMessage } from './notifications.repository.js';

export interface NotifyOutcome {
  /** The stored notification; undefined when the member has turned the portal channel off for its category. */
  readonly notification?: Notification;
  /** Whether an e-mail was queued in the same transaction. */
  readonly mailed: boolean;
}

/**
 * Tells a member about something: `notify(tx, stakeholderId, { category, title, text, link })`. Call it
 * with the transaction that saves what it tells about, so the notification and its e-mail exist exactly
 * when that is saved.
 */
export type Notify = (
  tx: Queryable,
  stakeholderId: string,
  message: NotificationMessage,
) => Promise<NotifyOutcome>;

export interface Notifier {
  readonly notify: Notify;
}

type NotifierConfig = Pick<AppConfig, 'flags' | 'publicUrl' | 'branding'>;

/** The e-mail that goes with a notification: plain Swedish text, linking back into the portal. */
function mailText(config: NotifierConfig, message: NotificationMessage): string {
  const category = NOTIFICATION_CATEGORY_LABELS[message.category].label.toLowerCase();
  const why =
    message.securityNotice === true
      ? 'Du får alltid det här brevet, oavsett dina val för aviseringar: det gäller vem som kan se dina uppgifter.'
      : `Du får det här brevet eftersom du har valt aviseringar via e-post om ${category}. ` +
        `Du kan ändra dina val under Mina aviseringar: ${config.publicUrl}${portalRoutes.notificationSettings.path}`;
  return [
    'Hej!',
    '',
    message.title,
    '',
    message.text,
    '',
    `Läs mer i ${config.branding.productName}: ${config.publicUrl}${message.link}`,
    '',
    why,
    '',
    'Med vänliga hälsningar',
    config.branding.associationName,
  ].join('\n');
}

/**
 * The notification service other features call. The e-mail channel counts only while the
 * notificationEmails flag is on and the member has an e-mail address.
 */
export function createNotifier({ config, clock }: { config: NotifierConfig; clock: Clock }): Notifier {
  return {
    async notify(tx, stakeholderId, message) {
      if (!PORTAL_PATH.test(message.link)) {
        throw new Error(`A notification links to a portal path, not ${JSON.stringify(message.link)}`);
      }
      const notifications = createNotificationsRepository(tx);
      const choice =
        message.securityNotice === true
          ? { portal: true, email: true }
          : (await notifications.choices(stakeholderId))[message.category];

      const notification = choice.portal
        ? await notifications.insert(stakeholderId, message, clock.now())
        : undefined;
      if (notification !== undefined && message.push !== undefined) {
        await enqueuePushes(tx, stakeholderId, { title: message.push, url: message.link }, clock.now());
      }

      const email =
        config.flags.notificationEmails && choice.email
          ? await notifications.emailOf(stakeholderId)
          : undefined;
      if (email !== undefined) {
        await queueMail(tx, {
          to: email,
          subject: `${message.title} – ${config.branding.productName}`,
          text: mailText(config, message),
        });
      }
      return { notification, mailed: email !== undefined };
    },
  };
}
