import type { Ref } from 'react';
import type { IncomeSpread } from '#contracts/forest-decisions';
import { formatAmount, formatPercent } from '../../../lib/format';
import { Banner } from '../../../ui/banner';
import { TableScroll } from '../../../ui/table-scroll';
import { ResultBox } from '../../../ui/result-box';
import styles from '../forest-decisions.module.css';
import { forestDecisionsTexts } from '../forest-decisions.texts';

const texts = forestDecisionsTexts.incomeResult;

type Figures = IncomeSpread['totals'];

/** The columns after the year, in order; moms only for a VAT-registered seller. */
function columnsOf(vatRegistered: boolean): { key: keyof Figures; label: string }[] {
  return [
    { key: 'payoutOre', label: texts.payout },
    ...(vatRegistered ? [{ key: 'vatOre' as const, label: texts.vatColumn }] : []),
    { key: 'interestOre', label: texts.interest },
    { key: 'taxableIncomeOre', label: texts.taxable },
    { key: 'maxSkogskontoDepositOre', label: texts.deposit },
    { key: 'taxableAfterDepositOre', label: texts.taxableAfter },
  ];
}

/** The income year by year, with the plan's rate, moms apart, and plainly an estimate, not tax advice. */
export function IncomeResult({ result, ref }: { result: IncomeSpread; ref: Ref<HTMLDivElement> }) {
  const columns = columnsOf(result.vatRegistered);
  const captionId = 'income-spread-caption';
  const numeric = styles.numeric;
  return (
    <ResultBox ref={ref} headingId="income-result-heading" heading={texts.heading(result.paidOverYears)}>
      <div className={styles.notice}>
        <Banner tone="info">
          <p>
            <strong>{texts.notTaxAdvice}</strong> {texts.notIncluded}
          </p>
        </Banner>
      </div>
      {result.paidOverYears > 1 && <p>{texts.rate(formatPercent(result.planRateBp / 100))}</p>}
      <p>{result.vatRegistered ? texts.vat : texts.noVat}</p>
      <p>{texts.cashPrinciple}</p>
      <p className={styles.hint}>{texts.scrollHint}</p>
      <TableScroll labelledBy={captionId} className={styles.scroll}>
        <table className={styles.table}>
          <caption id={captionId}>{texts.caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.sticky}>
                {texts.year}
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={numeric}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.years.map((year) => (
              <tr key={year.year}>
                <th scope="row" className={styles.sticky}>
                  {year.year}
                </th>
                {columns.map((column) => (
                  <td key={column.key} className={numeric}>
                    {formatAmount(year[column.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className={styles.strong}>
              <th scope="row" className={styles.sticky}>
                {texts.total}
              </th>
              {columns.map((column) => (
                <td key={column.key} className={numeric}>
                  {formatAmount(result.totals[column.key])}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    </ResultBox>
  );
}
