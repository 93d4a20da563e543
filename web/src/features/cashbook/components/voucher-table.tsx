import { Fragment, useState } from 'react';
import { accountOf, type Verificate } from '#contracts/cashbook';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { TableScroll } from '../../../ui/table-scroll';
import { cashbookTexts } from '../cashbook.texts';
import styles from '../cashbook.module.css';
import { formatAmount } from '../../../lib/format';
import { voucherLabel } from '../voucher-values';
import { Attachments } from './attachments';
import { DiscardVoucher } from './discard-voucher';

const texts = cashbookTexts.list;

const totalOf = (voucher: Verificate): number => voucher.rows.reduce((sum, row) => sum + row.debitOre, 0);

/** The year's vouchers by number; each opens to its rows, its receipts and what can be done with it. */
export function VoucherTable({
  year,
  vouchers,
  readOnly,
  onEdit,
  onNotice,
}: {
  year: number;
  vouchers: readonly Verificate[];
  readOnly: boolean;
  onEdit: (voucher: Verificate) => void;
  onNotice: (message: string) => void;
}) {
  const [open, setOpen] = useState<number>();
  if (vouchers.length === 0) {
    return <EmptyState title={texts.emptyTitle}>{texts.emptyText(year)}</EmptyState>;
  }
  return (
    <TableScroll label={texts.caption(year)}>
      <table className={styles.table}>
        {/* The section's heading above says this already; the year is the one chosen just above it. */}
        <caption className="visually-hidden">{texts.caption(year)}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.number}</th>
            <th scope="col" className={styles.wideOnly}>
              {texts.date}
            </th>
            <th scope="col">{texts.text}</th>
            <th scope="col" className={styles.numeric}>
              {texts.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {vouchers.map((voucher) => {
            const label = voucherLabel(voucher);
            const expanded = open === voucher.id;
            const detailsId = `voucher-details-${String(voucher.id)}`;
            const canChange = !readOnly && !voucher.locked && !voucher.discarded;
            return (
              <Fragment key={voucher.id}>
                <tr className={voucher.discarded ? styles.discarded : undefined}>
                  <th scope="row">
                    <Button
                      variant="link"
                      aria-expanded={expanded}
                      aria-controls={detailsId}
                      aria-label={expanded ? texts.hide(label) : texts.show(label)}
                      onClick={() => setOpen(expanded ? undefined : voucher.id)}
                    >
                      {label}
                    </Button>
                  </th>
                  <td className={`${styles.nowrap} ${styles.wideOnly}`}>{formatDate(voucher.date)}</td>
                  <td>
                    <span className={styles.narrowOnly}>{formatDate(voucher.date)}</span>
                    {voucher.text}
                    {voucher.discarded && <span className={styles.tag}>{texts.discardedTag}</span>}
                    {voucher.recordedByStaff && <span className={styles.tag}>{texts.staffTag}</span>}
                  </td>
                  <td className={styles.numeric}>{formatAmount(totalOf(voucher))}</td>
                </tr>
                {expanded && (
                  <tr id={detailsId}>
                    <td colSpan={4} className={styles.details}>
                      <table className={styles.rowsTable}>
                        <caption>{texts.rowsCaption(label)}</caption>
                        <thead>
                          <tr>
                            <th scope="col">{texts.account}</th>
                            <th scope="col" className={styles.numeric}>
                              {texts.debit}
                            </th>
                            <th scope="col" className={styles.numeric}>
                              {texts.credit}
                            </th>
                          </tr>
                        </thead>
                        <tbody>
                          {voucher.rows.map((row, index) => (
                            <tr key={index}>
                              <th scope="row">{`${String(row.account)} ${accountOf(row.account)?.name ?? ''}`}</th>
                              <td className={styles.numeric}>
                                {row.debitOre === 0 ? '' : formatAmount(row.debitOre)}
                              </td>
                              <td className={styles.numeric}>
                                {row.creditOre === 0 ? '' : formatAmount(row.creditOre)}
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                      <Attachments voucher={voucher} canAttach={canChange} />
                      {canChange && (
                        <div className={styles.actions}>
                          <Button variant="secondary" onClick={() => onEdit(voucher)}>
                            {`${texts.edit} ${label}`}
                          </Button>
                          <DiscardVoucher voucher={voucher} onDiscarded={onNotice} />
                        </div>
                      )}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
