import { useEffect, useId, useRef, useState } from 'react';
import type { CartItem } from '#contracts/checkout';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { useRemoveCartItem } from '../api/cart';
import { checkoutTexts } from '../checkout.texts';
import styles from '../checkout.module.css';
import { EditLineForm } from './edit-line-form';
import { lineTitle, OrderLineFacts, type LineView } from './order-line';

const texts = checkoutTexts.checkout;

const cartLineView = (item: CartItem): LineView => ({
  ...item,
  standNumbers: item.area.standNumbers,
  areaHa: item.area.areaHa,
});

type Mode = 'view' | 'edit' | 'remove';

/**
 * One line of the cart at checkout: what it is and costs, changed in place or removed after a question.
 * Focus follows: into the form or the question, and back to the button that opened it.
 */
export function CartLine({
  item,
  onRemoved,
  busy,
}: {
  item: CartItem;
  /** Told after the line is gone, so the page can say so where focus can go. */
  onRemoved: (title: string) => void;
  /** The order is being sent: nothing may change now. */
  busy: boolean;
}) {
  const remove = useRemoveCartItem();
  const [mode, setMode] = useState<Mode>('view');
  const [saved, setSaved] = useState(false);
  const [removeError, setRemoveError] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const base = useId();
  const ids = { change: `${base}-change`, remove: `${base}-remove` };
  const questionRef = useRef<HTMLParagraphElement>(null);
  // Where focus goes when the line goes back to showing itself.
  const returnTo = useRef<'change' | 'remove' | 'heading' | null>(null);
  const title = lineTitle(cartLineView(item));

  useEffect(() => {
    if (mode === 'remove') questionRef.current?.focus();
    if (mode !== 'view' || returnTo.current === null) return;
    const to = returnTo.current;
    (to === 'heading' ? headingRef.current : document.getElementById(`${base}-${to}`))?.focus();
    returnTo.current = null;
  }, [mode, base]);

  const back = (to: 'change' | 'remove' | 'heading'): void => {
    returnTo.current = to;
    setMode('view');
  };

  const confirmRemove = (): void => {
    if (remove.isPending) return;
    setRemoveError(false);
    remove.mutate(item.id, {
      onSuccess: () => onRemoved(title),
      onError: (error) => {
        // Already gone (removed in another window): the cart refreshes without it all the same.
        if (error instanceof ApiError && error.status === 404) onRemoved(title);
        else setRemoveError(true);
      },
    });
  };

  return (
    <li className={styles.line}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.lineHeading}>
        {title}
      </h3>
      {saved && mode === 'view' && (
        <p role="status" className={styles.saved}>
          {texts.saved(title)}
        </p>
      )}
      <OrderLineFacts line={cartLineView(item)} />
      {mode === 'edit' && (
        <EditLineForm
          item={item}
          title={title}
          onSaved={() => {
            setSaved(true);
            back('heading');
          }}
          onCancel={() => back('change')}
        />
      )}
      {mode === 'remove' && (
        <div className={styles.question}>
          <p ref={questionRef} tabIndex={-1}>
            <strong>{texts.removeQuestion(title)}</strong>
          </p>
          {removeError && (
            <p role="alert" className={styles.errorText}>
              {texts.removeFailed}
            </p>
          )}
          <div className={styles.actions}>
            <Button onClick={confirmRemove} aria-disabled={remove.isPending}>
              {remove.isPending ? texts.removing : texts.removeConfirm}
            </Button>
            <Button variant="secondary" onClick={() => back('remove')} disabled={remove.isPending}>
              {texts.cancel}
            </Button>
          </div>
        </div>
      )}
      {mode === 'view' && (
        <div className={styles.actions}>
          <Button
            id={ids.change}
            variant="secondary"
            aria-label={texts.changeLabel(title)}
            disabled={busy}
            onClick={() => {
              setSaved(false);
              setMode('edit');
            }}
          >
            {texts.change}
          </Button>
          <Button
            id={ids.remove}
            variant="secondary"
            aria-label={texts.removeLabel(title)}
            disabled={busy}
            onClick={() => {
              setSaved(false);
              setRemoveError(false);
              setMode('remove');
            }}
          >
            {texts.remove}
          </Button>
        </div>
      )}
    </li>
  );
}
