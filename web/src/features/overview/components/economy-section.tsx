import { useSuspenseQuery } from '@tanstack/react-query';
import { portalRoutes } from '#contracts/routes';
import { useApiClient } from '../../../lib/api-client';
import { formatAmount, formatDate } from '../../../lib/format';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { overviewQueries } from '../api/overview';
import styles from '../overview.module.css';
import { overviewTexts } from '../overview.texts';

const texts = overviewTexts.economy;

/** The merkonto balance, the next payout of the payment plan and the latest payments in. */
export function EconomySummary() {
  const { data: economy } = useSuspenseQuery(overviewQueries.economy(useApiClient()));
  if (economy === null) {
    return (
      <EmptyState title={texts.emptyTitle} headingLevel={3}>
        {texts.emptyText}
      </EmptyState>
    );
  }
  return (
    <>
      <dl className={styles.figures}>
        <div>
          <dt>{texts.balance}</dt>
          <dd>
            <span className={styles.figure}>{formatAmount(economy.balanceOre)}</span>
          </dd>
        </div>
        {economy.nextPayout !== null && (
          <div>
            <dt>{texts.nextPayout(formatDate(economy.nextPayout.dueOn))}</dt>
            <dd>
              <span className={styles.figure}>{formatAmount(economy.nextPayout.amountOre)}</span>
            </dd>
          </div>
        )}
      </dl>
      {economy.latestPayments.length > 0 && (
        <>
          <h3 className={styles.subheading}>{texts.latestPayments}</h3>
          <ul className={styles.plainList}>
            {economy.latestPayments.map((payment, index) => (
              <li key={`${payment.bookedOn}-${String(index)}`} className={styles.row}>
                <span className={styles.stacked}>
                  <span>{payment.text}</span>
                  <span className={styles.meta}>{formatDate(payment.bookedOn)}</span>
                </span>
                <span className={styles.number}>{formatAmount(payment.amountOre)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.actions}>
        <ButtonLink to={portalRoutes.economy.path}>{texts.toEconomy}</ButtonLink>
        <ButtonLink to={portalRoutes.transactions.path} variant="secondary">
          {texts.toTransactions}
        </ButtonLink>
      </div>
    </>
  );
}
