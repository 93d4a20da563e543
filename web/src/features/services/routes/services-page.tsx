import { useId, useState } from 'react';
import { Link } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import type { Recommendation, Service } from '#contracts/services';
import { useProfile } from '../../../lib/profile';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { Button, ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import { useOrderEstates, useServiceCatalogue } from '../api/services';
import { RecommendationList } from '../components/recommendation-list';
import { priceLine } from '../format';
import { mayOrder } from '../../../lib/cart';
import { servicesTexts } from '../services.texts';
import styles from '../services.module.css';
import { startReads, type PageQueries } from '../../../lib/page-route';
import { serviceQueries } from '../../../lib/queries/services';

const texts = servicesTexts.services;
const recommendationTexts = servicesTexts.recommendations;
/** Recommendations shown before "Visa alla". */
const FIRST_RECOMMENDATIONS = 5;

export const title = texts.title;

export function prefetch({ queryClient, api }: PageQueries): void {
  startReads([queryClient.query(serviceQueries.catalogue(api))]);
}

const serviceHref = (name: string): string => `${portalRoutes.services.path}/${encodeURIComponent(name)}`;

function ServiceCard({ service }: { service: Service }) {
  return (
    <li className={styles.card}>
      <h3>
        <Link to={serviceHref(service.name)} className={styles.cardLink}>
          {service.title}
        </Link>
      </h3>
      <p>{service.summary}</p>
      <p className={styles.price}>{priceLine(service.price)}</p>
    </li>
  );
}

/** No recommendations: why, from the estates (none, none with a plan, or nothing proposed). */
function NoRecommendations() {
  const estates = useOrderEstates();
  if (estates.isPending) return <Skeleton lines={2} />;
  const list = estates.data?.estates ?? [];
  if (list.length === 0)
    return (
      <EmptyState
        title={recommendationTexts.noEstatesTitle}
        headingLevel={3}
        action={<ButtonLink to={portalRoutes.contact.path}>{texts.action}</ButtonLink>}
      >
        {recommendationTexts.noEstatesText}
      </EmptyState>
    );
  if (list.every((estate) => estate.stands === null))
    return (
      <EmptyState
        title={recommendationTexts.noPlanTitle}
        headingLevel={3}
        action={
          <ButtonLink to={serviceHref('skogsbruksplan')}>{recommendationTexts.noPlanAction}</ButtonLink>
        }
      >
        {recommendationTexts.noPlanText}
      </EmptyState>
    );
  return (
    <EmptyState title={recommendationTexts.noneTitle} headingLevel={3}>
      {recommendationTexts.noneText}
    </EmptyState>
  );
}

function Recommendations({
  recommendations,
  services,
}: {
  recommendations: readonly Recommendation[];
  services: readonly Service[];
}) {
  const { flags } = useRuntimeConfig();
  const roles = useProfile().data?.roles ?? [];
  const [all, setAll] = useState(false);
  const headingId = useId();
  const shown = all ? recommendations : recommendations.slice(0, FIRST_RECOMMENDATIONS);
  const titleOf = (name: string): string => services.find((service) => service.name === name)?.title ?? name;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{recommendationTexts.heading}</h2>
      {recommendations.length === 0 ? (
        <NoRecommendations />
      ) : (
        <>
          <p className={styles.prose}>{recommendationTexts.intro}</p>
          <RecommendationList recommendations={shown} titleOf={titleOf} mayOrder={mayOrder(flags, roles)} />
          {recommendations.length > FIRST_RECOMMENDATIONS && (
            <Button variant="link" aria-expanded={all} onClick={() => setAll((open) => !open)}>
              {all ? recommendationTexts.showFewer : recommendationTexts.showAll(recommendations.length)}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function Catalogue() {
  const catalogue = useServiceCatalogue().data;
  const headingId = useId();
  const services = catalogue?.services ?? [];
  if (services.length === 0)
    return (
      <EmptyState
        title={texts.emptyTitle}
        action={<ButtonLink to={portalRoutes.contact.path}>{texts.action}</ButtonLink>}
      >
        {texts.emptyText}
      </EmptyState>
    );
  return (
    <>
      <Recommendations recommendations={catalogue?.recommendations ?? []} services={services} />
      <section className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId}>{texts.allHeading}</h2>
        <ul className={styles.cards}>
          {services.map((service) => (
            <ServiceCard key={service.name} service={service} />
          ))}
        </ul>
      </section>
    </>
  );
}

export function Component() {
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <SectionBoundary
        loading={
          <div className={styles.loading}>
            <Skeleton label={texts.loading} />
          </div>
        }
      >
        <Catalogue />
      </SectionBoundary>
    </>
  );
}
