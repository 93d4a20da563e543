import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '#contracts/roles';
import {
  insertPerson,
  insertPersonStakeholder,
  type PersonRow,
  type StakeholderRow,
} from '../../db/seed/builders.js';
import { insertBusiness, insertEstate, insertSbo } from '../../db/seed/business-builders.js';
import { insertActivity, type ActivityRow } from '../../db/seed/overview-builders.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

const SAME_ORIGIN = { origin: 'http://localhost:3000' };

describe('the overview: activity feed and estates summary', () => {
  let person: PersonRow;
  let member: StakeholderRow;
  let other: StakeholderRow;
  let cookie: string;
  let payment: ActivityRow;
  let contract: ActivityRow;
  let meeting: ActivityRow;
  const clock = testClock(new Date('2026-11-22T08:00:00Z'));
  const test = portalForTests({ clock });

  beforeEach(async () => {
    await test.db.query('DELETE FROM activity_hidden');
    await test.db.query('DELETE FROM activity');
    await test.db.query('DELETE FROM audit_event');
    person = await insertPerson(test.db, { givenName: 'Karin', surname: 'Lindqvist' });
    member = await insertPersonStakeholder(test.db, person);
    other = await insertPersonStakeholder(test.db, await insertPerson(test.db));
    cookie = await signIn(test, { personId: person.id, stakeholderId: member.id, roles: ['Member'] });
    contract = await insertActivity(test.db, member, {
      kind: 'contract',
      title: 'Avverkningskontrakt signerat',
      link: '/minasidor/kontrakt',
      occurredAt: new Date('2026-10-29T10:05:00Z'),
    });
    payment = await insertActivity(test.db, member, {
      kind: 'payment',
      title: 'Avräkning utbetald',
      text: 'Avräkningen är utbetald: 186 420 kr till ditt konto.',
      link: '/minasidor/ekonomi/transaktioner',
      occurredAt: new Date('2026-11-18T09:12:00Z'),
    });
    meeting = await insertActivity(test.db, member, {
      kind: 'meeting',
      title: 'Möte bokat',
      link: null,
      occurredAt: new Date('2026-11-12T14:30:00Z'),
    });
  });

  /** Someone else acting for the member with `role`: a representative or staff. */
  const signInActingForMember = async (role: Role) => {
    const actor = await insertPerson(test.db);
    return signIn(test, { personId: actor.id, stakeholderId: member.id, roles: [role] });
  };
  const list = (query = '', headers: Record<string, string> = { cookie }) =>
    test.app.inject({ method: 'GET', url: `/api/user/activities${query}`, headers });
  const hide = (payload: unknown, headers: Record<string, string> = { cookie }) =>
    test.app.inject({
      method: 'POST',
      url: '/api/user/hide_activity',
      headers: { ...SAME_ORIGIN, ...headers },
      payload: payload as Record<string, unknown>,
    });
  const titles = async (headers?: Record<string, string>) =>
    (await list('', headers)).json<{ items: { title: string }[] }>().items.map((item) => item.title);
  const hiddenRows = () =>
    test.db.query<{ activity_id: string; hidden_by_person_id: string; hidden_at: Date }>(
      'SELECT activity_id, hidden_by_person_id, hidden_at FROM activity_hidden',
    );

  describe('GET /api/user/activities', () => {
    it('lists the member’s items newest first, with what each is about and where to read more', async () => {
      await insertActivity(test.db, other, { title: 'Någon annans avräkning' });
      const response = await list();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        items: [
          {
            id: payment.id,
            kind: 'payment',
            title: 'Avräkning utbetald',
            text: 'Avräkningen är utbetald: 186 420 kr till ditt konto.',
            link: '/minasidor/ekonomi/transaktioner',
            occurredAt: '2026-11-18T09:12:00.000Z',
          },
          expect.objectContaining({
            id: meeting.id,
            title: 'Möte bokat',
            occurredAt: '2026-11-12T14:30:00.000Z',
          }),
          expect.objectContaining({ id: contract.id, link: '/minasidor/kontrakt' }),
        ],
      });
      expect(response.json<{ items: object[] }>().items[1]).not.toHaveProperty('link');
    });

    it('shows only as many of the newest items as asked for', async () => {
      const response = await list('?limit=2');
      expect(response.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toEqual([
        payment.id,
        meeting.id,
      ]);
    });

    it('answers a bad limit with 400 and a Swedish message for it', async () => {
      const cases = {
        '0': 'Visa minst en händelse.',
        '51': 'Visa högst 50 händelser åt gången.',
        tio: 'Ange hur många händelser som ska visas med en siffra.',
        '2.5': 'Ange hur många händelser som ska visas med ett heltal.',
      };
      for (const [limit, message] of Object.entries(cases)) {
        const response = await list(`?limit=${limit}`);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ fieldErrors: unknown }>().fieldErrors).toEqual({ limit: [message] });
      }
    });

    it('answers 204 (no data) when the member has no items', async () => {
      const cookieOfOther = await signIn(test, {
        personId: person.id,
        stakeholderId: other.id,
        roles: ['Member'],
      });
      const response = await list('', { cookie: cookieOfOther });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    });

    it('answers 401 to someone not logged in', async () => {
      expect((await list('', {})).statusCode).toBe(401);
    });
  });

  describe('POST /api/user/hide_activity', () => {
    it('hides the item for good, and keeps who hid it and when', async () => {
      const response = await hide({ activityId: payment.id });
      expect(response.statusCode).toBe(204);
      expect(await titles()).toEqual(['Möte bokat', 'Avverkningskontrakt signerat']);
      expect(await hiddenRows()).toEqual([
        {
          activity_id: payment.id,
          hidden_by_person_id: person.id,
          hidden_at: new Date('2026-11-22T08:00:00Z'),
        },
      ]);
    });

    it('treats hiding an item already hidden as done', async () => {
      expect((await hide({ activityId: payment.id })).statusCode).toBe(204);
      expect((await hide({ activityId: payment.id })).statusCode).toBe(204);
      expect(await hiddenRows()).toHaveLength(1);
    });

    it('answers 404 for another member’s item, and hides nothing', async () => {
      const theirs = await insertActivity(test.db, other, { title: 'Någon annans avräkning' });
      const response = await hide({ activityId: theirs.id });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Händelsen finns inte.' });
      expect(await hiddenRows()).toEqual([]);
    });

    it('answers 404 for an item that does not exist', async () => {
      const response = await hide({ activityId: '4b1c1a7e-0c7e-4f55-9d3a-1f2b7c9e0a11' });
      expect(response.statusCode).toBe(404);
    });

    it('answers a missing or malformed id with 400 and a Swedish message, and hides nothing', async () => {
      for (const payload of [{}, { activityId: 'inte-ett-id' }]) {
        const response = await hide(payload);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
          activityId: ['Ange vilken händelse som ska döljas.'],
        });
      }
      expect(await hiddenRows()).toEqual([]);
    });
  });

  describe('who may do what', () => {
    it('lets a representative (DelegatedRight) read the feed but answers 403 on hiding, and hides nothing', async () => {
      const delegate = await signInActingForMember('DelegatedRight');
      expect(await titles({ cookie: delegate })).toHaveLength(3);
      const response = await hide({ activityId: payment.id }, { cookie: delegate });
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toBe(
        'Du är inloggad som ombud med läsrätt och kan inte beställa eller ändra något.',
      );
      expect(await hiddenRows()).toEqual([]);
    });

    it('answers a viewing staff member (Viewer) 403 on hiding', async () => {
      const viewer = await signInActingForMember('Viewer');
      expect((await hide({ activityId: payment.id }, { cookie: viewer })).statusCode).toBe(403);
      expect(await hiddenRows()).toEqual([]);
    });

    it('lets a serving staff member (Editor) hide an item for the member', async () => {
      const editor = await signInActingForMember('Editor');
      expect((await hide({ activityId: payment.id }, { cookie: editor })).statusCode).toBe(204);
      expect(await titles()).not.toContain('Avräkning utbetald');
    });

    it('audits staff reads of the feed and the estates summary, and not the member’s own', async () => {
      await list();
      const viewer = await signInActingForMember('Viewer');
      await list('', { cookie: viewer });
      await test.app.inject({
        method: 'GET',
        url: '/api/overview/estates-summary',
        headers: { cookie: viewer },
      });
      const audit = await test.db.query<{ subject_stakeholder_id: string; route: string }>(
        'SELECT subject_stakeholder_id, route FROM audit_event ORDER BY at, route',
      );
      expect(audit.map((row) => row.route).sort()).toEqual([
        '/api/overview/estates-summary',
        '/api/user/activities',
      ]);
      expect(audit.every((row) => row.subject_stakeholder_id === member.id)).toBe(true);
    });
  });

  describe('GET /api/overview/estates-summary', () => {
    const summary = (headers: Record<string, string> = { cookie }) =>
      test.app.inject({ method: 'GET', url: '/api/overview/estates-summary', headers });

    it('counts the member’s estates and sums their areas in hectares with one decimal', async () => {
      const sbo = await insertSbo(test.db);
      const business = await insertBusiness(test.db, member, sbo, null);
      const ekeby = await insertEstate(test.db, business, {
        designation: 'Uppsala Ekeby 2:7',
        totalAreaHa: 64.8,
        productiveAreaHa: 58.3,
      });
      const viggeby = await insertEstate(test.db, business, {
        designation: 'Uppsala Viggeby 4:3',
        totalAreaHa: 38.2,
        productiveAreaHa: 33.6,
      });
      await insertEstate(test.db, await insertBusiness(test.db, other, sbo, null), { totalAreaHa: 500 });

      const response = await summary();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        estateCount: 2,
        totalAreaHa: 103,
        productiveAreaHa: 91.9,
        estates: [
          {
            id: ekeby.id,
            designation: 'Uppsala Ekeby 2:7',
            municipality: 'Uppsala',
            totalAreaHa: 64.8,
            productiveAreaHa: 58.3,
          },
          {
            id: viggeby.id,
            designation: 'Uppsala Viggeby 4:3',
            municipality: 'Uppsala',
            totalAreaHa: 38.2,
            productiveAreaHa: 33.6,
          },
        ],
      });
    });

    it('answers 204 (no data) when the member has no estates', async () => {
      const response = await summary();
      expect(response.statusCode).toBe(204);
    });
  });
});
