import type { Page } from '@playwright/test';
import { PERSONAS } from '../server/src/db/seed/personas.js';
import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';
import { PORTAL_PORT } from './harness/ports.js';
import { logInWithQr } from './pages/bankid.page.js';

/** Logging in leads somewhere: from any local address, past the login steps when signed in, out of member-missing. */
test.beforeEach(async ({ answerCookieBanner }) => {
  await answerCookieBanner();
});

/** Remembers whether the login form or the login failure was ever drawn, however briefly. */
async function watchForFlashes(page: Page): Promise<() => Promise<{ form: boolean; failure: boolean }>> {
  await page.addInitScript(() => {
    const seen = { form: false, failure: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      const text = document.documentElement.textContent;
      seen.form ||= text.includes('Logga in med BankID');
      seen.failure ||= text.includes('Inloggningen kunde inte slutföras');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { seen: { form: boolean; failure: boolean } }).seen);
}

test('BankID on this device completes at an address other than PUBLIC_URL', async ({ page, context }) => {
  // The harness's PUBLIC_URL is http://127.0.0.1:port; a phone or a colleague may open another address.
  const other = `http://localhost:${String(PORTAL_PORT)}`;
  await context.addCookies([{ name: 'cookieAccept', value: 'yes', url: other }]);
  await page.goto(`${other}/login`);
  await page.getByRole('button', { name: 'Öppna BankID på den här enheten istället' }).click();
  await expect(page).toHaveURL(new RegExp(`^${other}/bankid-simulator/app\\?autostarttoken=`));
  await page
    .getByLabel('Identifiera dig som')
    .selectOption({ label: `Sven Berglund: ${PERSONAS.supplier.description}` });
  await page.getByRole('button', { name: 'Identifiera', exact: true }).click();
  await expect(page).toHaveURL(`${other}/`, { timeout: 10_000 });
  await expect(mainHeading(page)).toHaveText('Översikt');
});

test('signed in, /login and /loginRedirect lead to the overview without showing the form', async ({
  page,
  loginAs,
}) => {
  const seen = await watchForFlashes(page);
  await loginAs(['Member']);
  for (const path of ['/login', '/loginRedirect']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
    await expect(mainHeading(page)).toHaveText('Översikt');
    expect(await seen(), path).toEqual({ form: false, failure: false });
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Logga in' })).toHaveCount(0);
});

test('identified but not yet acting for anyone, /login and /loginRedirect lead to the choice', async ({
  page,
}) => {
  await logInWithQr(page, 'member');
  await expect(page).toHaveURL(/\/loggain$/);
  const seen = await watchForFlashes(page);
  for (const path of ['/login', '/loginRedirect']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/loggain$/);
    await expect(page.getByRole('button', { name: 'Företräd Karin Lindqvist' })).toBeVisible();
    expect(await seen(), path).toEqual({ form: false, failure: false });
  }
});

test('someone the association does not know is told how to become a member, and logs out for real', async ({
  page,
}) => {
  await logInWithQr(page, 'stranger');
  await expect(page).toHaveURL(/\/medlemsaknas$/);
  await expect(mainHeading(page)).toHaveText('Vi hittar inget medlemskap');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Logga in' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Vill du bli medlem?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Läs om vad medlemskapet ger' })).toHaveAttribute(
    'href',
    '/ommellanskog',
  );
  await expect(page.getByRole('link', { name: /Mejla oss/ })).toHaveAttribute(
    'href',
    'mailto:support@exempelskog.example',
  );
  await expect(page.getByRole('link', { name: '010-123 45 67' })).toHaveAttribute('href', 'tel:0101234567');
  await expectNoAxeViolations(page);

  await page.getByRole('main').getByRole('link', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(mainHeading(page)).toHaveText('Logga in');
  expect((await page.request.get('/api/auth/profile')).status()).toBe(204);
  const left = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(left).not.toContain('session');
  expect(left).not.toContain('bankid');
});

test('a signed-in visitor of the member-missing page is offered "Logga ut", never "Logga in"', async ({
  page,
  loginAs,
}) => {
  await loginAs(['Member']);
  await page.goto('/medlemsaknas');
  await expect(mainHeading(page)).toHaveText('Vi hittar inget medlemskap');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Logga ut' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Logga in' })).toHaveCount(0);
});
