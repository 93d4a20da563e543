import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '#contracts/notifications';
import type { ActivityList } from '#contracts/overview';
import { decideAccess, matchRoute, orderPagePath, portalRoutes } from '#contracts/routes';
import type { Role } from '#contracts/roles';
import { insertPerson, insertPersonStakeholder, type StakeholderRow } from '../../db/seed/builders.js';
import { insertMandate } from '../../db/seed/mandates-builders.js';
import { insertNotification } from '../../db/seed/notifications-builders.js';
import { insertActivity } from '../../db/seed/overview-builders.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

/** Every page of the route table a notice could be about (no path parameters), and an order's page. */
const LINKS = [
  ...Object.values(portalRoutes)
    .map((route) => route.path)
    .filter((path) => !path.includes(':')),
  orderPagePath('SO-2026-001001'),
];

/**
 * A notification or an activity item links only where its reader may go: a representative who follows one
 * never lands on "Du saknar behörighet". The member who may open every page keeps every link.
 */
describe('where notifications and activity items link to', () => {
  const clock = testClock(new Date('2026-11-22T08:00:00Z'));
  let karin: StakeholderRow;
  let karinPersonId: string;

  const test = portalForTests({ clock });
  beforeAll(async () => {
    const person = await insertPerson(test.db, { givenName: 'Karin', surname: 'Lindqvist' });
    karinPersonId = person.id;
    karin = await insertPersonStakeholder(test.db, person);
    for (const link of LINKS) {
      await insertNotification(test.db, karin.id, { title: `Om ${link}`, link, category: 'contracts' });
      // An activity item never links to the overview it is shown on.
      if (link !== '/') await insertActivity(test.db, karin, { title: `Om ${link}`, link, kind: 'order' });
    }
  });

  const get = (url: string, cookie: string) => test.app.inject({ method: 'GET', url, headers: { cookie } });
  const linksShown = async (cookie: string) => {
    const notices = (await get('/api/notifications?limit=50', cookie)).json<NotificationList>().items;
    const activities = (await get('/api/user/activities?limit=50', cookie)).json<ActivityList>().items;
    return [
      ...notices.map((item) => ({ title: item.title, link: item.link })),
      ...activities.map((item) => ({ title: item.title, link: item.link ?? null })),
    ];
  };
  const mayOpen = (role: Role, link: string) => {
    const route = matchRoute(link.split('?')[0] ?? link);
    return route !== undefined && decideAccess(route, [role], test.config.flags) === 'allow';
  };

  it("gives a representative no link to a page the route table keeps from them, such as an order's page", async () => {
    const holder = await insertPerson(test.db, { givenName: 'Maria', surname: 'Lindqvist' });
    await insertMandate(test.db, karin, holder);
    const cookie = await signIn(
      test,
      { personId: holder.id, stakeholderId: karin.id, roles: ['DelegatedRight'] },
      clock,
    );
    const shown = await linksShown(cookie);
    expect(shown.length).toBe(LINKS.length * 2 - 1);
    expect(shown.filter(({ link }) => link !== null && !mayOpen('DelegatedRight', link))).toEqual([]);
    // The notice stays, with its words; only the link is left out.
    const order = shown.filter(({ title }) => title === `Om ${orderPagePath('SO-2026-001001')}`);
    expect(order).toEqual([
      { title: `Om ${orderPagePath('SO-2026-001001')}`, link: null },
      { title: `Om ${orderPagePath('SO-2026-001001')}`, link: null },
    ]);
    // What the representative may open keeps its link.
    expect(shown).toContainEqual({ title: 'Om /minasidor/kontrakt', link: '/minasidor/kontrakt' });
  });

  it('keeps every link of a page the member may open', async () => {
    const cookie = await signIn(
      test,
      { personId: karinPersonId, stakeholderId: karin.id, roles: ['Member'] },
      clock,
    );
    const shown = await linksShown(cookie);
    const openable = LINKS.filter((link) => mayOpen('Member', link));
    expect(
      shown
        .filter(({ link }) => link !== null)
        .map(({ link }) => link)
        .sort(),
    ).toEqual([...openable, ...openable.filter((link) => link !== '/')].sort());
    expect(openable).toContain(orderPagePath('SO-2026-001001'));
  });
});
