import type { Page } from '@playwright/test';
import { matchRoute, portalRoutes } from '#contracts/routes';
import { hasAnyRole } from '#contracts/roles';
import { expect, mainHeading, test } from './fixtures.js';

/**
 * A representative (Maria, read-only for Karin) reads Karin's forest and money. No page tells her it is
 * "din skog", "dina konton" or "ditt konto", and no link she is shown, in the menus, on the overview or in
 * the notifications, leads to a page the route table keeps from her ("Du saknar behörighet").
 */

/** Every page a representative may open that has no parameter, but leaving (logout). */
const PATHS = Object.values(portalRoutes)
  .filter(
    (route) =>
      !route.path.includes(':') &&
      route.path !== portalRoutes.logout.path &&
      route.access !== 'public' &&
      hasAnyRole(['DelegatedRight'], route.access),
  )
  .map((route) => route.path);

/** Possessive "you" that would claim the member's forest or money is the reader's. */
const ADDRESSED = /(^|[^a-zåäö])(din|ditt|dina)([^a-zåäö]|$)/i;
/** What is hers: the selection she made on the page. */
const TRUE_FOR_HER = /ditt urval/gi;

/** The words that frame a page: headings, its lead, menus, links, buttons, labels and table heads. */
function framingWords(): string[] {
  const selector = 'h1, h2, h3, h4, h1 + p, a, button, label, legend, th, dt, caption, summary';
  const visible = (element: Element) => element.checkVisibility();
  return [
    ...[...document.querySelectorAll(selector)].filter(visible).map((element) => element.textContent),
    // A region's or a control's name, not all the text inside it.
    ...[...document.querySelectorAll('[aria-label]')]
      .filter(visible)
      .map((element) => element.getAttribute('aria-label') ?? ''),
  ]
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter((text) => text !== '');
}

/** Every link on the page that stays in the portal, by its path. */
const portalLinks = (page: Page) =>
  page
    .locator('a[href^="/"]')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? '').filter((href) => href !== ''),
    );

const mayOpen = (href: string): boolean => {
  const route = matchRoute(href.split(/[?#]/, 1)[0] ?? href);
  return route !== undefined && (route.access === 'public' || hasAnyRole(['DelegatedRight'], route.access));
};

test.beforeEach(async ({ answerCookieBanner, loginAs }) => {
  await answerCookieBanner();
  await loginAs(['DelegatedRight']);
});

test('no page tells a representative that the forest or the money is theirs', async ({ page }) => {
  test.setTimeout(120_000);
  expect(PATHS).toContain(portalRoutes.economy.path);
  const untrue: string[] = [];
  for (const path of PATHS) {
    await page.goto(path);
    await expect(mainHeading(page)).toBeVisible();
    await expect(page.locator('[class*="_skeleton_"]')).toHaveCount(0);
    for (const text of await page.evaluate(framingWords)) {
      if (ADDRESSED.test(text.replace(TRUE_FOR_HER, ''))) untrue.push(`${path}: ${text.slice(0, 100)}`);
    }
  }
  expect([...new Set(untrue)]).toEqual([]);
});

test('every link a representative is shown leads to a page they may open', async ({ page }) => {
  await page.goto('/');
  await expect(mainHeading(page)).toHaveText('Översikt');
  await expect(page.locator('[class*="_skeleton_"]')).toHaveCount(0);
  const shown = new Set(await portalLinks(page));

  for (const panel of ['notifications', 'profile']) {
    await page.locator(`#header-trigger-${panel}`).click();
    const opened = page.locator(`#header-panel-${panel}`);
    await expect(opened).toBeVisible();
    await expect(opened.getByRole('status')).toHaveCount(0);
    for (const href of await portalLinks(page)) shown.add(href);
    await page.locator(`#header-trigger-${panel}`).click();
  }
  // The notifications panel was read: it links to the stands Karin was told about.
  expect([...shown].some((href) => href.startsWith('/skogligatjanster/'))).toBe(true);
  expect([...shown].filter((href) => !mayOpen(href))).toEqual([]);
});
