import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FreeTimes, Meetings } from '#contracts/meetings';
import type { Role } from '#contracts/roles';
import {
  insertDelegatedRight,
  insertPerson,
  insertPersonStakeholder,
  type PersonRow,
  type StakeholderRow,
} from '../../db/seed/builders.js';
import {
  insertAdvisor,
  insertBusiness,
  insertEstate,
  insertMemberContact,
  insertSbo,
  type AdvisorRow,
  type BusinessRow,
  type EstateRow,
} from '../../db/seed/business-builders.js';
import { insertAdvisorSlot, insertMeeting } from '../../db/seed/meetings-builders.js';
import { signIn } from '../../testing/sign-in.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { testClock } from '../../testing/test-clock.js';

const SAME_ORIGIN = { origin: 'http://localhost:3000' };
/** Sunday 22 November 2026, 09.00 in Sweden. */
const NOW = new Date('2026-11-22T08:00:00Z');
/** Wednesday 25 November 2026, 10.00–11.00 in Sweden. */
const WEDNESDAY_TEN = new Date('2026-11-25T09:00:00Z');

describe('booked meetings', () => {
  let test: TestApp;
  let person: PersonRow;
  let member: StakeholderRow;
  let advisor: AdvisorRow;
  let business: BusinessRow;
  let estate: EstateRow;
  let cookie: string;
  const clock = testClock(NOW);

  beforeAll(async () => {
    test = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.db.query('DELETE FROM outgoing_mail');
    person = await insertPerson(test.db, { givenName: 'Karin', surname: 'Lindqvist' });
    member = await insertPersonStakeholder(test.db, person);
    const sbo = await insertSbo(test.db);
    advisor = await insertAdvisor(test.db, sbo, { name: 'Anders Nyberg', phone: '010-456 12 34' });
    business = await insertBusiness(test.db, member, sbo, advisor);
    estate = await insertEstate(test.db, business, { designation: 'Uppsala Ekeby 2:7' });
    await insertMemberContact(test.db, member, { email: 'karin@example.se' });
    cookie = await signIn(test, { personId: person.id, stakeholderId: member.id, roles: ['Member'] });
  });

  const get = (url: string, headers: Record<string, string> = { cookie }) =>
    test.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload?: unknown, headers: Record<string, string> = { cookie }) =>
    test.app.inject({
      method: 'POST',
      url,
      headers: { ...SAME_ORIGIN, ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const book = (slotId: string, headers?: Record<string, string>, extra: Record<string, unknown> = {}) =>
    post('/api/meetings', { slotId, topic: 'thinning', kind: 'forest-visit', ...extra }, headers);
  const meetingRows = () =>
    test.db.query<{ stakeholder_id: string; cancelled: boolean }>(
      `SELECT stakeholder_id, cancelled_at IS NOT NULL AS cancelled FROM meeting m
       JOIN advisor_slot s ON s.id = m.slot_id WHERE s.advisor_id = $1`,
      [advisor.id],
    );
  const mails = () =>
    test.db.query<{ recipient: string; subject: string; body: string }>(
      'SELECT recipient, subject, body FROM outgoing_mail ORDER BY created_at',
    );

  describe('GET /api/meetings', () => {
    it('answers 204 when the member has no meetings', async () => {
      const response = await get('/api/meetings');
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    });

    it('lists upcoming meetings soonest first and past ones latest first, leaving out cancelled ones', async () => {
      const later = await insertAdvisorSlot(test.db, advisor, new Date('2026-12-02T13:00:00Z'));
      const sooner = await insertAdvisorSlot(test.db, advisor, WEDNESDAY_TEN);
      const old = await insertAdvisorSlot(test.db, advisor, new Date('2026-10-01T08:00:00Z'));
      const older = await insertAdvisorSlot(test.db, advisor, new Date('2026-09-01T08:00:00Z'));
      const gone = await insertAdvisorSlot(test.db, advisor, new Date('2026-11-30T08:00:00Z'));
      const laterMeeting = await insertMeeting(test.db, later, member, business, { kind: 'phone' });
      const soonerMeeting = await insertMeeting(test.db, sooner, member, business, {
        estateId: estate.id,
        message: 'Gallring vid ån',
      });
      const oldMeeting = await insertMeeting(test.db, old, member, business, { topic: 'regeneration' });
      const olderMeeting = await insertMeeting(test.db, older, member, business);
      await insertMeeting(test.db, gone, member, business, { cancelledAt: NOW });

      const response = await get('/api/meetings');
      expect(response.statusCode).toBe(200);
      const body = response.json<Meetings>();
      expect(body.upcoming.map((meeting) => meeting.id)).toEqual([soonerMeeting.id, laterMeeting.id]);
      expect(body.past.map((meeting) => meeting.id)).toEqual([oldMeeting.id, olderMeeting.id]);
      expect(body.upcoming[0]).toEqual({
        id: soonerMeeting.id,
        startsAt: '2026-11-25T09:00:00.000Z',
        endsAt: '2026-11-25T10:00:00.000Z',
        topic: 'thinning',
        kind: 'forest-visit',
        message: 'Gallring vid ån',
        estate: { id: estate.id, designation: 'Uppsala Ekeby 2:7' },
        advisor: {
          name: 'Anders Nyberg',
          title: 'Skogsinspektor',
          phone: '010-456 12 34',
          email: advisor.email,
        },
        cancelled: false,
      });
    });

    it('shows no other member’s meetings', async () => {
      const other = await insertPersonStakeholder(test.db, await insertPerson(test.db));
      const slot = await insertAdvisorSlot(test.db, advisor, WEDNESDAY_TEN);
      await insertMeeting(test.db, slot, other, business);
      expect((await get('/api/meetings')).statusCode).toBe(204);
    });
  });

  describe('GET /api/meetings/free-times', () => {
    it('offers the advisor’s free weekday hours 08–16 for four weeks, not busy, booked or too soon', async () => {
      const free = await insertAdvisorSlot(test.db, advisor, WEDNESDAY_TEN);
      const busy = await insertAdvisorSlot(test.db, advisor, new Date('2026-11-25T10:00:00Z'), {
        busy: true,
      });
      const booked = await insertAdvisorSlot(test.db, advisor, new Date('2026-11-25T11:00:00Z'));
      await insertMeeting(test.db, booked, member, business);
      const tooSoon = await insertAdvisorSlot(test.db, advisor, new Date('2026-11-22T14:00:00Z'));

      const response = await get('/api/meetings/free-times');
      expect(response.statusCode).toBe(200);
      const body = response.json<FreeTimes>();
      expect(body.advisor).toEqual({
        name: 'Anders Nyberg',
        title: 'Skogsinspektor',
        phone: '010-456 12 34',
        email: advisor.email,
      });
      expect(body.estates).toEqual([{ id: estate.id, designation: 'Uppsala Ekeby 2:7' }]);
      const ids = body.freeTimes.map((time) => time.slotId);
      expect(ids).toContain(free.id);
      for (const hidden of [busy, booked, tooSoon]) expect(ids).not.toContain(hidden.id);

      // Generated working hours: from Monday 23 November 09.00 (a day's notice) to Friday 18 December.
      const starts = body.freeTimes.map((time) => new Date(time.startsAt).getTime());
      expect(starts[0]).toBeGreaterThanOrEqual(Date.parse('2026-11-23T08:00:00Z'));
      expect(starts[0]).toBeLessThan(Date.parse('2026-11-24T00:00:00Z'));
      expect(starts.at(-1)).toBeLessThan(Date.parse('2026-12-19T00:00:00Z'));
      const swedish = new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Europe/Stockholm',
        weekday: 'short',
        hour: '2-digit',
      });
      for (const time of body.freeTimes) {
        const [weekday, hour] = swedish.format(new Date(time.startsAt)).split(' ');
        expect(['lör', 'sön']).not.toContain(weekday);
        expect(Number(hour)).toBeGreaterThanOrEqual(8);
        expect(Number(hour)).toBeLessThanOrEqual(15);
        expect(new Date(time.endsAt).getTime() - new Date(time.startsAt).getTime()).toBe(3_600_000);
      }
      // Some hours are already taken, but most are free: 20 working days × 8 hours.
      expect(body.freeTimes.length).toBeGreaterThan(80);
      expect(body.freeTimes.length).toBeLessThan(20 * 8);
    });

    it('answers 204 when the member has no advisor', async () => {
      await test.db.query('UPDATE business SET advisor_id = NULL WHERE id = $1', [business.id]);
      expect((await get('/api/meetings/free-times')).statusCode).toBe(204);
    });
  });

  describe('POST /api/meetings', () => {
    it('books a free hour, shows it as upcoming, and queues a confirmation mail', async () => {
      const slot = await insertAdvisorSlot(test.db, advisor, WEDNESDAY_TEN);
      const response = await book(slot.id, undefined, {
        kind: 'phone',
        estateId: estate.id,
        message: '  Ring efter lunch  ',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        startsAt: '2026-11-25T09:00:00.000Z',
        kind: 'phone',
        message: 'Ring efter lunch',
        estate: { designation: 'Uppsala Ekeby 2:7' },
        cancelled: false,
      });
      const listed = (await get('/api/meetings')).json<Meetings>();
      expect(listed.upcoming.map((meeting) => meeting.id)).toEqual([response.json<{ id: string }>().id]);
      const free = (await get('/api/meetings/free-times')).json<FreeTimes>();
      expect(free.freeTimes.map((time) => time.slotId)).not.toContain(slot.id);

      const [mail] = await mails();
      expect(mail).toMatchObject({
        recipient: 'karin@example.se',
        subject: 'Bekräftelse: möte med Anders Nyberg',
      });
      expect(mail?.body).toContain('När: onsdag 25 november 2026 kl. 10.00–11.00');
      expect(mail?.body).toContain('Mötesform: Telefonmöte');
    });

    it('books without a mail when the member has no e-mail address', async () => {
      await test.db.query('UPDATE member_contact SET email = NULL WHERE stakeholder_id = $1', [member.id]);
      const slot = await insertAdvisorSlot(test.db, advisor, WEDNESDAY_TEN);
      expect((await book(slot.id)).statusCode).toBe(201);
      expect(await mails()).toEqual([]);
    });

    it('answers bad input with 400 and Swedish messages per field, and books nothing', async () => {
      const response = await post('/api/meetings', {
        slotId: 'tio',
        topic: 'jakt',
        message: 'x'.repeat(1001),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
        slotId: ['Välj en av de lediga tiderna.'],
        topic: ['Välj vad mötet gäller.'],
        kind: ['Välj hur ni ska träffas.'],
        message: ['Meddelandet får vara högst 1 000 tecken.'],
      });
      expect(await meetingRows()).toEqual([]);
    });

    it('refuses another advisor’s hour (404), a taken hour (409), one too soon and another’s estate (422)', async () => {
      const elsewhere = await insertAdvisor(test.db, await insertSbo(test.db));
      const foreign = await insertAdvisorSlot(test.db, elsewhere, WEDNESDAY_TEN);
      expect((await book(foreign.id)).json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Tiden finns inte. Välj en av de lediga tiderna.',
      });
      const busy = await insertAdvisorSlot(test.db, advisor, WEDNESDAY_TEN, { busy: true });
      const taken = await book(busy.id);
      expect(taken.statusCode).toBe(409);
      expect(taken.json<{ message: string }>().message).toBe(
        'Tiden hann bokas av någon annan. Välj en annan tid.',
      );
      const soon = await insertAdvisorSlot(test.db, advisor, new Date('2026-11-22T14:00:00Z'));
      expect((await book(soon.id)).json()).toMatchObject({ code: 'SLOT_TOO_SOON' });
      const slot = await insertAdvisorSlot(test.db, advisor, new Date('2026-11-26T09:00:00Z'));
      const strangers = await insertPersonStakeholder(test.db, await insertPerson(test.db));
      const theirEstate = await insertEstate(
        test.db,
        await insertBusiness(test.db, strangers, { id: elsewhere.sboId }, null),
      );
      const wrongEstate = await book(slot.id, undefined, { estateId: theirEstate.id });
      expect(wrongEstate.statusCode).toBe(422);
      expect(wrongEstate.json()).toMatchObject({ code: 'UNKNOWN_ESTATE' });
      expect(await meetingRows()).toEqual([]);
      expect(await mails()).toEqual([]);
    });

    it('answers 422 when the member has no advisor', async () => {
      const slot = await insertAdvisorSlot(test.db, advisor, WEDNESDAY_TEN);
      await test.db.query('UPDATE business SET advisor_id = NULL WHERE id = $1', [business.id]);
      expect((await book(slot.id)).json()).toMatchObject({ code: 'NO_ADVISOR' });
    });

    it('lets only one of two members booking the same hour at once in', async () => {
      const neighbour = await insertPersonStakeholder(test.db, await insertPerson(test.db));
      await insertBusiness(test.db, neighbour, { id: advisor.sboId }, advisor);
      const neighbourCookie = await signIn(test, {
        personId: person.id,
        stakeholderId: neighbour.id,
        roles: ['Member'],
      });
      const slot = await insertAdvisorSlot(test.db, advisor, WEDNESDAY_TEN);
      const answers = await Promise.all([book(slot.id), book(slot.id, { cookie: neighbourCookie })]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(await meetingRows()).toHaveLength(1);
      expect(await mails()).toHaveLength(1);
    });

    it('lets a cancelled hour be booked again', async () => {
      const slot = await insertAdvisorSlot(test.db, advisor, WEDNESDAY_TEN);
      await insertMeeting(test.db, slot, member, business, { cancelledAt: NOW });
      expect((await book(slot.id)).statusCode).toBe(201);
    });
  });

  describe('POST /api/meetings/{id}/cancel', () => {
    it('cancels an upcoming meeting, frees the hour and queues a mail', async () => {
      const slot = await insertAdvisorSlot(test.db, advisor, WEDNESDAY_TEN);
      const meeting = await insertMeeting(test.db, slot, member, business);
      const response = await post(`/api/meetings/${meeting.id}/cancel`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: meeting.id, cancelled: true });
      expect((await get('/api/meetings')).statusCode).toBe(204);
      const free = (await get('/api/meetings/free-times')).json<FreeTimes>();
      expect(free.freeTimes.map((time) => time.slotId)).toContain(slot.id);
      expect(await mails()).toEqual([
        expect.objectContaining({
          recipient: 'karin@example.se',
          subject: 'Avbokat: möte med Anders Nyberg',
        }),
      ]);
      // A second cancel (a retry) changes nothing and sends nothing more.
      expect((await post(`/api/meetings/${meeting.id}/cancel`)).statusCode).toBe(200);
      expect(await mails()).toHaveLength(1);
    });

    it('answers 404 for another member’s meeting or an unknown id, and changes nothing', async () => {
      const other = await insertPersonStakeholder(test.db, await insertPerson(test.db));
      const slot = await insertAdvisorSlot(test.db, advisor, WEDNESDAY_TEN);
      const theirs = await insertMeeting(test.db, slot, other, business);
      const response = await post(`/api/meetings/${theirs.id}/cancel`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Mötet finns inte.' });
      expect((await post('/api/meetings/inte-ett-id/cancel')).statusCode).toBe(404);
      expect(await meetingRows()).toEqual([{ stakeholder_id: other.id, cancelled: false }]);
      expect(await mails()).toEqual([]);
    });

    it('answers 422 for a meeting that has already taken place', async () => {
      const slot = await insertAdvisorSlot(test.db, advisor, new Date('2026-11-20T09:00:00Z'));
      const meeting = await insertMeeting(test.db, slot, member, business);
      const response = await post(`/api/meetings/${meeting.id}/cancel`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'MEETING_HELD',
        message: 'Mötet har redan ägt rum och kan inte avbokas.',
      });
      expect(await meetingRows()).toEqual([{ stakeholder_id: member.id, cancelled: false }]);
    });
  });

  describe('GET /api/meetings/{id}/calendar.ics', () => {
    it('gives the meeting as a calendar file with Swedish text, UTC times, escaping and folding', async () => {
      const slot = await insertAdvisorSlot(test.db, advisor, WEDNESDAY_TEN);
      const meeting = await insertMeeting(test.db, slot, member, business, {
        estateId: estate.id,
        message:
          'Granarna vid ån; de täta, mot vägen. Kan vi också prata om vägen till hygget i norr efter mötet?',
      });
      const response = await get(`/api/meetings/${meeting.id}/calendar.ics`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="mote.ics"');
      const file = response.body;
      expect(file.endsWith('\r\n')).toBe(true);
      expect(file.replace(/\r\n/g, '')).not.toContain('\n');
      for (const line of file.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      const unfolded = file.replace(/\r\n /g, '').split('\r\n');
      expect(unfolded.slice(0, 6)).toEqual([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        expect.stringMatching(/^PRODID:-\/\/.+\/\/Bokade möten\/\/SV$/),
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
      ]);
      expect(unfolded).toContain(`UID:${meeting.id}@localhost`);
      expect(unfolded).toContain('DTSTAMP:20261122T080000Z');
      expect(unfolded).toContain('DTSTART:20261125T090000Z');
      expect(unfolded).toContain('DTEND:20261125T100000Z');
      expect(unfolded).toContain('SUMMARY:Möte med Anders Nyberg (gallring)');
      expect(unfolded).toContain('LOCATION:Besök i skogen: Uppsala Ekeby 2:7');
      expect(unfolded).toContain('STATUS:CONFIRMED');
      const description = unfolded.find((line) => line.startsWith('DESCRIPTION:'));
      expect(description).toContain(
        'När: onsdag 25 november 2026 kl. 10.00–11.00\\nRådgivare: Anders Nyberg\\, tel.',
      );
      expect(description).toContain('Ditt meddelande: Granarna vid ån\\; de täta\\, mot vägen.');
      expect(unfolded.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
    });

    it('answers 404 for another member’s meeting', async () => {
      const other = await insertPersonStakeholder(test.db, await insertPerson(test.db));
      const slot = await insertAdvisorSlot(test.db, advisor, WEDNESDAY_TEN);
      const theirs = await insertMeeting(test.db, slot, other, business);
      const response = await get(`/api/meetings/${theirs.id}/calendar.ics`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('VCALENDAR');
    });
  });

  describe('authorisation', () => {
    const as = async (roles: Role[], personId: string) => ({
      cookie: await signIn(test, { personId, stakeholderId: member.id, roles }),
    });

    it('answers 401 to someone not logged in', async () => {
      expect((await get('/api/meetings', {})).statusCode).toBe(401);
      expect((await get('/api/meetings/free-times', {})).statusCode).toBe(401);
      const slot = await insertAdvisorSlot(test.db, advisor, WEDNESDAY_TEN);
      expect((await book(slot.id, {})).statusCode).toBe(401);
    });

    it('lets a representative (DelegatedRight) look but answers 403 to booking and cancelling', async () => {
      const delegate = await insertPerson(test.db);
      await insertDelegatedRight(test.db, member, delegate);
      const headers = await as(['DelegatedRight'], delegate.id);
      const slot = await insertAdvisorSlot(test.db, advisor, WEDNESDAY_TEN);
      const meeting = await insertMeeting(test.db, slot, member, business);
      expect((await get('/api/meetings', headers)).statusCode).toBe(200);
      expect((await get(`/api/meetings/${meeting.id}/calendar.ics`, headers)).statusCode).toBe(200);
      const free = await insertAdvisorSlot(test.db, advisor, new Date('2026-11-26T09:00:00Z'));
      const booking = await book(free.id, headers);
      expect(booking.statusCode).toBe(403);
      expect(booking.json<{ message: string }>().message).toBe(
        'Du är inloggad som ombud med läsrätt och kan inte beställa eller ändra något.',
      );
      expect((await post(`/api/meetings/${meeting.id}/cancel`, undefined, headers)).statusCode).toBe(403);
      expect(await meetingRows()).toEqual([{ stakeholder_id: member.id, cancelled: false }]);
    });

    it('answers 403 to a staff viewer’s booking, lets an editor book for the member, and audits staff reads', async () => {
      const staff = await insertPerson(test.db);
      const slot = await insertAdvisorSlot(test.db, advisor, WEDNESDAY_TEN);
      expect((await book(slot.id, await as(['Viewer'], staff.id))).statusCode).toBe(403);
      const editor = await as(['Editor'], staff.id);
      expect((await book(slot.id, editor)).statusCode).toBe(201);
      const [row] = await test.db.query<{ booked_by_person_id: string; stakeholder_id: string }>(
        'SELECT booked_by_person_id, stakeholder_id FROM meeting WHERE slot_id = $1',
        [slot.id],
      );
      expect(row).toEqual({ booked_by_person_id: staff.id, stakeholder_id: member.id });
      expect((await get('/api/meetings', await as(['Viewer'], staff.id))).statusCode).toBe(200);
      const audited = await test.db.query<{ route: string }>(
        'SELECT route FROM audit_event WHERE actor_person_id = $1 ORDER BY id',
        [staff.id],
      );
      expect(audited.map((event) => event.route)).toContain('/api/meetings');
    });
  });
});
