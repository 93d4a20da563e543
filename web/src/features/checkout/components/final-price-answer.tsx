import { useId, useRef, useState } from 'react';
import type { Order } from '#contracts/checkout';
import { finalOf } from '#contracts/order-steps';
import { ApiError } from '../../../lib/api-client';
import { formatAmount } from '../../../lib/format';
import { SIGNING_CANCELLED } from '../../../lib/signing/signed-write';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/dialog';
import { useAnswerFinalPrice } from '../api/orders';
import { checkoutTexts } from '../checkout.texts';
import styles from '../checkout.module.css';

const texts = checkoutTexts.orderConfirmation.finalPrice;

/**
 * A final price above the estimate waits for the member: accept it with BankID, or decline it and pay the
 * estimate they signed. Someone who may not change anything reads why there is nothing to press.
 */
export function FinalPriceAnswer({ order, readOnly }: { order: Order; readOnly: boolean }) {
  const headingId = useId();
  const final = finalOf(order);
  const answer = useAnswerFinalPrice(order.number);
  const keys = useRef({ accept: crypto.randomUUID(), decline: crypto.randomUUID() });
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string>();
  if (final === null) return null;
  const estimate = formatAmount(order.totalOre);

  const send = (accept: boolean) => {
    setError(undefined);
    answer.mutate(
      { accept, idempotencyKey: accept ? keys.current.accept : keys.current.decline },
      {
        onSuccess: () => setAsking(false),
        onError: (failure) => {
          if (failure instanceof ApiError && failure.code === SIGNING_CANCELLED) return;
          setError(failure instanceof ApiError ? failure.message : undefined);
        },
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{texts.heading}</h2>
      <p>{texts.intro(formatAmount(final.totalOre), estimate)}</p>
      {final.priceReason !== null && (
        <>
          <h3 className={styles.smallHeading}>{texts.reason}</h3>
          <p className={styles.wishes}>{final.priceReason}</p>
        </>
      )}
      {readOnly ? (
        <p>{texts.readOnly}</p>
      ) : (
        <>
          {error !== undefined && !asking && <p role="alert">{error}</p>}
          <div className={styles.actions}>
            <Button onClick={() => send(true)} disabled={answer.isPending}>
              {texts.accept}
            </Button>
            <Button variant="secondary" onClick={() => setAsking(true)} disabled={answer.isPending}>
              {texts.decline}
            </Button>
          </div>
          <ConfirmDialog
            open={asking}
            onClose={() => setAsking(false)}
            title={texts.declineTitle}
            error={error}
            busy={answer.isPending}
            confirmLabel={texts.declineConfirm}
            busyLabel={texts.declineBusy}
            keepLabel={texts.keep}
            onConfirm={() => send(false)}
          >
            <p>{texts.declineText(estimate)}</p>
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}
