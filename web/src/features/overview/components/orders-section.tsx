import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { OpenOrderStatus, OrderSummary } from '#contracts/checkout';
import { hasAnyRole } from '#contracts/roles';
import { orderPagePath, portalRoutes } from '#contracts/routes';
import { useApiClient } from '../../../lib/api-client';
import { mayOrder } from '../../../lib/cart';
import { formatAmount } from '../../../lib/format';
import { useProfile } from '../../../lib/profile';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { overviewQueries } from '../api/overview';
import { formatDate } from '../../../lib/format';
import styles from '../overview.module.css';
import { overviewTexts } from '../overview.texts';
import { OverviewSection } from './overview-section';

const texts = overviewTexts.orders;

/** The open orders; each leads to its confirmation for those who may open that page. */
function OrderList({ orders, linked }: { orders: readonly OrderSummary[]; linked: boolean }) {
  return (
    <ul className={styles.plainList} aria-label={texts.listLabel}>
      {orders.map((order) => (
        <li key={order.number} className={styles.row}>
          <span className={styles.stacked}>
            {linked ? (
              <Link to={orderPagePath(order.number)} className={styles.itemLink}>
                {texts.order(order.number)}
              </Link>
            ) : (
              <strong>{texts.order(order.number)}</strong>
            )}
            <span>{order.services}</span>
            <span className={styles.meta}>
              {/* The server lists open orders only (GET /api/overview/orders). */}
              {texts.statusAndDate(texts.status[order.status as OpenOrderStatus], formatDate(order.placedAt))}
            </span>
          </span>
          <span className={`${styles.number} ${styles.stacked}`}>{formatAmount(order.totalOre)}</span>
        </li>
      ))}
    </ul>
  );
}

function OrdersForCustomer({ purchasesLink }: { purchasesLink: boolean }) {
  const { data } = useSuspenseQuery(overviewQueries.orders(useApiClient()));
  const orders = data?.orders ?? [];
  const toServices = (
    <ButtonLink to={portalRoutes.services.path} variant="secondary">
      {texts.toServices}
    </ButtonLink>
  );
  if (orders.length === 0) {
    return (
      <EmptyState title={texts.emptyTitle} headingLevel={3} action={toServices}>
        {texts.emptyText}
      </EmptyState>
    );
  }
  return (
    <>
      <OrderList orders={orders} linked />
      <div className={styles.actions}>
        {toServices}
        {purchasesLink && (
          <ButtonLink to={portalRoutes.purchases.path} variant="secondary">
            {texts.toPurchases}
          </ButtonLink>
        )}
      </div>
    </>
  );
}

/** Someone who cannot order sees the section only when there are orders (a representative, say). */
function OrdersIfAny({ linked }: { linked: boolean }) {
  const { data } = useQuery(overviewQueries.orders(useApiClient()));
  const orders = data?.orders ?? [];
  if (orders.length === 0) return null;
  return (
    <OverviewSection heading={texts.heading}>
      <OrderList orders={orders} linked={linked} />
    </OverviewSection>
  );
}

/**
 * "Beställningar": the orders under way. Whoever may order always sees it, with a way to the services
 * when it is empty; anyone else only when there is something to see, as an empty card would offer them
 * nothing they can do (and while it loads or if it fails, nothing is shown to them).
 */
export function OrdersSection() {
  const { flags } = useRuntimeConfig();
  const roles = useProfile().data?.roles ?? [];
  const mayOpen = hasAnyRole(roles, portalRoutes.orderConfirmation.access);
  const canOrder = mayOrder(flags, roles);
  if (!canOrder) return <OrdersIfAny linked={mayOpen} />;
  return (
    <OverviewSection heading={texts.heading}>
      <OrdersForCustomer purchasesLink={flags.purchases} />
    </OverviewSection>
  );
}
