import type { Page } from '@playwright/test';
import { portalRoutes, type PortalRoute } from '#contracts/routes';
import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';
import { ROUTES, type RouteCase } from './route-table.js';

test('every route of the table is visited below', () => {
  const covered = new Set(ROUTES.map((route) => route.covers));
  expect(Object.keys(portalRoutes).filter((name) => !covered.has(name as keyof typeof portalRoutes))).toEqual(
    [],
  );
});

/**
 * The footer: none on the map view; its links, the accessibility statement among them, only for a
 * signed-in visitor and never on register, login or member-missing.
 */
async function expectFooter(page: Page, route: RouteCase): Promise<void> {
  const footer = page.getByRole('contentinfo');
  const entry: PortalRoute | undefined = route.covers === 'notFound' ? undefined : portalRoutes[route.covers];
  const rule = entry?.footer;
  if (rule === 'none') {
    await expect(footer).toHaveCount(0);
    return;
  }
  const statement = footer.getByRole('link', { name: 'Tillgänglighetsredogörelse', exact: true });
  const signedIn = route.as !== undefined && route.covers !== 'logout';
  if (signedIn && rule !== 'no-links') await expect(statement).toHaveAttribute('href', '/tillganglighet');
  else await expect(statement).toHaveCount(0);
}

const SCREENS = [
  { screen: 'a computer', use: { viewport: { width: 1280, height: 720 } } },
  { screen: 'a phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
];

for (const { screen, use } of SCREENS) {
  test.describe(`on ${screen}`, () => {
    test.use(use);

    for (const route of ROUTES) {
      test(`${route.path} shows "${route.heading}", its title, its footer, fits, and passes axe`, async ({
        page,
        loginAs,
        answerCookieBanner,
      }) => {
        await answerCookieBanner();
        if (route.as !== undefined) await loginAs(route.as);
        await page.goto(route.path);
        await expect(mainHeading(page)).toHaveText(route.heading);
        await expect(page).toHaveTitle(`Skogsportalen – ${route.title}`);
        await expectFooter(page, route);
        // Nothing wider than the screen: no sideways scrolling (WCAG 1.4.10).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          use.viewport.width,
        );
        await expectNoAxeViolations(page);
      });
    }
  });
}
