import { useEffect, useRef } from 'react';
import type { Registration } from '#contracts/registration';
import { formatDate } from '../../../lib/format';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import styles from '../registration.module.css';
import { registrationTexts } from '../registration.texts';

const texts = registrationTexts.receipt;

/** The application already sent: when, by whom, how far it has come and what happens next. */
export function RegistrationReceipt({
  registration,
  focusOnShow = false,
}: {
  registration: Registration;
  /** Right after sending, focus moves here so the thanks is announced. */
  focusOnShow?: boolean;
}) {
  const { supportEmail } = useRuntimeConfig();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);

  return (
    <section className={styles.receipt} aria-labelledby="registration-receipt-heading">
      <h2 id="registration-receipt-heading" ref={heading} tabIndex={-1}>
        {texts.heading}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{texts.submittedAt}</dt>
          <dd>
            <time dateTime={registration.submittedAt}>{formatDate(registration.submittedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{texts.applicant}</dt>
          <dd>
            {registration.firstName} {registration.lastName}
          </dd>
        </div>
        <div>
          <dt>{texts.status}</dt>
          <dd>{registrationTexts.statuses[registration.status]}</dd>
        </div>
      </dl>
      <h3>{texts.nextHeading}</h3>
      <p>{texts.next[registration.status](registration.email)}</p>
      <p>
        {texts.questions} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
    </section>
  );
}
