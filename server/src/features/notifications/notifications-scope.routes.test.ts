import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '#contracts/notifications';
import type { Role } from '#contracts/roles';
import { insertPerson, insertPersonStakeholder, type StakeholderRow } from '../../db/seed/builders.js';
import type { EstateRow } from '../../db/seed/business-builders.js';
import { insertMandate } from '../../db/seed/mandates-builders.js';
import { insertNotification } from '../../db/seed/notifications-builders.js';
import { insertForestBusiness } from '../../db/seed/profile-builders.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

const day = (n: number): Date => new Date(Date.UTC(2026, 10, n, 9));

/**
 * What a representative reads of the member's notifications: nothing about an estate their mandate leaves
 * out, nothing about whom else the member trusts, in the list, its pages and the bell's count alike; the
 * member, staff and a representative for all estates see what concerns the estates and no estate.
 */
describe('notifications a representative is shown', () => {
  const clock = testClock(new Date('2026-11-22T08:00:00Z'));
  let karin: StakeholderRow;
  let karinPersonId: string;
  let ekeby: EstateRow;
  let viggeby: EstateRow;

  const test = portalForTests({ clock });
  beforeAll(async () => {
    const person = await insertPerson(test.db, { givenName: 'Karin', surname: 'Lindqvist' });
    karinPersonId = person.id;
    karin = await insertPersonStakeholder(test.db, person);
    [ekeby, viggeby] = (await insertForestBusiness(test.db, karin.id, { estates: 2 })).estates as [
      EstateRow,
      EstateRow,
    ];
    const notice = (title: string, n: number, more: Parameters<typeof insertNotification>[2] = {}) =>
      insertNotification(test.db, karin.id, { title, createdAt: day(n), ...more });
    await notice('Kallelse till föreningsstämman', 1);
    await notice('Gallring på Ekeby', 2, { category: 'forest', estateIds: [ekeby.id] });
    await notice('Slutavverkning på Viggeby', 3, { category: 'contracts', estateIds: [viggeby.id] });
    await notice('Beställning på båda', 4, { category: 'contracts', estateIds: [ekeby.id, viggeby.id] });
    await notice('En fullmakt har getts i ditt namn', 5, { category: 'mandates', securityNotice: true });
    await notice('Någon har läst dina uppgifter', 6, { securityNotice: true });
  });

  const representative = async (estates?: readonly EstateRow[]): Promise<string> => {
    const holder = await insertPerson(test.db, { givenName: 'Olof', surname: 'Ombudsson' });
    await insertMandate(test.db, karin, holder, estates === undefined ? {} : { estates });
    return signIn(test, { personId: holder.id, stakeholderId: karin.id, roles: ['DelegatedRight'] }, clock);
  };
  const asRole = (role: Role) =>
    signIn(test, { personId: karinPersonId, stakeholderId: karin.id, roles: [role] }, clock);
  const get = (url: string, cookie: string) => test.app.inject({ method: 'GET', url, headers: { cookie } });
  const titles = async (cookie: string, query = '') =>
    (await get(`/api/notifications${query}`, cookie))
      .json<NotificationList>()
      .items.map((item) => item.title);
  const unread = async (cookie: string) =>
    (await get('/api/notifications/unread-count', cookie)).json<{ unreadCount: number }>().unreadCount;

  it('shows a representative for Ekeby what concerns Ekeby or no estate, and counts only that as unread', async () => {
    const cookie = await representative([ekeby]);
    expect(await titles(cookie)).toEqual(['Gallring på Ekeby', 'Kallelse till föreningsstämman']);
    expect(await unread(cookie)).toBe(2);
    expect((await get('/api/notifications', cookie)).json<NotificationList>().unreadCount).toBe(2);
  });

  it('shows a representative for every estate all but the notices about whom the member trusts', async () => {
    const cookie = await representative();
    expect(await titles(cookie)).toEqual([
      'Beställning på båda',
      'Slutavverkning på Viggeby',
      'Gallring på Ekeby',
      'Kallelse till föreningsstämman',
    ]);
    expect(await unread(cookie)).toBe(4);
  });

  it('shows the member and staff every notification', async () => {
    for (const role of ['Member', 'Viewer', 'Editor'] as const) {
      const cookie = await asRole(role);
      expect(await titles(cookie)).toHaveLength(6);
      expect(await unread(cookie)).toBe(6);
    }
  });

  it('pages a representative through what they are shown, and takes a hidden one as no place to go on from', async () => {
    const cookie = await representative([ekeby]);
    const first = (await get('/api/notifications?limit=1', cookie)).json<NotificationList>();
    expect(first.items.map((item) => item.title)).toEqual(['Gallring på Ekeby']);
    expect(first.hasMore).toBe(true);
    const id = first.items[0]?.id ?? '';
    expect(await titles(cookie, `?limit=1&before=${id}`)).toEqual(['Kallelse till föreningsstämman']);

    const [hidden] = await test.db.query<{ id: string }>('SELECT id FROM notification WHERE title = $1', [
      'Slutavverkning på Viggeby',
    ]);
    const refused = await get(`/api/notifications?before=${hidden?.id ?? ''}`, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fieldErrors: { before: ['Aviseringen att fortsätta efter finns inte. Ladda om listan.'] },
    });
  });
});
