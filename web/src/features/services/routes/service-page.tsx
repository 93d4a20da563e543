import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import type { ServiceDetails } from '#contracts/services';
import { useProfile } from '../../../lib/profile';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { Banner } from '../../../ui/banner';
import { ButtonLink } from '../../../ui/button';
import { PageHeading } from '../../../ui/page-heading';
import { SectionError } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import { useServiceDetails } from '../api/services';
import { OrderForm } from '../components/order-form';
import { RecommendationList } from '../components/recommendation-list';
import { isFree, priceExplanation, priceLine, vatNote } from '../format';
import { ESTATE_PARAM, orderOnMapHref, STAND_PARAM } from '../map-order';
import { mayOrder } from '../../../lib/cart';
import { orderBlockedReason } from '../order-access';
import { servicesTexts } from '../services.texts';
import styles from '../services.module.css';
import { telHref } from '../../../lib/tel-href';
import { MailLink } from '../../../ui/mail-link';

const texts = servicesTexts.service;

export const title = texts.title;

/** The window's title names the service once it is known. */
function useServiceTitle(pageTitle: string | undefined): void {
  const { productName } = useRuntimeConfig();
  useEffect(() => {
    if (pageTitle === undefined) return undefined;
    // The layout writes the route's own title in its effect, which runs after this page's on the same commit.
    let current = true;
    queueMicrotask(() => {
      if (current) document.title = `${productName} – ${pageTitle}`;
    });
    return () => {
      current = false;
    };
  }, [productName, pageTitle]);
}

function Section({
  heading,
  headingRef,
  children,
}: {
  heading: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={headingRef === undefined ? undefined : -1}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

function Ordering({ details }: { details: ServiceDetails }) {
  const { flags } = useRuntimeConfig();
  const roles = useProfile().data?.roles ?? [];
  const [params] = useSearchParams();
  const estateId = params.get(ESTATE_PARAM);
  const standId = params.get(STAND_PARAM);
  const heading = useRef<HTMLHeadingElement>(null);
  // From a recommendation, the member came to order: the form is where they land.
  useEffect(() => {
    if (standId !== null) heading.current?.focus();
  }, [standId]);

  return (
    <Section heading={texts.order} headingRef={heading}>
      {details.canOrder ? (
        <>
          <OrderForm
            key={`${estateId ?? ''}:${standId ?? ''}`}
            details={details}
            preselection={{ estateId, standId }}
          />
          <p className={styles.section}>{texts.drawOnMapHint}</p>
          <ButtonLink variant="secondary" to={orderOnMapHref(details.service.name)}>
            {texts.drawOnMap}
          </ButtonLink>
        </>
      ) : (
        <Banner tone="info">
          <p>{orderBlockedReason(flags, roles)}</p>
        </Banner>
      )}
    </Section>
  );
}

function ServiceContent({ details }: { details: ServiceDetails }) {
  const { flags } = useRuntimeConfig();
  const roles = useProfile().data?.roles ?? [];
  const { service, advisor, recommendations } = details;
  return (
    <>
      <Section heading={texts.about}>
        {service.description.map((paragraph) => (
          <p key={paragraph} className={styles.prose}>
            {paragraph}
          </p>
        ))}
      </Section>
      {service.suitsWhen.length > 0 && (
        <Section heading={texts.suitsWhen}>
          <ul className={`${styles.prose} ${styles.bullets}`}>
            {service.suitsWhen.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Section>
      )}
      <Section heading={texts.price}>
        <p className={styles.priceBig}>{priceLine(service.price)}</p>
        {priceExplanation(service.price).map((sentence) => (
          <p key={sentence} className={styles.prose}>
            {sentence}
          </p>
        ))}
        {!isFree(service.price) && <p className={styles.prose}>{vatNote(service.price)}</p>}
      </Section>
      {recommendations.length > 0 && (
        <Section heading={servicesTexts.recommendations.heading}>
          <p className={styles.prose}>{servicesTexts.recommendations.serviceIntro}</p>
          <RecommendationList
            recommendations={recommendations}
            titleOf={() => service.title}
            mayOrder={details.canOrder && mayOrder(flags, roles)}
          />
        </Section>
      )}
      <Ordering details={details} />
      <Section heading={texts.afterOrder}>
        <ol className={`${styles.prose} ${styles.steps}`}>
          {service.afterOrder.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>
      <Section heading={texts.advisor}>
        {advisor === null ? (
          <p className={styles.prose}>{texts.noAdvisor}</p>
        ) : (
          <>
            <p className={styles.prose}>{texts.advisorIntro}</p>
            <ul className={styles.contact}>
              <li>
                <strong>{advisor.name}</strong>
              </li>
              {advisor.phone !== null && (
                <li>
                  <a href={telHref(advisor.phone)} aria-label={texts.call(advisor.name, advisor.phone)}>
                    {advisor.phone}
                  </a>
                </li>
              )}
              <li>
                <MailLink email={advisor.email} aria-label={texts.mail(advisor.name, advisor.email)} />
              </li>
            </ul>
          </>
        )}
      </Section>
    </>
  );
}

export function Component() {
  const { name = '' } = useParams();
  const details = useServiceDetails(name);
  const data = details.data;
  const heading = data === null ? texts.emptyTitle : (data?.service.title ?? texts.title);
  useServiceTitle(data === undefined ? undefined : heading);

  return (
    <>
      <PageHeading lead={data?.service.summary}>{heading}</PageHeading>
      {details.isError ? (
        <SectionError onRetry={() => void details.refetch()} />
      ) : data === undefined ? (
        <Skeleton label={texts.loading} />
      ) : data === null ? (
        <>
          <p>{texts.emptyText}</p>
          <ButtonLink to={portalRoutes.services.path}>{texts.action}</ButtonLink>
        </>
      ) : (
        <ServiceContent details={data} />
      )}
    </>
  );
}
