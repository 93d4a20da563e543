import { Link } from 'react-router';
import { ORDER_STATUS_LABELS } from '#contracts/checkout';
import { orderPagePath, portalRoutes } from '#contracts/routes';
import { formatAmount, formatDate } from '../../../lib/format';
import { SignedWithBankId } from '../../../lib/signed-with-bankid';
import { signedWithBankIdTexts } from '../../../lib/signed-with-bankid.texts';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { usePurchases } from '../api/purchases';
import { purchasesTexts } from '../purchases.texts';
import styles from '../purchases.module.css';
import { startReads, type PageQueries } from '../../../lib/page-route';
import { purchaseQueries } from '../api/purchases';

const texts = purchasesTexts.purchases;

export const title = texts.title;

export function prefetch({ queryClient, api }: PageQueries): void {
  startReads([queryClient.query(purchaseQueries.list(api))]);
}

/** The member's orders as cards: readable on a phone, each leading to its confirmation. */
function Purchases() {
  const { data } = usePurchases();
  const orders = data?.orders ?? [];
  if (orders.length === 0) {
    return (
      <EmptyState
        title={texts.emptyTitle}
        action={<ButtonLink to={portalRoutes.services.path}>{texts.action}</ButtonLink>}
      >
        {texts.emptyText}
      </EmptyState>
    );
  }
  return (
    <>
      <p className={styles.note}>{texts.estimateNote}</p>
      <ul className={styles.list} aria-label={texts.listLabel}>
        {orders.map((order) => (
          <li key={order.number} className={styles.card} data-status={order.status}>
            <h2 className={styles.heading}>
              <Link to={orderPagePath(order.number)} className={styles.link}>
                {texts.order(order.number)}
              </Link>
            </h2>
            <dl className={styles.facts}>
              <div>
                <dt>{texts.placedOn}</dt>
                <dd>{formatDate(order.placedAt)}</dd>
              </div>
              <div>
                <dt>{texts.services}</dt>
                <dd>{order.services}</dd>
              </div>
              <div>
                <dt>{texts.total}</dt>
                <dd className={styles.amount}>{formatAmount(order.totalOre)}</dd>
              </div>
              <div>
                <dt>{texts.status}</dt>
                <dd className={styles.status}>{ORDER_STATUS_LABELS[order.status]}</dd>
              </div>
            </dl>
            {order.placedBy.onBehalf && <p className={styles.meta}>{texts.onBehalf(order.placedBy.name)}</p>}
            <SignedWithBankId signature={order.signature} of={signedWithBankIdTexts.of.order(order.number)} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function Component() {
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <SectionBoundary>
        <Purchases />
      </SectionBoundary>
    </>
  );
}
