import type { StaffPlanChange } from '#contracts/staff-decisions';
import { formatAmount, formatDate, formatDateTime } from '../../../lib/format';
import { PageHeading } from '../../../ui/page-heading';
import { useStaffPlanChange } from '../api/decision-errands';
import { decisionErrandTexts } from '../decision-errand.texts';
import { planChangeErrandTexts as texts } from '../plan-change-errand.texts';
import { staffWorkTexts } from '../staff-work.texts';
import styles from '../staff-work.module.css';
import { DecisionErrand } from './decision-errand';
import { MemberFact } from './member-fact';

function PlanChangeFacts({ change }: { change: StaffPlanChange }) {
  const { payout } = change;
  return (
    <dl className={styles.facts}>
      <MemberFact member={change.member} />
      <div>
        <dt>{texts.plan}</dt>
        <dd>{change.planNumber}</dd>
      </div>
      <div>
        <dt>{texts.payout}</dt>
        <dd>
          {texts.payoutAmount(formatDate(payout.dueOn), formatAmount(payout.amountOre))}
          {payout.status === 'paid' && `. ${texts.paid}`}
        </dd>
      </div>
      <div>
        <dt>{texts.asked}</dt>
        <dd>{texts.kinds[change.kind]}</dd>
      </div>
      <div>
        <dt>{texts.requested}</dt>
        <dd>
          <ul>
            {change.requested.map((part, index) => (
              <li key={index}>{texts.payoutAmount(formatDate(part.dueOn), formatAmount(part.amountOre))}</li>
            ))}
          </ul>
        </dd>
      </div>
      {change.message !== '' && (
        <div>
          <dt>{texts.message}</dt>
          <dd>{change.message}</dd>
        </div>
      )}
      <div>
        <dt>{texts.sent}</dt>
        <dd>
          <time dateTime={change.createdAt}>{formatDateTime(change.createdAt)}</time>{' '}
          {texts.sentBy(change.requestedByName)}
        </dd>
      </div>
      <div>
        <dt>{decisionErrandTexts.status}</dt>
        <dd>{texts.statuses[change.status]}</dd>
      </div>
    </dl>
  );
}

/** A request to move or split a payout: what is asked, the decision so far, and the decision to take. */
export function PlanChangeErrand({ id }: { id: string }) {
  const { data: change } = useStaffPlanChange(id);
  if (change === null) return <PageHeading>{staffWorkTexts.errand.notFoundTitle}</PageHeading>;
  return (
    <DecisionErrand
      kind="plan-change"
      id={id}
      title={texts.title(change.kind, formatDate(change.payout.dueOn))}
      facts={<PlanChangeFacts change={change} />}
      decision={change.decision}
      status={change.status}
      decidable={change.decidable}
      cancelled={texts.cancelled}
      onlyRefuse={change.payout.status === 'paid' ? texts.paid : undefined}
      words={texts}
    />
  );
}
