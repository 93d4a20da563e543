import { describe, expect, it } from 'vitest';
import { featureFlagsFor } from './feature-flags.js';
import { ROLES } from './roles.js';
import {
  decideAccess,
  legacyRedirectTarget,
  matchRoute,
  mustRegister,
  portalRoutes,
  type PortalRoute,
} from './routes.js';

const flags = featureFlagsFor('local');

describe('route table', () => {
  it('has every path of docs/portal.md 2', () => {
    const paths = Object.values(portalRoutes).map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/kontakt',
        '/minasidor',
        '/minasidor/minauppgifter',
        '/minasidor/minaaviseringar',
        '/minasidor/minakop',
        '/minasidor/minafullmakter',
        '/minasidor/minaabonnemang',
        '/minasidor/minabokademoten',
        '/minasidor/ekonomi/kassabok',
        '/minasidor/verksamheter',
        '/minasidor/verksamheter/kalkyl',
        '/minasidor/ekonomi',
        '/minasidor/ekonomi/betalplan',
        '/minasidor/ekonomi/uttag',
        '/minasidor/ekonomi/transaktioner',
        '/minasidor/dokument',
        '/minasidor/kontrakt',
        '/kassa',
        '/orderbekraftelse',
        '/skogligatjanster',
        '/skogligatjanster/:name',
        '/kartvy',
        '/ommellanskog',
        '/login',
        '/loggain',
        '/support',
        '/medlemsaknas',
        '/registrering',
        '/logout',
        '/loginRedirect',
        '/tillganglighet',
        '/style',
        '/error',
        '/unauthorized',
      ]),
    );
  });

  it('matches paths like the router: any case, trailing slash, one segment per parameter', () => {
    expect(matchRoute('/minasidor/ekonomi/')).toBe(portalRoutes.economy);
    expect(matchRoute('/MinaSidor')).toBe(portalRoutes.myPages);
    expect(matchRoute('/skogligatjanster/gallring')).toBe(portalRoutes.service);
    expect(matchRoute('/skogligatjanster/gallring/extra')).toBeUndefined();
    expect(matchRoute('/finns-inte')).toBeUndefined();
    expect(matchRoute('/')).toBe(portalRoutes.overview);
  });

  it('redirects every old /minskogsverksamhet path to its new place', () => {
    expect(legacyRedirectTarget('/minskogsverksamhet')).toBe('/minasidor');
    expect(legacyRedirectTarget('/minskogsverksamhet/verksamheter')).toBe('/minasidor/verksamheter');
    expect(legacyRedirectTarget('/minskogsverksamhet/ekonomi')).toBe('/minasidor/ekonomi');
    expect(legacyRedirectTarget('/minskogsverksamhet/ekonomi/betalplan')).toBe(
      '/minasidor/ekonomi/betalplan',
    );
    expect(legacyRedirectTarget('/minskogsverksamhet/ekonomi/uttag')).toBe('/minasidor/ekonomi/uttag');
    expect(legacyRedirectTarget('/minskogsverksamhet/ekonomi/dokument')).toBe('/minasidor/dokument');
    expect(legacyRedirectTarget('/minskogsverksamhet/ekonomi/transaktioner/')).toBe(
      '/minasidor/ekonomi/transaktioner',
    );
    expect(legacyRedirectTarget('/minskogsverksamhet/kontrakt')).toBe('/minasidor/kontrakt');
    expect(legacyRedirectTarget('/minskogsverksamhet/annat')).toBeUndefined();
  });
});

