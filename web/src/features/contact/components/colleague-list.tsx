import { EmptyState } from '../../../ui/empty-state';
import { useColleagues } from '../api/advisors';
import styles from '../contact.module.css';
import { contactTexts as texts } from '../contact.texts';
import { ContactLinks } from './contact-links';

/** The other advisors of the business's district, to turn to when one's own is away. */
export function ColleagueList({ businessId }: { businessId: string }) {
  const { data: colleagues } = useColleagues(businessId);
  if (colleagues.length === 0) {
    return (
      <EmptyState title={texts.colleagues.emptyTitle} headingLevel={3}>
        {texts.colleagues.emptyText}
      </EmptyState>
    );
  }
  return (
    <ul className={styles.people}>
      {colleagues.map((colleague) => (
        <li key={colleague.id} className={styles.person}>
          <p className={styles.name}>{colleague.name}</p>
          <p className={styles.title}>{colleague.title}</p>
          <ContactLinks
            className={styles.links}
            phone={colleague.phone}
            email={colleague.email}
            phoneLabel={texts.call(colleague.name)}
            emailLabel={texts.mail(colleague.name)}
          />
        </li>
      ))}
    </ul>
  );
}
