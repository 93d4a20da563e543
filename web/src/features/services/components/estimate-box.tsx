import { useId } from 'react';
import type { Estimate } from '#contracts/services';
import { formatAmount, formatPrice, formatQuantity } from '../../../lib/format';
import { servicesTexts } from '../services.texts';
import styles from '../services.module.css';

const texts = servicesTexts.estimate;

/**
 * The server's price for what is filled in: its lines, the sum, VAT and total, and the area priced. The
 * last price stays while the next is fetched; a short status line tells screen readers the new total.
 */
export function EstimateBox({
  waiting,
  estimate,
  fetching,
  error,
}: {
  /** Nothing to price yet. */
  waiting: boolean;
  estimate: Estimate | null | undefined;
  fetching: boolean;
  /** Why the server could not price it (its own words); null when it could. */
  error: string | null;
}) {
  const headingId = useId();
  const shown = waiting ? undefined : (estimate ?? undefined);
  return (
    <section className={styles.estimate} aria-labelledby={headingId} aria-busy={fetching}>
      <h3 id={headingId}>{texts.heading}</h3>
      {waiting ? (
        <p>{texts.waiting}</p>
      ) : error !== null && !fetching ? (
        <p className={styles.errorText}>{error}</p>
      ) : shown === undefined ? (
        <p>{texts.loading}</p>
      ) : (
        <>
          <ul className={styles.lines}>
            {shown.lines.map((line, index) => (
              <li key={index}>
                <span>
                  {line.text}
                  <span className={styles.lineDetail}>
                    {texts.line(formatQuantity(line.quantity, line.unit), formatPrice(line.unitPriceOre))}
                  </span>
                </span>
                <span className={styles.amount}>{formatAmount(line.amountOre)}</span>
              </li>
            ))}
          </ul>
          <dl className={styles.sums}>
            <div>
              <dt>{texts.area}</dt>
              <dd>{formatQuantity(shown.areaHa, 'ha')}</dd>
            </div>
            <div>
              <dt>{texts.net}</dt>
              <dd>{formatAmount(shown.netOre)}</dd>
            </div>
            <div>
              <dt>{texts.vat}</dt>
              <dd>{formatAmount(shown.vatOre)}</dd>
            </div>
            <div className={styles.total}>
              <dt>{texts.total}</dt>
              <dd>{formatAmount(shown.totalOre)}</dd>
            </div>
          </dl>
          <p className={styles.hint}>{texts.note}</p>
        </>
      )}
      <p role="status" className="visually-hidden">
        {shown === undefined || fetching
          ? ''
          : texts.totalStatus(formatAmount(shown.totalOre), formatQuantity(shown.areaHa, 'ha'))}
      </p>
    </section>
  );
}
