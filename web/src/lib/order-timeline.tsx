import { nameWithRole } from '#contracts/actor-role';
import type { Order, OrderTimelineStep } from '#contracts/checkout';
import { formatAmount, formatDate, formatDateTime } from './format';
import { useRuntimeConfig } from './runtime-config';
import { orderTimelineTexts as texts } from './order-timeline.texts';
import styles from './order-timeline.module.css';

/** `GET /api/orders/{number}/receipt`: the receipt of a done order, for the member acted for. */
const receiptHref = (apiRoot: string, number: string): string =>
  `${apiRoot}orders/${encodeURIComponent(number)}/receipt`;

function StepFacts({ step, estimateOre }: { step: OrderTimelineStep; estimateOre: number }) {
  const facts: [string, string][] = [];
  if (step.plannedPeriod !== null) facts.push([texts.plannedPeriod, step.plannedPeriod]);
  if (step.scheduledOn !== null) facts.push([texts.scheduledOn, formatDate(step.scheduledOn)]);
  if (step.contractor !== null) facts.push([texts.contractor, step.contractor]);
  if (step.doneOn !== null) facts.push([texts.doneOn, formatDate(step.doneOn)]);
  if (step.final !== null) {
    facts.push([texts.finalPrice, texts.inclVat(formatAmount(step.final.totalOre))]);
    if (step.final.totalOre !== estimateOre)
      facts.push([texts.estimate, texts.inclVat(formatAmount(estimateOre))]);
    if (step.final.priceReason !== null) facts.push([texts.priceReason, step.final.priceReason]);
  }
  if (step.note !== '') facts.push([step.step === 'cancelled' ? texts.reason : texts.note, step.note]);
  if (step.corrected !== null)
    facts.push([texts.corrected, `${formatDateTime(step.corrected.at)} ${texts.by(step.corrected.byName)}`]);
  if (facts.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Every step the order has taken, oldest first, with when, by whom in what role towards the member
 * (contracts/actor-role.ts) and what they wrote, and for the member the receipt once the work is done.
 */
export function OrderTimeline({ order, reader = 'member' }: { order: Order; reader?: 'member' | 'staff' }) {
  const { apiRoot } = useRuntimeConfig();
  return (
    <>
      <ol className={styles.timeline}>
        {order.steps.map((step) => (
          <li key={step.step} className={styles.step} data-step={step.step}>
            <p className={styles.title}>{texts.steps[step.step]}</p>
            <p className={styles.when}>
              <time dateTime={step.at}>{formatDateTime(step.at)}</time>{' '}
              {texts.by(nameWithRole(step.byName, step.byRole, reader))}
            </p>
            <StepFacts step={step} estimateOre={order.totalOre} />
          </li>
        ))}
      </ol>
      {reader === 'member' && order.status === 'done' && (
        <p>
          <a className={styles.receipt} href={receiptHref(apiRoot, order.number)}>
            {texts.receipt}
          </a>
        </p>
      )}
    </>
  );
}
