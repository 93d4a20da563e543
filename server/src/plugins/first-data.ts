import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FeatureFlags } from '#contracts/feature-flags';
import { canChange, hasAnyRole } from '#contracts/roles';
import { decideAccess, portalRoutes, type PortalRoute } from '#contracts/routes';
import { API_PREFIX } from './api-route.js';

/** One API read; `then` names the reads that need this one's answer (the overview's advisor, the map's stands). */
interface Read {
  readonly path: string;
  readonly then?: (answer: unknown) => readonly string[];
}

type PageReads = (roles: readonly string[], flags: FeatureFlags) => readonly Read[];

/**
 * The reads the standard header makes on a signed-in page, on the same conditions as the SPA
 * (web/src/app/layout/site-header.tsx, web/src/lib/cart.ts `mayOrder`); a clean header makes none.
 */
const headerReads = (route: PortalRoute, roles: readonly string[], flags: FeatureFlags): Read[] =>
  route.header !== undefined
    ? []
    : [
        ...(flags.notifications ? [{ path: 'notifications/unread-count' }] : []),
        ...(flags.servicesOrderable && hasAnyRole(roles, portalRoutes.checkout.access) && canChange(roles)
          ? [{ path: 'cart/count' }]
          : []),
      ];

/** The advisor of the first business that has one (web/src/features/overview/api/overview.ts, `overviewQueries.advisor`). */
const advisorOf = (businesses: unknown): string[] => {
  const advised = (businesses as { id: string; advisor: unknown }[] | null)?.find(
    (business) => business.advisor !== null,
  );
  return advised === undefined ? [] : [`Ir/GetBusinessAdvisor/${encodeURIComponent(advised.id)}`];
};

/** The stands of every estate with a forest plan (the map page, and the stands to choose on Räkna på avverkning). */
const standsOf = (allEstates: unknown): string[] =>
  ((allEstates as { estates: { id: string; stands: unknown }[] } | null)?.estates ?? [])
    .filter((estate) => estate.stands !== null)
    .map((estate) => `estates/${encodeURIComponent(estate.id)}/stands`);

/**
 * What each page's first render reads, path for path as its queries in web/src ask (`api.get`). The
 * transactions page is left to ask itself: its journey shortens the pages of that call in the browser
 * (e2e/transactions.spec.ts), and its answer depends on the filter in the URL.
 */
const PAGE_READS: ReadonlyMap<PortalRoute, PageReads> = new Map<PortalRoute, PageReads>([
  [
    portalRoutes.overview,
    (_roles, flags) => [
      { path: 'Ir/GetMemberData' },
      { path: 'overview/estates-summary' },
      { path: 'overview/economy' },
      { path: 'overview/open-contracts' },
      { path: 'overview/orders' },
      { path: 'Ir/GetBusinessData', then: advisorOf },
      { path: 'user/activities?limit=8' },
      ...(flags.notifications ? [{ path: 'notifications' }] : []),
    ],
  ],
  [portalRoutes.services, () => [{ path: 'services' }, { path: 'Ir/GetAllEstates' }]],
  [portalRoutes.map, () => [{ path: 'geo/layers' }, { path: 'Ir/GetAllEstates', then: standsOf }]],
  [portalRoutes.forestDecisions, () => [{ path: 'Ir/GetAllEstates', then: standsOf }]],
]);

/** What `auth/profile` answers a visitor without a session (204): the same for everyone, so cacheable. */
export const NO_SESSION = '{"auth/profile":null}';

/** An answer as JSON text: the body of a 200, `null` for a 204; nothing for any other answer. */
type Answer = string | undefined;

/**
 * The first data of a page for the request's session, as the JSON of a data block: NO_SESSION without a
 * session cookie, undefined for a session that has ended. Each answer is the API's own, asked for through `inject` with the request's
 * cookie: the same session rules, access checks, scoping, audit and serialization as the SPA's own call,
 * so the page carries exactly what the browser would have been answered. A read that fails is left out:
 * the SPA then asks for it itself, as it always did.
 */
export async function firstDataFor(
  app: FastifyInstance,
  request: FastifyRequest,
  { route, flags, cookieName }: { route?: PortalRoute; flags: FeatureFlags; cookieName: string },
): Promise<string | undefined> {
  const cookie = request.headers.cookie;
  // Without a session cookie the answer is known: no one is signed in. The login page then draws its form
  // at once instead of waiting for the browser to ask.
  if (cookie === undefined || request.cookies[cookieName] === undefined) return NO_SESSION;
  const read = async (path: string): Promise<Answer> => {
    try {
      const answer = await app.inject({
        method: 'GET',
        url: API_PREFIX + path,
        headers: { cookie, accept: 'application/json', 'user-agent': request.headers['user-agent'] ?? '' },
        remoteAddress: request.ip,
      });
      if (answer.statusCode === 204) return 'null';
      return answer.statusCode === 200 ? answer.body : undefined;
    } catch (error) {
      request.log.warn({ err: error, path }, 'first data: a read failed; the SPA asks itself');
      return undefined;
    }
  };

  // An ended session answers 204 and clears its cookie: the SPA's own call does that, so nothing is inlined.
  const profile = await read('auth/profile');
  if (profile === undefined || profile === 'null') return undefined;
  const answers: [string, string][] = [['auth/profile', profile]];
  const { roles } = JSON.parse(profile) as { roles: string[] };
  const reads =
    route === undefined || decideAccess(route, roles, flags) !== 'allow'
      ? []
      : [...headerReads(route, roles, flags), ...(PAGE_READS.get(route)?.(roles, flags) ?? [])];
  const readAll = async (list: readonly Read[]): Promise<void> => {
    await Promise.all(
      list.map(async ({ path, then }) => {
        const answer = await read(path);
        if (answer === undefined) return;
        answers.push([path, answer]);
        if (then !== undefined) await readAll(then(JSON.parse(answer)).map((next) => ({ path: next })));
      }),
    );
  };
  await readAll(reads);
  // The reads finish in any order; the page is the same for the same answers.
  answers.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const json = `{${answers.map(([path, answer]) => `${JSON.stringify(path)}:${answer}`).join(',')}}`;
  return json.replace(/</g, '\\u003c');
}
