import type { FeatureFlag, FeatureFlags } from './feature-flags.js';
import { ANY_ROLE, FOREST_OWNER, hasAnyRole, hasRole, isStaff, type Role } from './roles.js';

export type RouteAccess = 'public' | readonly Role[];

export interface PortalRoute {
  readonly path: string;
  /** Who may open the page (README "Personas" names the roles). */
  readonly access: RouteAccess;
  /** The page exists only while this feature flag is on. */
  readonly flag?: FeatureFlag;
  /** `clean`: the header without menus; `clean-with-back` adds the back-to-product button. */
  readonly header?: 'clean' | 'clean-with-back';
  /** `no-links`: footer without its links; `none`: no footer at all. */
  readonly footer?: 'no-links' | 'none';
  /** `staff`: the staff workspace, the only pages for a session that acts for no member (docs/portal.md 10). */
  readonly area?: 'staff';
}

/** The association's staff: a Viewer sees, an Editor also changes. */
const STAFF: readonly Role[] = ['Viewer', 'Editor'];

/** Those who may place orders: never a representative (read-only) or a staff viewer. */
const CUSTOMER: readonly Role[] = ['Potential', 'Member', 'Supplier', 'Editor'];

/** Every screen of the portal, by name. */
export const portalRoutes = {
  overview: { path: '/', access: ANY_ROLE },
  contact: { path: '/kontakt', access: ANY_ROLE },
  myPages: { path: '/minasidor', access: ANY_ROLE },
  profile: { path: '/minasidor/minauppgifter', access: ANY_ROLE, flag: 'profile' },
  notificationSettings: {
    path: '/minasidor/minaaviseringar',
    access: ANY_ROLE,
    flag: 'notificationSettings',
  },
  purchases: { path: '/minasidor/minakop', access: CUSTOMER, flag: 'purchases' },
  mandates: {
    path: '/minasidor/minafullmakter',
    access: ['Member', 'Supplier', 'Viewer', 'Editor'],
    flag: 'mandates',
  },
  subscriptions: { path: '/minasidor/minaabonnemang', access: ANY_ROLE, flag: 'subscriptions' },
  // Who has looked at the member's data is the member's own: staff may see it too, a representative not.
  accessLog: {
    path: '/minasidor/atkomstlogg',
    access: ['Member', 'Supplier', 'Potential', 'Viewer', 'Editor'],
  },
  meetings: { path: '/minasidor/minabokademoten', access: ANY_ROLE, flag: 'bookings' },
  cashbook: { path: '/minasidor/ekonomi/kassabok', access: FOREST_OWNER, flag: 'cashbook' },
  estates: { path: '/minasidor/verksamheter', access: FOREST_OWNER },
  // Harvest now or later and a harvest income over time: read-only calculations on the member's stands.
  forestDecisions: { path: '/minasidor/verksamheter/kalkyl', access: FOREST_OWNER },
  economy: { path: '/minasidor/ekonomi', access: FOREST_OWNER },
  paymentPlan: { path: '/minasidor/ekonomi/betalplan', access: FOREST_OWNER },
  withdrawal: { path: '/minasidor/ekonomi/uttag', access: FOREST_OWNER },
  transactions: { path: '/minasidor/ekonomi/transaktioner', access: FOREST_OWNER },
  documents: { path: '/minasidor/dokument', access: FOREST_OWNER },
  contracts: { path: '/minasidor/kontrakt', access: FOREST_OWNER },
  // The timber prices and value calculator have a page of their own.
  timberPrices: { path: '/minasidor/kontrakt/virkespriser', access: FOREST_OWNER, flag: 'timberPrices' },
  checkout: { path: '/kassa', access: CUSTOMER, header: 'clean-with-back' },
  orderConfirmation: { path: '/orderbekraftelse', access: CUSTOMER },
  services: { path: '/skogligatjanster', access: ANY_ROLE },
  service: { path: '/skogligatjanster/:name', access: ANY_ROLE },
  map: { path: '/kartvy', access: ANY_ROLE, footer: 'none' },
  // The staff workspace: their own area with their own menu, not acting for a member.
  staffWork: { path: '/personal/arenden', access: STAFF, header: 'clean', area: 'staff' },
  staffErrand: { path: '/personal/arenden/:kind/:id', access: STAFF, header: 'clean', area: 'staff' },
  staffTimes: { path: '/personal/motestider', access: STAFF, header: 'clean', area: 'staff' },
  about: { path: '/ommellanskog', access: 'public' },
  login: { path: '/login', access: 'public', footer: 'no-links' },
  loginSelection: { path: '/loggain', access: 'public', header: 'clean' },
  support: { path: '/support', access: 'public' },
  memberMissing: { path: '/medlemsaknas', access: 'public', header: 'clean', footer: 'no-links' },
  registration: {
    path: '/registrering',
    access: ['Potential'],
    flag: 'registrationForm',
    header: 'clean',
    footer: 'no-links',
  },
  logout: { path: '/logout', access: 'public' },
  loginRedirect: { path: '/loginRedirect', access: 'public', header: 'clean' },
  accessibility: { path: '/tillganglighet', access: 'public' },
  style: { path: '/style', access: 'public' },
  error: { path: '/error', access: 'public' },
  unauthorized: { path: '/unauthorized', access: 'public' },
} as const satisfies Record<string, PortalRoute>;

