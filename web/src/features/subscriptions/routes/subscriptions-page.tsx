import { canChange } from '#contracts/roles';
import { useProfile } from '../../../lib/profile';
import { Banner } from '../../../ui/banner';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import { useSubscriptions } from '../api/subscriptions';
import { SubscriptionCard } from '../components/subscription-card';
import { subscriptionsTexts } from '../subscriptions.texts';
import styles from '../subscriptions.module.css';

const texts = subscriptionsTexts.subscriptions;

export const title = texts.title;

function SubscriptionList({ readOnly }: { readOnly: boolean }) {
  const { data } = useSubscriptions();
  return (
    <div className={styles.list}>
      {readOnly && (
        <Banner tone="info">
          <p>{texts.readOnly}</p>
        </Banner>
      )}
      {data.subscriptions.map((subscription) => (
        <SubscriptionCard key={subscription.topic} subscription={subscription} readOnly={readOnly} />
      ))}
    </div>
  );
}

export function Component() {
  const profile = useProfile();
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <SectionBoundary>
        {profile.isPending ? (
          <Skeleton />
        ) : (
          <SubscriptionList readOnly={!canChange(profile.data?.roles ?? [])} />
        )}
      </SectionBoundary>
    </>
  );
}
