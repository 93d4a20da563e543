import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasAnyRole } from '#contracts/roles';
import { insertPerson } from '../../src/db/seed/builders.js';
import { insertMandate } from '../../src/db/seed/mandates-builders.js';
import { PERSONAS } from '../../src/db/seed/personas.js';
import type { ApiRouteRule } from '../../src/plugins/access.js';
import { SAME_ORIGIN } from '../../src/testing/bankid-login.js';
import { signIn } from '../../src/testing/sign-in.js';
import type { TestApp } from '../../src/testing/test-app.js';
import { openApiDocument, operationOf } from './openapi-operations.js';
import {
  isMemberObjectRoute,
  missingEstateScope,
  PATH_PARAMETER_ROUTES,
  routeKey,
  type ObjectOwner,
} from './path-parameter-routes.js';
import { demoPortal, personIdOf } from './persona-sessions.js';
import { concreteUrl } from './registered-routes.js';
import { validPlans } from './request-plan.js';

type Estate = {
  readonly id: string;
  readonly designation: string;
};

const is2xx = (status: number): boolean => status >= 200 && status <= 299;

/**
 * A representative whose mandate names one of Karin's two estates sees nothing of the other, on every API
 * route a representative may read: what belongs to an estate answers 404 on the other estate and 2xx on
 * the covered one, and no answer names the other estate, its id or its stands.
 */
describe('a mandate for some of the member’s estates', () => {
  let test: TestApp;
  let owner: ObjectOwner;
  let covered: Estate;
  let other: Estate;
  /** What no answer to the representative may hold: the other estate's name, id and stand ids. */
  let canaries: string[];
  let cookie: string;

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

  /** The route's URL with `params`, and the query its schema wants. */
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

  it('names nothing of the other estate in any answer', async () => {
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
      const url = urlOf(route, params);
      const response = await read(url);
      if (response.statusCode >= 500) problems.push(`GET ${url}: ${String(response.statusCode)}`);
      if (is2xx(response.statusCode)) answered += 1;
      const named = canaries.filter((canary) => response.body.includes(canary));
      if (named.length > 0)
        problems.push(`GET ${url} names the other estate: ${named.slice(0, 3).join(', ')}`);
    }
    expect(problems).toEqual([]);
    expect(answered).toBeGreaterThan(20);
  }, 120_000);
});
