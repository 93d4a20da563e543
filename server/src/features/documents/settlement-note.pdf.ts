import { VAT_RATE_PERCENT } from '#contracts/settlement-math';
import { pdfDate, pdfKronor, pdfKronorAmount, pdfM3fub, pdfTwoDecimals } from '../../pdf/pdf-format.js';
import type { PdfWriter } from '../../pdf/pdf-layout.js';
import type { SettlementNoteData } from './documents.repository.js';
import {
  ASSORTMENT_LABELS,
  CONTRACT_FORM_LABELS,
  label,
  OPERATION_LABELS,
  SPECIES_LABELS,
} from './documents.texts.js';

export interface Party {
  readonly name: string;
  readonly memberNumber: string;
}

/**
 * The avräkningsnota: the measured volumes priced row by row, minus the harvesting cost and the
 * insatsavdrag, plus moms, and where the money went. Every figure is the stored one; the rows' sum and the
 * stored totals agree by construction (contracts/settlement-math.ts), and the tests read them back.
 */
export function writeSettlementNote(
  writer: PdfWriter,
  data: SettlementNoteData,
  seller: Party,
  associationName: string,
): void {
  const grossOre = data.rows.reduce((sum, row) => sum + row.amountOre, 0);
  const volume = data.rows.reduce((sum, row) => sum + Math.round(row.volumeM3fub * 100), 0) / 100;
  const timberNetOre = grossOre - data.harvestingCostOre;

  writer.title(`Avräkningsnota ${data.number}`);
  writer.facts([
    ['Avräkning', data.kind === 'slutlikvid' ? 'Slutlikvid' : 'Dellikvid'],
    ['Avräkningsdag', pdfDate(data.settledOn)],
    ['Säljare', `${seller.name}, medlemsnummer ${seller.memberNumber}`],
    ['Köpare', associationName],
    ['Kontrakt', `${data.contract.number}, ${label(CONTRACT_FORM_LABELS, data.contract.form).toLowerCase()}`],
    ['Åtgärd', label(OPERATION_LABELS, data.contract.operation)],
    ['Fastighet', `${data.estate.designation}, ${data.estate.municipality} kommun`],
    ['Prislista', data.contract.priceList ?? 'Enligt kontrakt'],
  ]);

  writer.heading('Inmätt virke');
  writer.table({
    columns: [
      { header: 'Trädslag och sortiment', weight: 5 },
      { header: 'Volym m³fub', weight: 3, align: 'right' },
      { header: 'Pris kr/m³fub', weight: 3, align: 'right' },
      { header: 'Belopp', weight: 4, align: 'right' },
    ],
    rows: data.rows.map((row) => [
      `${label(SPECIES_LABELS, row.species)} ${label(ASSORTMENT_LABELS, row.assortment)}`,
      pdfTwoDecimals(row.volumeM3fub),
      pdfKronorAmount(row.priceOrePerM3fub),
      pdfKronor(row.amountOre),
    ]),
    total: ['Virkesvärde', pdfTwoDecimals(volume), '', pdfKronor(grossOre)],
  });

  writer.heading('Avräkning');
  const cost =
    data.contract.costOrePerM3fub === null
      ? 'Avverkningskostnad'
      : `Avverkningskostnad ${pdfM3fub(volume)} × ${pdfKronorAmount(data.contract.costOrePerM3fub)} kr`;
  writer.facts(
    [
      ['Virkesvärde', pdfKronor(grossOre)],
      [cost, pdfKronor(-data.harvestingCostOre)],
      ['Virkesvärde netto', pdfKronor(timberNetOre)],
      ['Insatsavdrag (till ditt insatskapital)', pdfKronor(-data.insatsDeductionOre)],
      [`Moms ${String(VAT_RATE_PERCENT)} % på virkesvärde netto`, pdfKronor(data.vatOre)],
      ['Att betala', pdfKronor(data.netOre)],
    ],
    { alignValues: 'right' },
  );

  writer.heading('Utbetalning');
  for (const booking of data.bookings) {
    if (booking.accountKind === 'merkonto') {
      writer.facts(
        [
          [
            `Insatt på merkonto ${booking.accountNumber} ${pdfDate(booking.bookedOn)}`,
            pdfKronor(booking.amountOre),
          ],
        ],
        { alignValues: 'right' },
      );
    } else {
      writer.facts(
        [
          [
            `Insatt på betalningsplan ${booking.accountNumber} ${pdfDate(booking.bookedOn)}, exklusive moms`,
            pdfKronor(booking.amountOre),
          ],
        ],
        { alignValues: 'right' },
      );
    }
  }
  if (data.bookings.length === 0) writer.paragraph('Beloppet är ännu inte utbetalt.');
  if (data.payouts.length > 0) {
    writer.paragraph(
      `Betalningsplanen betalas ut till ditt merkonto på dagarna nedan. Moms ${String(VAT_RATE_PERCENT)} % ` +
        'läggs till vid varje utbetalning, och du tar upp beloppet som intäkt det år det betalas ut.',
    );
    writer.table({
      columns: [
        { header: 'Utbetalningsdag', weight: 4 },
        { header: 'Belopp exkl. moms', weight: 4, align: 'right' },
        { header: 'Status', weight: 3 },
      ],
      rows: data.payouts.map((payout) => [
        pdfDate(payout.dueOn),
        pdfKronor(payout.amountOre),
        payout.status === 'paid' ? 'Utbetald' : 'Planerad',
      ]),
      total: ['Summa', pdfKronor(data.payouts.reduce((sum, payout) => sum + payout.amountOre, 0)), ''],
    });
  }
}
