import { useId } from 'react';
import { STAFF_STEPS, type OrderStep, type StaffStepName } from '#contracts/order-steps';
import type { StaffOrder } from '#contracts/staff-work';
import { formatAmount, formatHectares } from '../../../lib/format';
import { OrderTimeline } from '../../../lib/order-timeline';
import { telHref } from '../../../lib/tel-href';
import { MailLink } from '../../../ui/mail-link';
import { PageHeading } from '../../../ui/page-heading';
import { useStaffOrder, useWorkspace } from '../api/staff-work';
import { staffWorkTexts } from '../staff-work.texts';
import styles from '../staff-work.module.css';
import { OrderStepForm } from './order-step-form';
import { useSavedStatus } from './use-saved-status';

const texts = staffWorkTexts.order;

function OrderFacts({ staffOrder }: { staffOrder: StaffOrder }) {
  const { order, member } = staffOrder;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{texts.member}</dt>
        <dd>
          {member.name}, {texts.memberNumber(member.id)}
        </dd>
      </div>
      <div>
        <dt>{texts.reach}</dt>
        <dd>
          <ul className={styles.reach}>
            {order.contact.phone !== null && (
              <li>
                <a href={telHref(order.contact.phone)}>{order.contact.phone}</a>
              </li>
            )}
            {order.contact.email !== null && (
              <li>
                <MailLink email={order.contact.email} subject={texts.title(order.number)} />
              </li>
            )}
          </ul>
        </dd>
      </div>
      <div>
        <dt>{texts.lines}</dt>
        <dd>
          <ul>
            {order.lines.map((line, index) => (
              <li key={index}>
                {line.serviceTitle}, {line.estateDesignation}, {formatHectares(line.areaHa)}
                {line.wishes !== '' && `. ${line.wishes}`}
              </li>
            ))}
          </ul>
        </dd>
      </div>
      <div>
        <dt>{texts.estimate}</dt>
        <dd>{texts.inclVat(formatAmount(order.totalOre))}</dd>
      </div>
      {order.message !== '' && (
        <div>
          <dt>{texts.message}</dt>
          <dd>{order.message}</dd>
        </div>
      )}
    </dl>
  );
}

/** An order in the workspace: what was ordered and by whom, its steps so far, and the next step to take. */
export function OrderErrand({ number }: { number: string }) {
  const { data: staffOrder } = useStaffOrder(number);
  const { data: workspace } = useWorkspace();
  const base = useId();
  const { saved, setSaved, savedRef } = useSavedStatus<string>();
  if (staffOrder === null) {
    return <PageHeading>{staffWorkTexts.errand.notFoundTitle}</PageHeading>;
  }
  const mayEdit = workspace?.mayEdit === true;
  return (
    <>
      <PageHeading>{texts.title(staffOrder.order.number)}</PageHeading>
      <section className={styles.section} aria-label={texts.title(staffOrder.order.number)}>
        <OrderFacts staffOrder={staffOrder} />
      </section>
      <section className={styles.section} aria-labelledby={`${base}-timeline`}>
        <h2 id={`${base}-timeline`}>{texts.timeline}</h2>
        <OrderTimeline order={staffOrder.order} receipt={false} />
      </section>
      <section className={styles.section} aria-labelledby={`${base}-next`}>
        <h2 id={`${base}-next`}>{texts.nextHeading}</h2>
        <p ref={savedRef} role="status" tabIndex={-1}>
          {saved}
        </p>
        {staffOrder.nextSteps.length === 0 ? (
          <p>{texts.finished}</p>
        ) : mayEdit ? (
          // A new status starts the form afresh, with the steps that status allows.
          <OrderStepForm
            key={staffOrder.order.status}
            staffOrder={staffOrder}
            onSaved={(step) => setSaved(texts.saved(texts.steps[step]))}
          />
        ) : (
          <p>{staffWorkTexts.list.readOnly}</p>
        )}
        {mayEdit && <CorrectLatestStep staffOrder={staffOrder} onSaved={setSaved} />}
      </section>
    </>
  );
}

/** The order's latest step, when staff took it, may be corrected: a wrong day, period, contractor or figure. */
function CorrectLatestStep({
  staffOrder,
  onSaved,
}: {
  staffOrder: StaffOrder;
  onSaved: (message: string) => void;
}) {
  const latest = staffOrder.order.steps.at(-1);
  if (latest === undefined || !isStaffStep(latest)) return null;
  return (
    <details className={styles.correction}>
      <summary>{texts.correct(texts.steps[latest.step])}</summary>
      <p>{texts.correctHint}</p>
      <OrderStepForm
        key={`${latest.step}-${latest.corrected?.at ?? latest.at}`}
        staffOrder={staffOrder}
        correcting={latest}
        onSaved={(step) => onSaved(texts.corrected(texts.steps[step]))}
      />
    </details>
  );
}

const isStaffStep = (step: OrderStep): step is OrderStep & { step: StaffStepName } =>
  (STAFF_STEPS as readonly string[]).includes(step.step);
