import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPerson, insertPersonStakeholder } from '../../db/seed/builders.js';
import { insertBusiness, insertSbo } from '../../db/seed/business-builders.js';
import { insertAccount, insertBooking, insertPlannedPayouts } from '../../db/seed/economy-builders.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { testClock } from '../../testing/test-clock.js';
import { payDuePayouts } from './withdrawal-payer.js';

describe('payment plan payouts on their due day', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test.destroy();
  });

  const planOf = async (vatRegistered: boolean) => {
    const owner = await insertPersonStakeholder(test.db, await insertPerson(test.db));
    await insertBusiness(test.db, owner, await insertSbo(test.db), null, { vatRegistered });
    const merkonto = await insertAccount(test.db, owner);
    const plan = await insertAccount(test.db, owner, { kind: 'betalningsplan' });
    await insertBooking(test.db, plan, {
      bookedOn: '2025-10-01',
      kind: 'likvid',
      text: 'Likvid',
      amountOre: 300_000,
    });
    await insertPlannedPayouts(test.db, plan, [
      { dueOn: '2026-01-30', amountOre: 100_000 },
      { dueOn: '2027-01-29', amountOre: 200_000 },
    ]);
    return { owner, merkonto, plan };
  };
  const balance = async (id: string) =>
    Number(
      (
        await test.db.query<{ b: string }>('SELECT balance_ore::text AS b FROM account WHERE id = $1', [id])
      )[0]?.b,
    );
  const statuses = async (planId: string) =>
    (
      await test.db.query<{ status: string }>(
        'SELECT status FROM planned_payout WHERE account_id = $1 ORDER BY due_on',
        [planId],
      )
    ).map((row) => row.status);

  it('moves a due payout from the plan to the merkonto with moms on top, once, and leaves later ones planned', async () => {
    const { merkonto, plan } = await planOf(true);
    const clock = testClock(new Date('2026-01-30T10:00:00Z'));
    await payDuePayouts(test.db, clock);
    await payDuePayouts(test.db, clock);
    expect(await statuses(plan.id)).toEqual(['paid', 'planned']);
    expect(await balance(plan.id)).toBe(200_000);
    expect(await balance(merkonto.id)).toBe(125_000);
    const bookings = await test.db.query<{ kind: string; text: string; amount: string; day: string }>(
      `SELECT kind, text, amount_ore::text AS amount, to_char(booked_on, 'YYYY-MM-DD') AS day FROM booking
        WHERE account_id = $1 ORDER BY id`,
      [merkonto.id],
    );
    expect(bookings).toEqual([
      { kind: 'overforing', text: 'Från betalningsplan', amount: '100000', day: '2026-01-30' },
      // Moms is booked as moms: money in, never likvid (income).
      {
        kind: 'moms',
        text: 'Moms 25 % på utbetalning från betalningsplan',
        amount: '25000',
        day: '2026-01-30',
      },
    ]);
  });

  it('pays no moms to a business that is not VAT-registered, and nothing before the day', async () => {
    const { merkonto, plan } = await planOf(false);
    await payDuePayouts(test.db, testClock(new Date('2026-01-29T10:00:00Z')));
    expect(await statuses(plan.id)).toEqual(['planned', 'planned']);
    await payDuePayouts(test.db, testClock(new Date('2026-02-02T10:00:00Z')));
    expect(await balance(merkonto.id)).toBe(100_000);
  });
});
