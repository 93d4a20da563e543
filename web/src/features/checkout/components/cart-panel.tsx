import { portalRoutes } from '#contracts/routes';
import { formatAmount, formatQuantity } from '../../../lib/format';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { SectionError } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import { useCartPanel } from '../api/cart';
import { checkoutTexts } from '../checkout.texts';
import styles from '../checkout.module.css';

const texts = checkoutTexts.cartPanel;

/**
 * The content of the cart's panel in the header: each service with its estate, area and price including
 * VAT, the total, and the way to the checkout. Loaded when the panel is first opened.
 */
export function CartPanel() {
  const cart = useCartPanel();

  const body = () => {
    if (cart.isPending) return <Skeleton lines={2} label={texts.loading} />;
    if (cart.isError) return <SectionError onRetry={() => void cart.refetch()} />;
    const items = cart.data?.items ?? [];
    if (cart.data === null || items.length === 0) {
      return (
        <EmptyState
          title={texts.emptyTitle}
          headingLevel={3}
          action={<ButtonLink to={portalRoutes.services.path}>{texts.toServices}</ButtonLink>}
        >
          {texts.emptyText}
        </EmptyState>
      );
    }
    return (
      <>
        <p>{texts.count(items.length)}</p>
        <ul className={styles.panelList} aria-label={texts.itemsLabel}>
          {items.map((item) => (
            <li key={item.id} className={styles.panelItem}>
              <span className={styles.panelService}>{item.serviceTitle}</span>
              <span className={styles.detail}>
                {item.estateDesignation}, {formatQuantity(item.area.areaHa, 'ha')}
              </span>
              <span className={styles.amount}>{texts.priceIncVat(formatAmount(item.estimate.totalOre))}</span>
            </li>
          ))}
        </ul>
        <dl className={styles.sums}>
          <div className={styles.total}>
            <dt>{texts.total}</dt>
            <dd>{formatAmount(cart.data.totalOre)}</dd>
          </div>
        </dl>
        <ButtonLink to={portalRoutes.checkout.path} className={styles.toCheckout}>
          {texts.toCheckout}
        </ButtonLink>
      </>
    );
  };

  return (
    <div>
      <h2>{texts.heading}</h2>
      {body()}
    </div>
  );
}
