import type { BrowserContext, Page } from '@playwright/test';
import { PORTAL_URL } from './harness/ports.js';
import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';

const DAY = 24 * 60 * 60;
const ANALYTICS_COOKIES = ['_ga', '_gid', '_gat', '_ga_XYZ123'];

async function cookieValues(context: BrowserContext): Promise<Record<string, string>> {
  return Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
}

async function expectConsentCookies(context: BrowserContext, expected: string[]): Promise<void> {
  await expect
    .poll(async () =>
      (await context.cookies())
        .filter((cookie) => cookie.name.startsWith('cookie'))
        .map((cookie) => cookie.name)
        .sort(),
    )
    .toEqual([...expected].sort());
}

const banner = (page: Page) => page.getByRole('region', { name: 'Kakor (cookies)' });
const analyticsLoaded = (page: Page) =>
  page.evaluate(() => (window as { __analyticsLoaded?: boolean }).__analyticsLoaded === true);

test.beforeEach(async ({ page }) => {
  await page.goto('/support');
  await expect(mainHeading(page)).toHaveText('Support');
});

test('the banner asks on the first visit, and passes axe', async ({ page }) => {
  await expect(banner(page)).toBeVisible();
  for (const name of ['Godkänn alla', 'Endast nödvändiga', 'Inställningar']) {
    await expect(banner(page).getByRole('button', { name })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('accept all sets the three cookies to yes for 365 days and starts analytics', async ({
  page,
  context,
}) => {
  await banner(page).getByRole('button', { name: 'Godkänn alla' }).click();
  await expect(banner(page)).toBeHidden();
  await expectConsentCookies(context, ['cookieAccept', 'cookiePerformance', 'cookieCustomization']);
  const now = Date.now() / 1000;
  for (const cookie of (await context.cookies()).filter((c) => c.name.startsWith('cookie'))) {
    expect(cookie.value).toBe('yes');
    expect((cookie.expires - now) / DAY).toBeCloseTo(365, 0);
  }
  await expect.poll(() => analyticsLoaded(page)).toBe(true);
  await expect(page.locator('script[src*="/gtag/js?id=G-E2E"]')).toHaveCount(1);
  await expect(page.locator('script[src*="/gtm.js?id=GTM-E2E"]')).toHaveCount(1);
});

test('only necessary sets cookieAccept alone, loads no analytics and removes its cookies', async ({
  page,
  context,
}) => {
  await context.addCookies(ANALYTICS_COOKIES.map((name) => ({ name, value: 'GA1.1.old', url: PORTAL_URL })));
  await banner(page).getByRole('button', { name: 'Endast nödvändiga' }).click();
  await expectConsentCookies(context, ['cookieAccept']);
  await expect
    .poll(async () =>
      Object.keys(await cookieValues(context)).filter(
        (name) => name.startsWith('_ga') || name === '_gid' || name === '_gat',
      ),
    )
    .toEqual([]);
  expect(await analyticsLoaded(page)).toBe(false);
  await expect(page.locator('script[src*="gtag"], script[src*="gtm.js"]')).toHaveCount(0);
});

test('the settings save exactly the chosen categories; necessary is always on', async ({ page, context }) => {
  await banner(page).getByRole('button', { name: 'Inställningar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookieinställningar' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Nödvändiga' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Nödvändiga' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await dialog.getByRole('checkbox', { name: 'Prestanda' }).check();
  await dialog.getByRole('button', { name: 'Spara inställningar' }).click();
  await expect(dialog).toBeHidden();
  await expectConsentCookies(context, ['cookieAccept', 'cookiePerformance']);
  await expect.poll(() => analyticsLoaded(page)).toBe(true);
});

test('the settings close with Escape and return focus to where they were opened', async ({ page }) => {
  const opener = banner(page).getByRole('button', { name: 'Inställningar' });
  await opener.click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(opener).toBeFocused();
});

test('withdrawing consent from the footer stops analytics and removes its cookies', async ({
  page,
  context,
  loginAs,
}) => {
  await banner(page).getByRole('button', { name: 'Godkänn alla' }).click();
  await expect.poll(async () => (await cookieValues(context))._ga).toBe('GA1.1.e2e');
  await loginAs(['Member']);
  await page.reload();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookieinställningar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookieinställningar' });
  await expect(dialog.getByRole('checkbox', { name: 'Prestanda' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Prestanda' }).uncheck();
  await dialog.getByRole('button', { name: 'Spara inställningar' }).click();
  await expectConsentCookies(context, ['cookieAccept', 'cookieCustomization']);
  await expect
    .poll(async () => Object.keys(await cookieValues(context)).filter((name) => name.startsWith('_ga')))
    .toEqual([]);
});

test('a choice made elsewhere (another tab, the app) is noticed within moments', async ({
  page,
  context,
}) => {
  await expect(banner(page)).toBeVisible();
  await context.addCookies([{ name: 'cookieAccept', value: 'yes', url: PORTAL_URL }]);
  await expect(banner(page)).toBeHidden({ timeout: 1_000 });
});

test('the embedded app client (ClientType=app…) gets no cookie banner', async ({ page, context }) => {
  await context.addCookies([{ name: 'ClientType', value: 'app-ios', url: PORTAL_URL }]);
  await page.reload();
  await expect(mainHeading(page)).toHaveText('Support');
  await expect(banner(page)).toHaveCount(0);
});
