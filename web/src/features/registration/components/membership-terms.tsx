import styles from '../registration.module.css';
import { registrationTexts } from '../registration.texts';

const texts = registrationTexts.terms;

/** The id the form's "Läs medlemsvillkoren" links to: the terms are on the page a potential member is kept on. */
export const MEMBERSHIP_TERMS_ID = 'medlemsvillkor';

/** The membership terms the application asks the applicant to accept. */
export function MembershipTerms() {
  return (
    <section className={styles.terms} aria-labelledby={MEMBERSHIP_TERMS_ID}>
      <h2 id={MEMBERSHIP_TERMS_ID}>{texts.heading}</h2>
      <ol>
        {texts.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
      <p>{texts.backToForm}</p>
    </section>
  );
}
