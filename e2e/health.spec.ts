import { DEGRADED_PORTAL_URL } from './harness/ports.js';
import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';

const WARNING =
  'Vi har tekniska problem just nu och vissa tjänster kan vara otillgängliga. Vi arbetar på att lösa det och ber om ursäkt för besväret.';

test.beforeEach(async ({ answerCookieBanner }) => {
  await answerCookieBanner();
});

test('all services up: no warning', async ({ page }) => {
  const ping = page.waitForResponse('**/api/Health/ping');
  await page.goto('/support');
  expect(await (await ping).json()).toEqual({
    gis: true,
    kr: true,
    ir: true,
    calculation: true,
    splan: true,
  });
  await expect(mainHeading(page)).toHaveText('Support');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a service down: a full-width warning without a close button, above everything', async ({ page }) => {
  await page.goto(`${DEGRADED_PORTAL_URL}/support`);
  const warning = page.getByRole('alert');
  await expect(warning).toHaveText(WARNING);
  await expect(warning.getByRole('button')).toHaveCount(0);
  // The alert's own wrapper is what stacks at 1199 and spans the window.
  const banner = warning.locator('xpath=..');
  expect(await banner.evaluate((element) => getComputedStyle(element).zIndex)).toBe('1199');
  expect((await warning.boundingBox())?.width).toBe(page.viewportSize()?.width);
  await expectNoAxeViolations(page);
});

test('the warning never shows while the check is still loading', async ({ page }) => {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = (): void => undefined;
  const checkOnItsWay = new Promise<void>((resolve) => (asked = resolve));
  // Hold the real answer back for a moment; its content is untouched.
  await page.route('**/api/Health/ping', async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.goto(`${DEGRADED_PORTAL_URL}/support`);
  await expect(mainHeading(page)).toHaveText('Support');
  await checkOnItsWay;
  await expect(page.getByRole('alert')).toHaveCount(0);
  release();
  await expect(page.getByRole('alert')).toHaveText(WARNING);
});

test('the check runs once per page load, not again on navigation or focus', async ({ page, loginAs }) => {
  await loginAs(['Member']);
  let pings = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/Health/ping')) pings += 1;
  });
  await page.goto('/');
  await expect(mainHeading(page)).toHaveText('Översikt');
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Kontakta oss' })
    .click();
  await expect(mainHeading(page)).toHaveText('Kontakta oss');
  await page.evaluate(async () => {
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    // The page answers these events at once, and starts its check a frame after it paints: two frames on,
    // anything they or the navigation caused has been sent.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  // The browser reports the page's requests in the order it sent them: once one sent after the events is
  // seen, so is any ping they caused.
  const sentAfter = page.waitForRequest('**/robots.txt?after-focus');
  await page.evaluate(async () => {
    await fetch('/robots.txt?after-focus', { cache: 'no-store' });
  });
  await sentAfter;
  expect(pings).toBe(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the warning spans the screen and passes axe', async ({ page }) => {
    await page.goto(`${DEGRADED_PORTAL_URL}/support`);
    const warning = page.getByRole('alert');
    await expect(warning).toHaveText(WARNING);
    expect((await warning.boundingBox())?.width).toBe(390);
    await expectNoAxeViolations(page);
  });
});
