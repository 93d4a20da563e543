import { useRef, type RefObject } from 'react';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { PageHeading } from '../../../ui/page-heading';
import { Skeleton } from '../../../ui/skeleton';
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
