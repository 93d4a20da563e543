/**
 * The authenticated reads as load targets: each route with the session cookie of the role that reads it,
 * logged in through the real BankID flow, and the reference server's read with the member's session.
 */
import type { Role } from '#contracts/roles';
import { PERSONA_FOR_ROLE } from '#server/db/seed/personas';
import type { LoadTarget } from './load.js';
import { logIn } from './log-in.js';
import { READ_ROUTES, type ReadRoute } from './read-routes.js';
import { REFERENCE_PATH } from './reference.js';

/** A read and how to load it: its URL on the portal with its role's cookie. */
export interface RouteTarget {
  readonly route: ReadRoute;
  readonly target: LoadTarget;
}

/** Each role's session cookie, logged in once: the persona who holds the role, acting for whom it acts. */
export function sessionsByRole(portalUrl: string): (role: Role) => Promise<string> {
  const cookies = new Map<Role, Promise<string>>();
  return (role) => {
    let cookie = cookies.get(role);
    if (cookie === undefined) {
      const { persona, actsFor } = PERSONA_FOR_ROLE[role];
      cookie = logIn(portalUrl, persona, actsFor).then((loggedIn) => loggedIn.cookieHeader);
      cookies.set(role, cookie);
    }
    return cookie;
  };
}

/** The routes that exist, each with its role's cookie; a 404 is a route not built yet. */
export async function prepareTargets(
  portalUrl: string,
  sessionOf: (role: Role) => Promise<string>,
): Promise<RouteTarget[]> {
  const prepared: RouteTarget[] = [];
  for (const route of READ_ROUTES) {
    const target = { url: `${portalUrl}${route.path}`, cookie: await sessionOf(route.role) };
    const probe = await fetch(target.url, { headers: { cookie: target.cookie } });
    if (probe.status === 404) {
      console.info(`  note: skipping ${route.path}: it answers 404 (not built yet)`);
      continue;
    }
    if (!probe.ok)
      console.info(`  note: ${route.path} answers ${probe.status} to ${route.role}; loaded anyway`);
    prepared.push({ route, target });
  }
  return prepared;
}

/** The reference server's GetMemberData with the member's own session, checked to answer 200. */
export async function referenceTarget(referenceUrl: string, memberCookie: string): Promise<LoadTarget> {
  const target = { url: `${referenceUrl}${REFERENCE_PATH}`, cookie: memberCookie };
  const probe = await fetch(target.url, { headers: { cookie: memberCookie } });
  if (!probe.ok) throw new Error(`the reference server answers ${probe.status} to the member's session`);
  return target;
}
