import type { EconomySummary } from '#contracts/economy';
import { formatDate, formatAmount } from '../../../lib/format';
import { EmptyState } from '../../../ui/empty-state';
import tableStyles from '../../../ui/table.module.css';
import { useEconomySummary } from '../api/economy';
import { economyTexts } from '../economy.texts';
import styles from '../economy.module.css';
import { formatRate } from '../format';
import { PayoutChart } from './payout-chart';
import { TableScroll } from '../../../ui/table-scroll';

const texts = economyTexts.economy;

type AccountBalance = NonNullable<EconomySummary['merkonto']>;

function AccountCard({ title, account }: { title: string; account: AccountBalance }) {
  return (
    <li className={styles.card}>
      <h3>{title}</h3>
      <p className={styles.big}>{formatAmount(account.balanceOre)}</p>
      <p className={styles.subtle}>
        {account.number} · {texts.rate(formatRate(account.rateBp))}
      </p>
      <p className={styles.subtle}>
        {texts.accrued(formatAmount(account.accruedInterestOre))}. {texts.accruedHint}
      </p>
    </li>
  );
}

function Balances({ summary }: { summary: EconomySummary }) {
  const { stakes } = summary;
  return (
    <section aria-labelledby="balances" className={styles.section}>
      <h2 id="balances">{texts.balancesHeading}</h2>
      <ul className={styles.cards}>
        {summary.merkonto !== null && <AccountCard title={texts.merkonto} account={summary.merkonto} />}
        {summary.paymentPlan !== null && (
          <AccountCard title={texts.paymentPlan} account={summary.paymentPlan} />
        )}
        <li className={styles.card}>
          <h3>{texts.stakes}</h3>
          {stakes === null ? (
            <p>{texts.noStakes}</p>
          ) : (
            <dl className={styles.facts}>
              <div>
                <dt>{texts.paidIn}</dt>
                <dd>{formatAmount(stakes.paidInOre)}</dd>
              </div>
              <div>
                <dt>{texts.obligation}</dt>
                <dd>{formatAmount(stakes.obligationOre)}</dd>
              </div>
              <div>
                <dt>{texts.emitted}</dt>
                <dd>{formatAmount(stakes.emittedOre)}</dd>
              </div>
            </dl>
          )}
        </li>
      </ul>
    </section>
  );
}

function Income({ income }: { income: EconomySummary['income'] }) {
  const sources = [...new Set(income.flatMap((year) => year.parts.map((part) => part.source)))];
  return (
    <section aria-labelledby="income" className={styles.section}>
      <h2 id="income">{texts.incomeHeading}</h2>
      <p>{texts.incomeIntro}</p>
      <TableScroll label={texts.incomeCaption}>
        <table className={tableStyles.table}>
          <caption>{texts.incomeCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.source}</th>
              {income.map((year) => (
                <th scope="col" key={year.year} className={styles.number}>
                  {year.year}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sources.map((source) => (
              <tr key={source}>
                <th scope="row">{economyTexts.incomeSources[source]}</th>
                {income.map((year) => (
                  <td key={year.year} className={styles.number}>
                    {formatAmount(year.parts.find((part) => part.source === source)?.amountOre ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">
                <strong>{texts.total}</strong>
              </th>
              {income.map((year) => (
                <td key={year.year} className={styles.number}>
                  <strong>{year.totalOre === 0 ? texts.noIncome : formatAmount(year.totalOre)}</strong>
                </td>
              ))}
            </tr>
            {income.some((year) => year.vatOre > 0) && (
              <tr>
                <th scope="row">{texts.vat}</th>
                {income.map((year) => (
                  <td key={year.year} className={styles.number}>
                    {formatAmount(year.vatOre)}
                  </td>
                ))}
              </tr>
            )}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

function NextPayouts({ payouts }: { payouts: EconomySummary['nextPayouts'] }) {
  return (
    <section aria-labelledby="next-payouts" className={styles.section}>
      <h2 id="next-payouts">{texts.nextPayoutsHeading}</h2>
      {payouts.length === 0 ? (
        <p>{texts.nextPayoutsEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {payouts.map((payout) => (
            <li key={payout.dueOn}>
              <strong>{formatDate(payout.dueOn)}</strong>: {formatAmount(payout.amountOre)}{' '}
              <span className={styles.subtle}>({texts.payoutExclVat})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Balances, income this year and last, next payouts and the payouts per year. */
export function EconomyOverview() {
  const { data: summary } = useEconomySummary();
  if (summary === null) {
    return <EmptyState title={texts.emptyTitle}>{texts.emptyText}</EmptyState>;
  }
  return (
    <>
      <Balances summary={summary} />
      <Income income={summary.income} />
      <NextPayouts payouts={summary.nextPayouts} />
      <section aria-labelledby="payout-chart" className={styles.section}>
        <h2 id="payout-chart">{texts.chartHeading}</h2>
        {summary.payoutYears.length === 0 ? (
          <p>{texts.chartEmpty}</p>
        ) : (
          <>
            <p>{texts.chartIntro}</p>
            <PayoutChart years={summary.payoutYears} />
          </>
        )}
      </section>
    </>
  );
}
