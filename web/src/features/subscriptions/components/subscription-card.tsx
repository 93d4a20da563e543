import { useId, useState } from 'react';
import { Link } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { MISSING_CONTACT_CODES, type Subscription, type SubscriptionFormat } from '#contracts/subscriptions';
import { formatDate } from '../../../lib/format';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { useChangeSubscription } from '../api/subscriptions';
import { subscriptionsTexts } from '../subscriptions.texts';
import styles from '../subscriptions.module.css';

const texts = subscriptionsTexts.subscriptions;

const isMissingContact = (error: unknown): boolean =>
  error instanceof ApiError && (MISSING_CONTACT_CODES as readonly string[]).includes(error.code);

function statusText(subscription: Subscription): string {
  if (subscription.changedAt === null) return texts.notSubscribed;
  const changed = formatDate(subscription.changedAt);
  return subscription.subscribed ? texts.subscribedSince(changed) : texts.unsubscribedOn(changed);
}

/**
 * One mailing: what it is, whether the member gets it, the format to choose, and the button to change it;
 * what a change did is said in a polite status message, which screen readers announce.
 */
export function SubscriptionCard({
  subscription,
  readOnly,
}: {
  subscription: Subscription;
  readOnly: boolean;
}) {
  const { name, description } = subscriptionsTexts.topics[subscription.topic];
  const headingId = useId();
  const change = useChangeSubscription();
  const [format, setFormat] = useState<SubscriptionFormat>(subscription.format);
  const [saved, setSaved] = useState<string>();
  const choosesFormat = subscription.formats.length > 1;

  const save = (subscribed: boolean, message: string): void => {
    // While one change is on its way the buttons stay focusable (aria-disabled) but do nothing.
    if (change.isPending) return;
    setSaved(undefined);
    change.mutate(
      { topic: subscription.topic, change: { subscribed, format } },
      { onSuccess: () => setSaved(message) },
    );
  };
  const waiting = change.isPending || undefined;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.name}>
        {name}
      </h2>
      <p>{description}</p>
      <p className={subscription.subscribed ? styles.on : styles.off}>
        <strong>{statusText(subscription)}</strong>
        {!choosesFormat && (
          <>
            {' '}
            {texts.deliveredAs} {subscriptionsTexts.formats[subscription.format].toLowerCase()}.
          </>
        )}
      </p>
      {choosesFormat && (
        <fieldset className={styles.formats} disabled={readOnly || change.isPending}>
          <legend>{texts.formatLegend}</legend>
          {subscription.formats.map((option) => (
            <label key={option} className={styles.format}>
              <input
                type="radio"
                name={`${subscription.topic}-format`}
                value={option}
                checked={format === option}
                onChange={() => {
                  setSaved(undefined);
                  setFormat(option);
                }}
              />
              {subscriptionsTexts.formats[option]}
            </label>
          ))}
        </fieldset>
      )}
      <div className={styles.actions}>
        {subscription.subscribed && format !== subscription.format && (
          <Button disabled={readOnly} aria-disabled={waiting} onClick={() => save(true, texts.savedFormat)}>
            {texts.changeFormat}
          </Button>
        )}
        {/* One button that changes its words, so focus stays on it when the choice is saved. */}
        <Button
          variant={subscription.subscribed ? 'secondary' : 'primary'}
          disabled={readOnly}
          aria-disabled={waiting}
          onClick={() =>
            subscription.subscribed
              ? save(false, texts.savedUnsubscribed(name))
              : save(true, texts.savedSubscribed(name))
          }
        >
          {subscription.subscribed ? texts.unsubscribe : texts.subscribe}
        </Button>
      </div>
      <div role="status" className={styles.feedback}>
        {change.isPending && <p>{texts.saving}</p>}
        {saved !== undefined && <p className={styles.saved}>{saved}</p>}
      </div>
      {change.isError && (
        <p role="alert" className={styles.error}>
          {change.error.message}{' '}
          {isMissingContact(change.error) && <Link to={portalRoutes.profile.path}>{texts.profileLink}</Link>}
        </p>
      )}
    </section>
  );
}
