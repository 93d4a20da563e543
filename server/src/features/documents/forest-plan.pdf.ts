import { pdfDate, pdfHectares, pdfOneDecimal, pdfWhole } from '../../pdf/pdf-format.js';
import type { PdfWriter } from '../../pdf/pdf-layout.js';
import type { ForestPlanData } from './documents.repository.js';
import type { Party } from './settlement-note.pdf.js';

/** The forest plan (skogsbruksplan) of one estate: its summary, then every stand over as many pages as needed. */
export function writeForestPlan(
  writer: PdfWriter,
  data: ForestPlanData,
  owner: Party,
  issuedOn: string,
): void {
  const { stands, summary, standsAreaHa: standArea } = data;
  const volume = summary?.volumeTotal ?? 0;

  writer.title(`Skogsbruksplan ${data.designation}`);
  writer.facts([
    ['Fastighet', `${data.designation}, ${data.municipality} kommun, ${data.county}`],
    ['Ägare', `${owner.name}, medlemsnummer ${owner.memberNumber}`],
    ['Planen upprättad', pdfDate(issuedOn)],
    ['Total areal', pdfHectares(data.totalAreaHa)],
    ['Produktiv skogsmark', pdfHectares(data.productiveAreaHa)],
    ['Antal avdelningar', pdfWhole(stands.length)],
    ['Avdelningarnas produktiva areal', pdfHectares(standArea)],
    ['Virkesförråd', `${pdfWhole(volume)} m³sk`],
    ['Virkesförråd per hektar', standArea > 0 ? `${pdfWhole(volume / standArea)} m³sk/ha` : '–'],
  ]);

  if (summary === null) {
    writer.paragraph('Planen har inga avdelningar registrerade ännu.');
    return;
  }

  writer.heading('Fördelning på huggningsklasser');
  writer.table({
    columns: [
      { header: 'Huggningsklass', weight: 4 },
      { header: 'Areal', weight: 3, align: 'right' },
      { header: 'Andel av arealen', weight: 3, align: 'right' },
      { header: 'Virkesförråd m³sk', weight: 4, align: 'right' },
    ],
    rows: summary.byCuttingClass.map(({ cuttingClass, areaHa, volume: classVolume }) => [
      cuttingClass,
      pdfHectares(areaHa),
      `${pdfWhole(standArea > 0 ? (areaHa / standArea) * 100 : 0)} %`,
      pdfWhole(classVolume),
    ]),
    total: ['Summa', pdfHectares(standArea), '100 %', pdfWhole(volume)],
  });

  writer.heading('Avdelningar');
  writer.paragraph(
    'Arealen är avdelningens produktiva skogsmark; myr, berg och annan impediment räknas inte. ' +
      'Trädslag i procent av volymen: T tall, G gran, L löv. SI är ståndortsindex (övre höjd vid 100 års ' +
      'ålder). Huggningsklasser: K kalmark, R röjningsskog, G gallringsskog, S slutavverkningsbar skog, ' +
      'E särskilda klasser.',
    { size: 9, muted: true },
  );
  writer.table({
    size: 8,
    columns: [
      { header: 'Avd.', weight: 2, align: 'right' },
      { header: 'Prod. areal ha', weight: 3, align: 'right' },
      { header: 'Ålder', weight: 2.5, align: 'right' },
      { header: 'Hkl', weight: 2 },
      { header: 'SI', weight: 2 },
      { header: 'Mål', weight: 2 },
      { header: 'T/G/L %', weight: 4 },
      { header: 'm³sk/ha', weight: 3, align: 'right' },
      { header: 'Volym m³sk', weight: 3.5, align: 'right' },
      { header: 'Tillväxt m³sk/ha/år', weight: 3.5, align: 'right' },
      { header: 'Föreslagen åtgärd', weight: 7 },
    ],
    rows: stands.map((s) => [
      pdfWhole(s.number),
      pdfOneDecimal(s.areaHa),
      pdfWhole(s.age),
      s.cuttingClass,
      s.siteIndex,
      s.goalClass,
      `${String(s.pinePercent)}/${String(s.sprucePercent)}/${String(s.deciduousPercent)}`,
      pdfWhole(s.volumePerHa),
      pdfWhole(s.volumeTotal),
      pdfOneDecimal(s.growthPerHa),
      s.proposedYear === null ? s.proposedAction : `${s.proposedAction} (${String(s.proposedYear)})`,
    ]),
    total: ['', pdfOneDecimal(standArea), '', '', '', '', '', '', pdfWhole(volume), '', ''],
  });
}
