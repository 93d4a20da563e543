import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '#contracts/notifications';
import { hasAnyRole } from '#contracts/roles';
import type { TransactionPage } from '#contracts/transactions';
import { insertPerson } from '../../src/db/seed/builders.js';
import { insertMandate } from '../../src/db/seed/mandates-builders.js';
import { PERSONAS } from '../../src/db/seed/personas.js';
import type { ApiRouteRule } from '../../src/plugins/access.js';
import { SAME_ORIGIN } from '../../src/testing/bankid-login.js';
import { signIn } from '../../src/testing/sign-in.js';
import type { TestApp } from '../../src/testing/test-app.js';
import { writeTextsAboutHiddenEstate } from './hidden-estate-texts.js';
import { openApiDocument, operationOf } from './openapi-operations.js';
import {
  isMemberObjectRoute,
  missingEstateScope,
  PATH_PARAMETER_ROUTES,
  routeKey,
  type ObjectOwner,
} from './path-parameter-routes.js';
import { demoPortal, personIdOf } from './persona-sessions.js';
import { READ_QUERIES, type ReadQueryWorld } from './read-queries.js';
import { concreteUrl, hasPathParameter } from './registered-routes.js';
import { validPlans } from './request-plan.js';

type Estate = {
  readonly id: string;
  readonly designation: string;
};

const is2xx = (status: number): boolean => status >= 200 && status <= 299;

/**
 * A representative whose mandate names one of Karin's two estates sees nothing of the other, on every API
 * route a representative may read: what belongs to an estate answers 404 on the other estate and 2xx on
 * the covered one, and no answer names the other estate, its id, its stands, its contracts and settlements,
 * nor whom else Karin has given a mandate or who has read her data, though texts of every kind name them.
 */
