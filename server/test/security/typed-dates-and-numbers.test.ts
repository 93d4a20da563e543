import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canChange, type Role } from '#contracts/roles';
import type { Queryable } from '../../src/db/database.js';
import { PERSONAS } from '../../src/db/seed/personas.js';
import { isStateChanging, type ApiRouteRule } from '../../src/plugins/access.js';
import { SAME_ORIGIN } from '../../src/testing/bankid-login.js';
import type { TestApp } from '../../src/testing/test-app.js';
import { databaseFingerprint } from './database-fingerprint.js';
import { validValue } from './json-schema-arbitrary.js';
import { openApiDocument, operationOf } from './openapi-operations.js';
import { isMemberObjectRoute, PATH_PARAMETER_ROUTES, routeKey } from './path-parameter-routes.js';
import { demoPortal, personaCookie, personIdOf } from './persona-sessions.js';
import { injectOptions, validPlans, type RequestPlan } from './request-plan.js';
import {
  BAD_DAYS,
  BAD_MOMENTS,
  bodyVariants,
  nonDecimalSpellings,
  typedSites,
  withValueAt,
  type TypedSite,
} from './typed-inputs.js';

const KARIN = PERSONAS.member.stakeholderId;

/** What a read may write: who read what (staff audit) and how often (rate limits). */
const BOOKKEEPING = ['audit_event', 'rate_limit'];

/**
 * Bodies whose days are checked only after what they name is found: the rest of the request names
 * Karin's own, so the check of the day is reached.
 */
const REACHING_THE_CHECK: Readonly<Record<string, (db: Queryable) => Promise<unknown>>> = {
  'POST /api/payment-plan/changes': async (db) => {
    const [payout] = await db.query<{ id: string; amount_ore: string }>(
      `SELECT p.id, p.amount_ore FROM planned_payout p JOIN account a ON a.id = p.account_id
        WHERE a.stakeholder_id = $1 AND p.status = 'planned' ORDER BY p.due_on DESC LIMIT 1`,
      [KARIN],
    );
    if (payout === undefined) throw new Error('Karin has no planned payout in the demo');
    return { payoutId: payout.id, kind: 'move', requested: [{ amountOre: Number(payout.amount_ore) }] };
  },
};

/** Whole numbers a field of a query or path may well take, to spell otherwise. */
const CANDIDATES = [1, 2, 5, 10, 16, 25, 50, 100, 250, 2026, 2025];

/** A role that may call the route, one that may change what a state-changing route changes. */
function roleFor(route: ApiRouteRule): Role {
  if (typeof route.access === 'string') return 'Member';
  const changing = route.access.find((role) => canChange([role]));
  return (isStateChanging(route.method) ? changing : undefined) ?? route.access[0] ?? 'Member';
}

function withValue(plan: RequestPlan, site: TypedSite, body: unknown, value: unknown): RequestPlan {
  switch (site.location) {
    case 'path':
      return { ...plan, params: { ...plan.params, [site.field]: String(value) } };
    case 'query':
      return {
        ...plan,
        query: [...plan.query.filter(([name]) => name !== site.field), [site.field, String(value)]],
      };
    case 'body':
      return { ...plan, body: { kind: 'json', value: withValueAt(body, site.field.split('.'), value) } };
  }
}

/**
 * Every typed day and every number on every API route, found in the OpenAPI document by format, type,
 * pattern or name, so a route or field added later is tried too: a day far ahead or back, one that does
 * not exist or is not written YYYY-MM-DD, and a number in another base, with an exponent, padding, a sign
 * or other digits are each refused with a 4xx naming the field, and nothing is stored.
 */
