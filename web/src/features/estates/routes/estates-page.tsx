import { portalRoutes } from '#contracts/routes';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import { useAllEstates } from '../api/estates';
import { EstateCard } from '../components/estate-card';
import styles from '../estates.module.css';
import { estatesTexts } from '../estates.texts';
import { startReads, type PageQueries } from '../../../lib/page-route';
import { estateQueries } from '../../../lib/queries/estates';

const texts = estatesTexts.estates;

export const title = texts.title;

export function prefetch({ queryClient, api }: PageQueries): void {
  startReads([queryClient.query(estateQueries.list(api))]);
}

function Estates() {
  const { data } = useAllEstates();
  if (data === null || data.estates.length === 0) {
    return (
      <EmptyState
        title={texts.emptyTitle}
        action={<ButtonLink to={portalRoutes.map.path}>{texts.action}</ButtonLink>}
      >
        {texts.emptyText}
      </EmptyState>
    );
  }
  return (
    <div className={styles.estates}>
      {data.estates.map((estate) => (
        <EstateCard key={estate.id} estate={estate} />
      ))}
    </div>
  );
}

/** Mina verksamheter: each estate with its owners, its forest plan and a way to it on the map. */
export function Component() {
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <SectionBoundary loading={<Skeleton lines={6} />}>
        <Estates />
      </SectionBoundary>
    </>
  );
}
