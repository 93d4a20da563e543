import { canChange } from '#contracts/roles';
import { formatAmount } from '../../../lib/format';
import { useProfile } from '../../../lib/profile';
import { Banner } from '../../../ui/banner';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import { useWithdrawals } from '../api/economy';
import { WithdrawalForm } from '../components/withdrawal-form';
import { WithdrawalList } from '../components/withdrawal-list';
import { economyTexts } from '../economy.texts';
import styles from '../economy.module.css';
import { startReads, type PageQueries } from '../../../lib/page-route';
import { economyQueries } from '../api/economy';

const texts = economyTexts.withdrawal;

export const title = texts.title;

export function prefetch({ queryClient, api }: PageQueries): void {
  startReads([queryClient.query(economyQueries.withdrawals(api))]);
}

function WithdrawalSections({ readOnly }: { readOnly: boolean }) {
  const { data: overview } = useWithdrawals();
  if (overview === null) return <EmptyState title={texts.emptyTitle}>{texts.emptyText}</EmptyState>;
  const bank = [overview.account.bankName, overview.account.bankAccount].filter(Boolean).join(' ');
  return (
    <>
      <ul className={styles.cards}>
        <li className={styles.card}>
          <h2 className={styles.cardHeading}>{texts.available}</h2>
          <p className={styles.big} data-testid="available">
            {formatAmount(overview.account.availableOre)}
          </p>
          <dl className={styles.facts}>
            <div>
              <dt>{texts.account}</dt>
              <dd>{overview.account.number}</dd>
            </div>
            <div>
              <dt>{texts.bank}</dt>
              <dd>{overview.account.bankAccount === null ? texts.noBank : bank}</dd>
            </div>
          </dl>
        </li>
      </ul>
      <section aria-labelledby="new-withdrawal" className={styles.section}>
        <h2 id="new-withdrawal">{texts.formHeading}</h2>
        {readOnly ? (
          <Banner tone="info">
            <p>{texts.readOnly}</p>
          </Banner>
        ) : overview.account.bankAccount === null ? (
          <p>{texts.noBank}</p>
        ) : (
          <WithdrawalForm overview={overview} />
        )}
      </section>
      <section aria-labelledby="recent-withdrawals" className={styles.section}>
        <h2 id="recent-withdrawals">{texts.listHeading}</h2>
        <WithdrawalList withdrawals={overview.withdrawals} readOnly={readOnly} />
      </section>
    </>
  );
}

export function Component() {
  const profile = useProfile();
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      {profile.isPending ? (
        <Skeleton />
      ) : (
        <SectionBoundary>
          <WithdrawalSections readOnly={!canChange(profile.data?.roles ?? [])} />
        </SectionBoundary>
      )}
    </>
  );
}
