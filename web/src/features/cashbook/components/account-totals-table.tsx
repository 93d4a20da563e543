import type { CashbookSummary } from '#contracts/cashbook';
import { cashbookTexts } from '../cashbook.texts';
import styles from '../cashbook.module.css';
import { formatAmount } from '../../../lib/format';
import { TableScroll } from '../../../ui/table-scroll';

const texts = cashbookTexts.summary;

/** The year per account (opening, debit, credit, closing), then the result: income less costs. */
export function AccountTotalsTable({ summary }: { summary: CashbookSummary }) {
  const { year } = summary;
  return (
    <>
      {summary.accounts.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <TableScroll label={texts.caption(year)}>
          <table className={styles.table}>
            {/* The section's heading above says this already. */}
            <caption className="visually-hidden">{texts.caption(year)}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.account}</th>
                <th scope="col" className={styles.numeric}>
                  {texts.opening}
                </th>
                <th scope="col" className={styles.numeric}>
                  {texts.debit}
                </th>
                <th scope="col" className={styles.numeric}>
                  {texts.credit}
                </th>
                <th scope="col" className={styles.numeric}>
                  {texts.closing}
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.accounts.map((account) => (
                <tr key={account.number}>
                  <th scope="row">{`${String(account.number)} ${account.name}`}</th>
                  <td className={styles.numeric}>{formatAmount(account.openingOre)}</td>
                  <td className={styles.numeric}>{formatAmount(account.debitOre)}</td>
                  <td className={styles.numeric}>{formatAmount(account.creditOre)}</td>
                  <td className={styles.numeric}>{formatAmount(account.closingOre)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <TableScroll label={texts.resultCaption(year)}>
        <table className={`${styles.table} ${styles.result}`}>
          <caption>{texts.resultCaption(year)}</caption>
          <tbody>
            <tr>
              <th scope="row">{texts.income}</th>
              <td className={styles.numeric}>{formatAmount(summary.incomeOre)}</td>
            </tr>
            <tr>
              <th scope="row">{texts.costs}</th>
              <td className={styles.numeric}>{formatAmount(summary.costOre)}</td>
            </tr>
            <tr className={styles.total}>
              <th scope="row">{texts.result}</th>
              <td className={styles.numeric}>{formatAmount(summary.resultOre)}</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