describe('a mandate for some of the member’s estates', () => {
  let test: TestApp;
  let owner: ObjectOwner;
  let covered: Estate;
  let other: Estate;
  /** What no answer to the representative may hold: the other estate's name, id and stand ids, and more. */
  let canaries: string[];
  let cookie: string;
  let queryWorld: ReadQueryWorld;

  beforeAll(async () => {
    test = await demoPortal();
    owner = { stakeholderId: PERSONAS.member.stakeholderId, personId: await personIdOf(test, 'member') };
    const estates = await test.db.query<Estate>(
      `SELECT e.id, e.designation FROM estate e JOIN business b ON b.id = e.business_id
        WHERE b.stakeholder_id = $1 AND e.designation IN ('Uppsala Ekeby 2:7', 'Uppsala Viggeby 4:3')
        ORDER BY e.designation`,
      [owner.stakeholderId],
    );
    [covered, other] = estates as [Estate, Estate];
    const stands = await test.db.query<{ id: string }>('SELECT id FROM stand WHERE estate_id = $1', [
      other.id,
    ]);
    // The designation with and without its municipality ("Viggeby 4:3"); the village's name alone is on
    // the base map, the same for everyone.
    canaries = [other.designation.replace(/^\S+ /, ''), other.id, ...stands.map((stand) => stand.id)];
    canaries.push(...(await writeTextsAboutHiddenEstate(test, owner, other)));
    const visibleStands = await test.db.query<{ id: string }>(
      'SELECT id FROM stand WHERE estate_id = $1 ORDER BY number',
      [covered.id],
    );
    queryWorld = {
      visibleStandIds: visibleStands.map((stand) => stand.id),
      hiddenDesignation: other.designation,
    };
    const holder = await insertPerson(test.db, { givenName: 'Olof', surname: 'Ombudsson' });
    await insertMandate(test.db, { id: owner.stakeholderId, name: 'Karin Lindqvist' }, holder, {
      estates: [covered],
    });
    cookie = await signIn(test, {
      personId: holder.id,
      stakeholderId: owner.stakeholderId,
      roles: ['DelegatedRight'],
    });
    // Something on the other estate for every route that reads an estate's objects, so lists have it to leave out.
    for (const entry of Object.values(PATH_PARAMETER_ROUTES)) {
      if (isMemberObjectRoute(entry)) await entry.onEstate?.(test.db, owner, other.id);
    }
  });
  afterAll(async () => {
    await test.close();
  });

  /** The reads a representative may make: routes for anyone identified, or naming DelegatedRight. */
  const reads = (): ApiRouteRule[] =>
    test.app.apiRoutes.filter(
      ({ method, access }) =>
        method === 'GET' &&
        (access === 'person' || (typeof access !== 'string' && hasAnyRole(['DelegatedRight'], access))),
    );

  /** The route's URL with `params` and the query it must have: its entry's and any `READ_QUERIES` names. */
  function plainUrlOf(route: ApiRouteRule, params: Record<string, string>): string {
    const entry = PATH_PARAMETER_ROUTES[routeKey(route)];
    const query = new URLSearchParams({
      ...READ_QUERIES[routeKey(route)]?.(queryWorld),
      ...entry?.query,
    }).toString();
    return concreteUrl(route.url, params) + (query === '' ? '' : `?${query}`);
  }

  /** The route's URL with `params`, and a query its schema allows, made up (filters, paging…). */
  function urlOf(route: ApiRouteRule, params: Record<string, string>): string {
    const entry = PATH_PARAMETER_ROUTES[routeKey(route)];
    const [plan] = fc.sample(validPlans(operationOf(openApiDocument(test.app), route), 'GET'), {
      seed: 11,
      numRuns: 1,
    });
    const query = new URLSearchParams([...(plan?.query ?? []), ...Object.entries(entry?.query ?? {})]);
    const search = query.toString();
    return concreteUrl(route.url, params) + (search === '' ? '' : `?${search}`);
  }

  const read = (url: string) => test.app.inject({ url, headers: { ...SAME_ORIGIN, cookie } });

  it('knows for every read of a member’s object whether it belongs to an estate', () => {
    expect(missingEstateScope(test.app.apiRoutes, PATH_PARAMETER_ROUTES)).toEqual([]);
  });

  it('answers 404 for the other estate’s objects and shows the covered estate’s', async () => {
    const problems: string[] = [];
    for (const route of reads()) {
      const entry = PATH_PARAMETER_ROUTES[routeKey(route)];
      if (entry === undefined || !isMemberObjectRoute(entry) || entry.onEstate === undefined) continue;
      const outside = await read(urlOf(route, await entry.onEstate(test.db, owner, other.id)));
      if (outside.statusCode !== 404)
        problems.push(`GET ${route.url} on the other estate: ${String(outside.statusCode)}`);
      const inside = await read(urlOf(route, await entry.onEstate(test.db, owner, covered.id)));
      if (!is2xx(inside.statusCode))
        problems.push(`GET ${route.url} on the covered estate: ${String(inside.statusCode)}`);
    }
    expect(problems).toEqual([]);
  });

  it('still shows what concerns the covered estate or no estate, and counts only that as unread', async () => {
    const notifications = (await read('/api/notifications?limit=50')).json<NotificationList>();
    const titles = notifications.items.map((item) => item.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Gallringen har börjat', 'Kallelse till föreningsstämman']),
    );
    const unread = notifications.items.filter((item) => item.readAt === null).length;
    expect(notifications.unreadCount).toBe(unread);
    expect((await read('/api/notifications/unread-count')).json()).toEqual({ unreadCount: unread });

    const member = await signIn(test, { ...owner, roles: ['Member'] });
    const membersUnread = await test.app.inject({
      url: '/api/notifications/unread-count',
      headers: { ...SAME_ORIGIN, cookie: member },
    });
    expect(membersUnread.json<{ unreadCount: number }>().unreadCount).toBeGreaterThan(unread);

    const bookings = (await read('/api/transactions?limit=100')).json<TransactionPage>().transactions;
    const texts = bookings.map((booking) => booking.text);
    expect(texts).toEqual(expect.arrayContaining(['Likvid enligt avräkning AVR-2026-41208']));
    expect(bookings.some((booking) => booking.kind === 'ranta')).toBe(true);
  });

  it('names nothing of the other estate, nor whom else the member trusts, in any answer', async () => {
    const problems: string[] = [];
    let answered = 0;
    for (const route of reads()) {
      const entry = PATH_PARAMETER_ROUTES[routeKey(route)];
      if (entry !== undefined && isMemberObjectRoute(entry) && entry.onEstate !== undefined) continue;
      const params =
        entry === undefined
          ? {}
          : isMemberObjectRoute(entry)
            ? await entry.create(test.db, owner)
            : entry.params;
      const plain = plainUrlOf(route, params);
      for (const url of [plain, urlOf(route, params)]) {
        const response = await read(url);
        if (response.statusCode >= 500) problems.push(`GET ${url}: ${String(response.statusCode)}`);
        if (is2xx(response.statusCode)) answered += 1;
        // A list must really be read, not refused: a query it needs goes in READ_QUERIES.
        else if (url === plain && !hasPathParameter(route.url))
          problems.push(`GET ${url}: ${String(response.statusCode)}, so its answer was not searched`);
        const named = canaries.filter((canary) => response.body.includes(canary));
        if (named.length > 0) problems.push(`GET ${url} names what is hidden: ${named.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
    expect(answered).toBeGreaterThan(40);
  }, 120_000);
});
