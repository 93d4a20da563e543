import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Documents, MemberDocument } from '#contracts/documents';
import { PERSONAS } from '../../db/seed/personas.js';
import { seedDemo } from '../../db/seed/seed-demo.js';
import { oreFromPdfKronor, pdfText, pdfTextByPage } from '../../pdf/pdf-text.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

const KARIN = PERSONAS.member.stakeholderId;
const NOW = new Date('2026-11-22T08:00:00Z');

/** Every string drawn right after `label`, in order. */
const after = (strings: readonly string[], label: string): string[] =>
  strings.flatMap((text, index) => (text === label ? [strings[index + 1] ?? ''] : []));
/** The `count` strings drawn after `label` (a table row's cells), at its first occurrence. */
const cells = (strings: readonly string[], label: string, count: number): string[] => {
  const index = strings.indexOf(label);
  return index < 0 ? [] : strings.slice(index + 1, index + 1 + count);
};
/** The text with no-break spaces as plain ones, as a reader sees it. */
const textOf = async (bytes: Uint8Array): Promise<string[]> =>
  (await pdfText(bytes)).map((text) => text.replace(/\u00a0/g, ' '));
const kr = (text: string | undefined): number => oreFromPdfKronor(text ?? '');
const volume = (text: string): number => Number(text.replace(/\s|\u00a0/g, '').replace(',', '.'));

