import { randomUUID } from 'node:crypto';
import { isReadOnly } from '#contracts/roles';
import type { ApiRouteRule } from '../../src/plugins/access.js';
import { SAME_ORIGIN } from '../../src/testing/bankid-login.js';
import { signIn } from '../../src/testing/sign-in.js';
import type { TestApp } from '../../src/testing/test-app.js';
import {
  expectedOutcome,
  matrixCallers,
  violation,
  type Caller,
  type ExpectedOutcome,
  type Ownership,
} from './authorization-matrix.js';
import {
  isMemberObjectRoute,
  routeKey,
  type ObjectOwner,
  type PathParameterRegistry,
  type PathParameterRoute,
} from './path-parameter-routes.js';
import { concreteUrl } from './registered-routes.js';
import type { RequestProbe } from './request-probe.js';

export interface MatrixCell {
  readonly route: ApiRouteRule;
  readonly actor: Caller;
  readonly ownership: Ownership;
  readonly expected: ExpectedOutcome;
  readonly status: number;
  /** Why the answer breaks the policy; undefined when it keeps it. */
  readonly problem?: string;
}

export interface MatrixSetup {
  readonly test: TestApp;
  readonly probe: RequestProbe;
  readonly routes: readonly ApiRouteRule[];
  readonly registry: PathParameterRegistry;
  /** The member every signed-in actor acts for, and a member none of them may see. */
  readonly owner: ObjectOwner;
  readonly other: ObjectOwner;
}

function ownershipsFor(entry: PathParameterRoute | undefined, actor: Caller): Ownership[] {
  if (entry === undefined || !isMemberObjectRoute(entry)) return ['none'];
  // Someone acting for nobody owns nothing: every member's object is another's to them.
  return (actor.session?.stakeholderId ?? null) === null ? ['other'] : ['own', 'other'];
}

async function paramsFor(
  setup: MatrixSetup,
  entry: PathParameterRoute | undefined,
  ownership: Ownership,
): Promise<Record<string, string>> {
  if (entry === undefined) return {};
  if (!isMemberObjectRoute(entry)) return entry.params;
  // A fresh object per cell: an allowed DELETE in one cell must not empty the next.
  return entry.create(setup.test.db, ownership === 'own' ? setup.owner : setup.other);
}

/** A representative acting for the owner of an object the route keeps from representatives. */
const hiddenFromRepresentative = (
  entry: PathParameterRoute | undefined,
  actor: Caller,
  ownership: Ownership,
): boolean =>
  ownership === 'own' &&
  entry !== undefined &&
  isMemberObjectRoute(entry) &&
  entry.notForRepresentatives !== undefined &&
  actor.session !== undefined &&
  isReadOnly(actor.session.roles);

/** Every route x actor x ownership cell, called through `inject()` with a fresh session each. */
export async function runAuthorizationMatrix(setup: MatrixSetup): Promise<MatrixCell[]> {
  const { test, probe, routes, registry, owner } = setup;
  const cells: MatrixCell[] = [];
  for (const route of routes) {
    const entry = registry[routeKey(route)];
    for (const actor of matrixCallers(owner.personId, owner.stakeholderId)) {
      for (const ownership of ownershipsFor(entry, actor)) {
        const tags = probe.tag();
        const cookie = actor.session === undefined ? {} : { cookie: await signIn(test, actor.session) };
        const params = await paramsFor(setup, entry, ownership);
        const body = entry !== undefined && 'bodyFor' in entry ? entry.bodyFor?.(params) : entry?.body;
        const response = await test.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url, params),
          query: entry?.query,
          // Every cell sends a fresh Idempotency-Key: money and order routes refuse a call without one before
          // the guard could be probed, and other routes ignore it.
          headers: { ...SAME_ORIGIN, ...tags, ...cookie, 'idempotency-key': randomUUID() },
          ...(body === undefined ? {} : { payload: body as object }),
        });
        const expected = hiddenFromRepresentative(entry, actor, ownership)
          ? ({ kind: 'not-found' } as const)
          : expectedOutcome(route, actor, ownership);
        const problem = violation(expected, ownership, {
          status: response.statusCode,
          body: response.body,
          passedGuard: probe.passedGuard(tags),
        });
        cells.push({ route, actor, ownership, expected, status: response.statusCode, problem });
      }
    }
  }
  return cells;
}

export const describeCell = (cell: MatrixCell): string =>
  `${cell.actor.name} → ${routeKey(cell.route)} (${cell.ownership} object): answered ${String(cell.status)}, ` +
  (cell.problem ?? `as expected (${cell.expected.kind})`);
