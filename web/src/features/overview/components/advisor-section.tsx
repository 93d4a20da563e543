import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { useApiClient } from '../../../lib/api-client';
import styles from '../overview.module.css';
import { overviewTexts } from '../overview.texts';
import { telHref } from '../../../lib/tel-href';
import { MailLink } from '../../../ui/mail-link';
import { overviewQueries } from '../api/overview';

const texts = overviewTexts.advisor;

/** Who the member's advisor is and how to reach them: one tap to call or mail. */
export function AdvisorCard() {
  const { data: advisor } = useSuspenseQuery(overviewQueries.advisor(useApiClient()));
  if (advisor === null) {
    return (
      <EmptyState
        title={texts.emptyTitle}
        headingLevel={3}
        action={
          <ButtonLink to={portalRoutes.contact.path} variant="secondary">
            {texts.emptyAction}
          </ButtonLink>
        }
      >
        {texts.emptyText}
      </EmptyState>
    );
  }
  return (
    <>
      <p className={styles.person}>
        <strong>{advisor.name}</strong>
        <span className={styles.meta}>
          {advisor.title}, {advisor.district.name}
        </span>
      </p>
      <ul className={styles.plainList}>
        <li>
          <a href={telHref(advisor.phone)} className={styles.itemLink}>
            <span className="visually-hidden">{texts.phone(advisor.name)}:</span> {advisor.phone}
          </a>
        </li>
        <li>
          <MailLink
            email={advisor.email}
            className={styles.itemLink}
            aria-label={`${texts.email(advisor.name)}: ${advisor.email}`}
          />
        </li>
      </ul>
      <p>
        <Link to={portalRoutes.contact.path} className={styles.itemLink}>
          {texts.toContact}
        </Link>
      </p>
    </>
  );
}
