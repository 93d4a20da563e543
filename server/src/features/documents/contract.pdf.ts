import { pdfDate, pdfHectares, pdfKronor, pdfM3fub } from '../../pdf/pdf-format.js';
import type { PdfWriter } from '../../pdf/pdf-layout.js';
import type { ContractDocumentData } from './documents.repository.js';
import {
  CONTRACT_FORM_LABELS,
  CONTRACT_STEP_LABELS,
  label,
  OPERATION_LABELS,
  PAYMENT_FORM_LABELS,
} from './documents.texts.js';
import type { Party } from './settlement-note.pdf.js';

/** A harvest or silviculture contract: parties, estate, terms and prices, and the timeline so far. */
export function writeContract(
  writer: PdfWriter,
  data: ContractDocumentData,
  owner: Party,
  associationName: string,
): void {
  const silviculture = data.form === 'skogsvard';
  writer.title(`${silviculture ? 'Skogsvårdsavtal' : 'Avverkningskontrakt'} ${data.number}`);

  writer.heading('Parter');
  writer.facts([
    ['Skogsägare', `${owner.name}, medlemsnummer ${owner.memberNumber}`],
    [silviculture ? 'Utförare' : 'Köpare', associationName],
  ]);

  writer.heading('Fastighet och åtgärd');
  const terms: [string, string][] = [
    ['Fastighet', `${data.estate.designation}, ${data.estate.municipality} kommun, ${data.estate.county}`],
    ['Avtalsform', label(CONTRACT_FORM_LABELS, data.form)],
    ['Åtgärd', label(OPERATION_LABELS, data.operation)],
    ['Areal', pdfHectares(data.areaHa)],
  ];
  if (data.estimatedVolumeM3fub !== null) {
    terms.push(['Beräknad volym', pdfM3fub(data.estimatedVolumeM3fub)]);
  }
  writer.facts(terms);

  writer.heading('Pris och betalning');
  const prices: [string, string][] = [];
  if (data.priceList !== null) prices.push(['Prislista', data.priceList]);
  if (data.fixedPriceOre !== null) prices.push(['Fast pris för rotposten', pdfKronor(data.fixedPriceOre)]);
  if (data.costOrePerM3fub !== null) {
    prices.push(['Avverkningskostnad per m³fub', pdfKronor(data.costOrePerM3fub)]);
  }
  if (data.pricePerHaOre !== null) {
    prices.push(['Pris per hektar', pdfKronor(data.pricePerHaOre)]);
    prices.push([
      `Beräknat pris för ${pdfHectares(data.areaHa)}, exklusive moms`,
      pdfKronor(Math.round(data.pricePerHaOre * data.areaHa)),
    ]);
  } else {
    prices.push(['Betalning', label(PAYMENT_FORM_LABELS, data.paymentForm)]);
    prices.push(['Insatsavdrag', 'Enligt föreningens stadgar, på virkesvärdet netto']);
  }
  writer.facts(prices);

  writer.heading('Datum');
  writer.facts([
    ['Tecknat', data.signedOn === null ? 'Ej tecknat' : pdfDate(data.signedOn)],
    ['Gäller till och med', data.validUntil === null ? 'Tills vidare' : pdfDate(data.validUntil)],
  ]);

  writer.heading('Så här långt');
  if (data.events.length === 0) {
    writer.paragraph('Inga händelser ännu.');
  } else {
    writer.table({
      columns: [
        { header: 'Datum', weight: 3 },
        { header: 'Steg', weight: 3 },
        { header: 'Notering', weight: 6 },
      ],
      rows: data.events.map((event) => [
        pdfDate(event.on),
        label(CONTRACT_STEP_LABELS, event.step),
        event.note,
      ]),
    });
  }
  if (data.settlements.length > 0) {
    writer.heading('Avräkningar');
    writer.table({
      columns: [
        { header: 'Avräkningsnota', weight: 4 },
        { header: 'Datum', weight: 4 },
        { header: 'Att betala', weight: 4, align: 'right' },
      ],
      rows: data.settlements.map((s) => [s.number, pdfDate(s.on), pdfKronor(s.netOre)]),
    });
  }
  writer.paragraph(
    'Det här är en sammanställning av kontraktet som det är registrerat hos oss. Det undertecknade ' +
      'kontraktet gäller före sammanställningen.',
    { size: 9, muted: true },
  );
}
