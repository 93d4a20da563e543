import { useRef, type RefObject } from 'react';
import { startReads, type PageQueries } from '../../../lib/page-route';
import { memberQueries } from '../../../lib/queries/member';
import { notificationQueries } from '../../../lib/queries/notifications';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { PageHeading } from '../../../ui/page-heading';
import { Skeleton } from '../../../ui/skeleton';
import { activityQueries } from '../api/activities';
import { overviewQueries } from '../api/overview';
import { ActivityFeed } from '../components/activity-feed';
import { AdvisorCard } from '../components/advisor-section';
import { EconomySummary } from '../components/economy-section';
import { OpenContracts } from '../components/open-contracts-section';
import { EstatesSummary } from '../components/estates-section';
import { Greeting } from '../components/greeting';
import { UnreadNotifications } from '../components/notifications-section';
import { OrdersSection } from '../components/orders-section';
import { OverviewSection } from '../components/overview-section';
import styles from '../overview.module.css';
import { overviewTexts as texts } from '../overview.texts';
import { useSectionsSettled } from '../use-sections-settled';

export const title = texts.title;

/** Every card's read at once (the page holds most of them: ADR 0011). */
export function prefetch({ queryClient, api, flags }: PageQueries): void {
  startReads([
    queryClient.query(memberQueries.data(api)),
    queryClient.query(overviewQueries.estatesSummary(api)),
    queryClient.query(overviewQueries.economy(api)),
    queryClient.query(overviewQueries.openContracts(api)),
    queryClient.query(overviewQueries.orders(api)),
    queryClient.query(overviewQueries.advisor(api)),
    queryClient.query(activityQueries.latest(api)),
    ...(flags.notifications ? [queryClient.infiniteQuery(notificationQueries.list(api))] : []),
  ]);
}

/**
 * The dashboard (`/`): what matters now, each section loading and failing on its own. The cards appear
 * together once their data has come (useSectionsSettled); until then one placeholder holds the screen.
 */
export function Component() {
  const { flags } = useRuntimeConfig();
  const feedHeading = useRef<HTMLHeadingElement>(null);
  const settled = useSectionsSettled(flags.notifications);
  return (
    <>
      <PageHeading>{texts.title}</PageHeading>
      <Greeting />
      {settled ? (
        <Sections feedHeading={feedHeading} />
      ) : (
        <div className={styles.settling}>
          <Skeleton lines={6} />
        </div>
      )}
    </>
  );
}

function Sections({ feedHeading }: { feedHeading: RefObject<HTMLHeadingElement | null> }) {
  const { flags } = useRuntimeConfig();
  return (
    <div className={styles.grid}>
      <OverviewSection heading={texts.estates.heading}>
        <EstatesSummary />
      </OverviewSection>
      {flags.notifications && (
        <OverviewSection heading={texts.notifications.heading}>
          <UnreadNotifications />
        </OverviewSection>
      )}
      <OverviewSection heading={texts.economy.heading}>
        <EconomySummary />
      </OverviewSection>
      <OverviewSection heading={texts.economy.contractsHeading}>
        <OpenContracts />
      </OverviewSection>
      <OrdersSection />
      <OverviewSection heading={texts.advisor.heading}>
        <AdvisorCard />
      </OverviewSection>
      <OverviewSection heading={texts.activities.heading} headingRef={feedHeading} wide>
        <ActivityFeed headingRef={feedHeading} />
      </OverviewSection>
    </div>
  );
}