describe('documents: the PDFs hold the member’s real figures', () => {
  let cookie: string;
  let documents: MemberDocument[];
  const pdfs = new Map<string, Buffer>();
  const one = (title: string): Buffer => {
    const document = documents.find((d) => d.title.startsWith(title));
    return pdfs.get(document?.id ?? '') ?? Buffer.alloc(0);
  };
  const sql = async (query: string, params: unknown[] = []) =>
    (await test.db.query<{ v: string }>(query, params)).map((row) => Number(row.v));

  const test = portalForTests({ clock: testClock(NOW) });
  beforeAll(async () => {
    await seedDemo(test.db);
    const [karin] = await test.db.query<{ id: string }>('SELECT id FROM person WHERE personal_number = $1', [
      PERSONAS.member.personalNumber,
    ]);
    cookie = await signIn(test, { personId: karin?.id ?? '', stakeholderId: KARIN, roles: ['Member'] });
    const list = await test.app.inject({ url: '/api/documents', headers: { cookie } });
    documents = list.json<Documents>().documents;
    for (const document of documents) {
      const response = await test.app.inject({ url: document.downloadUrl, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      pdfs.set(document.id, response.rawPayload);
    }
  });

  it('makes every document a PDF with Swedish metadata and no personal number', async () => {
    expect(pdfs.size).toBe(11);
    for (const document of documents) {
      const bytes = pdfs.get(document.id) ?? Buffer.alloc(0);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
      if (document.kind === 'mandate') continue;
      expect(pdf.getTitle()).toBe(document.title);
      expect(pdf.getAuthor()).toBe('Exempelskog');
      expect(pdf.getCreationDate()?.toISOString()).toBe(NOW.toISOString());
      const text = (await textOf(bytes)).join(' ');
      expect(text).not.toContain(PERSONAS.member.personalNumber.slice(2));
      expect(text).not.toContain(PERSONAS.member.personalNumber.slice(2, 8));
    }
  });

  it('writes the settlement note whose rows, totals and net equal the stored settlement and its booking', async () => {
    const strings = await textOf(one('Avräkningsnota AVR-2026-41208'));
    const [stored] = await test.db.query<{
      id: string;
      net: string;
      cost: string;
      insats: string;
      vat: string;
    }>(
      `SELECT id, net_ore::text AS net, harvesting_cost_ore::text AS cost, insats_deduction_ore::text AS insats,
              vat_ore::text AS vat FROM settlement WHERE number = 'AVR-2026-41208'`,
    );
    const [booked] = await sql('SELECT amount_ore::text AS v FROM booking WHERE settlement_id = $1', [
      stored?.id,
    ]);
    const rows = await test.db.query<{ amount: string }>(
      'SELECT amount_ore::text AS amount FROM settlement_row WHERE settlement_id = $1 ORDER BY sort_order',
      [stored?.id],
    );
    // Each row: text, volume, price, amount; the amount is volume × price.
    for (const [index, row] of rows.entries()) {
      const at = strings.findIndex((text) => /^(Tall|Gran|Björk)/.test(text)) + index * 4;
      expect(kr(strings[at + 3])).toBe(Number(row.amount));
      expect(Math.round(volume(strings[at + 1] ?? '') * kr(strings[at + 2]))).toBe(Number(row.amount));
    }
    const gross = rows.reduce((sum, row) => sum + Number(row.amount), 0);
    const [, grossFact] = after(strings, 'Virkesvärde');
    expect(kr(grossFact)).toBe(gross);
    const costLabel = strings.find((text) => text.startsWith('Avverkningskostnad 427,30 m³fub × 185,00 kr'));
    expect(kr(after(strings, costLabel ?? '')[0])).toBe(-Number(stored?.cost));
    const timberNet = kr(after(strings, 'Virkesvärde netto')[0]);
    expect(timberNet).toBe(gross - Number(stored?.cost));
    const insats = kr(after(strings, 'Insatsavdrag (till ditt insatskapital)')[0]);
    const vat = kr(after(strings, 'Moms 25 % på virkesvärde netto')[0]);
    expect([insats, vat]).toEqual([-Number(stored?.insats), Number(stored?.vat)]);
    const net = kr(after(strings, 'Att betala')[0]);
    expect(net).toBe(timberNet + insats + vat);
    expect(net).toBe(Number(stored?.net));
    expect(net).toBe(booked);
    expect(strings).toContain('Insatt på merkonto 8140-100245 18 november 2026');
    expect(strings).toContain('Volym m³fub');
  });

  it('shows a settlement into the payment plan without moms, with payouts adding up to the booking', async () => {
    const strings = await textOf(one('Avräkningsnota AVR-2024-30871'));
    const [net, vat, booked] = await sql(
      `SELECT unnest(ARRAY[s.net_ore, s.vat_ore, b.amount_ore])::text AS v FROM settlement s
         JOIN booking b ON b.settlement_id = s.id WHERE s.number = 'AVR-2024-30871'`,
    );
    expect(kr(after(strings, 'Att betala')[0])).toBe(net);
    // The label wraps over two lines; the amount is the first figure after it.
    const into = strings.findIndex((text) => text.startsWith('Insatt på betalningsplan 8150-100245'));
    expect(kr(strings.slice(into).find((text) => text.endsWith(' kr')))).toBe(booked);
    expect(booked).toBe((net ?? 0) - (vat ?? 0));
    expect(kr(after(strings, 'Summa')[0])).toBe(booked);
    expect(after(strings, '31 januari 2025')).toEqual(['100 000,00 kr']);
  });

  it('adds up the annual statement from the year’s bookings: income, moms apart, balances on 31 December', async () => {
    const strings = await textOf(one('Årsbesked 2025'));
    const income = (label: string) => cells(strings, label, 3).map(kr);
    const byKind = async (kind: string) =>
      (
        await sql(
          `SELECT COALESCE(sum(amount_ore), 0)::text AS v FROM booking
          WHERE stakeholder_id = $1 AND kind = $2 AND booked_on BETWEEN '2025-01-01' AND '2025-12-31'`,
          [KARIN, kind],
        )
      )[0];
    const interest = await byKind('ranta');
    expect(income('Ränta på merkonto och betalningsplan')).toEqual([interest, 0, interest]);
    expect(income('Utdelning på insatskapital')).toEqual([55_358, 0, 55_358]);
    const efterlikvid = await byKind('efterlikvid');
    expect(income('Efterlikvid')).toEqual([efterlikvid, 0, efterlikvid]);
    // The January payout of 100 000 kr, with 25 % moms paid beside it.
    expect(income('Utbetalningar från betalningsplanen')).toEqual([10_000_000, 2_500_000, 12_500_000]);
    const total = income('Summa intäkter');
    expect(total).toEqual([
      (interest ?? 0) + 55_358 + (efterlikvid ?? 0) + 10_000_000,
      2_500_000,
      (interest ?? 0) + 55_358 + (efterlikvid ?? 0) + 12_500_000,
    ]);

    for (const number of ['8140-100245', '8150-100245']) {
      const [closing] = await sql(
        `SELECT balance_after_ore::text AS v FROM booking b JOIN account a ON a.id = b.account_id
          WHERE a.number = $1 AND b.booked_on <= '2025-12-31' ORDER BY b.booked_on DESC, b.id DESC LIMIT 1`,
        [number],
      );
      const kind = number.startsWith('8140') ? 'Merkonto' : 'Betalningsplan';
      expect(kr(cells(strings, `${kind} ${number}`, 2)[1])).toBe(closing);
      // The account's own table: opening + movements = closing.
      const start = strings.indexOf(`${kind} ${number}: rörelser 2025`);
      const end = strings.indexOf('Saldo 31 december 2025', start);
      const amounts = strings
        .slice(start, end)
        .filter((text) => text.endsWith(' kr'))
        .map(kr);
      expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(closing);
      expect(kr(strings[end + 1])).toBe(closing);
    }
    expect(strings.join(' ')).not.toContain('Skatteverket får');
    expect(strings).toContain('Till deklarationen');
  });

  it('spreads a forest plan’s stands over several pages, the table header on each', async () => {
    const bytes = one('Skogsbruksplan Uppsala Ekeby 2:7');
    const pages = await pdfTextByPage(bytes);
    const [stands] = await sql(
      `SELECT count(*)::text AS v FROM stand s JOIN estate e ON e.id = s.estate_id
        WHERE e.designation = 'Uppsala Ekeby 2:7'`,
    );
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(pages.length);
    expect(pages.length).toBeGreaterThan(1);
    const tablePages = pages.filter((page) => page.includes('Föreslagen åtgärd'));
    expect(tablePages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain(`Sida ${String(pages.length)} av ${String(pages.length)}`);
    const rows = pages.flat().filter((text, i, all) => all[i - 1] === undefined || /^\d+$/.test(text));
    expect(rows.length).toBeGreaterThanOrEqual(stands ?? 0);
  });

  it('writes the contract with its parties, terms and timeline so far', async () => {
    const strings = await textOf(one('Avverkningskontrakt AU-2026-12544'));
    expect(after(strings, 'Köpare')).toEqual(['Exempelskog']);
    expect(after(strings, 'Avtalsform')).toEqual(['Avverkningsuppdrag']);
    expect(after(strings, 'Beräknad volym')).toEqual(['1 450,00 m³fub']);
    expect(after(strings, 'Tecknat')).toEqual(['29 oktober 2026']);
    expect(strings).toContain('Avverkningsanmälan');
    expect(strings).not.toContain('Avräkning');
  });
});
