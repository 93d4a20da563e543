import type { SboContacts } from '#contracts/contact';
import { EmptyState } from '../../../ui/empty-state';
import styles from '../contact.module.css';
import { contactTexts as texts } from '../contact.texts';
import { ContactLinks } from './contact-links';

/** The elected representatives and other contacts of each of the member's districts. */
export function DistrictContacts({ districts }: { districts: SboContacts }) {
  return (
    <section aria-labelledby="district-contacts-heading">
      <h2 id="district-contacts-heading">{texts.districtContacts.heading}</h2>
      {districts.map(({ district, contacts }) => (
        <div key={district.id}>
          <h3>{district.name}</h3>
          {contacts.length === 0 ? (
            <EmptyState title={texts.districtContacts.emptyTitle} headingLevel={3}>
              {texts.districtContacts.emptyText}
            </EmptyState>
          ) : (
            <ul className={styles.people}>
              {contacts.map((contact) => (
                <li key={contact.id} className={styles.person}>
                  <p className={styles.name}>{contact.name}</p>
                  <p className={styles.title}>{contact.role}</p>
                  <ContactLinks
                    className={styles.links}
                    phone={contact.phone}
                    email={contact.email}
                    phoneLabel={texts.call(contact.name)}
                    emailLabel={texts.mail(contact.name)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}
