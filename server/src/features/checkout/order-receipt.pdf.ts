import { nameWithRole } from '#contracts/actor-role';
import type { Order } from '#contracts/checkout';
import { amountToPay, awaitsPriceAnswer } from '#contracts/order-steps';
import { createPdfWriter } from '../../pdf/pdf-layout.js';
import { pdfDate, pdfHectares, pdfKronor } from '../../pdf/pdf-format.js';

export interface ReceiptFacts {
  readonly order: Order;
  readonly memberNumber: string;
  readonly associationName: string;
  readonly productName: string;
  readonly madeAt: Date;
}

/**
 * The receipt of a done order (`GET /api/orders/{number}/receipt`): what was done, when and by whom, the
 * final figures line by line with VAT apart, and why the price differs from the estimate when it does.
 * Undefined while the order is not done.
 */
/** The one amount to pay, and why it is that one when the final price was above the estimate. */
function toPayText(order: Order): string {
  const toPay = `Att betala: ${pdfKronor(amountToPay(order).totalOre)} inkl. moms.`;
  if (awaitsPriceAnswer(order))
    return `${toPay} Slutpriset är högre än uppskattningen och väntar på ditt svar; tills du godkänner det gäller det uppskattade priset.`;
  if (order.status === 'price-declined')
    return `${toPay} Du avböjde det högre slutpriset, så det uppskattade priset gäller.`;
  if (order.status === 'price-accepted') return `${toPay} Du godkände det högre slutpriset med BankID.`;
  return toPay;
}

export async function orderReceiptPdf(facts: ReceiptFacts): Promise<Uint8Array | undefined> {
  const { order } = facts;
  const done = order.steps.find((step) => step.step === 'done');
  const scheduled = order.steps.find((step) => step.step === 'scheduled');
  if (done === undefined || done.final === null || done.doneOn === null) return undefined;
  const final = done.final;
  const writer = await createPdfWriter({
    title: `Kvitto ${order.number}`,
    author: facts.associationName,
    productName: facts.productName,
    subject: 'Kvitto för utfört arbete',
    createdAt: facts.madeAt,
  });
  writer.title(`Kvitto för beställning ${order.number}`);
  writer.facts([
    ['Medlem', `${order.contact.name} (medlemsnummer ${facts.memberNumber})`],
    ['Beställd', pdfDate(new Date(order.placedAt))],
    ['Utförd', pdfDate(done.doneOn)],
    ...(scheduled === undefined || scheduled.contractor === null
      ? []
      : ([['Utförare', scheduled.contractor]] as [string, string][])),
    ['Markerad som utförd av', nameWithRole(done.byName, done.byRole, 'member')],
  ]);
  writer.heading('Utfört arbete');
  writer.table({
    columns: [
      { header: 'Tjänst', weight: 4 },
      { header: 'Areal', weight: 2, align: 'right' },
      { header: 'Pris exkl. moms', weight: 3, align: 'right' },
      { header: 'Moms', weight: 2, align: 'right' },
      { header: 'Summa', weight: 3, align: 'right' },
    ],
    rows: final.lines.map((line) => {
      const ordered = order.lines[line.position - 1];
      return [
        ordered === undefined ? '' : `${ordered.serviceTitle}, ${ordered.estateDesignation}`,
        pdfHectares(line.areaHa),
        pdfKronor(line.netOre),
        pdfKronor(line.vatOre),
        pdfKronor(line.totalOre),
      ];
    }),
    total: ['Totalt', '', pdfKronor(final.netOre), pdfKronor(final.vatOre), pdfKronor(final.totalOre)],
  });
  writer.paragraph(`Uppskattat pris vid beställningen: ${pdfKronor(order.totalOre)} inkl. moms.`, {
    muted: true,
  });
  writer.paragraph(toPayText(order));
  if (final.priceReason !== null) writer.paragraph(`Varför priset ändrades: ${final.priceReason}`);
  if (done.note !== '') writer.paragraph(`Meddelande: ${done.note}`);
  writer.paragraph(
    `Fakturan kommer separat från ${facts.associationName}. Det här kvittot bekräftar utfört arbete.`,
    {
      muted: true,
    },
  );
  return writer.save();
}
