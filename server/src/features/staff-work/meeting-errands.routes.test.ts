import { beforeEach, describe, expect, it } from 'vitest';
import type { AccessLogPage } from '#contracts/access-log';
import type { FreeTimes, Meetings } from '#contracts/meetings';
import type { StaffMeeting } from '#contracts/staff-meetings';
import type { WorkList } from '#contracts/staff-work';
import { insertPerson, insertPersonStakeholder, insertStaff } from '../../db/seed/builders.js';
import { insertAdvisor, insertBusiness, insertSbo } from '../../db/seed/business-builders.js';
import { insertAdvisorSlot, insertMeeting } from '../../db/seed/meetings-builders.js';
import { NOW, WEDNESDAY_TEN, useMeetingsWorld } from '../../testing/meetings-world.js';
import { signIn } from '../../testing/sign-in.js';

const HOUR = 3_600_000;
/** Thursday 26 November 2026, 14:00–15:00 in Sweden. */
const THURSDAY_TWO = new Date('2026-11-26T13:00:00Z');

describe('staff confirm and move a member’s meeting booking', () => {
  const { world, get, post, mails } = useMeetingsWorld();
  let editor: string;
  let viewer: string;
  let meetingId: string;
  let slot: { id: string };
  let later: { id: string };

  beforeEach(async () => {
    const { db } = world.test;
    const lena = await insertPerson(db, { givenName: 'Lena', surname: 'Sjöberg' });
    await insertStaff(db, lena, { mayEdit: true });
    const johan = await insertPerson(db, { givenName: 'Johan', surname: 'Ek' });
    await insertStaff(db, johan);
    editor = await signIn(world.test, {
      personId: lena.id,
      stakeholderId: null,
      roles: ['Viewer', 'Editor'],
    });
    viewer = await signIn(world.test, { personId: johan.id, stakeholderId: null, roles: ['Viewer'] });
    await db.query(`UPDATE member_contact SET phone = '070-123 45 67' WHERE stakeholder_id = $1`, [
      world.member.id,
    ]);
    slot = await insertAdvisorSlot(db, world.advisor, WEDNESDAY_TEN);
    later = await insertAdvisorSlot(db, world.advisor, THURSDAY_TWO);
    meetingId = (
      await insertMeeting(db, slot, world.member, world.business, {
        topic: 'thinning',
        kind: 'forest-visit',
        estateId: world.estate.id,
        message: 'Granbeståndet vid ån verkar tätt.',
        bookedAt: new Date(NOW.getTime() - 2 * 24 * HOUR),
      })
    ).id;
  });

  const as = (cookie: string) => ({ cookie });
  const read = (cookie = editor, id = meetingId) => get(`/api/staff/meetings/${id}`, as(cookie));
  const confirm = (cookie = editor, id = meetingId) =>
    post(`/api/staff/meetings/${id}/confirm`, undefined, as(cookie));
  const move = (slotId: string, cookie = editor, id = meetingId) =>
    post(`/api/staff/meetings/${id}/move`, { slotId }, as(cookie));
  const notifications = () =>
    world.test.db.query<{ category: string; title: string; body: string; link: string }>(
      'SELECT category, title, body, link FROM notification WHERE stakeholder_id = $1 ORDER BY created_at',
      [world.member.id],
    );
  /** The estates each notification is about: the meeting's, so a mandate that leaves it out hides them. */
  const notifiedEstates = async () =>
    (
      await world.test.db.query<{ estate_ids: string[] }>(
        'SELECT estate_ids FROM notification WHERE stakeholder_id = $1 ORDER BY created_at',
        [world.member.id],
      )
    ).map((row) => row.estate_ids);
  const stored = async () => {
    const [row] = await world.test.db.query<{ slot_id: string; confirmed: boolean }>(
      'SELECT slot_id, confirmed_at IS NOT NULL AS confirmed FROM meeting WHERE id = $1',
      [meetingId],
    );
    return row;
  };
  const memberMeetings = async () => (await get('/api/meetings')).json<Meetings>();
  const memberFreeSlots = async () =>
    (await get('/api/meetings/free-times')).json<FreeTimes>().freeTimes.map((time) => time.slotId);

  it('shows the booking with the member’s contact details, and logs the read for the member', async () => {
    const response = await read(viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json<StaffMeeting>()).toEqual({
      id: meetingId,
      member: {
        id: world.member.id,
        name: 'Karin Lindqvist',
        email: 'karin@example.se',
        phone: '070-123 45 67',
      },
      topic: 'thinning',
      kind: 'forest-visit',
      estate: { id: world.estate.id, designation: 'Uppsala Ekeby 2:7' },
      message: 'Granbeståndet vid ån verkar tätt.',
      startsAt: '2026-11-25T09:00:00.000Z',
      endsAt: '2026-11-25T10:00:00.000Z',
      bookedAt: '2026-11-20T08:00:00.000Z',
      slotId: slot.id,
      advisor: { id: world.advisor.id, name: 'Anders Nyberg' },
      status: 'booked',
      confirmed: null,
      cancelledAt: null,
      changeable: true,
    });
    const audit = await world.test.db.query<{ route: string; method: string }>(
      'SELECT route, method FROM audit_event WHERE subject_stakeholder_id = $1',
      [world.member.id],
    );
    expect(audit).toEqual([{ route: '/api/staff/meetings/:id', method: 'GET' }]);
    const log = (await get('/api/access-log')).json<AccessLogPage>();
    expect(log.entries).toContainEqual(
      expect.objectContaining({ who: 'Johan Ek', looked: ['Bokade möten'], changes: [] }),
    );
  });

  it('answers 404 for an unknown or malformed id, and audits nothing', async () => {
    const audited = () => world.test.db.query('SELECT 1 FROM audit_event');
    const before = (await audited()).length;
    for (const id of ['00000000-0000-4000-8000-000000000000', 'inte-ett-id', '1%27%20OR%201%3D1']) {
      const response = await read(editor, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Mötet finns inte.' });
      expect((await confirm(editor, id)).statusCode, id).toBe(404);
      expect((await move(later.id, editor, id)).statusCode, id).toBe(404);
    }
    expect(await audited()).toHaveLength(before);
  });

  it('confirms: the member is notified, the work list closes it, and a second confirm changes nothing', async () => {
    const response = await confirm();
    expect(response.statusCode).toBe(200);
    const confirmed = response.json<StaffMeeting>();
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.confirmed).toEqual({ at: NOW.toISOString(), byName: 'Lena Sjöberg' });
    expect(await notifications()).toEqual([
      {
        category: 'meetings',
        title: 'Ditt möte är bekräftat',
        body: 'Anders Nyberg har bekräftat ert möte om gallring onsdag 25 november 2026 kl. 10:00–11:00.',
        link: '/minasidor/minabokademoten',
      },
    ]);
    expect(await notifiedEstates()).toEqual([[world.estate.id]]);
    const work = await get('/api/staff/work?kind=meeting', as(editor));
    expect(work.json<WorkList>().items).toContainEqual(
      expect.objectContaining({ id: meetingId, state: 'closed', status: 'Bekräftat' }),
    );

    const again = await confirm();
    expect(again.statusCode).toBe(200);
    expect(again.json<StaffMeeting>().confirmed).toEqual(confirmed.confirmed);
    expect(await notifications()).toHaveLength(1);
    const log = (await get('/api/access-log')).json<AccessLogPage>();
    expect(log.entries).toContainEqual(
      expect.objectContaining({
        who: 'Lena Sjöberg',
        changes: expect.arrayContaining([expect.objectContaining({ what: 'Bokade möten' })]) as unknown,
      }),
    );
  });

  it('mails the confirmation when the member has chosen mail for meetings', async () => {
    await world.test.db.query(
      `INSERT INTO notification_setting (stakeholder_id, category, channel, enabled)
       VALUES ($1, 'meetings', 'email', true)`,
      [world.member.id],
    );
    expect((await confirm()).statusCode).toBe(200);
    const [mail] = await mails();
    expect(mail?.recipient).toBe('karin@example.se');
    expect(mail?.subject).toMatch(/^Ditt möte är bekräftat – /);
    expect(mail?.body).toContain('onsdag 25 november 2026 kl. 10:00–11:00');
  });

  it('moves the meeting: the member sees the new time, the old hour is free, and is told', async () => {
    const response = await move(later.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<StaffMeeting>()).toMatchObject({
      slotId: later.id,
      startsAt: THURSDAY_TWO.toISOString(),
      status: 'confirmed',
      confirmed: { at: NOW.toISOString(), byName: 'Lena Sjöberg' },
    });

    const { upcoming } = await memberMeetings();
    expect(upcoming.map((meeting) => [meeting.id, meeting.startsAt])).toEqual([
      [meetingId, '2026-11-26T13:00:00.000Z'],
    ]);
    const free = await memberFreeSlots();
    expect(free).toContain(slot.id);
    expect(free).not.toContain(later.id);
    const [notice] = await notifications();
    expect(notice).toEqual({
      category: 'meetings',
      title: 'Ditt möte har flyttats',
      body:
        'Anders Nyberg har flyttat ert möte om gallring till torsdag 26 november 2026 kl. 14:00–15:00. ' +
        'Den tidigare tiden, onsdag 25 november 2026 kl. 10:00–11:00, gäller inte längre.',
      link: '/minasidor/minabokademoten',
    });
    // The old hour may be booked again, by anyone.
    expect((await post('/api/meetings', { slotId: slot.id, topic: 'other', kind: 'phone' })).statusCode).toBe(
      201,
    );
  });

  it('refuses a cancelled meeting (409) and one already held (409), changing nothing', async () => {
    await world.test.db.query('UPDATE meeting SET cancelled_at = $2 WHERE id = $1', [meetingId, NOW]);
    for (const refused of [await confirm(), await move(later.id)]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'MEETING_CANCELLED',
        message: 'Mötet är avbokat och kan inte bekräftas eller flyttas.',
      });
    }
    expect((await read()).json<StaffMeeting>()).toMatchObject({ status: 'cancelled', changeable: false });

    const past = await insertAdvisorSlot(world.test.db, world.advisor, new Date('2026-11-18T09:00:00Z'));
    const held = await insertMeeting(world.test.db, past, world.member, world.business);
    for (const refused of [await confirm(editor, held.id), await move(later.id, editor, held.id)]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe('Mötet har redan ägt rum.');
    }
    expect(await notifications()).toEqual([]);
    expect(await stored()).toEqual({ slot_id: slot.id, confirmed: false });
    // The work list has nothing left to do with either: cancelled, and held without a confirmation.
    const list = await world.test.app.inject({
      url: '/api/staff/work?kind=meeting',
      headers: { cookie: editor },
    });
    expect(list.json<WorkList>().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: meetingId, state: 'closed', status: 'Avbokat' }),
        expect.objectContaining({ id: held.id, state: 'closed', status: 'Genomfört' }),
      ]),
    );
  });

  it('moves only into a free, later hour of the same advisor', async () => {
    const { db } = world.test;
    const elsewhere = await insertAdvisor(db, await insertSbo(db));
    const foreign = await insertAdvisorSlot(db, elsewhere, THURSDAY_TWO);
    const past = await insertAdvisorSlot(db, world.advisor, new Date('2026-11-20T09:00:00Z'));
    const busy = await insertAdvisorSlot(db, world.advisor, new Date('2026-11-26T08:00:00Z'), { busy: true });
    const taken = await insertAdvisorSlot(db, world.advisor, new Date('2026-11-26T10:00:00Z'));
    const other = await insertPersonStakeholder(db, await insertPerson(db));
    await insertMeeting(db, taken, other, world.business);

    const cases: [string, number, string][] = [
      [foreign.id, 422, 'Tiden finns inte hos mötets rådgivare. Välj en av rådgivarens lediga tider.'],
      [
        '00000000-0000-4000-8000-000000000000',
        422,
        'Tiden finns inte hos mötets rådgivare. Välj en av rådgivarens lediga tider.',
      ],
      [past.id, 422, 'Tiden har redan passerat. Välj en ledig tid framåt.'],
      [slot.id, 422, 'Mötet ligger redan på den tiden. Välj en annan ledig tid.'],
      [busy.id, 409, 'Tiden är inte ledig längre. Välj en annan tid.'],
      [taken.id, 409, 'Tiden är inte ledig längre. Välj en annan tid.'],
    ];
    for (const [slotId, status, message] of cases) {
      const response = await move(slotId);
      expect(response.statusCode, slotId).toBe(status);
      expect(response.json<{ message: string }>().message, slotId).toBe(message);
    }
    const malformed = await post(`/api/staff/meetings/${meetingId}/move`, { slotId: 'torsdag' }, as(editor));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      slotId: ['Välj en av rådgivarens lediga tider.'],
    });
    expect(await stored()).toEqual({ slot_id: slot.id, confirmed: false });
    expect(await notifications()).toEqual([]);
  });

  it('lets exactly one of two concurrent moves into one hour through', async () => {
    const { db } = world.test;
    const sven = await insertPersonStakeholder(db, await insertPerson(db));
    const svensBusiness = await insertBusiness(db, sven, await insertSbo(db), world.advisor);
    const svensSlot = await insertAdvisorSlot(db, world.advisor, new Date('2026-11-27T09:00:00Z'));
    const svens = await insertMeeting(db, svensSlot, sven, svensBusiness);

    const answers = await Promise.all([move(later.id), move(later.id, editor, svens.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const inSlot = await db.query<{ id: string }>(
      'SELECT id FROM meeting WHERE slot_id = $1 AND cancelled_at IS NULL',
      [later.id],
    );
    expect(inSlot).toHaveLength(1);
    // The one refused stays where it was.
    const loser = inSlot[0]?.id === meetingId ? svens.id : meetingId;
    const [left] = await db.query<{ slot_id: string }>('SELECT slot_id FROM meeting WHERE id = $1', [loser]);
    expect(left?.slot_id).toBe(loser === meetingId ? slot.id : svensSlot.id);
  });

  it('lets a viewer read but neither confirm nor move, and keeps members out', async () => {
    expect((await read(viewer)).statusCode).toBe(200);
    for (const refused of [await confirm(viewer), await move(later.id, viewer)]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe(
        'Du visar medlemmens uppgifter med läsrätt och kan inte ändra något.',
      );
    }
    for (const refused of [
      await read(world.cookie),
      await confirm(world.cookie),
      await move(later.id, world.cookie),
    ]) {
      expect(refused.statusCode).toBe(403);
    }
    expect(await stored()).toEqual({ slot_id: slot.id, confirmed: false });
    expect(await notifications()).toEqual([]);
  });
});
