import { beforeAll, describe, expect, it } from 'vitest';
import type { EconomySummary, PaymentPlan, PlanChange } from '#contracts/economy';
import type { Role } from '#contracts/roles';
import { insertPerson, insertPersonStakeholder } from '../../db/seed/builders.js';
import {
  insertAccount,
  insertBooking,
  insertPlannedPayouts,
  payPlannedPayoutOnDueDay,
} from '../../db/seed/economy-builders.js';
import { insertPlanChange } from '../../db/seed/economy-request-builders.js';
import { listenForBankId } from '../../testing/bankid-login.js';
import { signIn } from '../../testing/sign-in.js';
import { bankIdSigning } from '../../testing/signed-write.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

const SAME_ORIGIN = { origin: 'http://localhost:3000' };
let keys = 0;
const key = (): string => `economy-key-${String(++keys)}`;

// Tuesday 10 March 2026, 10.00 in Sweden.
const clock = testClock(new Date('2026-03-10T09:00:00Z'));

describe('the economy overview and the payment plan', () => {
  const members: Record<string, { stakeholderId: string; personId: string; cookie: string }> = {};
  let payouts: string[] = [];
  let soonPayouts: string[] = [];

  const member = async (name: string, roles: Role[] = ['Member']) => {
    const person = await insertPerson(test.db);
    const stakeholder = await insertPersonStakeholder(test.db, person);
    const cookie = await signIn(test, { personId: person.id, stakeholderId: stakeholder.id, roles }, clock);
    members[name] = { stakeholderId: stakeholder.id, personId: person.id, cookie };
    return { id: stakeholder.id, personId: person.id };
  };
  const as = async (name: string, roles: Role[]) => {
    const owner = members[name];
    if (owner === undefined) throw new Error('no such member');
    return signIn(test, { personId: owner.personId, stakeholderId: owner.stakeholderId, roles }, clock);
  };
  const get = (url: string, cookie: string) => test.app.inject({ url, headers: { cookie } });
  const changeRequest = (cookie: string, body: unknown, idempotencyKey = key()) => ({
    method: 'POST' as const,
    url: '/api/payment-plan/changes',
    headers: { ...SAME_ORIGIN, cookie, 'idempotency-key': idempotencyKey },
    payload: body as object,
  });
  /** Signed with BankID as the member does it (docs/signing.md); a refused request is refused before. */
  const requestChange = (cookie: string, body: unknown, idempotencyKey = key()) =>
    bankIdSigning(test).signed(changeRequest(cookie, body, idempotencyKey));
  const cookieOf = (name: string): string => members[name]?.cookie ?? '';

  const test = portalForTests({ clock });
  beforeAll(async () => {
    await listenForBankId(test);
    // Anna: a merkonto with likvid and interest last year and a profit share this year.
    const anna = await member('anna');
    const annasAccount = await insertAccount(test.db, anna);
    await insertBooking(test.db, annasAccount, {
      bookedOn: '2025-06-01',
      kind: 'likvid',
      text: 'Likvid',
      amountOre: 10_000_000,
    });
    await insertBooking(test.db, annasAccount, {
      bookedOn: '2025-12-31',
      kind: 'ranta',
      text: 'Ränta 2025',
      amountOre: 100_000,
    });
    await insertBooking(test.db, annasAccount, {
      bookedOn: '2026-02-01',
      kind: 'utdelning',
      text: 'Utdelning',
      amountOre: 500_000,
    });
    // Bo: 300 000 kr in a payment plan from 1 May 2025, paid in three January payouts, the first one paid.
    const bo = await member('bo');
    await insertAccount(test.db, bo); // the merkonto the payouts go into
    const plan = await insertAccount(test.db, bo, { kind: 'betalningsplan', openedOn: '2025-05-01' });
    await insertBooking(test.db, plan, {
      bookedOn: '2025-05-01',
      kind: 'likvid',
      text: 'Likvid till betalningsplan',
      amountOre: 30_000_000,
    });
    payouts = await insertPlannedPayouts(test.db, plan, [
      { dueOn: '2026-01-30', amountOre: 10_000_000 },
      { dueOn: '2027-01-29', amountOre: 10_000_000 },
      { dueOn: '2028-01-31', amountOre: 10_000_000 },
    ]);
    await test.db.transaction((tx) => payPlannedPayoutOnDueDay(tx, payouts[0] ?? ''));
    // Cia: a payout 21 days away, too soon to change.
    const cia = await member('cia');
    const ciasPlan = await insertAccount(test.db, cia, { kind: 'betalningsplan', openedOn: '2025-05-01' });
    soonPayouts = await insertPlannedPayouts(test.db, ciasPlan, [
      { dueOn: '2026-03-31', amountOre: 500_000 },
    ]);
    await member('nobody');
  });

  it('answers 204 for a stakeholder without accounts', async () => {
    expect((await get('/api/economy/summary', cookieOf('nobody'))).statusCode).toBe(204);
    expect((await get('/api/payment-plan', cookieOf('nobody'))).statusCode).toBe(204);
  });

  it('shows the balance, income per year and the interest earned so far this year', async () => {
    const summary = (await get('/api/economy/summary', cookieOf('anna'))).json<EconomySummary>();
    // 1 Jan–31 Jan on 101 000 kr, 1 Feb–9 Mar on 106 000 kr, at 1,50 %, actual/365:
    // (10 100 000 × 31 + 10 600 000 × 37) × 150 / (10 000 × 365) = 28 984,93 öre → 289,85 kr.
    expect(summary.merkonto).toEqual({
      number: expect.any(String) as unknown,
      balanceOre: 10_600_000,
      rateBp: 150,
      accruedInterestOre: 28_985,
    });
    expect(summary.paymentPlan).toBeNull();
    expect(summary.stakes).toBeNull();
    expect(summary.income).toEqual([
      { year: 2026, totalOre: 500_000, parts: [{ source: 'utdelning', amountOre: 500_000 }], vatOre: 0 },
      {
        year: 2025,
        totalOre: 10_100_000,
        parts: [
          { source: 'likvid', amountOre: 10_000_000 },
          { source: 'ranta', amountOre: 100_000 },
        ],
        vatOre: 0,
      },
    ]);
    expect(summary.payoutYears).toEqual([
      { year: 2025, paidOre: 10_100_000, plannedOre: 0 },
      { year: 2026, paidOre: 500_000, plannedOre: 0 },
    ]);
  });

  it('counts payouts from the payment plan as income the year they land, not the likvid into the plan', async () => {
    const summary = (await get('/api/economy/summary', cookieOf('bo'))).json<EconomySummary>();
    expect(summary.income.map((year) => [year.year, year.totalOre])).toEqual([
      [2026, 10_000_000],
      [2025, 0],
    ]);
    expect(summary.income[0]?.parts).toEqual([{ source: 'betalningsplan', amountOre: 10_000_000 }]);
    expect(summary.nextPayouts).toEqual([
      { dueOn: '2027-01-29', amountOre: 10_000_000 },
      { dueOn: '2028-01-31', amountOre: 10_000_000 },
    ]);
    // The chart starts with the first year money reached the member.
    expect(summary.payoutYears).toEqual([
      { year: 2026, paidOre: 10_000_000, plannedOre: 0 },
      { year: 2027, paidOre: 0, plannedOre: 10_000_000 },
      { year: 2028, paidOre: 0, plannedOre: 10_000_000 },
    ]);
    // 1–29 Jan on 300 000 kr, 30 Jan–9 Mar on 200 000 kr, at 2,00 %: 1 650 000 000 × 200 / 3 650 000.
    expect(summary.paymentPlan).toMatchObject({
      balanceOre: 20_000_000,
      rateBp: 200,
      accruedInterestOre: 90_411,
    });
  });

  it('shows the plan with the interest expected until each payout', async () => {
    const plan = (await get('/api/payment-plan', cookieOf('bo'))).json<PaymentPlan>();
    expect(plan).toMatchObject({
      balanceOre: 20_000_000,
      rateBp: 200,
      vatPercent: 0,
      startedOn: '2025-05-01',
      earliestChangeDay: '2026-04-09',
      lastAllowedDay: '2035-05-01',
      paid: [{ id: payouts[0], dueOn: '2026-01-30', amountOre: 10_000_000 }],
      changes: [],
    });
    // 10 Mar 2026–28 Jan 2027 (325 days) on 200 000 kr; 29 Jan 2027–30 Jan 2028 (367 days) on 100 000 kr.
    expect(plan.planned).toEqual([
      {
        id: payouts[1],
        dueOn: '2027-01-29',
        amountOre: 10_000_000,
        vatOre: 0,
        interestFrom: '2026-03-10',
        expectedInterestOre: 356_164,
        changeable: true,
      },
      {
        id: payouts[2],
        dueOn: '2028-01-31',
        amountOre: 10_000_000,
        vatOre: 0,
        interestFrom: '2027-01-29',
        expectedInterestOre: 201_096,
        changeable: true,
      },
    ]);
  });

  it('refuses each broken change rule with its own message, and stores nothing', async () => {
    const move = (dueOn: string, amountOre = 10_000_000) => ({
      payoutId: payouts[1],
      kind: 'move',
      requested: [{ dueOn, amountOre }],
    });
    const fieldErrors = async (body: unknown) => {
      const response = await requestChange(cookieOf('bo'), body);
      expect(response.statusCode).toBe(422);
      // Amounts are written with no-break spaces between thousands.
      return (JSON.parse(response.body.replace(/\u00a0/g, ' ')) as { fieldErrors: Record<string, string[]> })
        .fieldErrors;
    };
    expect(await fieldErrors(move('2026-03-14'))).toEqual({
      'requested.0.dueOn': ['Den nya dagen måste vara minst 30 dagar fram, tidigast 9 apr. 2026.'],
    });
    expect(await fieldErrors(move('2027-02-27'))).toEqual({
      'requested.0.dueOn': ['Välj en bankdag: måndag till fredag som inte är en helgdag.'],
    });
    expect(await fieldErrors(move('2035-05-02'))).toEqual({
      'requested.0.dueOn': [
        'Betalningsplanen får inte sträcka sig längre än till 1 maj 2035 (10 år från avräkningen).',
      ],
    });
    expect(await fieldErrors(move('2027-03-01', 9_000_000))).toEqual({
      'requested.0.amountOre': ['När du flyttar en utbetalning behåller den sitt belopp, 100 000,00 kr.'],
    });
    expect(await fieldErrors(move('2027-01-29'))).toEqual({
      'requested.0.dueOn': ['Välj en annan dag än den utbetalningen redan har.'],
    });
    const split = (first: [string, number], second: [string, number]) => ({
      payoutId: payouts[1],
      kind: 'split',
      requested: [
        { dueOn: first[0], amountOre: first[1] },
        { dueOn: second[0], amountOre: second[1] },
      ],
    });
    expect(await fieldErrors(split(['2027-01-29', 9_950_000], ['2027-06-01', 50_000]))).toEqual({
      'requested.1.amountOre': ['Varje del måste vara minst 1 000,00 kr.'],
    });
    expect(await fieldErrors(split(['2027-01-29', 5_000_000], ['2027-06-01', 4_000_000]))).toEqual({
      requested: ['Delarna ska tillsammans bli 100 000,00 kr.'],
    });
    expect(await fieldErrors(split(['2027-06-01', 5_000_000], ['2027-06-01', 5_000_000]))).toEqual({
      'requested.1.dueOn': ['De två delarna ska betalas ut olika dagar.'],
    });
    expect(await fieldErrors({ ...move('2027-03-01'), kind: 'split' })).toEqual({
      requested: ['Dela utbetalningen i två delar.'],
    });

    const paid = await requestChange(cookieOf('bo'), { ...move('2027-03-01'), payoutId: payouts[0] });
    expect(paid.statusCode).toBe(422);
    expect(paid.json()).toMatchObject({ code: 'PAYOUT_PAID' });
    const soon = await requestChange(cookieOf('cia'), {
      payoutId: soonPayouts[0],
      kind: 'move',
      requested: [{ dueOn: '2026-06-01', amountOre: 500_000 }],
    });
    expect(soon.statusCode).toBe(422);
    expect(soon.json()).toMatchObject({ code: 'PAYOUT_TOO_SOON' });
    const others = await requestChange(cookieOf('cia'), move('2027-03-01'));
    expect(others.statusCode).toBe(404);

    expect((await get('/api/payment-plan', cookieOf('bo'))).json<PaymentPlan>().changes).toEqual([]);
  });

  it('stores a split as received once per key, allows one open request per payout, and lets it be cancelled', async () => {
    const body = {
      payoutId: payouts[1],
      kind: 'split',
      requested: [
        { dueOn: '2027-09-01', amountOre: 4_000_000 },
        { dueOn: '2027-01-29', amountOre: 6_000_000 },
      ],
      message: 'Hälften till hösten, tack.',
    };
    const sameKey = key();
    const asked = await bankIdSigning(test).ask(changeRequest(cookieOf('bo'), body, sameKey));
    const { number } = (await get('/api/payment-plan', cookieOf('bo'))).json<PaymentPlan>();
    expect(asked.json<{ text: string }>().text).toBe(
      [
        '# Ändring av betalningsplanen',
        `För: Test Testsson, medlemsnummer ${members.bo?.stakeholderId ?? ''}`,
        `Betalningsplan: ${number}`,
        'Utbetalningen 29 januari 2027 på 100\u00a0000,00\u00a0kr delas i:',
        '29 januari 2027: 60\u00a0000,00\u00a0kr',
        '1 september 2027: 40\u00a0000,00\u00a0kr',
        'Meddelande: Hälften till hösten, tack.',
      ].join('\n'),
    );
    const first = await requestChange(cookieOf('bo'), body, sameKey);
    expect(first.statusCode).toBe(201);
    const again = await requestChange(cookieOf('bo'), body, sameKey);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const change = first.json<PlanChange>();
    expect(again.json<PlanChange>().id).toBe(change.id);
    expect(change).toMatchObject({
      payoutId: payouts[1],
      payoutDueOn: '2027-01-29',
      kind: 'split',
      status: 'received',
      requested: [
        { dueOn: '2027-01-29', amountOre: 6_000_000 },
        { dueOn: '2027-09-01', amountOre: 4_000_000 },
      ],
      message: 'Hälften till hösten, tack.',
      requestedByStaff: false,
      decidedAt: null,
    });

    const second = await requestChange(cookieOf('bo'), {
      payoutId: payouts[1],
      kind: 'move',
      requested: [{ dueOn: '2027-03-01', amountOre: 10_000_000 }],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CHANGE_OPEN' });

    const cancel = (id: string, cookie: string) =>
      test.app.inject({
        method: 'POST',
        url: `/api/payment-plan/changes/${id}/cancel`,
        headers: { ...SAME_ORIGIN, cookie },
      });
    expect((await cancel(change.id, cookieOf('anna'))).statusCode).toBe(404);
    expect((await cancel('not-an-id', cookieOf('bo'))).statusCode).toBe(404);
    const cancelled = await cancel(change.id, cookieOf('bo'));
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<PlanChange>()).toMatchObject({
      status: 'cancelled',
      decidedAt: expect.any(String) as unknown,
    });
    expect((await cancel(change.id, cookieOf('bo'))).json()).toMatchObject({ code: 'CHANGE_DECIDED' });

    // Cancelled, the payout may be asked about again.
    clock.advance(60_000);
    const moved = await requestChange(cookieOf('bo'), {
      payoutId: payouts[1],
      kind: 'move',
      requested: [{ dueOn: '2027-03-01', amountOre: 10_000_000 }],
    });
    expect(moved.statusCode).toBe(201);
    const plan = (await get('/api/payment-plan', cookieOf('bo'))).json<PaymentPlan>();
    expect(plan.changes.map((entry) => entry.status)).toEqual(['received', 'cancelled']);
  });

  it('lets a representative and a viewer read but not request or cancel (403), an Editor act as staff', async () => {
    const { id } = await insertPlanChange(test.db, {
      stakeholderId: members.bo?.stakeholderId ?? '',
      personId: members.bo?.personId ?? '',
    });
    for (const role of ['DelegatedRight', 'Viewer'] as const) {
      const cookie = await as('bo', [role]);
      expect((await get('/api/payment-plan', cookie)).statusCode).toBe(200);
      const request = await requestChange(cookie, {
        payoutId: payouts[2],
        kind: 'move',
        requested: [{ dueOn: '2027-03-01', amountOre: 10_000_000 }],
      });
      expect(request.statusCode).toBe(403);
      const cancel = await test.app.inject({
        method: 'POST',
        url: `/api/payment-plan/changes/${id}/cancel`,
        headers: { ...SAME_ORIGIN, cookie },
      });
      expect(cancel.statusCode).toBe(403);
    }
    const staff = await insertPerson(test.db);
    await test.db.query(`INSERT INTO staff (person_id, title, may_edit) VALUES ($1, 'Rådgivare', true)`, [
      staff.id,
    ]);
    const editor = await signIn(
      test,
      { personId: staff.id, stakeholderId: members.bo?.stakeholderId ?? '', roles: ['Editor'] },
      clock,
    );
    const byEditor = await requestChange(editor, {
      payoutId: payouts[2],
      kind: 'move',
      requested: [{ dueOn: '2028-03-01', amountOre: 10_000_000 }],
    });
    expect(byEditor.statusCode).toBe(201);
    expect(byEditor.json<PlanChange>().requestedByStaff).toBe(true);
  });
});
