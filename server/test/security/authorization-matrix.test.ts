import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROLES } from '#contracts/roles';
import type { Queryable } from '../../src/db/database.js';
import { insertPerson, insertPersonStakeholder } from '../../src/db/seed/builders.js';
import { NotFoundError } from '../../src/plugins/http-errors.js';
import { listenForBankId } from '../../src/testing/bankid-login.js';
import { type TestApp } from '../../src/testing/test-app.js';
import { portalForTests } from '../../src/testing/portal-for-tests.js';
import { describeCell, runAuthorizationMatrix, type MatrixCell } from './matrix-runner.js';
import {
  missingPathParameterRoutes,
  PATH_PARAMETER_ROUTES,
  type ObjectOwner,
  type PathParameterRegistry,
} from './path-parameter-routes.js';
import { probeRequests, type RequestProbe } from './request-probe.js';

/** A member's object in a real table: a (decided, so not the one open) membership application. */
async function insertApplication(db: Queryable, owner: ObjectOwner): Promise<Record<string, string>> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO registration (stakeholder_id, person_id, first_name, last_name, email, phone, street,
       postal_code, city, status, submitted_at)
     VALUES ($1, $2, 'Test', 'Testsson', 'test@exempel.se', '070-123 45 67', 'Skogsvägen 1', '123 45',
       'Skogsby', 'approved', now())
     RETURNING id`,
    [owner.stakeholderId, owner.personId],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return { applicationId: row.id };
}

const EVERY_ROLE = { access: ROLES } as const;
const ApplicationParams = z.object({ applicationId: z.uuid() });

const actingFor = (request: FastifyRequest): string | null => request.session?.stakeholderId ?? null;

/** Test-only routes that address a member's object by id, as later issues' routes will. */
function registerObjectRoutes(test: TestApp): void {
  const app = test.app.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/test/applications/:applicationId',
    { config: EVERY_ROLE, schema: { params: ApplicationParams } },
    async (request) => {
      const [row] = await test.db.query<{ status: string }>(
        'SELECT status FROM registration WHERE id = $1 AND stakeholder_id = $2',
        [request.params.applicationId, actingFor(request)],
      );
      if (row === undefined) throw new NotFoundError();
      return row;
    },
  );
  app.post(
    '/api/test/applications/:applicationId/cancel',
    { config: EVERY_ROLE, schema: { params: ApplicationParams } },
    async (request) => {
      const rows = await test.db.query(
        `UPDATE registration SET status = 'rejected' WHERE id = $1 AND stakeholder_id = $2 RETURNING id`,
        [request.params.applicationId, actingFor(request)],
      );
      if (rows.length === 0) throw new NotFoundError();
      return { withdrawn: true };
    },
  );
  // The bug the matrix exists for (IDOR): the id alone decides, whoever asks.
  app.get(
    '/api/test/unscoped-applications/:applicationId',
    { config: EVERY_ROLE, schema: { params: ApplicationParams } },
    async (request) => {
      const [row] = await test.db.query<{ status: string }>('SELECT status FROM registration WHERE id = $1', [
        request.params.applicationId,
      ]);
      if (row === undefined) throw new NotFoundError();
      return row;
    },
  );
  app.get('/api/test/things/:thingId', { config: EVERY_ROLE }, async () => ({ thing: true }));
}

const TEST_REGISTRY: PathParameterRegistry = {
  'GET /api/test/applications/:applicationId': { create: insertApplication },
  'POST /api/test/applications/:applicationId/cancel': { create: insertApplication },
  'GET /api/test/unscoped-applications/:applicationId': { create: insertApplication },
};

const isTestRoute = (route: { url: string }): boolean => route.url.startsWith('/api/test/');
const is2xx = (status: number): boolean => status >= 200 && status <= 299;

/**
 * Role x route x method x ownership, generated from the routes the portal registers and the rule each
 * declares (docs/quality.md 3.2, goal 17): a route added later is in the matrix the day it is added.
 */
describe('the authorization matrix', () => {
  let probe: RequestProbe;
  let owner: ObjectOwner;
  let other: ObjectOwner;

  const test = portalForTests({ ready: false });
  beforeAll(async () => {
    probe = probeRequests(test.app);
    registerObjectRoutes(test);
    await test.app.ready();
    // Starting a signing reaches BankID (the simulator) over HTTP, as in production.
    await listenForBankId(test);
    const member = async (): Promise<ObjectOwner> => {
      const person = await insertPerson(test.db);
      return { personId: person.id, stakeholderId: (await insertPersonStakeholder(test.db, person)).id };
    };
    owner = await member();
    other = await member();
  });

  const run = (routes: MatrixCell['route'][], registry: PathParameterRegistry) =>
    runAuthorizationMatrix({ test, probe, routes, registry, owner, other });

  it('holds in every cell of every API route: 401, 403, read-only 403, another member’s object 404', async () => {
    const routes = test.app.apiRoutes.filter((route) => !isTestRoute(route));
    const cells = await run(routes, PATH_PARAMETER_ROUTES);
    expect(cells.filter((cell) => cell.problem !== undefined).map(describeCell)).toEqual([]);
    const unexpected2xx = cells.filter((cell) => is2xx(cell.status) && cell.expected.kind !== 'allowed');
    expect(unexpected2xx.map(describeCell)).toEqual([]);
    // Every route, with anonymous, identified-only and each role: nothing was skipped.
    expect(cells.length).toBeGreaterThanOrEqual(routes.length * (ROLES.length + 2));
    const refused = cells.filter((cell) => cell.expected.kind !== 'allowed').length;
    console.info(`Authorization matrix: ${String(cells.length)} cells, ${String(refused)} refusals checked`);
  }, 120_000);

  it('knows how to make the object of every route with a path parameter', () => {
    const routes = test.app.apiRoutes.filter((route) => !isTestRoute(route));
    expect(missingPathParameterRoutes(routes, PATH_PARAMETER_ROUTES)).toEqual([]);
  });

  it('fails for a route with a path parameter nobody registered, telling the developer what to add', () => {
    const missing = missingPathParameterRoutes(test.app.apiRoutes.filter(isTestRoute), TEST_REGISTRY);
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatch(/^GET \/api\/test\/things\/:thingId takes a path parameter/);
    expect(missing[0]).toContain("Add 'GET /api/test/things/:thingId' to PATH_PARAMETER_ROUTES");
  });

  it('answers a member their own object and 404 for another member’s, read-only roles changing neither', async () => {
    const routes = test.app.apiRoutes.filter((route) => route.url.startsWith('/api/test/applications/'));
    const cells = await run(routes, TEST_REGISTRY);
    expect(cells.filter((cell) => cell.problem !== undefined).map(describeCell)).toEqual([]);
    const statusOf = (actor: string, method: string, ownership: string) =>
      cells
        .filter((c) => c.actor.name === actor && c.route.method === method && c.ownership === ownership)
        .map((c) => c.status);
    expect(statusOf('Member', 'GET', 'own')).toEqual([200]);
    expect(statusOf('Member', 'GET', 'other')).toEqual([404]);
    expect(statusOf('DelegatedRight', 'GET', 'own')).toEqual([200]);
    expect(statusOf('DelegatedRight', 'POST', 'own')).toEqual([403]);
    expect(statusOf('Viewer', 'POST', 'own')).toEqual([403]);
    expect(statusOf('Editor', 'POST', 'own')).toEqual([200]);
    expect(statusOf('Editor', 'POST', 'other')).toEqual([404]);
    expect(statusOf('anonymous', 'GET', 'other')).toEqual([401]);
    // Not one of the route's roles: the guard refuses before anyone looks for the object.
    expect(statusOf('identified, acting for nobody yet', 'GET', 'other')).toEqual([403]);
  });

  it('catches a route that serves another member’s object (IDOR)', async () => {
    const routes = test.app.apiRoutes.filter((route) => route.url.startsWith('/api/test/unscoped-'));
    const cells = await run(routes, TEST_REGISTRY);
    const leaks = cells.filter((cell) => cell.problem !== undefined);
    // Every role read another member's application.
    expect(leaks.map((cell) => [cell.actor.name, cell.ownership, cell.status])).toEqual(
      ROLES.map((name) => [name, 'other', 200]),
    );
    expect(leaks[0]?.problem).toBe('expected 404 for another member’s object, never its data');
  });
});
