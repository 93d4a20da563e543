import { pdfDate, pdfKronor } from '../../pdf/pdf-format.js';
import type { PdfWriter } from '../../pdf/pdf-layout.js';
import type { AnnualStatement } from './annual-statement.js';
import type { Party } from './settlement-note.pdf.js';

const PERSON_NOTES = [
  'Likvid, utbetalningar från betalningsplanen och efterlikvid är intäkter i näringsverksamheten ' +
    '(skogsbruket) och redovisas i NE-bilagan. Belopp på betalningsplanen tas upp det år de betalas ut.',
  'Momsen redovisas i momsdeklarationen och är ingen intäkt.',
  'Utdelning på insatskapital hör normalt till näringsverksamheten när insatsen hör till skogsbruket.',
  'Ränta på merkonto och betalningsplan är normalt inkomst av kapital. Hör kontot till ' +
    'näringsverksamheten redovisas räntan där.',
  'Uttag till ditt bankkonto är inga intäkter. Avsättning till skogskonto, skogsavdrag och ' +
    'räntefördelning gör du själv i deklarationen.',
];
const COMPANY_NOTES = [
  'Beloppen hör till bolagets bokföring och inkomstdeklaration. Momsen redovisas i momsdeklarationen.',
];

/** Årsbesked for a year: the year's income for the tax return, the balances on 31 December, member capital. */
export function writeAnnualStatement(
  writer: PdfWriter,
  statement: AnnualStatement,
  member: Party & { readonly kind: 'person' | 'company' },
  madeAt: Date,
): void {
  const year = String(statement.year);
  writer.title(`Årsbesked ${year}`);
  writer.facts([
    ['Medlem', `${member.name}, medlemsnummer ${member.memberNumber}`],
    ['Period', `1 januari–31 december ${year}`],
  ]);

  writer.heading(`Intäkter ${year}`);
  if (statement.income.length === 0) {
    writer.paragraph(`Inga intäkter bokades på dina konton under ${year}.`);
  } else {
    writer.table({
      columns: [
        { header: 'Slag', weight: 7 },
        { header: 'Exkl. moms', weight: 4, align: 'right' },
        { header: 'Moms', weight: 3.5, align: 'right' },
        { header: 'Summa', weight: 4, align: 'right' },
      ],
      rows: statement.income.map((line) => [
        line.label,
        pdfKronor(line.exclVatOre),
        pdfKronor(line.vatOre),
        pdfKronor(line.totalOre),
      ]),
      total: [
        'Summa intäkter',
        pdfKronor(statement.incomeTotal.exclVatOre),
        pdfKronor(statement.incomeTotal.vatOre),
        pdfKronor(statement.incomeTotal.totalOre),
      ],
    });
  }
  const other: [string, string][] = [];
  if (statement.intoPlanOre !== 0) {
    other.push([
      'Insatt på betalningsplanen (intäkt först när det betalas ut)',
      pdfKronor(statement.intoPlanOre),
    ]);
  }
  if (statement.withdrawalsOre !== 0)
    other.push(['Uttag till ditt bankkonto', pdfKronor(statement.withdrawalsOre)]);
  if (other.length > 0) writer.facts(other, { alignValues: 'right' });

  writer.heading(`Saldon 31 december ${year}`);
  writer.table({
    columns: [
      { header: 'Konto', weight: 5 },
      { header: 'Saldo 1 januari', weight: 4, align: 'right' },
      { header: 'Saldo 31 december', weight: 4, align: 'right' },
    ],
    rows: statement.accounts.map((account) => [
      `${account.kindLabel} ${account.number}`,
      pdfKronor(account.openingOre),
      pdfKronor(account.closingOre),
    ]),
  });
  for (const account of statement.accounts) {
    if (account.movements.length === 0) continue;
    writer.heading(`${account.kindLabel} ${account.number}: rörelser ${year}`);
    writer.table({
      columns: [
        { header: 'Slag', weight: 8 },
        { header: 'Belopp', weight: 4, align: 'right' },
      ],
      rows: [
        [`Saldo 1 januari ${year}`, pdfKronor(account.openingOre)],
        ...account.movements.map((movement) => [movement.label, pdfKronor(movement.amountOre)]),
      ],
      total: [`Saldo 31 december ${year}`, pdfKronor(account.closingOre)],
    });
  }
  if (statement.laterPayouts.length > 0) {
    writer.heading('Kommande utbetalningar från betalningsplanen');
    writer.table({
      columns: [
        { header: 'Utbetalningsdag', weight: 6 },
        { header: 'Belopp exkl. moms', weight: 4, align: 'right' },
      ],
      rows: statement.laterPayouts.map((payout) => [pdfDate(payout.dueOn), pdfKronor(payout.amountOre)]),
    });
  }

  if (statement.stake !== null) {
    writer.heading('Insatskapital');
    writer.facts(
      [
        ['Inbetalt insatskapital', pdfKronor(statement.stake.paidInOre)],
        ['Emitterat insatskapital', pdfKronor(statement.stake.emittedOre)],
        ['Insatsskyldighet', pdfKronor(statement.stake.obligationOre)],
      ],
      { alignValues: 'right' },
    );
    writer.paragraph(`Insatskapitalet enligt vårt register den ${pdfDate(madeAt)}.`, {
      size: 9,
      muted: true,
    });
  }

  writer.heading('Till deklarationen');
  for (const note of member.kind === 'company' ? COMPANY_NOTES : PERSON_NOTES) writer.paragraph(note);
  writer.paragraph(
    'Årsbeskedet är ett underlag. Kontrollera uppgifterna mot din egen bokföring och fråga din ' +
      'rådgivare eller Skatteverket om du är osäker på hur något ska redovisas.',
    { size: 9, muted: true },
  );
}