export type PortalRouteName = keyof typeof portalRoutes;

/** An order's page: its confirmation, its steps so far and, once done, its receipt. */
export const orderPagePath = (number: string): string =>
  `${portalRoutes.orderConfirmation.path}?order=${encodeURIComponent(number)}`;

/** Old paths under /minskogsverksamhet and where they live now. */
export const legacyRedirects: Readonly<Record<string, string>> = {
  '/minskogsverksamhet': portalRoutes.myPages.path,
  '/minskogsverksamhet/verksamheter': portalRoutes.estates.path,
  '/minskogsverksamhet/ekonomi': portalRoutes.economy.path,
  '/minskogsverksamhet/ekonomi/betalplan': portalRoutes.paymentPlan.path,
  '/minskogsverksamhet/ekonomi/uttag': portalRoutes.withdrawal.path,
  '/minskogsverksamhet/ekonomi/dokument': portalRoutes.documents.path,
  '/minskogsverksamhet/ekonomi/transaktioner': portalRoutes.transactions.path,
  '/minskogsverksamhet/kontrakt': portalRoutes.contracts.path,
};

const normalise = (pathname: string): string =>
  (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase() || '/';

export function legacyRedirectTarget(pathname: string): string | undefined {
  const wanted = normalise(pathname);
  return Object.entries(legacyRedirects).find(([from]) => from === wanted)?.[1];
}

function matches(pattern: string, pathname: string): boolean {
  const patternParts = pattern.toLowerCase().split('/');
  const pathParts = normalise(pathname).split('/');
  return (
    patternParts.length === pathParts.length &&
    patternParts.every((part, i) => (part.startsWith(':') ? pathParts[i] !== '' : part === pathParts[i]))
  );
}

/** The route a path opens, matched like the SPA's router (case-insensitive, trailing slash ignored). */
export function matchRoute(pathname: string): PortalRoute | undefined {
  return Object.values(portalRoutes).find((route) => matches(route.path, pathname));
}

export type AccessDecision = 'allow' | 'login' | 'choose' | 'register' | 'unauthorized' | 'not-found';

/** The login steps, logout and the form itself: the only pages a potential member is not sent away from. */
const REGISTRATION_EXEMPT: readonly string[] = [
  portalRoutes.registration.path,
  portalRoutes.login.path,
  portalRoutes.loginSelection.path,
  portalRoutes.loginRedirect.path,
  portalRoutes.logout.path,
];

/**
 * With the registration form on (README "Feature flags"), a potential member is sent to the form from every page but
 * registration, login and logout (`path` undefined: the not-found page).
 */
export function mustRegister(
  path: string | undefined,
  roles: readonly string[] | null,
  flags: FeatureFlags,
): boolean {
  return (
    roles !== null &&
    flags.registrationForm &&
    hasRole(roles, 'Potential') &&
    (path === undefined || !REGISTRATION_EXEMPT.includes(path))
  );
}

/**
 * A staff session in the workspace: staff roles, acting for no member. It has no member pages to show, so
 * every page outside the workspace sends it to the work list (public pages excepted).
 */
export const inWorkspace = (profile: { roles: readonly string[]; actingFor?: unknown }): boolean =>
  isStaff(profile.roles) && profile.actingFor === undefined;

/**
 * Who may see a route: `roles` is null for someone not logged in, and empty for someone who has
 * identified but not yet chosen whom to act for (they go to the login selection).
 */
export function decideAccess(
  route: PortalRoute,
  roles: readonly string[] | null,
  flags: FeatureFlags,
): AccessDecision {
  if (route.flag !== undefined && !flags[route.flag]) return 'not-found';
  if (mustRegister(route.path, roles, flags)) return 'register';
  if (route.access === 'public') return 'allow';
  if (roles === null) return 'login';
  if (roles.length === 0) return 'choose';
  return hasAnyRole(roles, route.access) ? 'allow' : 'unauthorized';
}

/**
 * Whether a link to this portal path (query and fragment aside) opens a page these roles may see: a
 * notification or an activity item links only where its reader may go, never to "Du saknar behörighet".
 */
export function mayOpenPath(path: string, roles: readonly string[], flags: FeatureFlags): boolean {
  const route = matchRoute(path.split(/[?#]/, 1)[0] ?? path);
  return route !== undefined && decideAccess(route, roles, flags) === 'allow';
}
