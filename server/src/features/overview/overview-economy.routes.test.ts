import { beforeAll, describe, expect, it } from 'vitest';
import { insertPerson, insertPersonStakeholder, type StakeholderRow } from '../../db/seed/builders.js';
import { insertBusiness, insertEstate, insertSbo } from '../../db/seed/business-builders.js';
import { insertAccount, insertBooking, insertPlannedPayouts } from '../../db/seed/economy-builders.js';
import { insertContract } from '../../db/seed/contract-builders.js';
import { insertMandate } from '../../db/seed/mandates-builders.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

describe('GET /api/overview/economy and /api/overview/open-contracts', () => {
  let member: StakeholderRow;
  let memberCookie: string;
  let representativeCookie: string;
  const clock = testClock(new Date('2026-11-22T08:00:00Z'));

  const test = portalForTests({ clock });
  beforeAll(async () => {
    const karin = await insertPerson(test.db, { givenName: 'Karin', surname: 'Lindqvist' });
    member = await insertPersonStakeholder(test.db, karin);
    memberCookie = await signIn(
      test,
      { personId: karin.id, stakeholderId: member.id, roles: ['Member'] },
      clock,
    );
    const sbo = await insertSbo(test.db);
    const business = await insertBusiness(test.db, member, sbo, null);
    const ekeby = await insertEstate(test.db, business, { designation: 'Uppsala Ekeby 2:7' });
    const viggeby = await insertEstate(test.db, business, { designation: 'Uppsala Viggeby 4:3' });

    const merkonto = await insertAccount(test.db, member);
    const plan = await insertAccount(test.db, member, { kind: 'betalningsplan' });
    for (const [bookedOn, kind, text, amountOre] of [
      ['2026-01-30', 'overforing', 'Från betalningsplan', 10_000_000],
      // The moms paid with the payout is part of that payment, not a payment of its own.
      ['2026-01-30', 'moms', 'Moms 25 % på utbetalning från betalningsplan', 2_500_000],
      ['2026-03-02', 'uttag', 'Uttag till bankkonto', -6_500_000],
      ['2026-06-17', 'utdelning', 'Utdelning på insatskapital 2025', 55_358],
      ['2026-11-18', 'likvid', 'Likvid enligt avräkning AVR-1', 10_014_476],
      // A withdrawal asked for and cancelled: the money booked back is not a payment in.
      ['2026-11-19', 'uttag', 'Uttag till bankkonto', -123_450],
      ['2026-11-20', 'uttag', 'Återfört uttag', 123_450],
    ] as const) {
      await insertBooking(test.db, merkonto, { bookedOn, kind, text, amountOre });
    }
    await insertBooking(test.db, plan, {
      bookedOn: '2024-10-25',
      kind: 'likvid',
      text: 'Likvid',
      amountOre: 300,
    });
    await insertPlannedPayouts(test.db, plan, [
      { dueOn: '2028-01-31', amountOre: 200 },
      { dueOn: '2027-01-29', amountOre: 100 },
    ]);
    await insertContract(test.db, member, ekeby.id, {
      number: 'AU-1',
      operation: 'gallring',
      events: [
        { step: 'kontrakt', on: '2026-05-12' },
        { step: 'utbetalning', on: '2026-11-18' },
      ],
    });
    await insertContract(test.db, member, viggeby.id, {
      number: 'AU-2',
      operation: 'slutavverkning',
      events: [
        { step: 'kontrakt', on: '2026-10-29' },
        { step: 'anmalan', on: '2026-11-02' },
      ],
    });
    await insertContract(test.db, member, ekeby.id, {
      number: 'AU-3',
      operation: 'forsta-gallring',
      events: [{ step: 'kontrakt', on: '2026-11-20' }],
    });

    const maria = await insertPerson(test.db, { givenName: 'Maria', surname: 'Lindqvist' });
    await insertMandate(test.db, member, maria, { estates: [viggeby] });
    representativeCookie = await signIn(
      test,
      { personId: maria.id, stakeholderId: member.id, roles: ['DelegatedRight'] },
      clock,
    );
  });

  const get = (cookie: string, path = 'economy') =>
    test.app.inject({ method: 'GET', url: `/api/overview/${path}`, headers: { cookie } });

  it('gives the balance, the three latest payments in (never a cancelled withdrawal nor moms alone) and the next payout', async () => {
    const response = await get(memberCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      balanceOre: 16_069_834,
      latestPayments: [
        { bookedOn: '2026-11-18', text: 'Likvid enligt avräkning AVR-1', amountOre: 10_014_476 },
        { bookedOn: '2026-06-17', text: 'Utdelning på insatskapital 2025', amountOre: 55_358 },
        { bookedOn: '2026-01-30', text: 'Från betalningsplan', amountOre: 10_000_000 },
      ],
      nextPayout: { dueOn: '2027-01-29', amountOre: 100 },
    });
  });

  it('gives the open contracts, newest step first, in a call of their own', async () => {
    const response = await get(memberCookie, 'open-contracts');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      contracts: [
        {
          id: expect.any(String) as string,
          number: 'AU-3',
          operation: 'Första gallring',
          estateDesignation: 'Uppsala Ekeby 2:7',
          currentStep: 'Kontrakt tecknat',
          currentStepOn: '2026-11-20',
        },
        {
          id: expect.any(String) as string,
          number: 'AU-2',
          operation: 'Slutavverkning',
          estateDesignation: 'Uppsala Viggeby 4:3',
          currentStep: 'Avverkningsanmälan till Skogsstyrelsen',
          currentStepOn: '2026-11-02',
        },
      ],
    });
  });

  it('shows a representative only the contracts on the estates their mandate names', async () => {
    const response = await get(representativeCookie, 'open-contracts');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ contracts: { number: string }[] }>().contracts.map((c) => c.number)).toEqual([
      'AU-2',
    ]);
  });

  it('answers 204 to someone with no merkonto, and no contracts to someone with none open', async () => {
    const stranger = await insertPerson(test.db);
    const own = await insertPersonStakeholder(test.db, stranger);
    const cookie = await signIn(
      test,
      { personId: stranger.id, stakeholderId: own.id, roles: ['Member'] },
      clock,
    );
    expect((await get(cookie)).statusCode).toBe(204);
    expect((await get(cookie, 'open-contracts')).json()).toEqual({ contracts: [] });
  });

  it.each(['economy', 'open-contracts'])('answers 401 to someone not logged in (%s)', async (path) => {
    expect((await test.app.inject({ method: 'GET', url: `/api/overview/${path}` })).statusCode).toBe(401);
  });
});
