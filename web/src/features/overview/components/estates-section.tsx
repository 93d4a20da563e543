import { useSuspenseQuery } from '@tanstack/react-query';
import { portalRoutes } from '#contracts/routes';
import { useApiClient } from '../../../lib/api-client';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { overviewQueries } from '../api/overview';
import { formatHectares } from '../../../lib/format';
import styles from '../overview.module.css';
import { overviewTexts } from '../overview.texts';

const texts = overviewTexts.estates;

/** How many estates, their total and productive area, each estate, and where to see more. */
export function EstatesSummary() {
  const { data: summary } = useSuspenseQuery(overviewQueries.estatesSummary(useApiClient()));
  if (summary === null) {
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
      <dl className={styles.figures}>
        <div>
          <dt>{texts.count(summary.estateCount)}</dt>
          <dd>
            <span className={styles.figure}>{formatHectares(summary.totalAreaHa)}</span> {texts.totalArea}
          </dd>
        </div>
        <div>
          <dt>{texts.productiveArea}</dt>
          <dd>
            <span className={styles.figure}>{formatHectares(summary.productiveAreaHa)}</span>
          </dd>
        </div>
      </dl>
      <ul className={styles.plainList} aria-label={texts.listLabel}>
        {summary.estates.map((estate) => (
          <li key={estate.id} className={styles.row}>
            <span>{estate.designation}</span>
            <span className={styles.number}>{formatHectares(estate.totalAreaHa)}</span>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <ButtonLink to={portalRoutes.estates.path}>{texts.toEstates}</ButtonLink>
        <ButtonLink to={portalRoutes.map.path} variant="secondary">
          {texts.toMap}
        </ButtonLink>
      </div>
    </>
  );
}
