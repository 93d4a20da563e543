import { EmptyState } from '../../../ui/empty-state';
import { useAdvisor } from '../api/advisors';
import styles from '../contact.module.css';
import { contactTexts as texts } from '../contact.texts';
import { ContactLinks } from './contact-links';

/** The business's advisor: name, title, district, how to reach them and what they wrote about themselves. */
export function AdvisorCard({ businessId }: { businessId: string }) {
  const { data: advisor } = useAdvisor(businessId);
  if (advisor === null) {
    return (
      <EmptyState title={texts.noAdvisorTitle} headingLevel={3}>
        {texts.noAdvisorText}
      </EmptyState>
    );
  }
  return (
    <article className={styles.card} aria-labelledby={`advisor-${advisor.id}`}>
      <h3 id={`advisor-${advisor.id}`} className={styles.name}>
        {advisor.name}
      </h3>
      <p className={styles.title}>
        {advisor.title}, {advisor.district.name}
      </p>
      <ContactLinks
        className={styles.links}
        phone={advisor.phone}
        email={advisor.email}
        phoneLabel={texts.call(advisor.name)}
        emailLabel={texts.mail(advisor.name)}
      />
      {advisor.presentation !== null && <p className={styles.presentation}>{advisor.presentation}</p>}
    </article>
  );
}
