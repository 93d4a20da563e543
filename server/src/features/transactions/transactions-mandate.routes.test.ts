import { beforeAll, describe, expect, it } from 'vitest';
import type { OverviewEconomy } from '#contracts/overview';
import type { TransactionPage } from '#contracts/transactions';
import { insertPerson } from '../../db/seed/builders.js';
import type { EstateRow } from '../../db/seed/business-builders.js';
import { insertContract, insertSettlement } from '../../db/seed/contract-builders.js';
import { insertBooking } from '../../db/seed/economy-builders.js';
import { insertMandate } from '../../db/seed/mandates-builders.js';
import { insertForestBusiness } from '../../db/seed/profile-builders.js';
import { newEconomyMember, type EconomyMember } from '../../testing/economy-member.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

const clock = testClock(new Date('2026-12-06T09:00:00Z'));
const THINNING = [
  { species: 'gran', assortment: 'massaved', volumeM3fub: 100, priceOrePerM3fub: 35_000 },
] as const;

/**
 * A likvid comes from one estate's settlement: a representative whose mandate leaves that estate out is not
 * shown it in the transactions, their count and sums, the CSV or the overview's latest payments, and gets no
 * running balances, which would tell what lies between two rows. What concerns no estate (interest,
 * withdrawals) is the member's money as a whole and shows, as does the balance.
 */
describe('the member’s money as a representative for some estates reads it', () => {
  let karin: EconomyMember;
  let ekeby: EstateRow;
  let viggeby: EstateRow;
  let forEkeby: string;

  const test = portalForTests({ clock });
  beforeAll(async () => {
    karin = await newEconomyMember(test, clock);
    [ekeby, viggeby] = (await insertForestBusiness(test.db, karin.stakeholderId, { estates: 2 })).estates as [
      EstateRow,
      EstateRow,
    ];
    const owner = { id: karin.stakeholderId };
    const merkonto = { ...karin.merkonto, stakeholderId: karin.stakeholderId };
    await insertSettlement(test.db, await insertContract(test.db, owner, viggeby.id), merkonto, {
      number: 'AVR-2026-700',
      settledOn: '2026-03-02',
      rows: THINNING,
      bookingText: `Likvid för gallring på ${viggeby.designation}`,
    });
    await insertBooking(test.db, karin.merkonto, {
      bookedOn: '2026-04-01',
      kind: 'uttag',
      text: 'Uttag till bankkonto',
      amountOre: -1_000_000,
    });
    await insertSettlement(test.db, await insertContract(test.db, owner, ekeby.id), merkonto, {
      number: 'AVR-2026-701',
      settledOn: '2026-09-14',
      rows: THINNING,
    });
    await insertBooking(test.db, karin.merkonto, {
      bookedOn: '2026-10-01',
      kind: 'likvid',
      text: `Likvid för röjning på ${viggeby.designation}, äldre avräkning`,
      amountOre: 250_000,
      estateId: viggeby.id,
    });
    await insertBooking(test.db, karin.merkonto, {
      bookedOn: '2026-11-30',
      kind: 'ranta',
      text: 'Ränta merkonto',
      amountOre: 1_234,
    });
    forEkeby = await representative([ekeby]);
  });

  async function representative(estates?: readonly EstateRow[]): Promise<string> {
    const holder = await insertPerson(test.db);
    await insertMandate(test.db, { id: karin.stakeholderId, name: 'Karin' }, holder, { estates });
    return signIn(
      test,
      { personId: holder.id, stakeholderId: karin.stakeholderId, roles: ['DelegatedRight'] },
      clock,
    );
  }
  const get = (url: string, cookie: string) => test.app.inject({ url, headers: { cookie } });
  const page = async (cookie: string, query = '') => {
    const response = await get(`/api/transactions${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TransactionPage>();
  };
  const texts = (result: TransactionPage) => result.transactions.map((row) => row.text);

  it('books a settlement’s likvid as about the estate of its contract', async () => {
    const rows = await test.db.query<{ text: string; estate_id: string | null }>(
      'SELECT text, estate_id FROM booking WHERE account_id = $1 ORDER BY booked_on',
      [karin.merkonto.id],
    );
    expect(rows.map((row) => row.estate_id)).toEqual([viggeby.id, null, ekeby.id, viggeby.id, null]);
  });

  it('lists what concerns the covered estate or none, counts and sums only that, and gives no balances', async () => {
    const result = await page(forEkeby);
    expect(texts(result)).toEqual([
      'Ränta merkonto',
      'Likvid enligt avräkning AVR-2026-701',
      'Uttag till bankkonto',
    ]);
    expect(result.transactions.map((row) => row.balanceAfterOre)).toEqual([null, null, null]);
    expect(result.limitedToMandate).toBe(true);
    expect(result.total).toEqual({ count: 3, capped: false });
    const ekebyLikvid = result.transactions[1]?.amountOre ?? 0;
    expect(result.sums).toEqual({ inOre: ekebyLikvid + 1_234, outOre: -1_000_000 });
  });

  it('finds nothing of the other estate by its text or kind, and pages over what it shows', async () => {
    expect(texts(await page(forEkeby, '?q=Viggeby'))).toEqual([]);
    expect(texts(await page(forEkeby, '?kind=likvid'))).toEqual(['Likvid enligt avräkning AVR-2026-701']);
    const first = await page(forEkeby, '?limit=2');
    expect(first.nextCursor).not.toBeNull();
    const second = await page(forEkeby, `?limit=2&cursor=${first.nextCursor ?? ''}`);
    expect([...texts(first), ...texts(second)]).toEqual(texts(await page(forEkeby)));
    expect(second.nextCursor).toBeNull();
  });

  it('exports the same rows as CSV, with the balance cells empty', async () => {
    const csv = (await get('/api/transactions/export.csv', forEkeby)).rawPayload.toString('utf8');
    expect(csv).not.toContain('Viggeby');
    const rows = csv.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row.split(';').at(-1))).toEqual(['', '', '']);
  });

  it('shows the overview’s latest payments without the other estate’s, beside the whole balance', async () => {
    const asMember = (await get('/api/overview/economy', karin.cookie)).json<OverviewEconomy>();
    const asRepresentative = (await get('/api/overview/economy', forEkeby)).json<OverviewEconomy>();
    expect(asMember.latestPayments.map((payment) => payment.text)).toEqual([
      'Ränta merkonto',
      `Likvid för röjning på ${viggeby.designation}, äldre avräkning`,
      'Likvid enligt avräkning AVR-2026-701',
    ]);
    expect(asRepresentative.latestPayments.map((payment) => payment.text)).toEqual([
      'Ränta merkonto',
      'Likvid enligt avräkning AVR-2026-701',
    ]);
    expect(asRepresentative.balanceOre).toBe(asMember.balanceOre);
  });

  it('shows the member and a representative for every estate every booking, with balances', async () => {
    for (const cookie of [karin.cookie, await representative()]) {
      const result = await page(cookie);
      expect(result.transactions).toHaveLength(5);
      expect(result.limitedToMandate).toBe(false);
      expect(result.transactions[0]?.balanceAfterOre).toBeGreaterThan(0);
    }
  });
});
