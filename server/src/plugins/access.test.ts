import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#contracts/roles';
import { insertPerson, insertPersonStakeholder } from '../db/seed/builders.js';
import { signIn } from '../testing/sign-in.js';
import { buildTestApp } from '../testing/test-app.js';
import { portalForTests } from '../testing/portal-for-tests.js';
import type { ApiRouteRule } from './access.js';

/**
 * The route table the guard works from. What each role gets from every route (401, 403, read-only 403,
 * another member's object 404) is the generated matrix in server/test/security/authorization-matrix.test.ts.
 */
describe('every API route', () => {
  let routes: ApiRouteRule[];

  const test = portalForTests();
  beforeAll(async () => {
    routes = test.app.apiRoutes;
  });

  it('are listed with their access rule, the login calls among them', () => {
    const listed = routes.map((route) => `${route.method} ${route.url}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /api/auth/bankid',
        'POST /api/auth/logout',
        'GET /api/auth/profile',
        'GET /api/Ir/GetLoginOptions',
        'POST /api/bankid/start',
        'GET /api/bankid/status',
        'POST /api/bankid/cancel',
        'GET /api/Health/ping',
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(listed.length);
  });

  it('mark as read-only-safe only logging in, choosing whom to act for, logging out, measuring and estimating', () => {
    const readOnlySafe = routes
      .filter((route) => route.method !== 'GET' && route.allowReadOnly)
      .map((route) => `${route.method} ${route.url}`);
    expect(readOnlySafe.sort()).toEqual(
      [
        'POST /api/auth/bankid',
        'POST /api/auth/logout',
        'POST /api/bankid/cancel',
        'POST /api/bankid/start',
        // Validates and measures a drawn area; stores nothing.
        'POST /api/geo/area',
        // Estimates a timber value; stores nothing.
        'POST /api/timber-prices/calculate',
        // Prices a draft order line of a forest service; stores nothing.
        'POST /api/services/:name/estimate',
        // Staff finding whom to act for (a Viewer too); a POST only to keep personal numbers out of URLs.
        'POST /api/staff/member-search',
        // Staff (a Viewer too) choosing their workspace instead of a member: a new session, like choosing whom to act for.
        'POST /api/staff/workspace',
      ].sort(),
    );
  });
});

describe('a route without an access rule', () => {
  it('stops the server from starting (default deny)', async () => {
    const test = await buildTestApp({ ready: false });
    try {
      expect(() => test.app.get('/api/forgotten', async () => ({ secret: true }))).toThrow(
        'API route GET /api/forgotten declares no access rule',
      );
    } finally {
      await test.close();
    }
  });
});

describe('staff reading a member’s data', () => {
  it('writes an audit record of who read whose data, what and when; a member’s own reads are not audited', async () => {
    const test = await buildTestApp({ ready: false });
    try {
      test.app.get(
        '/api/test/member-data',
        { config: { access: ['Member', 'Viewer', 'Editor', 'DelegatedRight'] } },
        async () => ({ forest: 'Norrby 3:12' }),
      );
      await test.app.ready();
      const member = await insertPerson(test.db);
      const memberStakeholder = await insertPersonStakeholder(test.db, member);
      const staff = await insertPerson(test.db);
      const asStaff = await signIn(test, {
        personId: staff.id,
        stakeholderId: memberStakeholder.id,
        roles: ['Viewer'],
      });
      const asMember = await signIn(test, {
        personId: member.id,
        stakeholderId: memberStakeholder.id,
        roles: ['Member'],
      });

      expect(
        (await test.app.inject({ url: '/api/test/member-data', headers: { cookie: asStaff } })).statusCode,
      ).toBe(200);
      expect(
        (await test.app.inject({ url: '/api/test/member-data', headers: { cookie: asMember } })).statusCode,
      ).toBe(200);

      const audit = await test.db.query(
        'SELECT actor_person_id, actor_roles, subject_stakeholder_id, method, route, status, at FROM audit_event',
      );
      expect(audit).toEqual([
        {
          actor_person_id: staff.id,
          actor_roles: ['Viewer'],
          subject_stakeholder_id: memberStakeholder.id,
          method: 'GET',
          route: '/api/test/member-data',
          status: 200,
          at: expect.any(Date) as Date,
        },
      ]);
    } finally {
      await test.close();
    }
  });
});

describe('a state-changing call a role may make', () => {
  it('is still refused to a representative and a staff viewer, each told why, and allowed to an editor', async () => {
    const test = await buildTestApp({ ready: false });
    try {
      const everyone = { access: ['Member', 'DelegatedRight', 'Viewer', 'Editor'] } as const;
      test.app.post('/api/test/note', { config: everyone }, async () => ({ saved: true }));
      test.app.post('/api/test/logout-like', { config: { ...everyone, allowReadOnly: true } }, async () => ({
        done: true,
      }));
      await test.app.ready();
      const person = await insertPerson(test.db);
      const stakeholder = await insertPersonStakeholder(test.db, person);
      const as = (role: Role) =>
        signIn(test, { personId: person.id, stakeholderId: stakeholder.id, roles: [role] });
      const post = async (url: string, role: Role) =>
        test.app.inject({
          method: 'POST',
          url,
          headers: { 'sec-fetch-site': 'same-origin', cookie: await as(role) },
        });

      const delegate = await post('/api/test/note', 'DelegatedRight');
      expect(delegate.statusCode).toBe(403);
      expect(delegate.json<{ message: string }>().message).toBe(
        'Du är inloggad som ombud med läsrätt och kan inte beställa eller ändra något.',
      );
      const viewer = await post('/api/test/note', 'Viewer');
      expect(viewer.statusCode).toBe(403);
      expect(viewer.json<{ message: string }>().message).toBe(
        'Du visar medlemmens uppgifter med läsrätt och kan inte ändra något.',
      );
      expect((await post('/api/test/note', 'Editor')).statusCode).toBe(200);
      expect((await post('/api/test/note', 'Member')).statusCode).toBe(200);
      expect((await post('/api/test/logout-like', 'DelegatedRight')).statusCode).toBe(200);
    } finally {
      await test.close();
    }
  });
});