describe('access (docs/portal.md 4)', () => {
  it('lets anyone see public pages', () => {
    for (const name of [
      'about',
      'support',
      'accessibility',
      'error',
      'unauthorized',
      'login',
      'loginSelection',
      'memberMissing',
      'logout',
      'loginRedirect',
    ] as const) {
      expect(decideAccess(portalRoutes[name], null, flags), name).toBe('allow');
    }
  });

  it('sends an anonymous visitor of a logged-in page to login', () => {
    expect(decideAccess(portalRoutes.overview, null, flags)).toBe('login');
    expect(decideAccess(portalRoutes.transactions, null, flags)).toBe('login');
  });

  it('sends a signed-in user without a fitting role to unauthorized', () => {
    const withoutForm = { ...flags, registrationForm: false };
    expect(decideAccess(portalRoutes.transactions, ['Potential'], withoutForm)).toBe('unauthorized');
    expect(decideAccess(portalRoutes.checkout, ['DelegatedRight'], flags)).toBe('unauthorized');
    expect(decideAccess(portalRoutes.checkout, ['Viewer'], flags)).toBe('unauthorized');
    expect(decideAccess(portalRoutes.transactions, ['member'], flags)).toBe('allow');
  });

  it('keeps registration away from a representative', () => {
    expect(decideAccess(portalRoutes.registration, ['DelegatedRight'], flags)).toBe('unauthorized');
    expect(decideAccess(portalRoutes.registration, ['Potential'], flags)).toBe('allow');
  });

  it('hides a page whose feature flag is off, whoever asks', () => {
    expect(decideAccess(portalRoutes.purchases, ['Member'], flags)).toBe('not-found');
    expect(decideAccess(portalRoutes.cashbook, ['Member'], featureFlagsFor('production'))).toBe('not-found');
    expect(decideAccess(portalRoutes.cashbook, ['Member'], featureFlagsFor('staging'))).toBe('allow');
  });

  it('sends someone who has identified but not chosen whom to act for to the login selection', () => {
    expect(decideAccess(portalRoutes.overview, [], flags)).toBe('choose');
    expect(decideAccess(portalRoutes.support, [], flags)).toBe('allow');
  });

  it('keeps a potential member on the registration form while the flag is on (docs/portal.md 4)', () => {
    for (const name of ['overview', 'support', 'about', 'accessibility', 'contact'] as const) {
      expect(decideAccess(portalRoutes[name], ['Potential'], flags), name).toBe('register');
    }
    for (const name of ['registration', 'login', 'loginSelection', 'loginRedirect', 'logout'] as const) {
      expect(decideAccess(portalRoutes[name], ['potential'], flags), name).toBe('allow');
    }
    expect(mustRegister(undefined, ['Potential'], flags)).toBe(true);
    expect(mustRegister('/', ['Member'], flags)).toBe(false);
    expect(mustRegister('/', ['Potential'], { ...flags, registrationForm: false })).toBe(false);
  });
});

/** Generated from the route table: a new route is covered the day it is added. */
describe('every route of the table', () => {
  const routes = Object.entries(portalRoutes) as [string, PortalRoute][];
  const withoutForm = { ...flags, registrationForm: false };

  it('declares who may open it: public, or known roles', () => {
    for (const [name, route] of routes) {
      if (route.access === 'public') continue;
      expect(route.access.length, name).toBeGreaterThan(0);
      for (const role of route.access) expect(ROLES, name).toContain(role);
    }
  });

  it('lets exactly its roles in, in any letter case, sends the others to unauthorized and anonymous to login', () => {
    for (const [name, route] of routes) {
      if (route.flag !== undefined && !withoutForm[route.flag]) continue;
      for (const role of ROLES) {
        const expected = route.access === 'public' || route.access.includes(role) ? 'allow' : 'unauthorized';
        expect(decideAccess(route, [role.toUpperCase()], withoutForm), `${role} → ${name}`).toBe(expected);
      }
      expect(decideAccess(route, null, withoutForm), name).toBe(
        route.access === 'public' ? 'allow' : 'login',
      );
    }
  });

  it('never lets a representative (read-only) reach checkout, purchases or registration', () => {
    for (const [name, route] of routes) {
      if (['checkout', 'orderConfirmation', 'purchases', 'registration'].includes(name)) {
        expect(route.access === 'public' || !route.access.includes('DelegatedRight'), name).toBe(true);
      }
    }
  });
});
