import { useId } from 'react';
import type { Order, OrderLine } from '#contracts/checkout';
import { STAFF_STEPS, type OrderStep, type StaffStepName } from '#contracts/order-steps';
import type { StaffOrder } from '#contracts/staff-work';
import { standList } from '#contracts/stand-list';
import { formatAmount, formatQuantity } from '../../../lib/format';
import { OrderTimeline } from '../../../lib/order-timeline';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { useOrderAreas, useStaffOrder, useWorkspace } from '../api/staff-work';
import { staffWorkTexts } from '../staff-work.texts';
import styles from '../staff-work.module.css';
import { OrderAreaMap } from './order-area-map';
import { OrderStepForm } from './order-step-form';
import { useSavedStatus } from './use-saved-status';
import { MemberFact, ReachFact } from './member-fact';

const texts = staffWorkTexts.order;

function OrderFacts({ staffOrder }: { staffOrder: StaffOrder }) {
  const { order, member } = staffOrder;
  return (
    <dl className={styles.facts}>
      <MemberFact member={member} />
      {order.contact.name !== member.name && (
        <div>
          <dt>{texts.contactName}</dt>
          <dd>{order.contact.name}</dd>
        </div>
      )}
      {order.placedBy.onBehalf && (
        <div>
          <dt>{texts.placedBy}</dt>
          <dd>{texts.onBehalf(order.placedBy.name)}</dd>
        </div>
      )}
      <ReachFact
        label={texts.reach}
        phone={order.contact.phone}
        email={order.contact.email}
        mailSubject={texts.title(order.number)}
      />
      <div>
        <dt>{texts.estimate}</dt>
        <dd>{texts.inclVat(formatAmount(order.totalOre))}</dd>
      </div>
      {order.message !== '' && (
        <div>
          <dt>{texts.message}</dt>
          <dd className={styles.wishes}>{order.message}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * One ordered service as the member sent it: where, how much, when, their wishes and the estimate. The area
 * is the one the price was reckoned on, to the hundredth as the member's order page shows it.
 */
function LineFacts({ line }: { line: OrderLine }) {
  const area = formatQuantity(line.areaHa, 'ha');
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{texts.line.where}</dt>
        <dd>
          {line.standNumbers.length === 0
            ? texts.line.drawn(area)
            : texts.line.stands(standList(line.standNumbers), area)}
        </dd>
      </div>
      {line.quantityText !== null && (
        <div>
          <dt>{texts.line.quantity}</dt>
          <dd>{line.quantityText}</dd>
        </div>
      )}
      <div>
        <dt>{texts.line.preferredTime}</dt>
        <dd>{line.preferredTimeLabel}</dd>
      </div>
      {line.wishes !== '' && (
        <div>
          <dt>{texts.line.wishes}</dt>
          <dd className={styles.wishes}>{line.wishes}</dd>
        </div>
      )}
      <div>
        <dt>{texts.line.estimate}</dt>
        <dd>{texts.inclVat(formatAmount(line.estimate.totalOre))}</dd>
      </div>
    </dl>
  );
}

/** The line's small map, once its geometry has loaded. */
function LineMap({ number, position }: { number: string; position: number }) {
  const { data } = useOrderAreas(number);
  const area = data?.lines.find((line) => line.position === position);
  return area === undefined ? null : <OrderAreaMap area={area} />;
}

/** Every service ordered, each under its own heading with its facts and where it is on the estate. */
function OrderLines({ order }: { order: Order }) {
  const base = useId();
  return (
    <section className={styles.section} aria-labelledby={`${base}-lines`}>
      <h2 id={`${base}-lines`}>{texts.lines}</h2>
      <ol className={styles.lines}>
        {order.lines.map((line, index) => (
          <li key={index}>
            <h3>{`${line.serviceTitle}, ${line.estateDesignation}`}</h3>
            <LineFacts line={line} />
            <SectionBoundary>
              <LineMap number={order.number} position={index + 1} />
            </SectionBoundary>
          </li>
        ))}
      </ol>
    </section>
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
      <OrderLines order={staffOrder.order} />
      <section className={styles.section} aria-labelledby={`${base}-timeline`}>
        <h2 id={`${base}-timeline`}>{texts.timeline}</h2>
        <OrderTimeline order={staffOrder.order} reader="staff" />
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
