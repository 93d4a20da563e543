import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { PERSONAS } from './personas.js';
import { seedDemo } from './seed-demo.js';

const KARIN = PERSONAS.member.stakeholderId;

/**
 * The demo's cashbook is Karin's: its merkonto, member capital and profit share are the ones her
 * transactions and profile show, and its texts name her estates and contracts, no one else's.
 */
describe('the demo cashbook', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
    await seedDemo(test.db);
  });
  afterAll(async () => {
    await test.destroy();
  });

  /** The cashbook account's balance from every voucher kept up to the end of `year`. */
  const booked = async (account: number, year: number): Promise<number> => {
    const [row] = await test.db.query<{ ore: string }>(
      `SELECT coalesce(sum(r.debit_ore - r.credit_ore), 0)::text AS ore
         FROM cashbook_row r JOIN cashbook_voucher v ON v.id = r.voucher_id
        WHERE v.stakeholder_id = $1 AND v.discarded_at IS NULL AND r.account = $2 AND v.year <= $3`,
      [KARIN, account, year],
    );
    return Number(row?.ore);
  };
  /** The same account's movement within `year` only (an income account's, credit as positive). */
  const earned = async (account: number, year: number): Promise<number> =>
    (await booked(account, year - 1)) - (await booked(account, year));

  it.each([2025, 2026])(
    'keeps the merkonto (1680) at its balance in the ledger at the end of %i',
    async (year) => {
      const [ledger] = await test.db.query<{ ore: string }>(
        `SELECT b.balance_after_ore::text AS ore FROM booking b JOIN account a ON a.id = b.account_id
        WHERE a.stakeholder_id = $1 AND a.kind = 'merkonto' AND b.booked_on <= make_date($2, 12, 31)
        ORDER BY b.booked_on DESC, b.id DESC LIMIT 1`,
        [KARIN, year],
      );
      expect(await booked(1680, year)).toBe(Number(ledger?.ore));
    },
  );

  it('keeps the member capital (1350) at what her profile says she has paid in', async () => {
    const [stake] = await test.db.query<{ ore: string }>(
      'SELECT paid_in_ore::text AS ore FROM member_stake WHERE stakeholder_id = $1',
      [KARIN],
    );
    expect(await booked(1350, 2026)).toBe(Number(stake?.ore));
  });

  it.each([2025, 2026])('books the profit share (8210) of %i that her transactions show', async (year) => {
    const [ledger] = await test.db.query<{ ore: string }>(
      `SELECT coalesce(sum(amount_ore), 0)::text AS ore FROM booking
        WHERE stakeholder_id = $1 AND kind = 'utdelning' AND extract(year FROM booked_on) = $2`,
      [KARIN, year],
    );
    expect(await earned(8210, year)).toBe(Number(ledger?.ore));
  });

  it('names only her own estates', async () => {
    const [estates, vouchers] = await Promise.all([
      test.db.query<{ designation: string }>(
        `SELECT e.designation FROM estate e JOIN business b ON b.id = e.business_id WHERE b.stakeholder_id = $1`,
        [KARIN],
      ),
      test.db.query<{ text: string }>('SELECT text FROM cashbook_voucher WHERE stakeholder_id = $1', [KARIN]),
    ]);
    // An estate is written "Ekeby 2:7" in a voucher: the name and the block:unit number.
    const hers = new Set(estates.map((estate) => estate.designation.replace(/^\S+ /, '')));
    const named = vouchers.flatMap((voucher) =>
      [...voucher.text.matchAll(/([A-ZÅÄÖ][a-zåäö]+ \d+:\d+)/g)].map((m) => m[1]),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((estate) => !hers.has(estate ?? ''))).toEqual([]);
  });

  it('books each silviculture contract it names at the contract’s area and price, moms besides', async () => {
    const contracts = await test.db.query<{ number: string; area: string; price: string }>(
      `SELECT number, area_ha::text AS area, silviculture_price_ore_per_ha::text AS price
         FROM harvest_contract WHERE stakeholder_id = $1 AND form = 'skogsvard'`,
      [KARIN],
    );
    const vouchers = await test.db.query<{ text: string; cost: string }>(
      `SELECT v.text, sum(r.debit_ore) FILTER (WHERE r.account BETWEEN 4000 AND 4999)::text AS cost
         FROM cashbook_voucher v JOIN cashbook_row r ON r.voucher_id = v.id
        WHERE v.stakeholder_id = $1 AND v.discarded_at IS NULL GROUP BY v.id, v.text`,
      [KARIN],
    );
    const named = contracts.flatMap((contract) => {
      const voucher = vouchers.find((each) => each.text.includes(contract.number));
      return voucher === undefined ? [] : [{ contract, voucher }];
    });
    expect(named.length).toBeGreaterThan(0);
    for (const { contract, voucher } of named) {
      const area = Number(contract.area);
      expect(voucher.text).toContain(`${area.toLocaleString('sv-SE', { minimumFractionDigits: 1 })} ha`);
      expect(Number(voucher.cost)).toBe(Math.round(area * Number(contract.price)));
    }
  });
});
