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
    'Kund: Karin Lindqvist, Uppsala Ekeby 2:7',
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
 * Karin's cashbook for her forest business, 2025 (locked since 30 June 2026) and 2026 so far, telling the
 * same story as her merkonto, member capital and contracts (demo-economy.ts): the merkonto (1680) moves as
 * the transactions page shows it (payouts from the payment plan with their moms, utdelning, efterlikvid,
 * interest, withdrawals to the business account, the thinning's likvid with its insatsavdrag into 1350), and
 * her own costs on Ekeby 2:7 besides (plants, the soil scarification of contract SV-2025-3310, röjning),
 * insurance, the VAT return, a skogskonto deposit, the hunting lease, and one voucher booked by mistake and
 * discarded. demo-cashbook.test.ts holds the two to each other.
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
    debit(1350, 20_514.63),
    debit(1680, 35_286.65),
    credit(2010, 224_301.28),
  ]);
  await book('2025-01-31', 'Utbetalning från betalningsplanen, avräkning AVR-2024-30871', [
    debit(1680, 125_000),
    credit(3010, 100_000),
    credit(2610, 25_000),
  ]);
  await book('2025-02-14', 'Uttag från merkontot till företagskontot', [
    debit(1930, 60_000),
    credit(1680, 60_000),
  ]);
  await book('2025-03-18', 'Granplantor 2 400 st till Ekeby 2:7, Norrgran Plantskola', [
    debit(4020, 14_400),
    debit(2640, 3_600),
    credit(1930, 18_000),
  ]);
  await book('2025-04-10', 'Skogsförsäkring 2025', [debit(6310, 2_350), credit(1930, 2_350)]);
  await book('2025-06-05', 'Röjning längs skogsbilvägen på Ekeby 2:7, Skogsservice i Tierp', [
    debit(4040, 22_000),
    debit(2640, 5_500),
    credit(1930, 27_500),
  ]);
  // The contract's 5,4 ha at 3 227 kr/ha (demo-economy.ts), moms 25 %.
  await book('2025-06-12', 'Markberedning 5,4 ha på Ekeby 2:7, avtal SV-2025-3310', [
    debit(4030, 17_425.8),
    debit(2640, 4_356.45),
    credit(1930, 21_782.25),
  ]);
  await book('2025-06-18', 'Utdelning på insatskapital 2024', [debit(1680, 553.58), credit(8210, 553.58)]);
  await book('2025-06-18', 'Efterlikvid för levererat virke 2024', [
    debit(1680, 10_781.54),
    credit(3050, 10_781.54),
  ]);
  await book('2025-08-15', 'Uttag från merkontot till företagskontot', [
    debit(1930, 80_000),
    credit(1680, 80_000),
  ]);
  await book('2025-12-31', 'Ränta merkonto och betalningsplan 2025', [
    debit(1680, 9_265.11),
    credit(8310, 9_265.11),
  ]);
  await book('2025-12-31', 'Ränta skogskonto 2025', [debit(1940, 2_130), credit(8311, 2_130)]);

  await book('2026-01-30', 'Utbetalning från betalningsplanen, avräkning AVR-2024-30871', [
    debit(1680, 125_000),
    credit(3010, 100_000),
    credit(2610, 25_000),
  ]);
  await book('2026-02-12', 'Moms 2025 till Skatteverket', [
    debit(2610, 25_000),
    credit(2640, 12_972.4),
    credit(1930, 12_027.6),
  ]);
  await book('2026-03-02', 'Uttag från merkontot till företagskontot', [
    debit(1930, 40_000),
    credit(1680, 40_000),
  ]);
  await book('2026-03-05', 'Skogsförsäkring 2026', [debit(6310, 2_480), credit(1930, 2_480)]);
  await book('2026-04-28', 'Insättning skogskonto, inkomstår 2025', [
    debit(1940, 60_000),
    credit(1930, 60_000),
  ]);
  const plants = await book('2026-05-14', 'Plantor och plantering avd. 3 på Ekeby 2:7, Norrgran Plantskola', [
    debit(4020, 28_600),
    debit(2640, 7_150),
    credit(1930, 35_750),
  ]);
  await insertVoucherAttachment(db, plants, owner, {
    fileName: 'faktura-norrgran-26-0412.pdf',
    content: await plantInvoice(),
  });
  await book('2026-06-17', 'Utdelning på insatskapital 2025', [debit(1680, 553.58), credit(8210, 553.58)]);
  await book('2026-06-20', 'Röjning avd. 4 på Ekeby 2:7, faktura Skogsservice i Tierp', [
    debit(4040, 18_400),
    debit(2640, 4_600),
    credit(2440, 23_000),
  ]);
  await book('2026-07-15', 'Betalning röjning avd. 4', [debit(2440, 23_000), credit(1930, 23_000)]);
  await book('2026-09-10', 'Uttag från merkontot till företagskontot', [
    debit(1930, 25_000),
    credit(1680, 25_000),
  ]);
  await book('2026-09-11', 'Bankavgift (fel konto)', [debit(6570, 450), credit(1930, 450)], true);
  await book('2026-10-01', 'Jaktarrende 2026/27, Ekeby jaktlag', [
    debit(1930, 5_000),
    credit(3910, 4_000),
    credit(2610, 1_000),
  ]);
  // The thinning's settlement: the net timber value and its moms, less the insatsavdrag that raised her
  // member capital to 22 143 kr (1350), paid to the merkonto.
  await book('2026-11-18', 'Likvid gallring Ekeby 2:7, avräkning AVR-2026-41208', [
    debit(1680, 100_144.76),
    debit(1350, 1_628.37),
    credit(3010, 81_418.5),
    credit(2610, 20_354.63),
  ]);
}
