import { describe, expect, it } from 'vitest';
import type { FreeTimes, Meetings } from '#contracts/meetings';
import type { Role } from '#contracts/roles';
import { insertDelegatedRight, insertPerson, insertPersonStakeholder } from '../../db/seed/builders.js';
import { insertAdvisor, insertBusiness, insertEstate, insertSbo } from '../../db/seed/business-builders.js';
import { insertAdvisorSlot, insertMeeting } from '../../db/seed/meetings-builders.js';
import { signIn } from '../../testing/sign-in.js';
import { NOW, WEDNESDAY_TEN, useMeetingsWorld } from '../../testing/meetings-world.js';

describe('booked meetings: booking, cancelling and who may', () => {
  const { world, get, post, book, meetingRows, mails } = useMeetingsWorld();

  describe('POST /api/meetings', () => {
    it('books a free hour, shows it as upcoming, and queues a confirmation mail', async () => {
      const slot = await insertAdvisorSlot(world.test.db, world.advisor, WEDNESDAY_TEN);
      const response = await book(slot.id, undefined, {
        kind: 'phone',
        estateId: world.estate.id,
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
      expect(mail?.body).toMatch(/^Hej Karin Lindqvist!\n/);
      expect(mail?.body).toContain('När: onsdag 25 november 2026 kl. 10:00–11:00');
      expect(mail?.body).toContain('Mötesform: Telefonmöte');
    });

    it('books without a mail when the member has no e-mail address', async () => {
      await world.test.db.query('UPDATE member_contact SET email = NULL WHERE stakeholder_id = $1', [
        world.member.id,
      ]);
      const slot = await insertAdvisorSlot(world.test.db, world.advisor, WEDNESDAY_TEN);
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
      const elsewhere = await insertAdvisor(world.test.db, await insertSbo(world.test.db));
      const foreign = await insertAdvisorSlot(world.test.db, elsewhere, WEDNESDAY_TEN);
      expect((await book(foreign.id)).json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Tiden finns inte. Välj en av de lediga tiderna.',
      });
      const busy = await insertAdvisorSlot(world.test.db, world.advisor, WEDNESDAY_TEN, { busy: true });
      const taken = await book(busy.id);
      expect(taken.statusCode).toBe(409);
      expect(taken.json<{ message: string }>().message).toBe(
        'Tiden hann bokas av någon annan. Välj en annan tid.',
      );
      const soon = await insertAdvisorSlot(world.test.db, world.advisor, new Date('2026-11-22T14:00:00Z'));
      expect((await book(soon.id)).json()).toMatchObject({ code: 'SLOT_TOO_SOON' });
      const slot = await insertAdvisorSlot(world.test.db, world.advisor, new Date('2026-11-26T09:00:00Z'));
      const strangers = await insertPersonStakeholder(world.test.db, await insertPerson(world.test.db));
      const theirEstate = await insertEstate(
        world.test.db,
        await insertBusiness(world.test.db, strangers, { id: elsewhere.sboId }, null),
      );
      const wrongEstate = await book(slot.id, undefined, { estateId: theirEstate.id });
      expect(wrongEstate.statusCode).toBe(422);
      expect(wrongEstate.json()).toMatchObject({ code: 'UNKNOWN_ESTATE' });
      expect(await meetingRows()).toEqual([]);
      expect(await mails()).toEqual([]);
    });

    it('answers 422 when the member has no advisor', async () => {
      const slot = await insertAdvisorSlot(world.test.db, world.advisor, WEDNESDAY_TEN);
      await world.test.db.query('UPDATE business SET advisor_id = NULL WHERE id = $1', [world.business.id]);
      expect((await book(slot.id)).json()).toMatchObject({ code: 'NO_ADVISOR' });
    });

    it('lets only one of two members booking the same hour at once in', async () => {
      const neighbour = await insertPersonStakeholder(world.test.db, await insertPerson(world.test.db));
      await insertBusiness(world.test.db, neighbour, { id: world.advisor.sboId }, world.advisor);
      const neighbourCookie = await signIn(world.test, {
        personId: world.person.id,
        stakeholderId: neighbour.id,
        roles: ['Member'],
      });
      const slot = await insertAdvisorSlot(world.test.db, world.advisor, WEDNESDAY_TEN);
      const answers = await Promise.all([book(slot.id), book(slot.id, { cookie: neighbourCookie })]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(await meetingRows()).toHaveLength(1);
      expect(await mails()).toHaveLength(1);
    });

    it('books at most three upcoming meetings with the advisor, also when the bookings come at once', async () => {
      const { db } = world.test;
      const thursdayAt = (hour: number) => new Date(`2026-11-26T${String(hour).padStart(2, '0')}:00:00Z`);
      const slots = await Promise.all(
        [8, 9, 10, 11, 12].map((hour) => insertAdvisorSlot(db, world.advisor, thursdayAt(hour))),
      );
      // A meeting already held and a cancelled one do not count.
      const held = await insertAdvisorSlot(db, world.advisor, new Date('2026-11-20T09:00:00Z'));
      await insertMeeting(db, held, world.member, world.business);
      const dropped = await insertAdvisorSlot(db, world.advisor, thursdayAt(13));
      await insertMeeting(db, dropped, world.member, world.business, { cancelledAt: NOW });

      const answers = await Promise.all(slots.map((slot) => book(slot.id)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json<{ message: string }>().message).toBe(
        'Du har redan 3 kommande möten med din rådgivare. Avboka ett av dem, eller vänta tills ett har hållits, innan du bokar ett nytt.',
      );
      const { upcoming } = (await get('/api/meetings')).json<Meetings>();
      expect(upcoming).toHaveLength(3);
      expect(await mails()).toHaveLength(3);

      // Cancelling one makes room for one more.
      expect((await post(`/api/meetings/${upcoming[0]?.id ?? ''}/cancel`)).statusCode).toBe(200);
      const refusedSlot = slots.find((_slot, index) => answers[index]?.statusCode === 409);
      expect((await book(refusedSlot?.id ?? '')).statusCode).toBe(201);
    });

    it('lets a cancelled hour be booked again', async () => {
      const slot = await insertAdvisorSlot(world.test.db, world.advisor, WEDNESDAY_TEN);
      await insertMeeting(world.test.db, slot, world.member, world.business, { cancelledAt: NOW });
      expect((await book(slot.id)).statusCode).toBe(201);
    });
  });

  describe('POST /api/meetings/{id}/cancel', () => {
    it('cancels an upcoming meeting, frees the hour and queues a mail', async () => {
      const slot = await insertAdvisorSlot(world.test.db, world.advisor, WEDNESDAY_TEN);
      const meeting = await insertMeeting(world.test.db, slot, world.member, world.business);
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
      const other = await insertPersonStakeholder(world.test.db, await insertPerson(world.test.db));
      const slot = await insertAdvisorSlot(world.test.db, world.advisor, WEDNESDAY_TEN);
      const theirs = await insertMeeting(world.test.db, slot, other, world.business);
      const response = await post(`/api/meetings/${theirs.id}/cancel`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Mötet finns inte.' });
      expect((await post('/api/meetings/inte-ett-id/cancel')).statusCode).toBe(404);
      expect(await meetingRows()).toEqual([{ stakeholder_id: other.id, cancelled: false }]);
      expect(await mails()).toEqual([]);
    });

    it('answers 422 for a meeting that has already taken place', async () => {
      const slot = await insertAdvisorSlot(world.test.db, world.advisor, new Date('2026-11-20T09:00:00Z'));
      const meeting = await insertMeeting(world.test.db, slot, world.member, world.business);
      const response = await post(`/api/meetings/${meeting.id}/cancel`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'MEETING_HELD',
        message: 'Mötet har redan ägt rum och kan inte avbokas.',
      });
      expect(await meetingRows()).toEqual([{ stakeholder_id: world.member.id, cancelled: false }]);
    });
  });

  describe('authorisation', () => {
    const as = async (roles: Role[], personId: string) => ({
      cookie: await signIn(world.test, { personId, stakeholderId: world.member.id, roles }),
    });

    it('answers 401 to someone not logged in', async () => {
      expect((await get('/api/meetings', {})).statusCode).toBe(401);
      expect((await get('/api/meetings/free-times', {})).statusCode).toBe(401);
      const slot = await insertAdvisorSlot(world.test.db, world.advisor, WEDNESDAY_TEN);
      expect((await book(slot.id, {})).statusCode).toBe(401);
    });

    it('lets a representative (DelegatedRight) look but answers 403 to booking and cancelling', async () => {
      const delegate = await insertPerson(world.test.db);
      await insertDelegatedRight(world.test.db, world.member, delegate);
      const headers = await as(['DelegatedRight'], delegate.id);
      const slot = await insertAdvisorSlot(world.test.db, world.advisor, WEDNESDAY_TEN);
      const meeting = await insertMeeting(world.test.db, slot, world.member, world.business);
      expect((await get('/api/meetings', headers)).statusCode).toBe(200);
      expect((await get(`/api/meetings/${meeting.id}/calendar.ics`, headers)).statusCode).toBe(200);
      const free = await insertAdvisorSlot(world.test.db, world.advisor, new Date('2026-11-26T09:00:00Z'));
      const booking = await book(free.id, headers);
      expect(booking.statusCode).toBe(403);
      expect(booking.json<{ message: string }>().message).toBe(
        'Du är inloggad som ombud med läsrätt och kan inte beställa eller ändra något.',
      );
      expect((await post(`/api/meetings/${meeting.id}/cancel`, undefined, headers)).statusCode).toBe(403);
      expect(await meetingRows()).toEqual([{ stakeholder_id: world.member.id, cancelled: false }]);
    });

    it('answers 403 to a staff viewer’s booking, lets an editor book for the member, and audits staff reads', async () => {
      const staff = await insertPerson(world.test.db);
      const slot = await insertAdvisorSlot(world.test.db, world.advisor, WEDNESDAY_TEN);
      expect((await book(slot.id, await as(['Viewer'], staff.id))).statusCode).toBe(403);
      const editor = await as(['Editor'], staff.id);
      expect((await book(slot.id, editor)).statusCode).toBe(201);
      const [row] = await world.test.db.query<{ booked_by_person_id: string; stakeholder_id: string }>(
        'SELECT booked_by_person_id, stakeholder_id FROM meeting WHERE slot_id = $1',
        [slot.id],
      );
      expect(row).toEqual({ booked_by_person_id: staff.id, stakeholder_id: world.member.id });
      expect((await get('/api/meetings', await as(['Viewer'], staff.id))).statusCode).toBe(200);
      const audited = await world.test.db.query<{ route: string }>(
        'SELECT route FROM audit_event WHERE actor_person_id = $1 ORDER BY id',
        [staff.id],
      );
      expect(audited.map((event) => event.route)).toContain('/api/meetings');
    });
  });
});
