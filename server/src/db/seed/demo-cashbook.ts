import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Queryable } from '../database.js';
import {
  credit,
  debit,
  insertVoucher,
  insertVoucherAttachment,
  type VoucherOwner,
} from './cashbook-builders.js';
import { PERSONAS } from './personas.js';

/** A receipt as the plant nursery would send it: one page, a PDF. */
async function plantInvoice(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const lines = [
    'Norrgran Plantskola AB — Faktura 26-0412',
    'Fakturadatum 2026-05-14',
    'Kund: Karin Lindqvist, Norrby 3:12',
    '2 600 st granplantor (Picea abies) 1,5 år, täckrot   22 100,00 kr',
    'Plantering avd. 3, 2,2 ha                             6 500,00 kr',
    'Summa exkl. moms                                     28 600,00 kr',
    'Moms 25 %                                             7 150,00 kr',
    'Att betala                                           35 750,00 kr',
  ];
  lines.forEach((text, index) => page.drawText(text, { x: 50, y: 780 - index * 24, size: 11, font }));
  return Buffer.from(await pdf.save());
}

/**
 * Karin's cashbook for her forest business: 2025 (locked since 30 June 2026) and 2026 so far. Opening
 * balance, plants, röjning, likvid from the association into the bank, a skogskonto deposit, interest,
 * insurance, the VAT return, and one voucher booked by mistake and discarded.
 */
export async function seedDemoCashbook(db: Queryable): Promise<void> {
  const [karin] = await db.query<{ person_id: string }>('SELECT person_id FROM stakeholder WHERE id = $1', [
    PERSONAS.member.stakeholderId,
  ]);
  if (karin === undefined) return;
  const owner: VoucherOwner = { stakeholderId: PERSONAS.member.stakeholderId, personId: karin.person_id };
  const book = (date: string, text: string, rows: ReturnType<typeof debit>[], discarded = false) =>
    insertVoucher(db, owner, { date, text, rows, discarded });

  await book('2025-01-02', 'Ingående balans 2025', [
    debit(1930, 48_500),
    debit(1940, 120_000),
    debit(1350, 18_900),
    credit(2010, 187_400),
  ]);
  await book('2025-03-18', 'Granplantor 2 400 st, Norrgran Plantskola', [
    debit(4020, 14_400),
    debit(2640, 3_600),
    credit(1930, 18_000),
  ]);
  await book('2025-04-10', 'Skogsförsäkring 2025', [debit(6310, 2_350), credit(1930, 2_350)]);
  await book('2025-06-05', 'Röjning avd. 7 och 12, Skogsservice i Tierp', [
    debit(4040, 22_000),
    debit(2640, 5_500),
    credit(1930, 27_500),
  ]);
  await book('2025-09-30', 'Likvid gallring Norrby 3:12 från föreningen', [
    debit(1930, 156_250),
    credit(3010, 125_000),
    credit(2610, 31_250),
  ]);
  await book('2025-12-31', 'Ränta merkonto 2025', [debit(1930, 1_184), credit(8310, 1_184)]);
  await book('2025-12-31', 'Ränta skogskonto 2025', [debit(1940, 2_130), credit(8311, 2_130)]);

  await book('2026-02-12', 'Moms 2025 till Skatteverket', [
    debit(2610, 31_250),
    credit(2640, 9_100),
    credit(1930, 22_150),
  ]);
  await book('2026-03-05', 'Skogsförsäkring 2026', [debit(6310, 2_480), credit(1930, 2_480)]);
  await book('2026-04-28', 'Insättning skogskonto, inkomstår 2025', [
    debit(1940, 60_000),
    credit(1930, 60_000),
  ]);
  const plants = await book('2026-05-14', 'Plantor och plantering avd. 3, Norrgran Plantskola', [
    debit(4020, 28_600),
    debit(2640, 7_150),
    credit(1930, 35_750),
  ]);
  await insertVoucherAttachment(db, plants, owner, {
    fileName: 'faktura-norrgran-26-0412.pdf',
    content: await plantInvoice(),
  });
  await book('2026-06-20', 'Röjning avd. 4, faktura Skogsservice i Tierp', [
    debit(4040, 18_400),
    debit(2640, 4_600),
    credit(2440, 23_000),
  ]);
  await book('2026-07-15', 'Betalning röjning avd. 4', [debit(2440, 23_000), credit(1930, 23_000)]);
  await book('2026-08-31', 'Dellikvid slutavverkning Norrby 3:12 från föreningen', [
    debit(1930, 312_500),
    credit(3010, 250_000),
    credit(2610, 62_500),
  ]);
  await book('2026-09-10', 'Bankavgift (fel konto)', [debit(6570, 450), credit(1930, 450)], true);
  await book('2026-10-01', 'Jaktarrende 2026/27, Norrby jaktlag', [
    debit(1930, 5_000),
    credit(3910, 4_000),
    credit(2610, 1_000),
  ]);
  await book('2026-11-02', 'Utdelning på insatskapital', [debit(1930, 945), credit(8210, 945)]);
}
