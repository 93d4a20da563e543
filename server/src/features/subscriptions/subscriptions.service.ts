import {
  formatsOf,
  type Subscription,
  type SubscriptionChange,
  type SubscriptionFormat,
  type SubscriptionTopic,
} from '#contracts/subscriptions';
import type { Queryable } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError, invalidInput } from '../../plugins/http-errors.js';
import { createSubscriptionsRepository, type DeliveryContact } from './subscriptions.repository.js';

export const FORMAT_NOT_OFFERED = 'Det utskicket finns inte i det formatet. Välj ett av alternativen.';

/** What each format needs among the member's contact details, and what to say when it is missing. */
const NEEDS: Record<SubscriptionFormat, { has: keyof DeliveryContact; code: string; message: string }> = {
  email: {
    has: 'hasEmail',
    code: 'EMAIL_MISSING',
    message: 'Lägg till din e-postadress under Mina uppgifter, så kan du få utskicket via e-post.',
  },
  digital: {
    has: 'hasEmail',
    code: 'EMAIL_MISSING',
    message:
      'Lägg till din e-postadress under Mina uppgifter, så skickar vi länken till den digitala tidningen.',
  },
  paper: {
    has: 'hasPostalAddress',
    code: 'ADDRESS_MISSING',
    message: 'Lägg till din postadress under Mina uppgifter, så kan vi skicka tidningen med posten.',
  },
  sms: {
    has: 'hasPhone',
    code: 'PHONE_MISSING',
    message: 'Lägg till ditt mobilnummer under Mina uppgifter, så kan du få sms.',
  },
};

export function createSubscriptionsService({ db, clock }: { db: Queryable; clock: Clock }) {
  const subscriptions = createSubscriptionsRepository(db);
  return {
    async read(stakeholderId: string) {
      const [list, contact] = await Promise.all([
        subscriptions.list(stakeholderId),
        subscriptions.contact(stakeholderId),
      ]);
      return { subscriptions: list, contact };
    },

    /**
     * Subscribes, unsubscribes or changes the format. Subscribing needs the contact details the format is
     * delivered to; unsubscribing never needs anything.
     */
    async change(
      stakeholderId: string,
      topic: SubscriptionTopic,
      change: SubscriptionChange,
      changedBy: string,
    ): Promise<Subscription> {
      const current = (await subscriptions.list(stakeholderId)).find((item) => item.topic === topic);
      const format = change.format ?? current?.format ?? formatsOf(topic)[0];
      if (format === undefined || !formatsOf(topic).includes(format))
        throw invalidInput({ format: [FORMAT_NOT_OFFERED] });
      if (change.subscribed) {
        const need = NEEDS[format];
        if (!(await subscriptions.contact(stakeholderId))[need.has]) {
          throw new HttpError(422, need.code, need.message);
        }
      }
      return subscriptions.save(
        stakeholderId,
        { topic, subscribed: change.subscribed, format },
        changedBy,
        clock.now(),
      );
    },
  };
}
