import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessLogPage } from '#contracts/access-log';
import type { Withdrawal, Withdrawals } from '#contracts/economy';
import type { Role } from '#contracts/roles';
import { insertCompany, insertPerson, insertPersonStakeholder, insertStaff } from '../../db/seed/builders.js';
import { insertAccount, insertBooking } from '../../db/seed/economy-builders.js';
import { listenForBankId } from '../../testing/bankid-login.js';
import { signIn } from '../../testing/sign-in.js';
import { bankIdSigning } from '../../testing/signed-write.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';
import { createWithdrawalsService } from './withdrawals.service.js';

const SAME_ORIGIN = { origin: 'http://localhost:3000' };
let keys = 0;
const key = (): string => `withdrawal-key-${String(++keys)}`;

// Tuesday 10 March 2026, 10.00 in Sweden: before the 13.00 cut-off, so today may be the pay day.
const clock = testClock(new Date('2026-03-10T09:00:00Z'));

describe('withdrawals from the merkonto', () => {
  const member = async (depositOre: number | null) => {
    const person = await insertPerson(test.db);
    const stakeholder = await insertPersonStakeholder(test.db, person);
    if (depositOre !== null) {
      const account = await insertAccount(test.db, stakeholder);
      await insertBooking(test.db, account, {
        bookedOn: '2026-03-02',
        kind: 'likvid',
        text: 'Likvid',
        amountOre: depositOre,
      });
    }
    const cookieAs = (roles: Role[], personId = person.id) =>
      signIn(test, { personId, stakeholderId: stakeholder.id, roles }, clock);
    return { stakeholderId: stakeholder.id, cookie: await cookieAs(['Member']), cookieAs };
  };
  const overview = async (cookie: string) =>
    (await test.app.inject({ url: '/api/withdrawals', headers: { cookie } })).json<Withdrawals>();
  const withdrawal = (cookie: string, body: unknown, idempotencyKey: string | null = key()) => ({
    method: 'POST' as const,
    url: '/api/withdrawals',
    headers: {
      ...SAME_ORIGIN,
      cookie,
      ...(idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey }),
    },
    payload: body as object,
  });
  /** Signed with BankID as the member does it (docs/signing.md); a refused request is refused before. */
  const withdraw = (cookie: string, body: unknown, idempotencyKey: string | null = key()) =>
    bankIdSigning(test).signed(withdrawal(cookie, body, idempotencyKey));
  const cancel = (cookie: string, id: string) =>
    test.app.inject({
      method: 'POST',
      url: `/api/withdrawals/${id}/cancel`,
      headers: { ...SAME_ORIGIN, cookie },
    });
  const counts = async (stakeholderId: string) => {
    const [row] = await test.db.query<{ withdrawals: number; bookings: number }>(
      `SELECT (SELECT count(*)::int FROM withdrawal WHERE stakeholder_id = $1) AS withdrawals,
              (SELECT count(*)::int FROM booking WHERE stakeholder_id = $1 AND kind = 'uttag') AS bookings`,
      [stakeholderId],
    );
    return row;
  };
  const fieldErrors = (body: string) =>
    (JSON.parse(body.replace(/\u00a0/g, ' ')) as { fieldErrors: Record<string, string[]> }).fieldErrors;

  const test = portalForTests({ clock });
  beforeAll(async () => {
    await listenForBankId(test);
  });

  it('answers 204 without a merkonto, and shows the account, the bank and the days allowed', async () => {
    const nobody = await member(null);
    expect(
      (await test.app.inject({ url: '/api/withdrawals', headers: { cookie: nobody.cookie } })).statusCode,
    ).toBe(204);
    const { cookie } = await member(5_000_000);
    expect(await overview(cookie)).toEqual({
      account: {
        number: expect.any(String) as unknown,
        availableOre: 5_000_000,
        bankName: 'Swedbank',
        bankAccount: '8327-9, 123 456 789-0',
      },
      earliestPayDay: '2026-03-10',
      latestPayDay: '2026-06-08',
      minimumOre: 10_000,
      withdrawals: [],
    });
  });

  it('books a withdrawal at once, pending, so the available balance drops', async () => {
    const { cookie, stakeholderId } = await member(5_000_000);
    const response = await withdraw(cookie, { amountOre: 123_450, payOn: '2026-03-12' });
    expect(response.statusCode).toBe(201);
    expect(response.json<Withdrawal>()).toMatchObject({
      amountOre: 123_450,
      payOn: '2026-03-12',
      bankAccount: 'Swedbank 8327-9, 123 456 789-0',
      status: 'pending',
      requestedByStaff: false,
      cancellable: true,
    });
    const after = await overview(cookie);
    expect(after.account.availableOre).toBe(5_000_000 - 123_450);
    expect(after.withdrawals).toHaveLength(1);
    const [booking] = await test.db.query<{ amount: string; booked_on: string; text: string }>(
      `SELECT amount_ore::text AS amount, to_char(booked_on, 'YYYY-MM-DD') AS booked_on, text FROM booking
       WHERE stakeholder_id = $1 AND kind = 'uttag'`,
      [stakeholderId],
    );
    expect(booking).toEqual({
      amount: '-123450',
      booked_on: '2026-03-10',
      text: 'Uttag till bankkonto, utbetalning 12 mars 2026',
    });
  });

  it('refuses amounts over the balance, under 100 kr or zero, past days, weekends, holidays and days too far ahead', async () => {
    const { cookie, stakeholderId } = await member(5_000_000);
    const problems = async (body: unknown) => {
      const response = await withdraw(cookie, body);
      expect(response.statusCode).toBe(422);
      return fieldErrors(response.body);
    };
    const ok = '2026-03-12';
    expect(await problems({ amountOre: 5_000_001, payOn: ok })).toEqual({
      amountOre: ['Beloppet är större än det du kan ta ut. Du kan ta ut högst 50 000,00 kr.'],
    });
    expect(await problems({ amountOre: 9_999, payOn: ok })).toEqual({
      amountOre: ['Det minsta uttaget är 100,00 kr.'],
    });
    expect(await problems({ amountOre: 0, payOn: ok })).toEqual({
      amountOre: ['Beloppet måste vara större än 0 kr.'],
    });
    expect(await problems({ amountOre: 10_000, payOn: '2026-03-09' })).toEqual({
      payOn: ['Tidigaste möjliga utbetalningsdag är 10 mars 2026.'],
    });
    expect(await problems({ amountOre: 10_000, payOn: '2026-03-14' })).toEqual({
      payOn: ['Välj en bankdag: måndag till fredag som inte är en helgdag.'],
    });
    // Långfredagen 2026.
    expect(await problems({ amountOre: 10_000, payOn: '2026-04-03' })).toEqual({
      payOn: ['Välj en bankdag: måndag till fredag som inte är en helgdag.'],
    });
    expect(await problems({ amountOre: 10_000, payOn: '2026-06-09' })).toEqual({
      payOn: ['Utbetalningsdagen kan vara högst 90 dagar fram, senast 8 juni 2026.'],
    });
    expect(await problems({ amountOre: 10_000, payOn: '2026-02-30' })).toEqual({
      payOn: ['Ange ett datum, till exempel 2026-12-01.'],
    });
    expect((await withdraw(cookie, { amountOre: 12.5, payOn: ok })).statusCode).toBe(400);
    expect((await withdraw(cookie, { amountOre: 10_000, payOn: ok }, null)).statusCode).toBe(400);
    expect(await counts(stakeholderId)).toEqual({ withdrawals: 0, bookings: 0 });
  });

  it('gives one withdrawal and one booking for 100 concurrent requests with one Idempotency-Key', async () => {
    const { cookie, stakeholderId } = await member(5_000_000);
    const same = key();
    const body = { amountOre: 100_000, payOn: '2026-03-11' };
    const signing = bankIdSigning(test);
    const { signingId } = await signing.signFor(withdrawal(cookie, body, same));
    const concurrent = await Promise.all(
      Array.from({ length: 100 }, () => signing.carryOut(withdrawal(cookie, body, same), signingId)),
    );
    // A retry replays the answer, also without the signing's id: nothing new is asked to be signed.
    const replay = await signing.ask(withdrawal(cookie, body, same));
    const answers = [...concurrent, replay];
    expect(new Set(answers.map((response) => response.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((response) => response.json<Withdrawal>().id)).size).toBe(1);
    expect(answers.filter((response) => response.headers['idempotent-replayed'] === 'false')).toHaveLength(1);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(concurrent[0]?.body);
    expect(await counts(stakeholderId)).toEqual({ withdrawals: 1, bookings: 1 });
    expect((await overview(cookie)).account.availableOre).toBe(4_900_000);
    // The same key for another amount is refused, not paid.
    expect((await withdraw(cookie, { ...body, amountOre: 200_000 }, same)).statusCode).toBe(422);
  });

  it('makes the company’s withdrawal when the same key and body were used acting for oneself', async () => {
    const person = await insertPerson(test.db);
    const own = await insertPersonStakeholder(test.db, person);
    const company = await insertCompany(test.db, { representatives: [person] });
    for (const stakeholder of [own, company]) {
      const account = await insertAccount(test.db, stakeholder);
      await insertBooking(test.db, account, {
        bookedOn: '2026-03-02',
        kind: 'likvid',
        text: 'Likvid',
        amountOre: 1_000_000,
      });
    }
    const actingFor = (stakeholderId: string) =>
      signIn(test, { personId: person.id, stakeholderId, roles: ['Member'] }, clock);
    const same = key();
    const body = { amountOre: 100_000, payOn: '2026-03-11' };
    const personal = await withdraw(await actingFor(own.id), body, same);
    const companys = await withdraw(await actingFor(company.id), body, same);
    expect(personal.statusCode).toBe(201);
    expect(companys.statusCode).toBe(201);
    expect(companys.headers['idempotent-replayed']).toBe('false');
    expect(await counts(own.id)).toEqual({ withdrawals: 1, bookings: 1 });
    expect(await counts(company.id)).toEqual({ withdrawals: 1, bookings: 1 });
  });

  it('lets exactly one of two concurrent withdrawals through when together they exceed the balance', async () => {
    const { cookie, stakeholderId } = await member(100_000);
    const body = { amountOre: 60_000, payOn: '2026-03-11' };
    const signing = bankIdSigning(test);
    const [first, second] = [withdrawal(cookie, body), withdrawal(cookie, body)];
    const signatures = [(await signing.signFor(first)).signingId, (await signing.signFor(second)).signingId];
    const answers = await Promise.all([
      signing.carryOut(first, signatures[0] ?? ''),
      signing.carryOut(second, signatures[1] ?? ''),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    expect(await counts(stakeholderId)).toEqual({ withdrawals: 1, bookings: 1 });
    expect((await overview(cookie)).account.availableOre).toBe(40_000);
  });

  it('cancels a pending withdrawal before its pay day with a reversing booking; not on the day, not twice', async () => {
    const { cookie, stakeholderId } = await member(5_000_000);
    const later = (await withdraw(cookie, { amountOre: 200_000, payOn: '2026-03-13' })).json<Withdrawal>();
    const today = (await withdraw(cookie, { amountOre: 100_000, payOn: '2026-03-10' })).json<Withdrawal>();
    expect(today.cancellable).toBe(false);
    const cancelled = await cancel(cookie, later.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Withdrawal>()).toMatchObject({ status: 'cancelled', cancellable: false });
    expect((await overview(cookie)).account.availableOre).toBe(4_900_000);
    const reversal = await test.db.query<{ amount: string; text: string }>(
      `SELECT amount_ore::text AS amount, text FROM booking WHERE stakeholder_id = $1 AND amount_ore > 0
       AND kind = 'uttag'`,
      [stakeholderId],
    );
    expect(reversal).toEqual([{ amount: '200000', text: 'Återfört uttag' }]);
    expect((await cancel(cookie, later.id)).json()).toMatchObject({ code: 'NOT_CANCELLABLE' });
    expect((await cancel(cookie, today.id)).statusCode).toBe(422);
    const other = await member(5_000_000);
    expect((await cancel(other.cookie, today.id)).statusCode).toBe(404);
    expect((await cancel(cookie, 'nope')).statusCode).toBe(404);
  });

  it('marks pending withdrawals paid when their pay day has come', async () => {
    const { cookie } = await member(5_000_000);
    const due = (await withdraw(cookie, { amountOre: 100_000, payOn: '2026-03-10' })).json<Withdrawal>();
    const ahead = (await withdraw(cookie, { amountOre: 100_000, payOn: '2026-03-11' })).json<Withdrawal>();
    await createWithdrawalsService({ db: test.db, clock }).markDuePaid();
    const statuses = new Map((await overview(cookie)).withdrawals.map((entry) => [entry.id, entry.status]));
    expect([statuses.get(due.id), statuses.get(ahead.id)]).toEqual(['paid', 'pending']);
  });

  it('refuses representatives and viewers (403, nothing booked) and records an Editor as staff', async () => {
    const owner = await member(5_000_000);
    for (const role of ['DelegatedRight', 'Viewer'] as const) {
      const cookie = await owner.cookieAs([role]);
      expect((await test.app.inject({ url: '/api/withdrawals', headers: { cookie } })).statusCode).toBe(200);
      expect((await withdraw(cookie, { amountOre: 100_000, payOn: '2026-03-11' })).statusCode).toBe(403);
    }
    expect(await counts(owner.stakeholderId)).toEqual({ withdrawals: 0, bookings: 0 });
    const staff = await insertPerson(test.db);
    await insertStaff(test.db, staff, { mayEdit: true });
    const editor = await owner.cookieAs(['Editor'], staff.id);
    const byEditor = await withdraw(editor, { amountOre: 100_000, payOn: '2026-03-11' });
    expect(byEditor.statusCode).toBe(201);
    const made = byEditor.json<Withdrawal>();
    expect(made.requestedByStaff).toBe(true);
    expect((await cancel(editor, made.id)).statusCode).toBe(200);
    // The member's access log names the withdrawal the Editor asked to sign, made and took back.
    const log = await test.app.inject({ url: '/api/access-log', headers: { cookie: owner.cookie } });
    expect(log.json<AccessLogPage>().entries[0]?.changes.map((change) => change.what)).toEqual([
      'Uttag från merkontot, förberett för signering',
      'Signering med BankID',
      'Uttag 1\u00a0000,00\u00a0kr, utbetalning 11 mars 2026',
      'Uttag 1\u00a0000,00\u00a0kr återkallat (utbetalning 11 mars 2026)',
    ]);
  });

  it('after the 13.00 cut-off the next banking day is the first pay day', async () => {
    clock.advance(5 * 3_600_000); // 15.00 Swedish time
    const { cookie } = await member(5_000_000);
    expect((await overview(cookie)).earliestPayDay).toBe('2026-03-11');
    const response = await withdraw(cookie, { amountOre: 100_000, payOn: '2026-03-10' });
    expect(fieldErrors(response.body)).toEqual({
      payOn: ['Tidigaste möjliga utbetalningsdag är 11 mars 2026.'],
    });
  });
});