describe('typed days and numbers', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await demoPortal();
  });
  afterAll(async () => {
    await test.close();
  });

  it('are refused on every route outside their range or written other than decimal', async () => {
    const problems: string[] = [];
    const tried = { day: 0, moment: 0, number: 0 };
    const karin = { stakeholderId: KARIN, personId: await personIdOf(test, 'member') };
    for (const route of test.app.apiRoutes) {
      const operation = operationOf(openApiDocument(test.app), route);
      const sites = typedSites(operation);
      if (sites.length === 0) continue;
      const key = routeKey(route);
      const entry = PATH_PARAMETER_ROUTES[key];
      const params =
        entry === undefined
          ? {}
          : isMemberObjectRoute(entry)
            ? await entry.create(test.db, karin)
            : entry.params;
      const [sampled] = fc.sample(validPlans(operation, route.method), { seed: 8, numRuns: 1 });
      if (sampled === undefined) continue;
      // No Signing-Id: a signed write is asked for the first time, and its rules are checked before signing.
      const plan: RequestPlan = { ...sampled, params: { ...sampled.params, ...params }, headers: {} };
      const variants = bodyVariants(operation);
      const reaching = await REACHING_THE_CHECK[key]?.(test.db);
      const bodyOf = (variant: number): unknown =>
        reaching ??
        fc.sample(validValue(variants[variant] ?? {}), { seed: 8, numRuns: 1 })[0] ??
        (plan.body.kind === 'json' ? plan.body.value : undefined);
      const cookie = await personaCookie(test, roleFor(route));
      const send = async (changed: RequestPlan) => {
        if (route.rateLimit !== undefined) await test.db.query('DELETE FROM rate_limit');
        const request = injectOptions(route, changed);
        const response = await test.app.inject({
          ...request,
          headers: { ...request.headers, ...SAME_ORIGIN, cookie },
        });
        const named =
          response.statusCode >= 400 && response.statusCode < 500
            ? response.json<{ fieldErrors?: Record<string, string[]> }>().fieldErrors
            : undefined;
        return {
          status: response.statusCode,
          url: request.url,
          named: named ?? {},
          body: response.body.slice(0, 200),
        };
      };

      /** A decimal the field takes, so its other spellings are refused for the spelling alone. */
      const decimalTaken = async (site: TypedSite): Promise<number | undefined> => {
        if (site.location === 'body') return 5;
        for (const candidate of CANDIDATES) {
          const answer = await send(withValue(plan, site, undefined, String(candidate)));
          if (answer.status < 500 && answer.named[site.field] === undefined) return candidate;
        }
        return undefined;
      };
      const spellings = new Map<TypedSite, readonly string[]>();
      for (const site of sites) {
        if (site.kind !== 'number') {
          spellings.set(site, site.kind === 'day' ? BAD_DAYS : BAD_MOMENTS);
          continue;
        }
        const decimal = await decimalTaken(site);
        if (decimal === undefined)
          problems.push(`${route.method} ${route.url}: ${site.field} takes no decimal`);
        else spellings.set(site, nonDecimalSpellings(decimal));
      }

      const before = await databaseFingerprint(test.db, BOOKKEEPING);
      for (const [site, values] of spellings) {
        tried[site.kind] += 1;
        for (const value of values) {
          const answer = await send(withValue(plan, site, bodyOf(site.variant), value));
          if (answer.named[site.field] === undefined) {
            problems.push(
              `${route.method} ${route.url}: ${site.field} = ${JSON.stringify(value)} answered ` +
                `${String(answer.status)}${answer.status < 400 ? ' (taken)' : ' without naming it'} ${answer.body}`,
            );
          }
        }
      }
      if (JSON.stringify(await databaseFingerprint(test.db, BOOKKEEPING)) !== JSON.stringify(before)) {
        problems.push(`${route.method} ${route.url}: stored something`);
      }
    }
    expect(problems).toEqual([]);
    // Not vacuous: the days of orders, mandates, withdrawals, plans, vouchers, filters and calendars, the
    // moments of advisors' hours, and the numbers of pages, years, rates, tiles, amounts and areas.
    expect(tried.day).toBeGreaterThanOrEqual(10);
    expect(tried.moment).toBeGreaterThanOrEqual(1);
    expect(tried.number).toBeGreaterThanOrEqual(20);
  }, 300_000);
});
