import { beforeEach, describe, expect, it } from 'vitest';
import type { AccessLogPage } from '#contracts/access-log';
import type { Order } from '#contracts/checkout';
import type { StaffOrder, WorkList } from '#contracts/staff-work';
import {
  insertPerson,
  insertPersonStakeholder,
  insertStaff,
  type PersonRow,
} from '../../db/seed/builders.js';
import { insertServiceOrder, orderLineOn } from '../../db/seed/order-builders.js';
import { insertPlannedEstate } from '../../db/seed/stand-builders.js';
import { pdfText } from '../../pdf/pdf-text.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

describe('staff move an order along, the member follows it', () => {
  let karin: PersonRow;
  let memberId: string;
  let number: string;
  let member: string;
  let editor: string;
  let viewer: string;
  const clock = testClock(new Date('2026-11-24T09:00:00Z'));
  const test = portalForTests({ clock, env: { FEATURE_OVERRIDES: 'notificationEmails:on' } });

  beforeEach(async () => {
    karin = await insertPerson(test.db, { givenName: 'Karin', surname: 'Lindqvist' });
    memberId = (await insertPersonStakeholder(test.db, karin)).id;
    await test.db.query(
      `INSERT INTO member_contact (stakeholder_id, email) VALUES ($1, 'karin@example.se')`,
      [memberId],
    );
    const estate = await insertPlannedEstate(test.db, memberId);
    const line = await orderLineOn(test.db, estate.id);
    const priced = {
      ...line,
      serviceName: 'rojning',
      serviceTitle: 'Röjning',
      estimate: { ...line.estimate, netOre: 400_000, vatOre: 100_000, totalOre: 500_000 },
    };
    ({ number } = await insertServiceOrder(
      test.db,
      { stakeholderId: memberId, personId: karin.id },
      { lines: [priced], placedByName: 'Karin Lindqvist' },
    ));
    const lena = await insertPerson(test.db, { givenName: 'Lena', surname: 'Sjöberg' });
    await insertStaff(test.db, lena, { mayEdit: true });
    const johan = await insertPerson(test.db, { givenName: 'Johan', surname: 'Ek' });
    await insertStaff(test.db, johan);
    member = await signIn(test, { personId: karin.id, stakeholderId: memberId, roles: ['Member'] });
    editor = await signIn(test, { personId: lena.id, stakeholderId: null, roles: ['Viewer', 'Editor'] });
    viewer = await signIn(test, { personId: johan.id, stakeholderId: null, roles: ['Viewer'] });
  });

  // POST takes a step; PUT corrects the latest one.
  const step = (cookie: string, body: object, method: 'POST' | 'PUT' = 'POST') =>
    test.app.inject({
      method,
      url: `/api/staff/orders/${number}/steps`,
      headers: { cookie },
      payload: body,
    });
  const memberOrder = async (): Promise<Order> =>
    (await test.app.inject({ url: `/api/orders/${number}`, headers: { cookie: member } })).json<Order>();

  const receipt = () =>
    test.app.inject({ url: `/api/orders/${number}/receipt`, headers: { cookie: member } });

  it('lists the order in the work list and moves it received → confirmed → scheduled → done', async () => {
    expect((await receipt()).statusCode).toBe(404);
    const list = await test.app.inject({
      url: '/api/staff/work?kind=order&state=open',
      headers: { cookie: editor },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<WorkList>().items).toContainEqual(
      expect.objectContaining({
        kind: 'order',
        id: number,
        title: 'Röjning',
        status: 'Mottagen',
        state: 'open',
      }),
    );

    const confirmed = await step(editor, {
      step: 'confirmed',
      plannedFrom: '2026-11-24',
      plannedUntil: '2026-12-11',
      note: 'Vi ses i skogen.',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<StaffOrder>().nextSteps).toEqual(['scheduled', 'cancelled']);
    expect(
      (
        await step(editor, {
          step: 'scheduled',
          scheduledOn: '2026-11-24',
          contractor: 'Röj & Plant AB',
          note: '',
        })
      ).statusCode,
    ).toBe(200);

    const withoutReason = await step(editor, {
      step: 'done',
      doneOn: '2026-11-24',
      lines: [{ position: 1, areaHa: 2.5, netOre: 450_000 }],
      priceReason: '',
      note: '',
    });
    expect(withoutReason.statusCode).toBe(400);
    expect(
      withoutReason.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.priceReason,
    ).toBeDefined();
    expect((await memberOrder()).status).toBe('scheduled');

    const done = await step(editor, {
      step: 'done',
      doneOn: '2026-11-24',
      lines: [{ position: 1, areaHa: 2.5, netOre: 450_000 }],
      priceReason: 'Arealen blev större än i beställningen.',
      note: '',
    });
    expect(done.statusCode).toBe(200);

    const order = await memberOrder();
    expect(order.status).toBe('done');
    expect(order.steps.map((s) => s.step)).toEqual(['received', 'confirmed', 'scheduled', 'done']);
    expect(order.steps[1]).toMatchObject({
      byName: 'Lena Sjöberg',
      plannedPeriod: 'vecka 48–50 2026 (24 nov.–11 dec.)',
      note: 'Vi ses i skogen.',
    });
    expect(order.steps[2]).toMatchObject({ scheduledOn: '2026-11-24', contractor: 'Röj & Plant AB' });
    expect(order.steps[3]?.final).toEqual({
      lines: [{ position: 1, areaHa: 2.5, netOre: 450_000, vatOre: 112_500, totalOre: 562_500 }],
      netOre: 450_000,
      vatOre: 112_500,
      totalOre: 562_500,
      priceReason: 'Arealen blev större än i beställningen.',
    });

    const notes = await test.db.query<{ title: string; about_the_lines: boolean }>(
      `SELECT n.title, n.estate_ids = ARRAY(SELECT DISTINCT l.estate_id FROM service_order_line l
                                            JOIN service_order o ON o.id = l.order_id
                                           WHERE o.number = $2) AS about_the_lines
         FROM notification n WHERE n.stakeholder_id = $1 ORDER BY n.created_at, n.title`,
      [memberId, number],
    );
    // Each about the estates of the order's lines, so a mandate that leaves them out hides it.
    expect(notes.every((n) => n.about_the_lines)).toBe(true);
    expect(notes.map((n) => n.title)).toEqual(
      expect.arrayContaining([
        `Beställning ${number} är bekräftad`,
        `Beställning ${number} är inplanerad`,
        // Above the estimate: the member is asked to answer (checkout/final-price.routes.test.ts).
        `Beställning ${number} är utförd: svara om det nya slutpriset`,
      ]),
    );
    const mails = await test.db.query<{ recipient: string; body: string }>(
      `SELECT recipient, body FROM outgoing_mail WHERE subject LIKE $1 || '%'`,
      [`Beställning ${number} är utförd`],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.recipient).toBe('karin@example.se');
    expect(mails[0]?.body).toMatch(/Slutpriset blev 5\s625,00\skr inkl. moms/);

    const pdf = await receipt();
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).join(' ');
    expect(text).toContain(`Kvitto för beställning ${number}`);
    expect(text).toContain('Röj & Plant AB');
    expect(text).toMatch(/5\s625,00\skr/);
    expect(text).toContain('Arealen blev större än i beställningen.');
  });

  it('refuses a step the order cannot take now, and one taken twice', async () => {
    expect(
      (
        await step(editor, {
          step: 'done',
          doneOn: '2026-11-24',
          lines: [{ position: 1, areaHa: 2, netOre: 400_000 }],
          priceReason: '',
          note: '',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await step(editor, {
          step: 'confirmed',
          plannedFrom: '2026-11-24',
          plannedUntil: '2026-12-18',
          note: '',
        })
      ).statusCode,
    ).toBe(200);
    const again = await step(editor, {
      step: 'confirmed',
      plannedFrom: '2026-12-01',
      plannedUntil: '2026-12-18',
      note: '',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/redan gått vidare/);
    expect((await memberOrder()).steps.filter((s) => s.step === 'confirmed')).toHaveLength(1);
  });

  it('takes one of two concurrent confirmations', async () => {
    const answers = await Promise.all([
      step(editor, { step: 'confirmed', plannedFrom: '2026-11-24', plannedUntil: '2026-12-18', note: '' }),
      step(editor, { step: 'confirmed', plannedFrom: '2026-12-01', plannedUntil: '2026-12-18', note: '' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('schedules from today within the confirmed period, marks done by today, and refuses any other day with 400', async () => {
    await step(editor, {
      step: 'confirmed',
      plannedFrom: '2026-11-24',
      plannedUntil: '2026-12-18',
      note: '',
    });
    const scheduled = (scheduledOn: string) =>
      step(editor, { step: 'scheduled', scheduledOn, contractor: 'Röj & Plant AB', note: '' });
    const done = (doneOn: string) =>
      step(editor, {
        step: 'done',
        doneOn,
        lines: [{ position: 1, areaHa: 2, netOre: 400_000 }],
        priceReason: '',
        note: '',
      });
    const range = (answer: Awaited<ReturnType<typeof step>>, field: string) => {
      expect(answer.statusCode).toBe(400);
      return answer.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors[field];
    };
    expect(range(await scheduled('9999-12-30'), 'scheduledOn')).toEqual([
      'Ange ett datum från i dag till tre år fram.',
    ]);
    expect(range(await scheduled('2029-11-25'), 'scheduledOn')).toBeDefined();
    // The member cannot be told the work starts on a day already past, nor outside the confirmed period.
    expect(range(await scheduled('2026-11-23'), 'scheduledOn')).toBeDefined();
    expect(range(await scheduled('2027-01-11'), 'scheduledOn')).toEqual([
      'Arbetet ska börja inom tiden som bekräftades för medlemmen, vecka 48–51 2026 (24 nov.–18 dec.). ' +
        'Rätta den planerade tiden först om den har ändrats.',
    ]);
    expect((await memberOrder()).status).toBe('confirmed');

    expect((await scheduled('2026-11-24')).statusCode).toBe(200);
    expect(range(await done('9999-12-31'), 'doneOn')).toEqual([
      'Ange ett datum från ett år bakåt till i dag.',
    ]);
    expect(range(await done('2026-11-25'), 'doneOn')).toBeDefined();
    expect(range(await done('２０２６-１１-２４'), 'doneOn')).toEqual([
      'Ange ett datum, till exempel 2026-12-01.',
    ]);
    expect((await memberOrder()).status).toBe('scheduled');
    expect((await done('2026-11-24')).statusCode).toBe(200);
  });

  it('lets an Editor correct the latest step only, by the same rules, telling the member and keeping the old', async () => {
    await step(editor, {
      step: 'confirmed',
      plannedFrom: '2026-11-24',
      plannedUntil: '2026-12-18',
      note: '',
    });
    await step(editor, {
      step: 'scheduled',
      scheduledOn: '2026-11-24',
      contractor: 'Röj & Plant AB',
      note: '',
    });
    const rescheduled = { step: 'scheduled', scheduledOn: '2026-12-01', contractor: 'Skogsröj AB', note: '' };
    expect((await step(viewer, rescheduled, 'PUT')).statusCode).toBe(403);
    const later = { step: 'confirmed', plannedFrom: '2026-12-01', plannedUntil: '2026-12-18', note: '' };
    const earlier = await step(editor, later, 'PUT');
    expect(earlier.statusCode).toBe(409);
    expect(earlier.json<{ message: string }>().message).toMatch(/Bara det senaste steget/);
    expect((await step(editor, { ...rescheduled, scheduledOn: '2026-11-23' }, 'PUT')).statusCode).toBe(400);

    const corrected = await step(editor, rescheduled, 'PUT');
    expect(corrected.statusCode).toBe(200);
    const order = await memberOrder();
    expect(order.status).toBe('scheduled');
    expect(order.steps.at(-1)).toMatchObject({
      step: 'scheduled',
      scheduledOn: '2026-12-01',
      contractor: 'Skogsröj AB',
      corrected: { byName: 'Lena Sjöberg' },
    });
    const [notice] = await test.db.query<{ body: string }>(
      `SELECT body FROM notification WHERE stakeholder_id = $1 AND title = $2`,
      [memberId, `Beställning ${number} är ändrad`],
    );
    expect(notice?.body).toBe(
      'Skogsröj AB börjar arbetet 1 december 2026. Tidigare: Röj & Plant AB, 24 november 2026.',
    );
    const kept = await test.db.query<{ before: { scheduled_on: string; contractor: string } }>(
      `SELECT c.before FROM service_order_step_correction c JOIN service_order o ON o.id = c.order_id
        WHERE o.number = $1`,
      [number],
    );
    expect(kept.map((row) => [row.before.scheduled_on, row.before.contractor])).toEqual([
      ['2026-11-24', 'Röj & Plant AB'],
    ]);
  });

  it('needs a reason to cancel, which the member then reads', async () => {
    const noReason = await step(editor, { step: 'cancelled', note: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(
      (await step(editor, { step: 'cancelled', note: 'Beståndet röjdes redan i våras.' })).statusCode,
    ).toBe(200);
    const order = await memberOrder();
    expect(order.status).toBe('cancelled');
    expect(order.steps.at(-1)).toMatchObject({ step: 'cancelled', note: 'Beståndet röjdes redan i våras.' });
  });

  it('lets a viewer see the order but not move it', async () => {
    const read = await test.app.inject({ url: `/api/staff/orders/${number}`, headers: { cookie: viewer } });
    expect(read.statusCode).toBe(200);
    expect(read.json<StaffOrder>().member).toEqual({ id: memberId, name: 'Karin Lindqvist' });
    expect(
      (
        await step(viewer, {
          step: 'confirmed',
          plannedFrom: '2026-11-24',
          plannedUntil: '2026-12-18',
          note: '',
        })
      ).statusCode,
    ).toBe(403);
    expect((await memberOrder()).status).toBe('received');
  });

  it('keeps members out of the workspace', async () => {
    expect((await test.app.inject({ url: '/api/staff/work', headers: { cookie: member } })).statusCode).toBe(
      403,
    );
    expect(
      (await test.app.inject({ url: `/api/staff/orders/${number}`, headers: { cookie: member } })).statusCode,
    ).toBe(403);
    expect(
      (
        await step(member, {
          step: 'confirmed',
          plannedFrom: '2026-11-24',
          plannedUntil: '2026-12-18',
          note: '',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('answers 404 for an order that does not exist', async () => {
    expect(
      (await test.app.inject({ url: '/api/staff/orders/SO-2026-999999', headers: { cookie: editor } }))
        .statusCode,
    ).toBe(404);
  });

  it('shows the member that staff opened and moved their order', async () => {
    await test.app.inject({ url: `/api/staff/orders/${number}`, headers: { cookie: viewer } });
    await step(editor, {
      step: 'confirmed',
      plannedFrom: '2026-11-24',
      plannedUntil: '2026-12-18',
      note: '',
    });
    const log = await test.app.inject({ url: '/api/access-log', headers: { cookie: member } });
    const entries = log.json<AccessLogPage>().entries;
    expect(entries).toContainEqual(
      expect.objectContaining({ who: 'Johan Ek', looked: [`Beställning ${number}`], changes: [] }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        who: 'Lena Sjöberg',
        changes: expect.arrayContaining([
          expect.objectContaining({ what: `Beställning ${number}` }),
        ]) as unknown,
      }),
    );
  });
});
