import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '#contracts/roles';
import { insertPerson, insertPersonStakeholder, type StakeholderRow } from '../../db/seed/builders.js';
import { insertMemberContact } from '../../db/seed/business-builders.js';
import { insertNotification } from '../../db/seed/notifications-builders.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

const SAME_ORIGIN = { origin: 'http://localhost:3000' };
const day = (n: number): Date => new Date(Date.UTC(2026, 10, n, 9));

const ALL_ON = {
  economy: { portal: true, email: true },
  contracts: { portal: true, email: true },
  documents: { portal: true, email: true },
  mandates: { portal: true, email: true },
  meetings: { portal: true, email: true },
  messages: { portal: true, email: true },
  forest: { portal: true, email: true },
  news: { portal: true, email: true },
};

describe('notifications', () => {
  let karin: StakeholderRow;
  let other: StakeholderRow;
  let personId: string;
  let cookie: string;
  const clock = testClock(new Date('2026-11-22T08:00:00Z'));
  const test = portalForTests({ clock });

  beforeEach(async () => {
    const person = await insertPerson(test.db, { givenName: 'Karin', surname: 'Lindqvist' });
    personId = person.id;
    karin = await insertPersonStakeholder(test.db, person);
    other = await insertPersonStakeholder(test.db, await insertPerson(test.db));
    cookie = await signIn(test, { personId, stakeholderId: karin.id, roles: ['Member'] });
  });

  const sessionAs = (role: Role) => signIn(test, { personId, stakeholderId: karin.id, roles: [role] });
  const get = (url: string, headers: Record<string, string> = { cookie }) =>
    test.app.inject({ method: 'GET', url, headers });
  const send = (method: 'POST' | 'PUT', url: string, payload?: unknown, headers = { cookie }) =>
    test.app.inject({
      method,
      url,
      headers: { ...SAME_ORIGIN, ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const unreadIds = async (stakeholderId: string) =>
    (
      await test.db.query<{ id: string }>(
        'SELECT id FROM notification WHERE stakeholder_id = $1 AND read_at IS NULL ORDER BY created_at',
        [stakeholderId],
      )
    ).map((row) => row.id);

  describe('the list', () => {
    it('shows the latest first with the unread count, and only whom the session acts for', async () => {
      const settled = await insertNotification(test.db, karin.id, {
        category: 'economy',
        title: 'Avräkningen är klar',
        text: 'Gallringen är avräknad.',
        link: '/minasidor/ekonomi/transaktioner',
        createdAt: day(17),
      });
      await insertNotification(test.db, karin.id, {
        title: 'Äldre, läst',
        createdAt: day(2),
        readAt: day(3),
      });
      await insertNotification(test.db, karin.id, { title: 'Stämma', createdAt: day(20) });
      await insertNotification(test.db, other.id, { title: 'Någon annans', createdAt: day(21) });

      const response = await get('/api/notifications');
      expect(response.statusCode).toBe(200);
      const list = response.json<{ items: { title: string }[]; unreadCount: number; hasMore: boolean }>();
      expect(list.items.map((item) => item.title)).toEqual(['Stämma', 'Avräkningen är klar', 'Äldre, läst']);
      expect(list.unreadCount).toBe(2);
      expect(list.hasMore).toBe(false);
      expect(list.items[1]).toEqual({
        id: settled.id,
        category: 'economy',
        title: 'Avräkningen är klar',
        text: 'Gallringen är avräknad.',
        link: '/minasidor/ekonomi/transaktioner',
        createdAt: '2026-11-17T09:00:00.000Z',
        readAt: null,
      });
    });

    it('pages with limit and before, and the unread count covers every page', async () => {
      for (let n = 1; n <= 5; n++)
        await insertNotification(test.db, karin.id, { title: `N${String(n)}`, createdAt: day(n) });

      const first = (await get('/api/notifications?limit=2')).json<{
        items: { id: string; title: string }[];
        hasMore: boolean;
        unreadCount: number;
      }>();
      expect(first.items.map((item) => item.title)).toEqual(['N5', 'N4']);
      expect(first).toMatchObject({ hasMore: true, unreadCount: 5 });

      const last = first.items[1]?.id ?? '';
      const second = (await get(`/api/notifications?limit=2&before=${last}`)).json<{
        items: { id: string; title: string }[];
        hasMore: boolean;
      }>();
      expect(second.items.map((item) => item.title)).toEqual(['N3', 'N2']);
      expect(second.hasMore).toBe(true);
    });

    it('answers 204 when there are no notifications', async () => {
      const response = await get('/api/notifications');
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    });

    it('rejects a bad page size or place with a Swedish message per field', async () => {
      const tooMany = await get('/api/notifications?limit=500');
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({ fieldErrors: { limit: ['Ange högst 50.'] } });

      const notAnId = await get('/api/notifications?before=igår');
      expect(notAnId.statusCode).toBe(400);
      expect(notAnId.json()).toMatchObject({
        fieldErrors: { before: ['Okänd avisering att fortsätta efter.'] },
      });

      const othersAsCursor = await insertNotification(test.db, other.id);
      const foreign = await get(`/api/notifications?before=${othersAsCursor.id}`);
      expect(foreign.statusCode).toBe(400);
      expect(JSON.stringify(foreign.json())).not.toContain(other.id);
    });
  });

  describe('marking read', () => {
    it('marks one read when the member opens it, and the unread count drops', async () => {
      const opened = await insertNotification(test.db, karin.id, { createdAt: day(10) });
      const untouched = await insertNotification(test.db, karin.id, { createdAt: day(11) });

      const response = await send('POST', `/api/notifications/${opened.id}/read`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: opened.id, readAt: '2026-11-22T08:00:00.000Z' });
      expect(await unreadIds(karin.id)).toEqual([untouched.id]);
      expect((await get('/api/notifications')).json()).toMatchObject({ unreadCount: 1 });
    });

    it('keeps the first time it was read when opened again', async () => {
      const read = await insertNotification(test.db, karin.id, { readAt: day(1) });
      const again = await send('POST', `/api/notifications/${read.id}/read`);
      expect(again.json()).toMatchObject({ readAt: '2026-11-01T09:00:00.000Z' });
    });

    it("answers 404 for another member's notification and leaves it unread", async () => {
      const theirs = await insertNotification(test.db, other.id, { title: 'Hemligt' });
      const response = await send('POST', `/api/notifications/${theirs.id}/read`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Aviseringen finns inte.' });
      expect(await unreadIds(other.id)).toEqual([theirs.id]);
    });

    it('answers 404 for an id that is no notification at all', async () => {
      const response = await send('POST', '/api/notifications/inte-ett-id/read');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Aviseringen finns inte.' });
    });

    it("marks all read, and only the session's own", async () => {
      await insertNotification(test.db, karin.id);
      await insertNotification(test.db, karin.id);
      const theirs = await insertNotification(test.db, other.id);

      const response = await send('POST', '/api/notifications/read-all');
      expect(response.statusCode).toBe(204);
      expect(await unreadIds(karin.id)).toEqual([]);
      expect(await unreadIds(other.id)).toEqual([theirs.id]);
      expect((await get('/api/notifications')).json()).toMatchObject({ unreadCount: 0 });
    });
  });

  describe('settings', () => {
    it('shows the defaults until the member chooses: portal for all, e-mail for economy and contracts', async () => {
      const response = await get('/api/notifications/settings');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        hasEmail: false,
        barkBeetleWarnings: true,
        choices: {
          economy: { portal: true, email: true },
          contracts: { portal: true, email: true },
          documents: { portal: true, email: false },
          mandates: { portal: true, email: false },
          meetings: { portal: true, email: false },
          messages: { portal: true, email: true },
          forest: { portal: true, email: false },
          news: { portal: true, email: false },
        },
      });
    });

    it('saves the choices and shows them afterwards', async () => {
      await insertMemberContact(test.db, karin, { email: 'karin@example.se' });
      const choices = { ...ALL_ON, news: { portal: false, email: false } };
      const saved = await send('PUT', '/api/notifications/settings', { choices });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ choices, hasEmail: true, barkBeetleWarnings: true });
      expect((await get('/api/notifications/settings')).json()).toEqual({
        choices,
        hasEmail: true,
        barkBeetleWarnings: true,
      });
    });

    it('turns the bark-beetle warnings off and on again, leaving them as they are when not sent', async () => {
      const off = await send('PUT', '/api/notifications/settings', {
        choices: ALL_ON,
        barkBeetleWarnings: false,
      });
      expect(off.json()).toMatchObject({ barkBeetleWarnings: false });
      await send('PUT', '/api/notifications/settings', { choices: ALL_ON });
      expect((await get('/api/notifications/settings')).json()).toMatchObject({ barkBeetleWarnings: false });
      const on = await send('PUT', '/api/notifications/settings', {
        choices: ALL_ON,
        barkBeetleWarnings: true,
      });
      expect(on.json()).toMatchObject({ barkBeetleWarnings: true });

      const bad = await send('PUT', '/api/notifications/settings', {
        choices: ALL_ON,
        barkBeetleWarnings: 'nej',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        fieldErrors: { barkBeetleWarnings: ['Välj ja eller nej för varningar om granbarkborre.'] },
      });
    });

    it('rejects a choice left out or not yes/no with a Swedish message, and changes nothing', async () => {
      const { news: _left, ...withoutNews } = ALL_ON;
      const missing = await send('PUT', '/api/notifications/settings', { choices: withoutNews });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fieldErrors: { 'choices.news': ['Ange dina val för varje kategori.'] },
      });

      const notBoolean = await send('PUT', '/api/notifications/settings', {
        choices: { ...ALL_ON, economy: { portal: 'ja', email: true } },
      });
      expect(notBoolean.statusCode).toBe(400);
      expect(notBoolean.json()).toMatchObject({
        fieldErrors: { 'choices.economy.portal': ['Välj ja eller nej för aviseringar i portalen.'] },
      });
      expect(
        await test.db.query('SELECT 1 FROM notification_setting WHERE stakeholder_id = $1', [karin.id]),
      ).toEqual([]);
    });
  });

  describe('authorization', () => {
    it('answers 401 without a session', async () => {
      expect((await get('/api/notifications', {})).statusCode).toBe(401);
      expect((await send('POST', '/api/notifications/read-all', undefined, { cookie: '' })).statusCode).toBe(
        401,
      );
    });

    it('lets a representative read the list but not mark it read nor change settings (403), and nothing changes', async () => {
      const unread = await insertNotification(test.db, karin.id);
      const delegate = await sessionAs('DelegatedRight');
      expect((await get('/api/notifications', { cookie: delegate })).json()).toMatchObject({
        unreadCount: 1,
      });
      expect((await get('/api/notifications/settings', { cookie: delegate })).statusCode).toBe(200);

      const one = await send('POST', `/api/notifications/${unread.id}/read`, undefined, { cookie: delegate });
      expect(one.statusCode).toBe(403);
      expect(one.json<{ message: string }>().message).toMatch(/ombud med läsrätt/);
      expect(
        (await send('POST', '/api/notifications/read-all', undefined, { cookie: delegate })).statusCode,
      ).toBe(403);
      expect(
        (await send('PUT', '/api/notifications/settings', { choices: ALL_ON }, { cookie: delegate }))
          .statusCode,
      ).toBe(403);
      expect(await unreadIds(karin.id)).toEqual([unread.id]);
      expect(
        await test.db.query('SELECT 1 FROM notification_setting WHERE stakeholder_id = $1', [karin.id]),
      ).toEqual([]);
    });

    it('gives a staff viewer 403 on marking read, and audits the read', async () => {
      const unread = await insertNotification(test.db, karin.id);
      const viewer = await sessionAs('Viewer');
      expect((await get('/api/notifications', { cookie: viewer })).statusCode).toBe(200);
      expect(
        (await send('POST', '/api/notifications/read-all', undefined, { cookie: viewer })).statusCode,
      ).toBe(403);
      expect(await unreadIds(karin.id)).toEqual([unread.id]);
      const audited = await test.db.query<{ route: string }>(
        'SELECT route FROM audit_event WHERE subject_stakeholder_id = $1',
        [karin.id],
      );
      expect(audited.map((row) => row.route)).toContain('/api/notifications');
    });

    it('lets a staff editor mark read on the member’s behalf', async () => {
      const unread = await insertNotification(test.db, karin.id);
      const editor = await sessionAs('Editor');
      const response = await send('POST', `/api/notifications/${unread.id}/read`, undefined, {
        cookie: editor,
      });
      expect(response.statusCode).toBe(200);
      expect(await unreadIds(karin.id)).toEqual([]);
    });
  });
});
