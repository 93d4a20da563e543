import { describe, expect, it } from 'vitest';
import { featureFlagsFor } from './feature-flags.js';
import { decideAccess, legacyRedirectTarget, matchRoute, portalRoutes } from './routes.js';

const flags = featureFlagsFor('local');

describe('route table', () => {
  it('has every path of SPEC 2', () => {
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

describe('access (SPEC 6)', () => {
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
    expect(decideAccess(portalRoutes.transactions, ['Potential'], flags)).toBe('unauthorized');
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
});
