import { useRuntimeConfig } from '../../../lib/runtime-config';
import { PageHeading } from '../../../ui/page-heading';
import styles from '../accessibility.module.css';
import { accessibilityTexts as texts, DIGG_COMPLAINT_URL } from '../accessibility.texts';
import { telHref } from '../../../lib/tel-href';
import { MailLink } from '../../../ui/mail-link';

export const title = texts.title;

/** The accessibility statement (DIGG's model): the organisation and service come from configuration. */
export function Component() {
  const { associationName, productName, supportEmail, supportPhone } = useRuntimeConfig();
  const phone = supportPhone !== undefined && (
    <li>
      {texts.phone}: <a href={telHref(supportPhone)}>{supportPhone}</a>
    </li>
  );
  return (
    <>
      <PageHeading lead={texts.lead(associationName, productName)}>{texts.title}</PageHeading>
      <h2>{texts.statusHeading}</h2>
      <p>{texts.status}</p>

      <h2>{texts.helpHeading}</h2>
      <p>{texts.help}</p>
      <ul className={styles.list}>
        <li>
          {texts.email}: <MailLink email={supportEmail} />
        </li>
        {phone}
      </ul>

      <h2>{texts.feedbackHeading}</h2>
      <p>{texts.feedback}</p>
      <ul className={styles.list}>
        <li>
          <MailLink email={supportEmail} subject={texts.feedbackSubject}>
            {texts.feedbackLink}
          </MailLink>
        </li>
        {phone}
      </ul>

      <h2>{texts.supervisionHeading}</h2>
      <p>{texts.supervision}</p>
      <p>
        <a href={DIGG_COMPLAINT_URL}>{texts.supervisionLink}</a>
      </p>

      <h2>{texts.technicalHeading}</h2>
      <p>{texts.technical}</p>
      <h3>{texts.problemsHeading}</h3>
      <p>{texts.problemsLead}</p>
      <ul className={styles.list}>
        {texts.problems.map((problem) => (
          <li key={problem.situation}>
            <strong>{problem.situation}.</strong> {problem.text}
          </li>
        ))}
      </ul>
      <h3>{texts.burdenHeading}</h3>
      <p>{texts.burden}</p>
      <h3>{texts.outOfScopeHeading}</h3>
      <p>{texts.outOfScope}</p>

      <h2>{texts.methodHeading}</h2>
      <p>{texts.method}</p>
      <ul className={styles.list}>
        {texts.methods.map((method) => (
          <li key={method}>{method}</li>
        ))}
      </ul>
      <p>{texts.assessed}</p>
      <p>{texts.published}</p>
      <p>{texts.updated}</p>
    </>
  );
}
