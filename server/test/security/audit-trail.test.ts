import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessLogEntry, AccessLogPage } from '#contracts/access-log';
import { hasAnyRole, type Role } from '#contracts/roles';
import { insertPerson } from '../../src/db/seed/builders.js';
import { PERSONAS } from '../../src/db/seed/personas.js';
import type { ApiRouteRule } from '../../src/plugins/access.js';
import { SAME_ORIGIN } from '../../src/testing/bankid-login.js';
import { signIn } from '../../src/testing/sign-in.js';
import type { TestApp } from '../../src/testing/test-app.js';
import { openApiDocument, operationOf } from './openapi-operations.js';
import { isMemberObjectRoute, PATH_PARAMETER_ROUTES, routeKey } from './path-parameter-routes.js';
import { demoPortal, personIdOf } from './persona-sessions.js';
import { concreteUrl } from './registered-routes.js';
import { validPlans } from './request-plan.js';

/** Everyone who reads a member's data without being the member. */
const ACTING_FOR_SOMEONE_ELSE: readonly Role[] = ['Viewer', 'Editor', 'DelegatedRight'];

const KARIN = { stakeholderId: PERSONAS.member.stakeholderId };

const is2xx = (status: number): boolean => status >= 200 && status <= 299;

/**
 * Staff and representatives (a representative may be staff too) leave a trace of every read of a member's
 * data: on every audited GET route, each answered read is in `audit_event`, and the member's own is not.
 */
describe('the audit trail of reads for someone else', () => {
  let test: TestApp;
  let karinPersonId: string;

  beforeAll(async () => {
    test = await demoPortal();
    karinPersonId = await personIdOf(test, 'member');
  });
  afterAll(async () => {
    await test.close();
  });

  /** A URL of the route that reaches one of Karin's own objects, with the query its schema wants. */
  async function urlFor(route: ApiRouteRule): Promise<string> {
    const entry = PATH_PARAMETER_ROUTES[routeKey(route)];
    const params =
      entry === undefined
        ? {}
        : isMemberObjectRoute(entry)
          ? await entry.create(test.db, { ...KARIN, personId: karinPersonId })
          : entry.params;
    const operation = operationOf(openApiDocument(test.app), route);
    const [plan] = fc.sample(validPlans(operation, 'GET'), { seed: 7, numRuns: 1 });
    const query = new URLSearchParams([...(plan?.query ?? []), ...Object.entries(entry?.query ?? {})]);
    const search = query.toString();
    return concreteUrl(route.url, params) + (search === '' ? '' : `?${search}`);
  }

  const auditedReads = async (personId: string, route: string) =>
    test.db.query(
      `SELECT 1 FROM audit_event WHERE actor_person_id = $1 AND subject_stakeholder_id = $2
          AND method = 'GET' AND route = $3`,
      [personId, KARIN.stakeholderId, route],
    );

  it('holds every answered read by staff and by representatives, on every audited route', async () => {
    const reads = test.app.apiRoutes.filter((route) => route.method === 'GET' && route.audit);
    const missing: string[] = [];
    let answered = 0;
    for (const role of ACTING_FOR_SOMEONE_ELSE) {
      for (const route of reads) {
        if (typeof route.access === 'string' || !hasAnyRole([role], route.access)) continue;
        const reader = await insertPerson(test.db);
        const cookie = await signIn(test, { personId: reader.id, ...KARIN, roles: [role] });
        const url = await urlFor(route);
        const response = await test.app.inject({ url, headers: { ...SAME_ORIGIN, cookie } });
        if (!is2xx(response.statusCode)) continue;
        answered += 1;
        if ((await auditedReads(reader.id, route.url)).length !== 1) missing.push(`${role} → GET ${url}`);
      }
    }
    expect(missing).toEqual([]);
    // Not vacuous: most reads were answered, for every role.
    expect(answered).toBeGreaterThan(reads.length);
  }, 120_000);

  /** Every entry of Karin's "Vem har tittat på mina uppgifter", as she reads it, page by page. */
  async function karinsAccessLog(): Promise<AccessLogEntry[]> {
    const cookie = await signIn(test, { personId: karinPersonId, ...KARIN, roles: ['Member'] });
    const entries: AccessLogEntry[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor === null ? '' : `&cursor=${cursor}`;
      const response = await test.app.inject({
        url: `/api/access-log?limit=50${query}`,
        headers: { cookie },
      });
      if (response.statusCode === 204) break;
      const page = response.json<AccessLogPage>();
      entries.push(...page.entries);
      cursor = page.nextCursor;
    } while (cursor !== null);
    return entries;
  }

  it('shows the member every request of someone who may change nothing as a read, whatever its method', async () => {
    // A staff viewer and a representative change nothing: a HEAD, an OPTIONS or a GET of theirs is a read.
    const readers = { Viewer: 'Johan', DelegatedRight: 'Maja' } as const;
    const methods: HTTPMethods[] = ['GET', 'HEAD', 'OPTIONS'];
    const reads = test.app.apiRoutes.filter((route) => route.method === 'GET' && route.audit);
    for (const [role, givenName] of Object.entries(readers) as [keyof typeof readers, string][]) {
      const reader = await insertPerson(test.db, { givenName, surname: 'Läsarsson' });
      const cookie = await signIn(test, { personId: reader.id, ...KARIN, roles: [role] });
      for (const route of reads) {
        if (typeof route.access === 'string' || !hasAnyRole([role], route.access)) continue;
        const url = await urlFor(route);
        for (const method of methods) {
          await test.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie } });
        }
      }
    }
    const theirs = (await karinsAccessLog()).filter((entry) => entry.who.endsWith(' Läsarsson'));
    const shownAsChanges = theirs.flatMap((entry) =>
      entry.changes.map((change) => `${entry.who} (${entry.role}): Ändrade ${change.what}`),
    );
    expect(shownAsChanges).toEqual([]);
    // Not vacuous: their HEADs were answered and recorded, and the member sees their reads.
    const heads = await test.db.query("SELECT 1 FROM audit_event WHERE method = 'HEAD'");
    expect(heads.length).toBeGreaterThan(reads.length);
    expect(new Set(theirs.map((entry) => entry.role))).toEqual(new Set(Object.keys(readers)));
  }, 120_000);

  it('leaves out the member’s own reads', async () => {
    const cookie = await signIn(test, { personId: karinPersonId, ...KARIN, roles: ['Member'] });
    for (const route of test.app.apiRoutes.filter((candidate) => candidate.method === 'GET')) {
      if (typeof route.access === 'string' || !hasAnyRole(['Member'], route.access)) continue;
      await test.app.inject({ url: await urlFor(route), headers: { ...SAME_ORIGIN, cookie } });
    }
    expect(
      await test.db.query('SELECT 1 FROM audit_event WHERE actor_person_id = $1', [karinPersonId]),
    ).toEqual([]);
  });
});
