import type { BrowserContext, Page } from '@playwright/test';
import { PORTAL_URL } from './harness/ports.js';
import { expect, expectNoAxeViolations, expectVisibleFocus, mainHeading, pressTo, test } from './fixtures.js';

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
const settings = (page: Page) => page.getByRole('dialog', { name: 'Cookieinställningar' });
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
  // The settings load on the first click: Escape pressed before they open would close nothing.
  await expect(settings(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(opener).toBeFocused();
});

test('keyboard only: the settings open from the banner, keep focus inside, close with Escape, and save', async ({
  page,
  context,
}) => {
  await pressTo(page, page.getByRole('link', { name: 'Hoppa till huvudinnehållet' }));
  await pressTo(page, banner(page).getByRole('button', { name: 'Godkänn alla' }));
  await pressTo(page, banner(page).getByRole('button', { name: 'Endast nödvändiga' }));
  const opener = banner(page).getByRole('button', { name: 'Inställningar' });
  await pressTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = settings(page);
  const close = dialog.getByRole('button', { name: 'Stäng' });
  const performance = dialog.getByRole('checkbox', { name: 'Prestanda' });
  const customization = dialog.getByRole('checkbox', { name: 'Anpassning' });
  const save = dialog.getByRole('button', { name: 'Spara inställningar' });
  const acceptAll = dialog.getByRole('button', { name: 'Godkänn alla' });
  await expectVisibleFocus(close);
  // Round and round inside the dialog, both ways; the disabled "Nödvändiga" is no stop.
  for (const control of [performance, customization, save, acceptAll, close, performance]) {
    await pressTo(page, control);
  }
  for (const control of [close, acceptAll]) await pressTo(page, control, 'Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectVisibleFocus(opener);
  await expectConsentCookies(context, []);

  await page.keyboard.press('Enter');
  await expectVisibleFocus(close);
  await pressTo(page, performance);
  await page.keyboard.press('Space');
  await expect(performance).toBeChecked();
  await pressTo(page, customization);
  await pressTo(page, save);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectConsentCookies(context, ['cookieAccept', 'cookiePerformance']);
  // The banner has gone with the button focus was on: focus moves to the page, it is not lost.
  await expect(banner(page)).toHaveCount(0);
  await expect(mainHeading(page)).toBeFocused();
});

test('keyboard only: answering in the banner moves focus to the page, rather than lose it with the banner', async ({
  page,
  context,
}) => {
  await pressTo(page, page.getByRole('link', { name: 'Hoppa till huvudinnehållet' }));
  await pressTo(page, banner(page).getByRole('button', { name: 'Godkänn alla' }));
  await pressTo(page, banner(page).getByRole('button', { name: 'Endast nödvändiga' }));
  await page.keyboard.press('Enter');
  await expectConsentCookies(context, ['cookieAccept']);
  await expect(banner(page)).toHaveCount(0);
  await expect(mainHeading(page)).toBeFocused();
});

test('keyboard only: the footer opens the settings, a choice is revoked, and focus comes back', async ({
  page,
  context,
  loginAs,
}) => {
  await context.addCookies(
    ['cookieAccept', 'cookiePerformance'].map((name) => ({ name, value: 'yes', url: PORTAL_URL })),
  );
  await loginAs(['Member']);
  await page.reload();
  await expect(mainHeading(page)).toHaveText('Support');
  // From the top of the page (nothing focused yet: under load the page can finish a focus move to its
  // heading after the reload), Shift+Tab goes round to the end of the footer.
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  const footer = page.getByRole('contentinfo');
  await pressTo(page, footer.getByRole('link', { name: '010-123 45 67' }), 'Shift+Tab');
  await pressTo(page, footer.getByRole('link', { name: /Kontakta supporten/ }), 'Shift+Tab');
  await pressTo(page, footer.getByRole('link', { name: 'Support', exact: true }), 'Shift+Tab');
  await pressTo(page, footer.getByRole('link', { name: 'Tillgänglighetsredogörelse' }), 'Shift+Tab');
  const opener = footer.getByRole('button', { name: 'Cookieinställningar' });
  await pressTo(page, opener, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const dialog = settings(page);
  await expectVisibleFocus(dialog.getByRole('button', { name: 'Stäng' }));
  const performance = dialog.getByRole('checkbox', { name: 'Prestanda' });
  await expect(performance).toBeChecked();
  await pressTo(page, performance);
  await page.keyboard.press('Space');
  await expect(performance).not.toBeChecked();
  await pressTo(page, dialog.getByRole('checkbox', { name: 'Anpassning' }));
  await pressTo(page, dialog.getByRole('button', { name: 'Spara inställningar' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectConsentCookies(context, ['cookieAccept']);
  await expectVisibleFocus(opener);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the banner and the settings pass axe', async ({ page }) => {
    await expect(banner(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await banner(page).getByRole('button', { name: 'Inställningar' }).click();
    await expect(settings(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('revoking consent from the footer stops analytics and removes its cookies', async ({
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
