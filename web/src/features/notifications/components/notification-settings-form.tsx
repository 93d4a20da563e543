import { useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationChoices,
} from '#contracts/notifications';
import { portalRoutes } from '#contracts/routes';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { Banner } from '../../../ui/banner';
import { Button } from '../../../ui/button';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notifications';
import { notificationsTexts } from '../notifications.texts';
import styles from '../notifications.module.css';

const texts = notificationsTexts.notificationSettings;

/**
 * A fieldset per category with a checkbox per channel; e-mail only while the notificationEmails flag is on.
 * `readOnly` (a representative or a staff viewer) shows the choices disabled, with why.
 */
export function NotificationSettingsForm({ readOnly }: { readOnly: boolean }) {
  const { data: settings } = useNotificationSettings();
  const { flags } = useRuntimeConfig();
  const save = useSaveNotificationSettings();
  const [choices, setChoices] = useState<NotificationChoices>(settings.choices);
  const [barkBeetleWarnings, setBarkBeetleWarnings] = useState(settings.barkBeetleWarnings);
  const [saved, setSaved] = useState(false);
  const channels: NotificationChannel[] = flags.notificationEmails ? ['portal', 'email'] : ['portal'];

  const choose = (category: NotificationCategory, channel: NotificationChannel, enabled: boolean): void => {
    setSaved(false);
    setChoices((current) => ({ ...current, [category]: { ...current[category], [channel]: enabled } }));
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setSaved(false);
    save.mutate({ choices, barkBeetleWarnings }, { onSuccess: () => setSaved(true) });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {readOnly && (
        <Banner tone="info">
          <p>{texts.readOnly}</p>
        </Banner>
      )}
      {flags.notificationEmails && !settings.hasEmail && (
        <Banner tone="info">
          <p>
            {texts.noEmail} <Link to={portalRoutes.profile.path}>{texts.profileLink}</Link>.
          </p>
        </Banner>
      )}
      <p>{texts.portalHint}</p>
      {NOTIFICATION_CATEGORIES.map((category) => {
        const { label, description } = NOTIFICATION_CATEGORY_LABELS[category];
        const descriptionId = `notification-${category}-description`;
        return (
          <fieldset
            key={category}
            className={styles.category}
            disabled={readOnly}
            aria-describedby={descriptionId}
          >
            <legend>{label}</legend>
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
            <div className={styles.channels}>
              {channels.map((channel) => (
                <label key={channel} className={styles.channel}>
                  <input
                    type="checkbox"
                    name={`${category}.${channel}`}
                    checked={choices[category][channel]}
                    disabled={readOnly}
                    onChange={(event) => choose(category, channel, event.target.checked)}
                  />
                  {channel === 'portal' ? texts.portal : texts.email}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      <fieldset className={styles.category} disabled={readOnly} aria-describedby="bark-beetle-description">
        <legend>{texts.barkBeetle.legend}</legend>
        <p id="bark-beetle-description" className={styles.description}>
          {texts.barkBeetle.description}
        </p>
        <label className={styles.channel}>
          <input
            type="checkbox"
            name="barkBeetleWarnings"
            checked={barkBeetleWarnings}
            disabled={readOnly}
            onChange={(event) => {
              setSaved(false);
              setBarkBeetleWarnings(event.target.checked);
            }}
          />
          {texts.barkBeetle.label}
        </label>
      </fieldset>
      {!readOnly && (
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? texts.saving : texts.save}
          </Button>
          <div role="status">{saved && <p className={styles.saved}>{texts.saved}</p>}</div>
        </div>
      )}
      {save.isError && (
        <div role="alert">
          <Banner tone="warning">
            <p>
              {texts.saveFailed} {save.error.message}
            </p>
          </Banner>
        </div>
      )}
    </form>
  );
}
