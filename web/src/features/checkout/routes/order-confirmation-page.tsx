import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { ORDER_STATUS_LABELS, type Order } from '#contracts/checkout';
import { amountToPay, awaitsPriceAnswer, finalOf } from '#contracts/order-steps';
import { canChange } from '#contracts/roles';
import { portalRoutes } from '#contracts/routes';
import { Button, ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { useOrder } from '../api/orders';
import { checkoutTexts } from '../checkout.texts';
import styles from '../checkout.module.css';
import { FinalPriceAnswer } from '../components/final-price-answer';
import { lineTitle, OrderLineFacts, OrderTotals } from '../components/order-line';
import { formatDateTime } from '../../../lib/format';
import { useProfile } from '../../../lib/profile';
import { OrderTimeline } from '../../../lib/order-timeline';
import { orderTimelineTexts } from '../../../lib/order-timeline.texts';
import { SignedWithBankId } from '../../../lib/signed-with-bankid';
import { signedWithBankIdTexts } from '../../../lib/signed-with-bankid.texts';
import { telHref } from '../../../lib/tel-href';
import { MailLink } from '../../../ui/mail-link';

const texts = checkoutTexts.orderConfirmation;

export const title = texts.title;

function NoOrder() {
  return (
    <EmptyState
      title={texts.emptyTitle}
      action={<ButtonLink to={portalRoutes.services.path}>{texts.action}</ButtonLink>}
    >
      {texts.emptyText}
    </EmptyState>
  );
}

function Advisor({ advisor }: { advisor: Order['advisor'] }) {
  if (advisor === null) return <p>{texts.noAdvisor}</p>;
  return (
    <>
      <p className={styles.person}>{advisor.name}</p>
      <ul className={styles.contactLinks}>
        {advisor.phone !== null && (
          <li>
            <a href={telHref(advisor.phone)}>
              {texts.call(advisor.name)}: {advisor.phone}
            </a>
          </li>
        )}
        <li>
          <MailLink email={advisor.email} before={`${texts.mail(advisor.name)}: `} />
        </li>
      </ul>
    </>
  );
}

/** What the amount to pay is, in words that follow the order's step. */
function toPayNote(order: Order): string {
  const { basis } = amountToPay(order);
  if (basis === 'nothing') return texts.toPay.nothing;
  if (basis === 'final') return texts.toPay.final;
  return finalOf(order) === null ? checkoutTexts.totals.note : texts.toPay.estimate;
}

/** The order: its number, its way so far, what was ordered and what the member pays, and what happens next. */
function Confirmation({ number, readOnly }: { number: string; readOnly: boolean }) {
  const { data: order } = useOrder(number);
  const base = useId();
  const ids = {
    thanks: `${base}-thanks`,
    lines: `${base}-lines`,
    contact: `${base}-contact`,
    next: `${base}-next`,
    timeline: `${base}-timeline`,
    advisor: `${base}-advisor`,
  };
  if (order === null) return <NoOrder />;
  const reach = [order.contact.email, order.contact.phone].filter((entry) => entry !== null);
  return (
    <>
      <section aria-labelledby={ids.thanks} className={styles.thanks}>
        <h2 id={ids.thanks}>{awaitsPriceAnswer(order) ? texts.answerPrice : texts.headline[order.status]}</h2>
        <dl className={styles.facts}>
          <div>
            <dt>{texts.number}</dt>
            <dd className={styles.orderNumber}>{order.number}</dd>
          </div>
          <div>
            <dt>{texts.placedAt}</dt>
            <dd>{formatDateTime(order.placedAt)}</dd>
          </div>
          <div>
            <dt>{texts.status}</dt>
            <dd>{ORDER_STATUS_LABELS[order.status]}</dd>
          </div>
        </dl>
        <SignedWithBankId signature={order.signature} of={signedWithBankIdTexts.of.order(order.number)} />
        {order.placedBy.onBehalf && <p>{texts.placedOnBehalf(order.placedBy.name)}</p>}
        <p>{order.confirmationEmail === null ? texts.noMail : texts.mailSent(order.confirmationEmail)}</p>
      </section>
      {awaitsPriceAnswer(order) && <FinalPriceAnswer order={order} readOnly={readOnly} />}
      <section aria-labelledby={ids.timeline} className={styles.section}>
        <h2 id={ids.timeline}>{orderTimelineTexts.heading}</h2>
        <OrderTimeline order={order} />
      </section>
      <section aria-labelledby={ids.lines} className={styles.section}>
        <h2 id={ids.lines}>{texts.linesHeading}</h2>
        <ul className={styles.lines}>
          {order.lines.map((line, index) => (
            <li key={index} className={styles.line}>
              <h3 className={styles.lineHeading}>{lineTitle(line)}</h3>
              <OrderLineFacts line={line} />
            </li>
          ))}
        </ul>
      </section>
      <OrderTotals {...amountToPay(order)} note={toPayNote(order)} />
      {order.status === 'received' && (
        <section aria-labelledby={ids.next} className={styles.section}>
          <h2 id={ids.next}>{texts.nextHeading}</h2>
          <ol className={styles.steps}>
            <li>{texts.nextCall(order.advisor?.name ?? null)}</li>
            <li>{texts.nextSchedule}</li>
            <li>{texts.nextInvoice}</li>
          </ol>
        </section>
      )}
      <section aria-labelledby={ids.contact} className={styles.section}>
        <h2 id={ids.contact}>{texts.contactHeading}</h2>
        <p>
          {order.contact.name}
          {reach.map((entry) => (
            <span key={entry}>
              <br />
              {entry}
            </span>
          ))}
        </p>
        {order.message !== '' && (
          <>
            <h3 className={styles.smallHeading}>{texts.messageHeading}</h3>
            <p className={styles.wishes}>{order.message}</p>
          </>
        )}
      </section>
      <section aria-labelledby={ids.advisor} className={styles.section}>
        <h2 id={ids.advisor}>{texts.advisorHeading}</h2>
        <Advisor advisor={order.advisor} />
      </section>
      <div className={styles.actions} data-print="hide">
        <Button onClick={() => window.print()}>{texts.print}</Button>
        <ButtonLink to={portalRoutes.overview.path} variant="secondary">
          {texts.toOverview}
        </ButtonLink>
      </div>
    </>
  );
}

export function Component() {
  const profile = useProfile();
  const [params] = useSearchParams();
  const number = params.get('order')?.trim() ?? '';
  return (
    <>
      <PageHeading>{texts.title}</PageHeading>
      {number === '' ? (
        <NoOrder />
      ) : (
        <SectionBoundary>
          <Confirmation number={number} readOnly={!canChange(profile.data?.roles ?? [])} />
        </SectionBoundary>
      )}
    </>
  );
}
