import type { PaymentPlan } from '#contracts/economy';
import { canChange } from '#contracts/roles';
import { formatDate, formatAmount } from '../../../lib/format';
import { useProfile } from '../../../lib/profile';
import { Banner } from '../../../ui/banner';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import tableStyles from '../../../ui/table.module.css';
import { usePaymentPlan } from '../api/economy';
import { PlanChangeForm } from '../components/plan-change-form';
import { PlanChanges } from '../components/plan-changes';
import { economyTexts } from '../economy.texts';
import styles from '../economy.module.css';
import { formatRate } from '../format';
import { TableScroll } from '../../../ui/table-scroll';
import { startReads, type PageQueries } from '../../../lib/page-route';
import { economyQueries } from '../api/economy';

const texts = economyTexts.paymentPlan;

export const title = texts.title;

export function prefetch({ queryClient, api }: PageQueries): void {
  startReads([queryClient.query(economyQueries.paymentPlan(api))]);
}

function Planned({ plan }: { plan: PaymentPlan }) {
  if (plan.planned.length === 0) return <p>{texts.noPlanned}</p>;
  return (
    <>
      <TableScroll label={texts.plannedCaption}>
        <table className={tableStyles.table}>
          <caption>{texts.plannedCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.date}</th>
              <th scope="col" className={styles.number}>
                {texts.amount}
              </th>
              {plan.vatPercent > 0 && (
                <th scope="col" className={styles.number}>
                  {texts.vat}
                </th>
              )}
              <th scope="col" className={styles.number}>
                {texts.interest}
              </th>
            </tr>
          </thead>
          <tbody>
            {plan.planned.map((payout) => (
              <tr key={payout.id}>
                <th scope="row">{formatDate(payout.dueOn)}</th>
                <td className={styles.number}>{formatAmount(payout.amountOre)}</td>
                {plan.vatPercent > 0 && <td className={styles.number}>{formatAmount(payout.vatOre)}</td>}
                <td className={styles.number}>{formatAmount(payout.expectedInterestOre)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p>{texts.interestExplain(formatRate(plan.rateBp))}</p>
    </>
  );
}

function PlanSections({ readOnly }: { readOnly: boolean }) {
  const { data: plan } = usePaymentPlan();
  if (plan === null) return <EmptyState title={texts.emptyTitle}>{texts.emptyText}</EmptyState>;
  return (
    <>
      <ul className={styles.cards}>
        <li className={styles.card}>
          <h2 className={styles.cardHeading}>{texts.balance}</h2>
          <p className={styles.big}>{formatAmount(plan.balanceOre)}</p>
          <dl className={styles.facts}>
            <div>
              <dt>{texts.rate}</dt>
              <dd>{formatRate(plan.rateBp)}</dd>
            </div>
            <div>
              <dt>{texts.accrued}</dt>
              <dd>{formatAmount(plan.accruedInterestOre)}</dd>
            </div>
          </dl>
          <p className={styles.subtle}>{plan.number}</p>
        </li>
      </ul>
      <section aria-labelledby="planned" className={styles.section}>
        <h2 id="planned">{texts.plannedHeading}</h2>
        <Planned plan={plan} />
      </section>
      <section aria-labelledby="paid" className={styles.section}>
        <h2 id="paid">{texts.paidHeading}</h2>
        {plan.paid.length === 0 ? (
          <p>{texts.noPaid}</p>
        ) : (
          <TableScroll label={texts.paidCaption}>
            <table className={tableStyles.table}>
              <caption className="visually-hidden">{texts.paidCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{texts.date}</th>
                  <th scope="col" className={styles.number}>
                    {texts.amount}
                  </th>
                </tr>
              </thead>
              <tbody>
                {plan.paid.map((payout) => (
                  <tr key={payout.id}>
                    <th scope="row">{formatDate(payout.dueOn)}</th>
                    <td className={styles.number}>{formatAmount(payout.amountOre)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
      <section aria-labelledby="rules" className={styles.section}>
        <h2 id="rules">{texts.rulesHeading}</h2>
        <ul className={styles.rules}>
          {texts.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <h3>{texts.changeRulesHeading}</h3>
        <ul className={styles.rules}>
          {texts
            .changeRules(formatDate(plan.earliestChangeDay), formatDate(plan.lastAllowedDay))
            .map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
        </ul>
      </section>
      <section aria-labelledby="change" className={styles.section}>
        <h2 id="change">{texts.changeHeading}</h2>
        {readOnly ? (
          <Banner tone="info">
            <p>{texts.readOnly}</p>
          </Banner>
        ) : (
          <PlanChangeForm plan={plan} />
        )}
      </section>
      <section aria-labelledby="changes" className={styles.section}>
        <h2 id="changes">{texts.changesHeading}</h2>
        <PlanChanges changes={plan.changes} readOnly={readOnly} />
      </section>
    </>
  );
}

export function Component() {
  const profile = useProfile();
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      {profile.isPending ? (
        <Skeleton />
      ) : (
        <SectionBoundary>
          <PlanSections readOnly={!canChange(profile.data?.roles ?? [])} />
        </SectionBoundary>
      )}
    </>
  );
}
