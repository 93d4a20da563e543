import { beforeAll, describe, expect, it } from 'vitest';
import type { TransactionPage } from '#contracts/transactions';
import { insertBooking } from '../../db/seed/economy-builders.js';
import { newEconomyMember, type EconomyMember } from '../../testing/economy-member.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';
import { insertBulkBookings } from '../../ledger/bulk-bookings.js';
import { encodeCursor } from './transactions.service.js';

const clock = testClock(new Date('2026-03-10T09:00:00Z'));

describe('transactions: keyset paging over a large set', () => {
  let member: EconomyMember;
  const COUNT = 5_000;

  const test = portalForTests({ clock });
  beforeAll(async () => {
    member = await newEconomyMember(test, clock);
    await insertBulkBookings(test.db, member.merkonto, { count: COUNT, firstDay: '2020-01-01', perDay: 7 });
  });

  async function fetchPage(url: string): Promise<TransactionPage> {
    const response = await test.app.inject({ url, headers: { cookie: member.cookie } });
    expect(response.statusCode).toBe(200);
    return response.json<TransactionPage>();
  }

  async function walk(query: string, onPage?: (pageNumber: number) => Promise<void>) {
    const ids: string[] = [];
    const keys: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const result: TransactionPage = await fetchPage(
        `/api/transactions?${query}${cursor === null ? '' : `&cursor=${cursor}`}`,
      );
      if (pages > 0) expect(result.total).toBeNull();
      for (const t of result.transactions) {
        ids.push(t.id);
        keys.push(`${t.bookedOn}:${t.id.padStart(12, '0')}`);
      }
      cursor = result.nextCursor;
      pages += 1;
      await onPage?.(pages);
    } while (cursor !== null);
    return { ids, keys, pages };
  }

  it('walks every page once: no duplicates, no gaps, strictly newest first', async () => {
    const { ids, keys, pages } = await walk('limit=100');
    expect(pages).toBe(50);
    expect(new Set(ids).size).toBe(COUNT);
    const [{ count } = { count: 0 }] = await test.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM booking WHERE account_id = $1',
      [member.merkonto.id],
    );
    expect(ids).toHaveLength(count);
    expect([...keys].sort().reverse()).toEqual(keys);
  });

  it('stays stable when a booking arrives mid-walk: the old rows once each, the new one not among them', async () => {
    const before = await walk('limit=100&kind=likvid');
    const during = await walk('limit=100&kind=likvid', async (pageNumber) => {
      if (pageNumber === 3) {
        await insertBooking(test.db, member.merkonto, {
          bookedOn: '2026-03-10',
          kind: 'likvid',
          text: 'Ny likvid',
          amountOre: 100,
        });
      }
    });
    expect(during.ids).toEqual(before.ids);
  });

  it('counts up to 10 000 and then says "more", without sums', async () => {
    const first = await test.app.inject({ url: '/api/transactions', headers: { cookie: member.cookie } });
    const page = first.json<TransactionPage>();
    expect(page.total).toEqual({ count: COUNT + 1, capped: false });
    expect(page.transactions).toHaveLength(25);
    await insertBulkBookings(test.db, member.plan, { count: 6_000, firstDay: '2020-01-01' });
    const capped = (
      await test.app.inject({ url: '/api/transactions', headers: { cookie: member.cookie } })
    ).json<TransactionPage>();
    expect(capped.total).toEqual({ count: 10_000, capped: true });
    expect(capped.sums).toBeNull();
  });

  it('finds a rare kind and one text among thousands, and pages from a cursor it made', async () => {
    const fees = (
      await test.app.inject({
        url: '/api/transactions?kind=avgift&limit=100',
        headers: { cookie: member.cookie },
      })
    ).json<TransactionPage>();
    expect(fees.transactions.every((t) => t.kind === 'avgift' && t.amountOre < 0)).toBe(true);
    const one = (
      await test.app.inject({ url: '/api/transactions?q=avr-1005500', headers: { cookie: member.cookie } })
    ).json<TransactionPage>();
    expect(one.transactions.map((t) => t.text)).toEqual(['Likvid enligt avräkning AVR-1005500']);
    const cursor = encodeCursor({ bookedOn: '2021-01-01', id: '999999999' });
    const from = (
      await test.app.inject({
        url: `/api/transactions?cursor=${cursor}&limit=5`,
        headers: { cookie: member.cookie },
      })
    ).json<TransactionPage>();
    expect(from.transactions.every((t) => t.bookedOn <= '2021-01-01')).toBe(true);
    expect(from.transactions).toHaveLength(5);
  });
});
