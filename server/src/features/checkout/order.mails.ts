import type { Order, OrderLine } from '#contracts/checkout';
import { formatKronorExact } from '#contracts/economy-rules';
import { amountToPay } from '#contracts/order-steps';
import { swedishDateTime } from '../../lib/swedish-time.js';
import type { Mail } from '../../mail/queue-mail.js';
import { standsText } from './checkout.texts.js';

/**
 * The mails an order sends: a confirmation to the member and the order to the advisor when it is placed; the
 * member's answer to a final price above the estimate to the advisor, so that the invoice follows it.
 */

const HECTARES = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export interface OrderMailFacts {
  readonly order: Order;
  /** The member (customer) number, for the advisor; never a personal number. */
  readonly memberNumber: string;
  readonly associationName: string;
  readonly productName: string;
  /** Where the order goes when the member has no advisor yet. */
  readonly supportEmail: string;
}

function lineText(line: OrderLine, index: number): string {
  const rows = [
    `${String(index + 1)}. ${line.serviceTitle} på ${line.estateDesignation}, ${standsText(line.standNumbers)}, ` +
      `${HECTARES.format(line.areaHa)} ha`,
    ...(line.quantityText === null ? [] : [`   Antal: ${line.quantityText}`]),
    `   Önskad tid: ${line.preferredTimeLabel}`,
    ...(line.wishes === '' ? [] : [`   Önskemål: ${line.wishes}`]),
    `   Pris: ${formatKronorExact(line.estimate.netOre)} exkl. moms, ` +
      `${formatKronorExact(line.estimate.totalOre)} inkl. moms`,
  ];
  return rows.join('\n');
}

const sums = (order: Order): string =>
  [
    `Summa exkl. moms: ${formatKronorExact(order.netOre)}`,
    `Moms: ${formatKronorExact(order.vatOre)}`,
    `Totalt inkl. moms: ${formatKronorExact(order.totalOre)}`,
  ].join('\n');

const ESTIMATE_NOTE =
  'Priserna är beräknade utifrån arealen i beställningen. Det slutliga priset bekräftas innan arbetet börjar.';

/** To the member: what was ordered, the order number, the prices and what happens next. */
export function confirmationMail(facts: OrderMailFacts & { readonly to: string }): Mail {
  const { order } = facts;
  const advisor = order.advisor;
  const caller =
    advisor === null
      ? 'En skogsinspektor ringer dig inom fem arbetsdagar och går igenom beställningen med dig.'
      : `${advisor.name}, din skogsinspektor, ringer dig inom fem arbetsdagar och går igenom beställningen ` +
        `med dig.${advisor.phone === null ? '' : ` Du når ${advisor.name} på ${advisor.phone}.`}`;
  return {
    to: facts.to,
    subject: `Orderbekräftelse ${order.number}`,
    text: [
      `Hej ${order.contact.name}!`,
      '',
      `Tack för din beställning. Vi tog emot den ${swedishDateTime(new Date(order.placedAt))}.`,
      ...(order.placedBy.onBehalf ? [`${order.placedBy.name} har lagt beställningen för din räkning.`] : []),
      '',
      `Ordernummer: ${order.number}`,
      '',
      'Det här har du beställt:',
      '',
      order.lines.map(lineText).join('\n\n'),
      '',
      sums(order),
      '',
      ESTIMATE_NOTE,
      '',
      'Så här går det till nu:',
      `- ${caller}`,
      '- Ni bestämmer tillsammans när arbetet görs.',
      '- Du får en faktura när arbetet är utfört. Värdering och anbud för avverkning är kostnadsfria.',
      `- Du ser beställningen och hur den går på översikten i ${facts.productName}.`,
      '',
      'Med vänliga hälsningar',
      facts.associationName,
    ].join('\n'),
  };
}

/** To the advisor (or customer service when the member has none): the order to act on. No personal number. */
export function advisorMail(facts: OrderMailFacts): Mail {
  const { order } = facts;
  const advisor = order.advisor;
  const reach = [
    order.contact.email === null ? undefined : `e-post ${order.contact.email}`,
    order.contact.phone === null ? undefined : `telefon ${order.contact.phone}`,
  ].filter((entry) => entry !== undefined);
  return {
    to: advisor?.email ?? facts.supportEmail,
    subject: `Ny beställning ${order.number} från ${order.contact.name}`,
    text: [
      advisor === null ? 'Hej!' : `Hej ${advisor.name}!`,
      '',
      `${order.contact.name} (medlemsnummer ${facts.memberNumber}) har beställt skogliga tjänster i ` +
        `${facts.productName} ${swedishDateTime(new Date(order.placedAt))}.`,
      ...(order.placedBy.onBehalf
        ? [`Beställningen lades av ${order.placedBy.name} för medlemmens räkning.`]
        : []),
      ...(advisor === null
        ? ['Medlemmen har ingen skogsinspektor ännu. Lämna beställningen till en rådgivare i rätt område.']
        : []),
      '',
      `Ordernummer: ${order.number}`,
      `Nå medlemmen på: ${reach.join(', ')}`,
      ...(order.message === '' ? [] : ['', `Meddelande: ${order.message}`]),
      '',
      order.lines.map(lineText).join('\n\n'),
      '',
      sums(order),
      '',
      'Kontakta medlemmen inom fem arbetsdagar och bekräfta beställningen.',
      '',
      'Med vänliga hälsningar',
      facts.associationName,
    ].join('\n'),
  };
}

/** The member accepted or declined a final price above the estimate: what to invoice now. */
export function finalPriceAnswerMail(facts: OrderMailFacts & { readonly accepted: boolean }): Mail {
  const { order, accepted } = facts;
  const toPay = amountToPay({ ...order, status: accepted ? 'price-accepted' : 'price-declined' });
  return {
    to: order.advisor?.email ?? facts.supportEmail,
    subject: `${order.number}: ${order.contact.name} har ${accepted ? 'godkänt' : 'avböjt'} det nya slutpriset`,
    text: [
      order.advisor === null ? 'Hej!' : `Hej ${order.advisor.name}!`,
      '',
      `${order.contact.name} (medlemsnummer ${facts.memberNumber}) har ${
        accepted ? 'godkänt det nya slutpriset med BankID' : 'avböjt det nya slutpriset'
      } för beställning ${order.number}.`,
      `Att fakturera: ${formatKronorExact(toPay.totalOre)} inkl. moms${
        accepted ? '' : ', det uppskattade priset som medlemmen signerade vid beställningen'
      }.`,
      '',
      'Med vänliga hälsningar',
      facts.associationName,
    ].join('\n'),
  };
}
