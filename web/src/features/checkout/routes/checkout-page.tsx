import { useEffect, useId, useRef, useState } from 'react';
import { portalRoutes } from '#contracts/routes';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { Banner } from '../../../ui/banner';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import { useCart } from '../api/cart';
import { usePlaceOrder } from '../api/orders';
import { checkoutTexts } from '../checkout.texts';
import styles from '../checkout.module.css';
import { CartLine } from '../components/cart-line';
import { CheckoutForm } from '../components/checkout-form';
import { OrderTotals } from '../components/order-line';

const texts = checkoutTexts.checkout;

export const title = texts.title;

function EmptyCart() {
  return (
    <EmptyState
      title={texts.emptyTitle}
      action={<ButtonLink to={portalRoutes.services.path}>{texts.action}</ButtonLink>}
    >
      {texts.emptyText}
    </EmptyState>
  );
}

/** The review of the stored cart, line by line, its sums, and the form that places it. */
function Checkout() {
  const { data: cart } = useCart();
  const place = usePlaceOrder();
  // The count makes a second removal of a line with the same title a new notice, which takes focus again.
  const [removed, setRemoved] = useState<{ title: string; count: number }>();
  const removedRef = useRef<HTMLDivElement>(null);
  const linesHeading = useId();

  useEffect(() => {
    if (removed !== undefined) removedRef.current?.focus();
  }, [removed]);

  // Placed: the emptied cart must not flash by while the confirmation page loads.
  if (place.isSuccess) return <Skeleton label={texts.submitting} />;

  const notice = removed !== undefined && (
    <div ref={removedRef} tabIndex={-1} className={styles.notice}>
      <Banner tone="info" role="status">
        <p>{texts.removed(removed.title)}</p>
      </Banner>
    </div>
  );
  if (cart === null || cart.items.length === 0) {
    return (
      <>
        {notice}
        <EmptyCart />
      </>
    );
  }
  return (
    <>
      {notice}
      <section aria-labelledby={linesHeading} className={styles.section}>
        <h2 id={linesHeading}>{texts.linesHeading}</h2>
        <p>{texts.linesCount(cart.items.length)}</p>
        <ul className={styles.lines}>
          {cart.items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              onRemoved={(removedTitle) =>
                setRemoved((old) => ({ title: removedTitle, count: (old?.count ?? 0) + 1 }))
              }
              busy={place.isPending}
            />
          ))}
        </ul>
      </section>
      <OrderTotals netOre={cart.netOre} vatOre={cart.vatOre} totalOre={cart.totalOre} />
      <CheckoutForm cart={cart} place={place} />
    </>
  );
}

export function Component() {
  const { flags } = useRuntimeConfig();
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      {flags.servicesOrderable ? (
        <SectionBoundary>
          <Checkout />
        </SectionBoundary>
      ) : (
        <EmptyState
          title={texts.closedTitle}
          action={<ButtonLink to={portalRoutes.services.path}>{texts.action}</ButtonLink>}
        >
          {texts.closedText}
        </EmptyState>
      )}
    </>
  );
}
