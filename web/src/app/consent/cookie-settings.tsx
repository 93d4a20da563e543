import { useId, type SubmitEvent } from 'react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { appTexts } from '../app.texts';
import { saveConsent, type Consent } from './consent';
import styles from './consent.module.css';
import { cookieSettingsTexts as texts } from './cookie-settings.texts';

function Category({
  name,
  label,
  text,
  defaultChecked,
  disabled,
}: {
  name: string;
  label: string;
  text: string;
  defaultChecked: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.category}>
      <input
        id={id}
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        disabled={disabled}
        aria-describedby={`${id}-text`}
      />
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-text`}>{text}</p>
    </div>
  );
}

/** The settings dialog: necessary (always on), performance and customization. */
export function CookieSettings({
  open,
  onClose,
  consent,
}: {
  open: boolean;
  onClose: () => void;
  consent: Consent;
}) {
  const save = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    saveConsent({ performance: form.has('performance'), customization: form.has('customization') });
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} title={texts.dialogTitle}>
      {open && (
        <form onSubmit={save}>
          <fieldset className={styles.categories}>
            <legend className="visually-hidden">{texts.dialogTitle}</legend>
            <Category
              name="necessary"
              label={texts.necessary}
              text={texts.necessaryText}
              defaultChecked
              disabled
            />
            <Category
              name="performance"
              label={texts.performance}
              text={texts.performanceText}
              defaultChecked={consent.performance}
            />
            <Category
              name="customization"
              label={texts.customization}
              text={texts.customizationText}
              defaultChecked={consent.customization}
            />
          </fieldset>
          <div className={styles.buttons}>
            <Button type="submit">{texts.save}</Button>
            <Button
              variant="secondary"
              onClick={() => {
                saveConsent({ performance: true, customization: true });
                onClose();
              }}
            >
              {appTexts.cookies.acceptAll}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
