import { useId } from 'react';
import type { DoneBy } from '#contracts/checkout';
import type { Estimate } from '#contracts/services';
import { formatAmount, formatPrice, formatQuantity } from '../../../lib/format';
import { checkoutTexts } from '../checkout.texts';
import styles from '../checkout.module.css';

const texts = checkoutTexts.line;

/** What a cart line and an order line both tell. */
export interface LineView {
  readonly serviceTitle: string;
  readonly estateDesignation: string;
  /** Empty for an area drawn on the map. */
  readonly standNumbers: readonly number[];
  readonly areaHa: number;
  readonly quantityText: string | null;
  readonly wishes: string;
  readonly preferredTimeLabel: string;
  readonly estimate: Estimate;
  readonly addedBy?: DoneBy;
}

export const lineTitle = (line: LineView): string => texts.title(line.serviceTitle, line.estateDesignation);

/** The facts of one line (area, quantity, time, wishes) and how its price was worked out. */
export function OrderLineFacts({ line }: { line: LineView }) {
  return (
    <>
      {line.addedBy?.onBehalf === true && (
        <p className={styles.onBehalf}>{texts.addedOnBehalf(line.addedBy.name)}</p>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>{texts.area}</dt>
          <dd>
            {texts.stands(line.standNumbers)}, {formatQuantity(line.areaHa, 'ha')}
          </dd>
        </div>
        {line.quantityText !== null && (
          <div>
            <dt>{texts.quantity}</dt>
            <dd>{line.quantityText}</dd>
          </div>
        )}
        <div>
          <dt>{texts.preferredTime}</dt>
          <dd>{line.preferredTimeLabel}</dd>
        </div>
        {line.wishes !== '' && (
          <div>
            <dt>{texts.wishes}</dt>
            <dd className={styles.wishes}>{line.wishes}</dd>
          </div>
        )}
      </dl>
      <h4 className={styles.smallHeading}>{texts.priceLines}</h4>
      <ul className={styles.priceLines}>
        {line.estimate.lines.map((priceLine, index) => (
          <li key={index}>
            <span>
              {priceLine.text}
              <span className={styles.detail}>
                {texts.lineDetail(
                  formatQuantity(priceLine.quantity, priceLine.unit),
                  formatPrice(priceLine.unitPriceOre),
                )}
              </span>
            </span>
            <span className={styles.amount}>{formatAmount(priceLine.amountOre)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.sums}>
        <div>
          <dt>{texts.lineNet}</dt>
          <dd>{formatAmount(line.estimate.netOre)}</dd>
        </div>
        <div>
          <dt>{texts.lineTotal}</dt>
          <dd>{formatAmount(line.estimate.totalOre)}</dd>
        </div>
      </dl>
    </>
  );
}

/** The sums of a cart or an order, and what the price means. */
export function OrderTotals({
  netOre,
  vatOre,
  totalOre,
  note = checkoutTexts.totals.note,
}: {
  netOre: number;
  vatOre: number;
  totalOre: number;
  /** What the amount is: the estimate's note unless told. */
  note?: string;
}) {
  const totals = checkoutTexts.totals;
  const headingId = useId();
  return (
    <section className={styles.totals} aria-labelledby={headingId}>
      <h2 id={headingId}>{totals.heading}</h2>
      <dl className={styles.sums}>
        <div>
          <dt>{totals.net}</dt>
          <dd>{formatAmount(netOre)}</dd>
        </div>
        <div>
          <dt>{totals.vat}</dt>
          <dd>{formatAmount(vatOre)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{totals.total}</dt>
          <dd>{formatAmount(totalOre)}</dd>
        </div>
      </dl>
      <p className={styles.note}>{note}</p>
    </section>
  );
}
