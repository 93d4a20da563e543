import { describe, expect, it } from 'vitest';
import type { FreeTimes, Meetings } from '#contracts/meetings';
import { insertPerson, insertPersonStakeholder } from '../../db/seed/builders.js';
import { insertAdvisorSlot, insertMeeting } from '../../db/seed/meetings-builders.js';
import { NOW, WEDNESDAY_TEN, useMeetingsWorld } from '../../testing/meetings-world.js';

describe('booked meetings: what the member sees', () => {
  const { world, get } = useMeetingsWorld();

  describe('GET /api/meetings', () => {
    it('answers 204 when the member has no meetings', async () => {
      const response = await get('/api/meetings');
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    });

    it('lists upcoming meetings soonest first and past ones latest first, leaving out cancelled ones', async () => {
      const later = await insertAdvisorSlot(world.test.db, world.advisor, new Date('2026-12-02T13:00:00Z'));
      const sooner = await insertAdvisorSlot(world.test.db, world.advisor, WEDNESDAY_TEN);
      const old = await insertAdvisorSlot(world.test.db, world.advisor, new Date('2026-10-01T08:00:00Z'));
      const older = await insertAdvisorSlot(world.test.db, world.advisor, new Date('2026-09-01T08:00:00Z'));
      const gone = await insertAdvisorSlot(world.test.db, world.advisor, new Date('2026-11-30T08:00:00Z'));
      const laterMeeting = await insertMeeting(world.test.db, later, world.member, world.business, {
        kind: 'phone',
      });
      const soonerMeeting = await insertMeeting(world.test.db, sooner, world.member, world.business, {
        estateId: world.estate.id,
        message: 'Gallring vid ån',
      });
      const oldMeeting = await insertMeeting(world.test.db, old, world.member, world.business, {
        topic: 'regeneration',
      });
      const olderMeeting = await insertMeeting(world.test.db, older, world.member, world.business);
      await insertMeeting(world.test.db, gone, world.member, world.business, { cancelledAt: NOW });

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
        estate: { id: world.estate.id, designation: 'Uppsala Ekeby 2:7' },
        advisor: {
          name: 'Anders Nyberg',
          title: 'Skogsinspektor',
          phone: '010-456 12 34',
          email: world.advisor.email,
        },
        cancelled: false,
      });
    });

    it('shows no other member’s meetings', async () => {
      const other = await insertPersonStakeholder(world.test.db, await insertPerson(world.test.db));
      const slot = await insertAdvisorSlot(world.test.db, world.advisor, WEDNESDAY_TEN);
      await insertMeeting(world.test.db, slot, other, world.business);
      expect((await get('/api/meetings')).statusCode).toBe(204);
    });
  });

  describe('GET /api/meetings/free-times', () => {
    it('offers the advisor’s free weekday hours 08–16 for four weeks, not busy, booked or too soon', async () => {
      const free = await insertAdvisorSlot(world.test.db, world.advisor, WEDNESDAY_TEN);
      const busy = await insertAdvisorSlot(world.test.db, world.advisor, new Date('2026-11-25T10:00:00Z'), {
        busy: true,
      });
      const booked = await insertAdvisorSlot(world.test.db, world.advisor, new Date('2026-11-25T11:00:00Z'));
      await insertMeeting(world.test.db, booked, world.member, world.business);
      const tooSoon = await insertAdvisorSlot(world.test.db, world.advisor, new Date('2026-11-22T14:00:00Z'));

      const response = await get('/api/meetings/free-times');
      expect(response.statusCode).toBe(200);
      const body = response.json<FreeTimes>();
      expect(body.advisor).toEqual({
        name: 'Anders Nyberg',
        title: 'Skogsinspektor',
        phone: '010-456 12 34',
        email: world.advisor.email,
      });
      expect(body.estates).toEqual([{ id: world.estate.id, designation: 'Uppsala Ekeby 2:7' }]);
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
      await world.test.db.query('UPDATE business SET advisor_id = NULL WHERE id = $1', [world.business.id]);
      expect((await get('/api/meetings/free-times')).statusCode).toBe(204);
    });
  });

  describe('GET /api/meetings/{id}/calendar.ics', () => {
    it('gives the meeting as a calendar file with Swedish text, UTC times, escaping and folding', async () => {
      const slot = await insertAdvisorSlot(world.test.db, world.advisor, WEDNESDAY_TEN);
      const meeting = await insertMeeting(world.test.db, slot, world.member, world.business, {
        estateId: world.estate.id,
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
        'När: onsdag 25 november 2026 kl. 10:00–11:00\\nRådgivare: Anders Nyberg\\, tel.',
      );
      expect(description).toContain('Ditt meddelande: Granarna vid ån\\; de täta\\, mot vägen.');
      expect(unfolded.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
    });

    it('answers 404 for another member’s meeting', async () => {
      const other = await insertPersonStakeholder(world.test.db, await insertPerson(world.test.db));
      const slot = await insertAdvisorSlot(world.test.db, world.advisor, WEDNESDAY_TEN);
      const theirs = await insertMeeting(world.test.db, slot, other, world.business);
      const response = await get(`/api/meetings/${theirs.id}/calendar.ics`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('VCALENDAR');
    });
  });
});
