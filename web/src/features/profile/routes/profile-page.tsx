import { lazy, Suspense, type ReactNode } from 'react';

import { useRuntimeConfig } from '../../../lib/runtime-config';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { Businesses } from '../components/businesses';
import { CoOwners } from '../components/co-owners';
import { ContactDetails } from '../components/contact-details';
import { MemberCapital } from '../components/member-capital';
import styles from '../profile.module.css';
import { profileTexts as texts } from '../profile.texts';
import { startReads, type PageQueries } from '../../../lib/page-route';
import { memberQueries } from '../../../lib/queries/member';
import { businessQueries } from '../api/businesses';

export const title = texts.title;

// Only a device that keeps the forest for use without coverage needs this code: it loads with the section.
const OfflineUseSection = lazy(() =>
  import('../../../lib/offline-use/offline-use-settings').then((module) => ({
    default: module.OfflineUseSection,
  })),
);

/** The sections' reads at once; the new page's three only when it is on. */
export function prefetch({ queryClient, api, flags }: PageQueries): void {
  startReads([
    queryClient.query(memberQueries.data(api)),
    ...(flags.newProfilePage
      ? [
          queryClient.query(businessQueries.list(api)),
          queryClient.query(businessQueries.coRegistry(api)),
          queryClient.query(businessQueries.economyStakes(api)),
        ]
      : []),
  ]);
}

/** One section of the page under its heading; it loads and fails on its own. */
function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <SectionBoundary>{children}</SectionBoundary>
    </section>
  );
}

/**
 * Mina uppgifter. With the new profile page (flag `newProfilePage`) it also shows the businesses, the
 * co-owners and the member capital; without it, the contact details only, as the old page did.
 */
export function Component() {
  const { flags } = useRuntimeConfig();
  return (
    <>
      <PageHeading lead={flags.newProfilePage ? texts.lead : texts.leadContactOnly}>
        {texts.title}
      </PageHeading>
      <div className={styles.sections}>
        <Section id="profile-contact" heading={texts.contact.heading}>
          <ContactDetails />
        </Section>
        {flags.newProfilePage && (
          <>
            <Section id="profile-businesses" heading={texts.businesses.heading}>
              <Businesses />
            </Section>
            <Section id="profile-co-owners" heading={texts.coOwners.heading}>
              <CoOwners />
            </Section>
            <Section id="profile-capital" heading={texts.capital.heading}>
              <MemberCapital />
            </Section>
          </>
        )}
        <Suspense fallback={null}>
          <OfflineUseSection />
        </Suspense>
      </div>
    </>
  );
}
