import { pdfDate, pdfHectares, pdfOneDecimal, pdfWhole } from '../../pdf/pdf-format.js';
import type { PdfWriter } from '../../pdf/pdf-layout.js';
import type { ForestPlanData } from './documents.repository.js';
import type { Party } from './settlement-note.pdf.js';

const CUTTING_CLASSES = ['K1', 'K2', 'R1', 'R2', 'G1', 'G2', 'S1', 'S2', 'S3', 'E1', 'E2', 'E3'] as const;

/** Volume of a stand in m³sk: volume per hectare × area, whole cubic metres. */
const standVolume = (stand: ForestPlanData['stands'][number]): number =>
  Math.round(stand.volumePerHa * stand.areaHa);

/** The forest plan (skogsbruksplan) of one estate: its summary, then every stand over as many pages as needed. */
export function writeForestPlan(
  writer: PdfWriter,
  data: ForestPlanData,
  owner: Party,
  issuedOn: string,
): void {
  const stands = data.stands;
  const standArea = Math.round(stands.reduce((sum, s) => sum + s.areaHa * 10, 0)) / 10;
  const volume = stands.reduce((sum, s) => sum + standVolume(s), 0);

  writer.title(`Skogsbruksplan ${data.designation}`);
  writer.facts([
    ['Fastighet', `${data.designation}, ${data.municipality} kommun, ${data.county}`],
    ['Ägare', `${owner.name}, medlemsnummer ${owner.memberNumber}`],
    ['Planen upprättad', pdfDate(issuedOn)],
    ['Total areal', pdfHectares(data.totalAreaHa)],
    ['Produktiv skogsmark', pdfHectares(data.productiveAreaHa)],
    ['Antal avdelningar', pdfWhole(stands.length)],
    ['Avdelningarnas areal', pdfHectares(standArea)],
    ['Virkesförråd', `${pdfWhole(volume)} m³sk`],
    ['Virkesförråd per hektar', standArea > 0 ? `${pdfWhole(volume / standArea)} m³sk/ha` : '–'],
  ]);

  if (stands.length === 0) {
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
    rows: CUTTING_CLASSES.flatMap((cuttingClass) => {
      const inClass = stands.filter((s) => s.cuttingClass === cuttingClass);
      if (inClass.length === 0) return [];
      const area = Math.round(inClass.reduce((sum, s) => sum + s.areaHa * 10, 0)) / 10;
      return [
        [
          cuttingClass,
          pdfHectares(area),
          `${pdfWhole(standArea > 0 ? (area / standArea) * 100 : 0)} %`,
          pdfWhole(inClass.reduce((sum, s) => sum + standVolume(s), 0)),
        ],
      ];
    }),
    total: ['Summa', pdfHectares(standArea), '100 %', pdfWhole(volume)],
  });

  writer.heading('Avdelningar');
  writer.paragraph(
    'Trädslag i procent av volymen: T tall, G gran, L löv. SI är ståndortsindex (övre höjd vid 100 års ' +
      'ålder). Huggningsklasser: K kalmark, R röjningsskog, G gallringsskog, S slutavverkningsbar skog, ' +
      'E särskilda klasser.',
    { size: 9, muted: true },
  );
  writer.table({
    size: 8,
    columns: [
      { header: 'Avd.', weight: 2, align: 'right' },
      { header: 'Areal ha', weight: 3, align: 'right' },
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
      pdfWhole(standVolume(s)),
      pdfOneDecimal(s.growthPerHa),
      s.proposedYear === null ? s.proposedAction : `${s.proposedAction} (${String(s.proposedYear)})`,
    ]),
    total: ['', pdfOneDecimal(standArea), '', '', '', '', '', '', pdfWhole(volume), '', ''],
  });
}
