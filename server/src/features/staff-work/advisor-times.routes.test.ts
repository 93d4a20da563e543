import { beforeEach, describe, expect, it } from 'vitest';
import type { FreeTimes } from '#contracts/meetings';
import type { AdvisorTimes, AdvisorTimesAdded } from '#contracts/staff-meetings';
import { insertPerson, insertStaff } from '../../db/seed/builders.js';
import { insertAdvisorSlot, insertMeeting } from '../../db/seed/meetings-builders.js';
import { WEDNESDAY_TEN, useMeetingsWorld } from '../../testing/meetings-world.js';
import { signIn } from '../../testing/sign-in.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Saturday 28 November 2026, 10:00 in Sweden: no working hour, so only staff open it. */
const SATURDAY_TEN = new Date('2026-11-28T09:00:00Z');

describe('staff set an advisor’s free times', () => {
  const { world, get, post } = useMeetingsWorld();
  let editor: string;
  let viewer: string;

  beforeEach(async () => {
    const lena = await insertPerson(world.test.db, { givenName: 'Lena', surname: 'Sjöberg' });
    await insertStaff(world.test.db, lena, { mayEdit: true });
    const johan = await insertPerson(world.test.db, { givenName: 'Johan', surname: 'Ek' });
    await insertStaff(world.test.db, johan);
    editor = await signIn(world.test, {
      personId: lena.id,
      stakeholderId: null,
      roles: ['Viewer', 'Editor'],
    });
    viewer = await signIn(world.test, { personId: johan.id, stakeholderId: null, roles: ['Viewer'] });
  });

  const as = (cookie: string) => ({ cookie });
  const calendar = (query = '', cookie = editor) =>
    get(`/api/staff/advisor-times?advisor=${world.advisor.id}${query}`, as(cookie));
  const add = (body: Record<string, unknown>, cookie = editor) =>
    post('/api/staff/advisor-times', { advisorId: world.advisor.id, ...body }, as(cookie));
  const remove = (slotId: string, cookie = editor) =>
    world.test.app.inject({
      method: 'DELETE',
      url: `/api/staff/advisor-times/${slotId}`,
      headers: { origin: 'http://localhost:3000', cookie },
    });
  const memberFree = async () => (await get('/api/meetings/free-times')).json<FreeTimes>().freeTimes;
  const slotRows = (from: Date, until: Date) =>
    world.test.db.query<{ id: string; busy: boolean }>(
      'SELECT id, busy FROM advisor_slot WHERE advisor_id = $1 AND starts_at >= $2 AND starts_at < $3 ORDER BY starts_at',
      [world.advisor.id, from, until],
    );

  it('shows two weeks of hours, free, busy and booked with whose meeting it is, and audits nothing', async () => {
    const { db } = world.test;
    const free = await insertAdvisorSlot(db, world.advisor, WEDNESDAY_TEN);
    const busy = await insertAdvisorSlot(db, world.advisor, new Date('2026-11-25T10:00:00Z'), { busy: true });
    const booked = await insertAdvisorSlot(db, world.advisor, new Date('2026-11-25T11:00:00Z'));
    const meeting = await insertMeeting(db, booked, world.member, world.business, { kind: 'phone' });
    await db.query('UPDATE meeting SET confirmed_at = now() WHERE id = $1', [meeting.id]);
    const audited = (await db.query('SELECT 1 FROM audit_event')).length;

    const response = await calendar('', viewer);
    expect(response.statusCode).toBe(200);
    const body = response.json<AdvisorTimes>();
    expect(body.advisor).toEqual({ id: world.advisor.id, name: 'Anders Nyberg' });
    expect([body.from, body.until]).toEqual(['2026-11-22', '2026-12-06']);
    const byId = new Map(body.slots.map((slot) => [slot.id, slot]));
    expect(byId.get(free.id)).toEqual({
      id: free.id,
      startsAt: '2026-11-25T09:00:00.000Z',
      endsAt: '2026-11-25T10:00:00.000Z',
      status: 'free',
      booking: null,
    });
    expect(byId.get(busy.id)).toMatchObject({ status: 'busy', booking: null });
    expect(byId.get(booked.id)).toMatchObject({
      status: 'booked',
      booking: {
        meetingId: meeting.id,
        member: { id: world.member.id, name: 'Karin Lindqvist' },
        topic: 'thinning',
        kind: 'phone',
        confirmed: true,
      },
    });
    // The working hours members book from are there without anyone having looked: ten weekdays × eight.
    expect(body.slots).toHaveLength(80);
    const starts = body.slots.map((slot) => slot.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(starts[0]).toBe('2026-11-23T07:00:00.000Z');
    expect(starts.at(-1)).toBe('2026-12-04T14:00:00.000Z');
    expect(await db.query('SELECT 1 FROM audit_event')).toHaveLength(audited);

    const next = (await calendar('&from=2026-12-07')).json<AdvisorTimes>();
    expect(next.slots[0]?.startsAt).toBe('2026-12-07T07:00:00.000Z');
  });

  it('answers 404 for an unknown advisor and 400 for a bad or far-off day', async () => {
    const unknown = await get('/api/staff/advisor-times?advisor=ingen-alls', as(editor));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'Rådgivaren finns inte.' });
    for (const [query, field] of [
      ['&from=2026-13-01', 'from'],
      ['&from=2026-02-31', 'from'],
      ['&from=i%20morgon', 'from'],
      ['&from=2027-06-01', 'from'],
    ] as const) {
      const response = await calendar(query);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors), query).toEqual([field]);
    }
    const noAdvisor = await get('/api/staff/advisor-times', as(editor));
    expect(noAdvisor.statusCode).toBe(400);
  });

  it('adds free hours members can book at once; the same hours again change nothing', async () => {
    const response = await add({ startsAt: '2026-11-28T10:00:00+01:00', hours: 2 });
    expect(response.statusCode).toBe(200);
    const added = response.json<AdvisorTimesAdded>();
    expect(added).toMatchObject({ added: 2, opened: 0, unchanged: 0 });
    expect(added.slots.map((slot) => [slot.startsAt, slot.endsAt, slot.status])).toEqual([
      ['2026-11-28T09:00:00.000Z', '2026-11-28T10:00:00.000Z', 'free'],
      ['2026-11-28T10:00:00.000Z', '2026-11-28T11:00:00.000Z', 'free'],
    ]);
    const free = (await memberFree()).map((time) => time.slotId);
    for (const slot of added.slots) expect(free).toContain(slot.id);

    const again = await add({ startsAt: SATURDAY_TEN.toISOString(), hours: 2 });
    expect(again.statusCode).toBe(200);
    expect(again.json<AdvisorTimesAdded>()).toMatchObject({ added: 0, opened: 0, unchanged: 2 });
    expect(await slotRows(SATURDAY_TEN, new Date(SATURDAY_TEN.getTime() + 2 * HOUR))).toHaveLength(2);
  });

  it('frees a busy hour, and refuses booked and overlapping hours, holidays, the past and far ahead', async () => {
    const { db } = world.test;
    const busy = await insertAdvisorSlot(db, world.advisor, SATURDAY_TEN, { busy: true });
    const opened = await add({ startsAt: SATURDAY_TEN.toISOString(), hours: 1 });
    expect(opened.json<AdvisorTimesAdded>()).toMatchObject({ added: 0, opened: 1, unchanged: 0 });
    expect((await memberFree()).map((time) => time.slotId)).toContain(busy.id);

    const booked = await insertAdvisorSlot(db, world.advisor, new Date('2026-11-28T13:00:00Z'));
    await insertMeeting(db, booked, world.member, world.business);
    await insertAdvisorSlot(db, world.advisor, new Date('2026-11-29T09:30:00Z'), { minutes: 30 });
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { startsAt: '2026-11-28T12:00:00Z', hours: 3 },
        409,
        'Timmen 28 november 2026 kl. 14:00 är redan bokad av en medlem. Välj timmar som inte är bokade.',
      ],
      [
        { startsAt: '2026-11-29T09:00:00Z', hours: 1 },
        409,
        'Tiden krockar med en tid som redan finns i kalendern (29 november 2026 kl. 10:30). Välj timmar som inte överlappar.',
      ],
      [{ startsAt: '2026-11-22T07:00:00Z', hours: 1 }, 422, 'Tiden har redan passerat. Välj en tid framåt.'],
      [
        { startsAt: '2026-12-24T09:00:00Z', hours: 2 },
        422,
        'Föreningen har stängt på julafton och tar inte emot möten då. Välj en annan dag.',
      ],
      // Eight hours from 18.00 on 30 December reach into New Year's Eve.
      [
        { startsAt: '2026-12-30T17:00:00Z', hours: 8 },
        422,
        'Föreningen har stängt på nyårsafton och tar inte emot möten då. Välj en annan dag.',
      ],
      [
        { startsAt: '2027-03-01T09:00:00Z', hours: 1 },
        422,
        'Lediga tider kan läggas ut högst 84 dagar framåt.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await add(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json<{ message: string }>().message, JSON.stringify(body)).toBe(message);
    }
    // The refused calls added nothing: the hours before the booked one are still not there.
    expect(await slotRows(new Date('2026-11-28T11:00:00Z'), new Date('2026-11-28T13:00:00Z'))).toEqual([]);
  });

  it('answers bad input with 400 and Swedish messages per field', async () => {
    const response = await post(
      '/api/staff/advisor-times',
      { advisorId: 'Anders Nyberg!', startsAt: '2026-11-28T10:30:00+01:00', hours: 9 },
      as(editor),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      advisorId: ['Välj en rådgivare i listan.'],
      startsAt: ['Ange starttiden som datum och hel timme, till exempel 2026-12-01T08:00:00+01:00.'],
      hours: ['Ange antal timmar, från 1 till 8.'],
    });
    // An offset no clock in the world has is not a time either.
    const noSuchOffset = await add({ startsAt: '2026-11-28T20:00-70:00', hours: 1 });
    expect(noSuchOffset.statusCode).toBe(400);
    expect(noSuchOffset.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      startsAt: ['Ange starttiden som datum och hel timme, till exempel 2026-12-01T08:00:00+01:00.'],
    });
    const garbled = await add({ startsAt: 'lördag', hours: 1.5 });
    expect(garbled.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      startsAt: ['Ange starttiden som datum och hel timme, till exempel 2026-12-01T08:00:00+01:00.'],
      hours: ['Ange antal timmar, från 1 till 8.'],
    });
    const unknown = await post(
      '/api/staff/advisor-times',
      { advisorId: 'ingen-alls', startsAt: SATURDAY_TEN.toISOString(), hours: 1 },
      as(editor),
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('adds hours weeks ahead without leaving a gap in the hours members book from', async () => {
    const ahead = new Date(SATURDAY_TEN.getTime() + 42 * DAY);
    expect((await add({ startsAt: ahead.toISOString(), hours: 1 })).statusCode).toBe(200);
    const free = await memberFree();
    // Working hours still run to the end of the members' four weeks.
    expect(free.at(-1)?.startsAt.slice(0, 10)).toBe('2026-12-18');
    expect(free.length).toBeGreaterThan(80);
  });

  it('removes a free hour: an added one goes, a working hour stays as busy; a booked one answers 409', async () => {
    const { db } = world.test;
    // Stored before the calls below make the working hours around them.
    const working = await insertAdvisorSlot(db, world.advisor, WEDNESDAY_TEN);
    const booked = await insertAdvisorSlot(db, world.advisor, new Date('2026-11-26T09:00:00Z'));
    await insertMeeting(db, booked, world.member, world.business);
    const past = await insertAdvisorSlot(db, world.advisor, new Date('2026-11-20T09:00:00Z'));
    const [extra] = (await add({ startsAt: SATURDAY_TEN.toISOString(), hours: 1 })).json<AdvisorTimesAdded>()
      .slots;
    expect((await remove(extra?.id ?? '')).statusCode).toBe(204);
    expect((await remove(working.id)).statusCode).toBe(204);
    expect((await remove(working.id)).statusCode).toBe(204);

    const slots = (await calendar()).json<AdvisorTimes>().slots;
    expect(slots.find((slot) => slot.id === extra?.id)).toBeUndefined();
    expect(slots.find((slot) => slot.id === working.id)?.status).toBe('busy');
    const free = (await memberFree()).map((time) => time.slotId);
    expect(free).not.toContain(working.id);
    expect(free).not.toContain(extra?.id);

    const refused = await remove(booked.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'Tiden är bokad. Flytta eller avboka mötet först.',
    );
    expect((await remove(past.id)).statusCode).toBe(422);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'inte-ett-id']) {
      expect((await remove(id)).statusCode, id).toBe(404);
    }
    expect(await slotRows(booked.startsAt, booked.endsAt)).toEqual([{ id: booked.id, busy: false }]);
  });

  it('lets a viewer look but not change, and keeps members out', async () => {
    const slot = await insertAdvisorSlot(world.test.db, world.advisor, WEDNESDAY_TEN);
    expect((await calendar('', viewer)).statusCode).toBe(200);
    for (const refused of [
      await add({ startsAt: SATURDAY_TEN.toISOString(), hours: 1 }, viewer),
      await remove(slot.id, viewer),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe(
        'Du visar medlemmens uppgifter med läsrätt och kan inte ändra något.',
      );
    }
    for (const refused of [
      await calendar('', world.cookie),
      await add({ startsAt: SATURDAY_TEN.toISOString(), hours: 1 }, world.cookie),
      await remove(slot.id, world.cookie),
    ]) {
      expect(refused.statusCode).toBe(403);
    }
    expect(await slotRows(SATURDAY_TEN, new Date(SATURDAY_TEN.getTime() + HOUR))).toEqual([]);
    expect(await slotRows(WEDNESDAY_TEN, new Date(WEDNESDAY_TEN.getTime() + HOUR))).toEqual([
      { id: slot.id, busy: false },
    ]);
  });
});
