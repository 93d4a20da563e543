import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_KIND_LABELS, BOOKING_KIND_LABELS } from '#contracts/ledger';
import type { Transaction, TransactionAccount, TransactionPage } from '#contracts/transactions';
import { formatAmount, formatDate, formatNumber, formatSignedAmount } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { TableScroll } from '../../../ui/table-scroll';
import styles from '../transactions.module.css';
import { transactionsTexts } from '../transactions.texts';

const texts = transactionsTexts;

/** Öre as "+1 234,50 kr" / "−1 234,50 kr": the sign says in or out, the colour only repeats it. */
function Amount({ ore }: { ore: number }) {
  return <span className={ore < 0 ? styles.out : styles.in}>{formatSignedAmount(ore)}</span>;
}

const balanceText = (row: Transaction): string =>
  row.balanceAfterOre === null ? '' : formatAmount(row.balanceAfterOre);

const accountLabel = (account: TransactionAccount | undefined): string =>
  account === undefined ? '' : `${ACCOUNT_KIND_LABELS[account.kind]} ${account.number}`;

/**
 * The rows so far, as a table on wide screens and as a list of cards on a phone (the other one is not
 * rendered for anyone: display none), with "Visa fler" under them. After more rows load, focus moves to
 * the first new one and a status line says how many came.
 */
export function TransactionsList({
  pages,
  hasMore,
  loadingMore,
  onMore,
}: {
  pages: readonly TransactionPage[];
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}) {
  const first = pages[0];
  const rows: Transaction[] = pages.flatMap((page) => page.transactions);
  const accounts = new Map((first?.accounts ?? []).map((account) => [account.id, account]));
  const focusFrom = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || rows.length <= from) return;
    focusFrom.current = null;
    setAnnouncement(texts.loaded(rows.length - from, rows.length));
    const candidates = listRef.current?.querySelectorAll<HTMLElement>(`[data-row="${String(from)}"]`) ?? [];
    [...candidates].find((element) => element.offsetParent !== null)?.focus();
  }, [rows.length]);

  const more = (): void => {
    if (loadingMore) return;
    focusFrom.current = rows.length;
    onMore();
  };

  // A representative shown some of the bookings gets no running balances (the server sends none).
  const withBalance = first?.limitedToMandate !== true;
  const total = first?.total;
  const totalText =
    total === undefined || total === null
      ? String(rows.length)
      : total.capped
        ? texts.summary.moreThan(formatNumber(total.count, 0))
        : formatNumber(total.count, 0);

  return (
    <div ref={listRef}>
      <p className={styles.showing}>{texts.summary.showing(rows.length, totalText)}</p>
      {!withBalance && <p className={styles.hint}>{texts.summary.limitedToMandate}</p>}
      {first?.sums !== null && first?.sums !== undefined ? (
        <dl className={styles.sums} aria-label={texts.summary.sumsLabel}>
          <div>
            <dt>{texts.summary.sumIn}</dt>
            <dd>
              <Amount ore={first.sums.inOre} />
            </dd>
          </div>
          <div>
            <dt>{texts.summary.sumOut}</dt>
            <dd>
              <Amount ore={first.sums.outOre} />
            </dd>
          </div>
        </dl>
      ) : (
        total?.capped === true && <p className={styles.hint}>{texts.summary.sumsCapped}</p>
      )}

      <TableScroll label={texts.table.caption} className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{texts.table.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.table.date}</th>
              <th scope="col">{texts.table.text}</th>
              <th scope="col">{texts.table.kind}</th>
              <th scope="col">{texts.table.account}</th>
              <th scope="col" className={styles.numeric}>
                {texts.table.amount}
              </th>
              {withBalance && (
                <th scope="col" className={styles.numeric}>
                  {texts.table.balance}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.id} data-row={index} tabIndex={-1}>
                <td className={styles.date}>{formatDate(row.bookedOn)}</td>
                <th scope="row">{row.text}</th>
                <td>{BOOKING_KIND_LABELS[row.kind]}</td>
                <td className={styles.account}>{accountLabel(accounts.get(row.accountId))}</td>
                <td className={styles.numeric}>
                  <Amount ore={row.amountOre} />
                </td>
                {withBalance && <td className={styles.numeric}>{balanceText(row)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>

      <ol className={styles.cards} aria-label={texts.table.caption}>
        {rows.map((row, index) => (
          <li key={row.id} data-row={index} tabIndex={-1} className={styles.card}>
            <p className={styles.cardTop}>
              <span>{formatDate(row.bookedOn)}</span>
              <span>{BOOKING_KIND_LABELS[row.kind]}</span>
            </p>
            <p className={styles.cardText}>{row.text}</p>
            <p className={styles.cardAmount}>
              <span className="visually-hidden">{`${texts.table.amount}: `}</span>
              <Amount ore={row.amountOre} />
            </p>
            <p className={styles.cardMeta}>
              {withBalance && (
                <>
                  {`${texts.table.balance}: ${balanceText(row)}`}
                  <br />
                </>
              )}
              {accountLabel(accounts.get(row.accountId))}
            </p>
          </li>
        ))}
      </ol>

      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {hasMore ? (
        <Button variant="secondary" onClick={more} aria-disabled={loadingMore || undefined}>
          {loadingMore ? texts.loadingMore : texts.more}
        </Button>
      ) : (
        rows.length > 25 && <p className={styles.hint}>{texts.allShown}</p>
      )}
    </div>
  );
}
