import { beforeAll, describe, expect, it } from 'vitest';
import type { EconomySummary } from '#contracts/economy';
import { insertPerson, insertPersonStakeholder } from '../../db/seed/builders.js';
import { insertBusiness, insertSbo } from '../../db/seed/business-builders.js';
import {
  insertAccount,
  insertBooking,
  insertPlannedPayouts,
  payPlannedPayoutOnDueDay,
} from '../../db/seed/economy-builders.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

// Tuesday 10 March 2026, 10.00 in Sweden.
const clock = testClock(new Date('2026-03-10T09:00:00Z'));

/** Moms reaches the member with the money but is never income; a withdrawal booked back is neither. */
describe('the economy overview counts moms apart', () => {
  let cookie: string;

  const test = portalForTests({ clock });
  beforeAll(async () => {
    // Dora: VAT-registered, a payout with its moms paid in January, and a withdrawal cancelled in February.
    const person = await insertPerson(test.db);
    const dora = await insertPersonStakeholder(test.db, person);
    cookie = await signIn(test, { personId: person.id, stakeholderId: dora.id, roles: ['Member'] }, clock);
    await insertBusiness(test.db, dora, await insertSbo(test.db), null, { vatRegistered: true });
    const merkonto = await insertAccount(test.db, dora);
    const plan = await insertAccount(test.db, dora, { kind: 'betalningsplan', openedOn: '2025-05-01' });
    await insertBooking(test.db, plan, {
      bookedOn: '2025-05-01',
      kind: 'likvid',
      text: 'Likvid till betalningsplan',
      amountOre: 10_000_000,
    });
    const [payout] = await insertPlannedPayouts(test.db, plan, [
      { dueOn: '2026-01-30', amountOre: 10_000_000 },
    ]);
    await test.db.transaction((tx) => payPlannedPayoutOnDueDay(tx, payout ?? ''));
    for (const [amountOre, text] of [
      [-123_450, 'Uttag till bankkonto'],
      [123_450, 'Återfört uttag'],
    ] as const) {
      await insertBooking(test.db, merkonto, { bookedOn: '2026-02-02', kind: 'uttag', text, amountOre });
    }
  });

  it('counts moms paid with a payout apart, never as income, and a cancelled withdrawal not at all', async () => {
    const summary = (
      await test.app.inject({ url: '/api/economy/summary', headers: { cookie } })
    ).json<EconomySummary>();
    expect(summary.income[0]).toEqual({
      year: 2026,
      totalOre: 10_000_000,
      parts: [{ source: 'betalningsplan', amountOre: 10_000_000 }],
      vatOre: 2_500_000,
    });
    // What reached her account, as the plan's bars count it: with its moms.
    expect(summary.payoutYears).toContainEqual({ year: 2026, paidOre: 12_500_000, plannedOre: 0 });
  });
});
