import { beforeAll, describe, expect, it } from 'vitest';
import type { Verificates } from '#contracts/cashbook';
import { PERSONAS } from '../../db/seed/personas.js';
import { seedDemo } from '../../db/seed/seed-demo.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';
import { decodeCp437, encodeCp437, sieAmount } from './sie.js';
import { readSie, tokens } from './sie-reader.js';

describe('SIE pieces', () => {
  it('writes PC8 (code page 437) and reads it back', () => {
    const bytes = encodeCp437('Röjning å ä ö Å Ä Ö é €');
    expect([...bytes.subarray(1, 2)]).toEqual([0x94]);
    expect(bytes.includes(0x86) && bytes.includes(0x84) && bytes.includes(0x8f) && bytes.includes(0x8e)).toBe(
      true,
    );
    expect(decodeCp437(bytes)).toBe('Röjning å ä ö Å Ä Ö é ?');
  });

  it('writes amounts as kronor with a point and two decimals, credit negative', () => {
    expect([sieAmount(125_050), sieAmount(-5), sieAmount(0)]).toEqual(['1250.50', '-0.05', '0.00']);
  });

  it('splits lines into tokens with quoted strings and object lists', () => {
    expect(tokens('#VER "A" 7 20260514 "Plantor \\"gran\\"" 20260514')).toEqual([
      '#VER',
      'A',
      '7',
      '20260514',
      'Plantor "gran"',
      '20260514',
    ]);
    expect(tokens('   #TRANS 1930 {} -35750.00')).toEqual(['#TRANS', '1930', '{}', '-35750.00']);
  });
});

describe('the SIE export of the demo member', () => {
  const clock = testClock(new Date('2026-11-23T09:00:00Z'));
  let karin: string;
  let delegate: string;

  const test = portalForTests({ clock });
  beforeAll(async () => {
    await seedDemo(test.db);
    const [row] = await test.db.query<{ person_id: string }>(
      'SELECT person_id FROM stakeholder WHERE id = $1',
      [PERSONAS.member.stakeholderId],
    );
    const [maria] = await test.db.query<{ person_id: string }>(
      'SELECT person_id FROM stakeholder WHERE id = $1',
      [PERSONAS.delegate.stakeholderId],
    );
    const actsFor = PERSONAS.member.stakeholderId;
    karin = await signIn(
      test,
      { personId: row?.person_id ?? '', stakeholderId: actsFor, roles: ['Member'] },
      clock,
    );
    delegate = await signIn(
      test,
      { personId: maria?.person_id ?? '', stakeholderId: actsFor, roles: ['DelegatedRight'] },
      clock,
    );
  });

  const exportOf = (year: number, cookie = karin) =>
    test.app.inject({ url: `/api/Ir/ExportSie/${String(year)}`, headers: { cookie } });

  it.each([2025, 2026])(
    'holds every voucher, row and balance of %i, as the book shows them',
    async (year) => {
      const response = await exportOf(year);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="kassabok-${String(year)}.se"`,
      );
      const sie = readSie(response.rawPayload);
      console.info(`SIE ${String(year)} of the demo member: ${String(response.rawPayload.length)} bytes`);
      expect(sie.labels.get('#FORMAT')).toEqual([['PC8']]);
      expect(sie.labels.get('#SIETYP')).toEqual([['4']]);
      expect(sie.labels.get('#FLAGGA')).toEqual([['0']]);
      expect(sie.labels.get('#GEN')).toEqual([['20261123']]);
      expect(sie.labels.get('#FNAMN')).toEqual([['Karin Lindqvist']]);
      const pn = PERSONAS.member.personalNumber;
      expect(sie.labels.get('#ORGNR')).toEqual([[`${pn.slice(2, 8)}-${pn.slice(8)}`]]);
      expect(sie.labels.get('#RAR')).toEqual([['0', `${String(year)}0101`, `${String(year)}1231`]]);
      expect(sie.accounts.get(4040)).toBe('Röjning');

      const book = (
        await test.app.inject({
          url: `/api/Ir/GetVerificates?year=${String(year)}`,
          headers: { cookie: karin },
        })
      ).json<Verificates>().verificates;
      expect(sie.vouchers.map((voucher) => voucher.number)).toEqual(book.map((voucher) => voucher.number));
      for (const [index, voucher] of book.entries()) {
        const read = sie.vouchers[index];
        expect(read?.date).toBe(voucher.date);
        expect(read?.text).toBe(voucher.discarded ? `Makulerad: ${voucher.text}` : voucher.text);
        const rows = voucher.rows.map((row) => ({ account: row.account, ore: row.debitOre - row.creditOre }));
        expect(voucher.discarded ? read?.removed : read?.transactions).toEqual(rows);
        expect(voucher.discarded ? read?.transactions : read?.removed).toEqual([]);
      }

      // Closing = opening + the year's transactions, for every balance account; the result from #RES.
      const movement = new Map<number, number>();
      for (const voucher of sie.vouchers)
        for (const row of voucher.transactions)
          movement.set(row.account, (movement.get(row.account) ?? 0) + row.ore);
      const summary = (
        await test.app.inject({
          url: `/api/Ir/GetCashbookSummary?year=${String(year)}`,
          headers: { cookie: karin },
        })
      ).json<{
        accounts: { number: number; group: string; openingOre: number; closingOre: number }[];
        resultOre: number;
      }>();
      for (const account of summary.accounts) {
        if (account.group === 'income' || account.group === 'cost') {
          expect(sie.result.get(account.number), String(account.number)).toBe(account.closingOre);
        } else {
          expect(sie.opening.get(account.number) ?? 0, String(account.number)).toBe(account.openingOre);
          expect(sie.closing.get(account.number) ?? 0, String(account.number)).toBe(account.closingOre);
          expect(account.openingOre + (movement.get(account.number) ?? 0)).toBe(account.closingOre);
        }
      }
      const result = [...sie.result.values()].reduce((sum, ore) => sum + ore, 0);
      expect(-result).toBe(summary.resultOre);
      expect([...sie.opening.values()].reduce((sum, ore) => sum + ore, 0)).toBe(0);
    },
  );

  it('leaves the personal number out of a representative’s export', async () => {
    const response = await exportOf(2026, delegate);
    expect(response.statusCode).toBe(200);
    expect(readSie(response.rawPayload).labels.has('#ORGNR')).toBe(false);
  });

  it('answers 404 for a year without a book', async () => {
    expect((await exportOf(2019)).statusCode).toBe(404);
  });
});
