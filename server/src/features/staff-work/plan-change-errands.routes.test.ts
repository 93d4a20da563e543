import { beforeEach, describe, expect, it } from 'vitest';
import type { AccessLogPage } from '#contracts/access-log';
import type { ApiErrorBody } from '#contracts/api-error';
import type { PaymentPlan } from '#contracts/economy';
import type { StaffPlanChange } from '#contracts/staff-decisions';
import type { WorkList } from '#contracts/staff-work';
import {
  insertPerson,
  insertPersonStakeholder,
  insertStaff,
  type PersonRow,
} from '../../db/seed/builders.js';
import {
  insertAccount,
  insertBooking,
  insertPlannedPayouts,
  payPlannedPayoutOnDueDay,
} from '../../db/seed/economy-builders.js';
import { SAME_ORIGIN } from '../../testing/bankid-login.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('staff decide a payment-plan change, the member’s plan follows', () => {
  let karin: PersonRow;
  let memberId: string;
  let payouts: string[];
  let moveId: string;
  let splitId: string;
  let member: string;
  let editor: string;
  let viewer: string;
  // Tuesday 24 November 2026.
  const clock = testClock(new Date('2026-11-24T09:00:00Z'));
  const test = portalForTests({ clock, env: { FEATURE_OVERRIDES: 'notificationEmails:on' } });

  const insertChange = async (
    payoutId: string,
    kind: 'move' | 'split',
    requested: { dueOn: string; amountOre: number }[],
  ): Promise<string> => {
    const [row] = await test.db.query<{ id: string }>(
      `INSERT INTO payment_plan_change (stakeholder_id, payout_id, kind, requested, message, requested_by, created_at)
       VALUES ($1, $2, $3, $4::jsonb, 'Tack på förhand.', $5, $6) RETURNING id`,
      [memberId, payoutId, kind, JSON.stringify(requested), karin.id, clock.now()],
    );
    if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
    return row.id;
  };

  beforeEach(async () => {
    karin = await insertPerson(test.db, { givenName: 'Karin', surname: 'Lindqvist' });
    memberId = (await insertPersonStakeholder(test.db, karin)).id;
    await test.db.query(
      `INSERT INTO member_contact (stakeholder_id, email) VALUES ($1, 'karin@example.se')`,
      [memberId],
    );
    await insertAccount(test.db, { id: memberId });
    const plan = await insertAccount(
      test.db,
      { id: memberId },
      { kind: 'betalningsplan', openedOn: '2025-05-01' },
    );
    await insertBooking(test.db, plan, {
      bookedOn: '2025-05-01',
      kind: 'likvid',
      text: 'Likvid till betalningsplan',
      amountOre: 20_000_000,
    });
    payouts = await insertPlannedPayouts(test.db, plan, [
      { dueOn: '2027-01-29', amountOre: 10_000_000 },
      { dueOn: '2028-01-31', amountOre: 10_000_000 },
    ]);
    moveId = await insertChange(payouts[0] ?? '', 'move', [{ dueOn: '2027-06-30', amountOre: 10_000_000 }]);
    splitId = await insertChange(payouts[1] ?? '', 'split', [
      { dueOn: '2028-01-31', amountOre: 6_000_000 },
      { dueOn: '2028-09-01', amountOre: 4_000_000 },
    ]);
    const lena = await insertPerson(test.db, { givenName: 'Lena', surname: 'Sjöberg' });
    await insertStaff(test.db, lena, { mayEdit: true });
    const johan = await insertPerson(test.db, { givenName: 'Johan', surname: 'Ek' });
    await insertStaff(test.db, johan);
    member = await signIn(test, { personId: karin.id, stakeholderId: memberId, roles: ['Member'] }, clock);
    editor = await signIn(
      test,
      { personId: lena.id, stakeholderId: null, roles: ['Viewer', 'Editor'] },
      clock,
    );
    viewer = await signIn(test, { personId: johan.id, stakeholderId: null, roles: ['Viewer'] }, clock);
  });

  const get = (url: string, cookie: string) => test.app.inject({ url, headers: { cookie } });
  const approve = (cookie: string, id: string) =>
    test.app.inject({
      method: 'POST',
      url: `/api/staff/plan-changes/${id}/approve`,
      headers: { ...SAME_ORIGIN, cookie },
    });
  const refuse = (cookie: string, id: string, body: unknown) =>
    test.app.inject({
      method: 'POST',
      url: `/api/staff/plan-changes/${id}/refuse`,
      headers: { cookie },
      payload: body as object,
    });
  const plan = async (): Promise<PaymentPlan> => {
    const response = await get('/api/payment-plan', member);
    expect(response.statusCode).toBe(200);
    return response.json<PaymentPlan>();
  };
  const planned = async () => (await plan()).planned.map(({ dueOn, amountOre }) => ({ dueOn, amountOre }));
  const PLAN_BEFORE = [
    { dueOn: '2027-01-29', amountOre: 10_000_000 },
    { dueOn: '2028-01-31', amountOre: 10_000_000 },
  ];
  const notes = () =>
    test.db.query<{ category: string; title: string; body: string; link: string }>(
      'SELECT category, title, body, link FROM notification WHERE stakeholder_id = $1 ORDER BY created_at',
      [memberId],
    );

  it('shows staff the request: the member, the payout, what is asked for, and that it may be decided', async () => {
    const response = await get(`/api/staff/plan-changes/${splitId}`, viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json<StaffPlanChange>()).toMatchObject({
      id: splitId,
      member: { id: memberId, name: 'Karin Lindqvist' },
      payout: { id: payouts[1], dueOn: '2028-01-31', amountOre: 10_000_000, status: 'planned' },
      kind: 'split',
      requested: [
        { dueOn: '2028-01-31', amountOre: 6_000_000 },
        { dueOn: '2028-09-01', amountOre: 4_000_000 },
      ],
      message: 'Tack på förhand.',
      requestedByName: 'Karin Lindqvist',
      status: 'received',
      decision: null,
      decidable: true,
    });
  });

  it('moves the payout on approval: the member’s plan shows the new day, the request the day asked about', async () => {
    expect(await planned()).toEqual(PLAN_BEFORE);
    const response = await approve(editor, moveId);
    expect(response.statusCode).toBe(200);
    expect(response.json<StaffPlanChange>()).toMatchObject({
      status: 'approved',
      payout: { dueOn: '2027-01-29', amountOre: 10_000_000 },
      decision: { at: '2026-11-24T09:00:00.000Z', byName: 'Lena Sjöberg', reason: null },
      decidable: false,
    });

    const after = await plan();
    expect(after.planned.map(({ dueOn, amountOre }) => ({ dueOn, amountOre }))).toEqual([
      { dueOn: '2027-06-30', amountOre: 10_000_000 },
      { dueOn: '2028-01-31', amountOre: 10_000_000 },
    ]);
    expect(after.changes.find((change) => change.id === moveId)).toMatchObject({
      status: 'approved',
      payoutDueOn: '2027-01-29',
      payoutAmountOre: 10_000_000,
      decidedAt: '2026-11-24T09:00:00.000Z',
      decisionReason: null,
    });
    expect(await notes()).toEqual([
      {
        category: 'economy',
        title: 'Ändringen av betalningsplanen är godkänd',
        body: expect.stringContaining('100\u00a0000,00\u00a0kr den 30 juni 2027') as unknown,
        link: '/minasidor/ekonomi/betalplan',
      },
    ]);
    const mails = await test.db.query(
      'SELECT 1 FROM outgoing_mail WHERE recipient = $1 AND subject LIKE $2',
      ['karin@example.se', 'Ändringen av betalningsplanen är godkänd%'],
    );
    expect(mails).toHaveLength(1);
  });

  it('splits the payout on approval into the parts asked for, the plan’s balance unchanged', async () => {
    const before = await plan();
    expect((await approve(editor, splitId)).statusCode).toBe(200);
    const after = await plan();
    expect(after.planned.map(({ dueOn, amountOre }) => ({ dueOn, amountOre }))).toEqual([
      { dueOn: '2027-01-29', amountOre: 10_000_000 },
      { dueOn: '2028-01-31', amountOre: 6_000_000 },
      { dueOn: '2028-09-01', amountOre: 4_000_000 },
    ]);
    expect(after.balanceOre).toBe(before.balanceOre);
    expect(after.changes.find((change) => change.id === splitId)).toMatchObject({
      payoutDueOn: '2028-01-31',
      payoutAmountOre: 10_000_000,
      status: 'approved',
    });
  });

  it('refuses only with a reason, which the member reads with the request; the plan stays', async () => {
    const without = await refuse(editor, moveId, {});
    expect(without.statusCode).toBe(400);
    expect(without.json<ApiErrorBody>().fieldErrors).toEqual({
      reason: ['Skriv varför. Den som skickade ärendet får se skälet.'],
    });
    expect((await refuse(editor, moveId, { reason: '   ' })).statusCode).toBe(400);
    expect((await refuse(editor, moveId, { reason: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await plan()).changes.find((change) => change.id === moveId)?.status).toBe('received');

    const refused = await refuse(editor, moveId, { reason: 'Dagen ligger för nära bokslutet.' });
    expect(refused.statusCode).toBe(200);
    expect(refused.json<StaffPlanChange>()).toMatchObject({
      status: 'rejected',
      decision: { byName: 'Lena Sjöberg', reason: 'Dagen ligger för nära bokslutet.' },
    });
    const after = await plan();
    expect(after.planned.map(({ dueOn, amountOre }) => ({ dueOn, amountOre }))).toEqual(PLAN_BEFORE);
    expect(after.changes.find((change) => change.id === moveId)).toMatchObject({
      status: 'rejected',
      decisionReason: 'Dagen ligger för nära bokslutet.',
    });
    expect((await notes()).map((note) => [note.title, note.body])).toEqual([
      [
        'Ändringen av betalningsplanen är avslagen',
        expect.stringContaining('Skäl: Dagen ligger för nära bokslutet.') as unknown,
      ],
    ]);
  });

  it('decides a request once: a second decision, or one on a cancelled request, is 409', async () => {
    expect((await approve(editor, moveId)).statusCode).toBe(200);
    const twice = await approve(editor, moveId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ApiErrorBody>().message).toMatch(/redan avgjord/);
    expect((await refuse(editor, moveId, { reason: 'Nej.' })).statusCode).toBe(409);
    expect(await planned()).toEqual([
      { dueOn: '2027-06-30', amountOre: 10_000_000 },
      { dueOn: '2028-01-31', amountOre: 10_000_000 },
    ]);

    await test.db.query(
      `UPDATE payment_plan_change SET status = 'cancelled', decided_at = now() WHERE id = $1`,
      [splitId],
    );
    expect((await approve(editor, splitId)).statusCode).toBe(409);
    expect(await notes()).toHaveLength(1);
  });

  it('takes one of two concurrent approvals', async () => {
    const answers = await Promise.all([approve(editor, splitId), approve(editor, splitId)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await planned()).toHaveLength(3);
  });

  it('cannot approve moving a payout that was paid meanwhile (409), and changes nothing', async () => {
    await test.db.transaction((tx) => payPlannedPayoutOnDueDay(tx, payouts[0] ?? ''));
    const response = await approve(editor, moveId);
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiErrorBody>().code).toBe('PAYOUT_PAID');
    expect((await get(`/api/staff/plan-changes/${moveId}`, editor)).json<StaffPlanChange>()).toMatchObject({
      status: 'received',
      payout: { status: 'paid' },
    });
  });

  it('lets a Viewer read but not decide (403), and keeps members out', async () => {
    expect((await approve(viewer, moveId)).statusCode).toBe(403);
    expect((await refuse(viewer, moveId, { reason: 'Nej.' })).statusCode).toBe(403);
    expect((await get(`/api/staff/plan-changes/${moveId}`, member)).statusCode).toBe(403);
    expect((await approve(member, moveId)).statusCode).toBe(403);
    expect(await planned()).toEqual(PLAN_BEFORE);
    expect(await notes()).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN, 'not-a-uuid']) {
      expect((await get(`/api/staff/plan-changes/${id}`, editor)).statusCode, id).toBe(404);
      expect((await approve(editor, id)).statusCode, id).toBe(404);
      expect((await refuse(editor, id, { reason: 'Nej.' })).statusCode, id).toBe(404);
    }
  });

  it('lists a decided request as closed, and puts the read and the decision on the member’s access log', async () => {
    await get(`/api/staff/plan-changes/${moveId}`, viewer);
    await approve(editor, moveId);
    const closed = await get('/api/staff/work?kind=plan-change&state=closed', editor);
    expect(closed.json<WorkList>().items).toContainEqual(
      expect.objectContaining({ id: moveId, status: 'Godkänd', state: 'closed' }),
    );
    const entries = (await get('/api/access-log', member)).json<AccessLogPage>().entries;
    expect(entries).toContainEqual(
      expect.objectContaining({ who: 'Johan Ek', looked: ['Betalningsplan'], changes: [] }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        who: 'Lena Sjöberg',
        changes: expect.arrayContaining([expect.objectContaining({ what: 'Betalningsplan' })]) as unknown,
      }),
    );
  });
});
