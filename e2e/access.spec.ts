import { legacyRedirects } from '#contracts/routes';
import { expect, mainHeading, test } from './fixtures.js';

test.beforeEach(async ({ answerCookieBanner }) => {
  await answerCookieBanner();
});

test('an anonymous visitor of a member page is sent to login', async ({ page }) => {
  await page.goto('/minasidor/ekonomi/transaktioner');
  await expect(page).toHaveURL('/login');
  await expect(mainHeading(page)).toHaveText('Logga in');
});

test('a signed-in user without a fitting role is sent to unauthorized', async ({ page, loginAs }) => {
  await loginAs(['Supplier']);
  await page.goto('/registrering');
  await expect(page).toHaveURL('/unauthorized');
  await expect(mainHeading(page)).toHaveText('Du saknar behörighet');
});

test('a representative and a staff viewer cannot reach checkout', async ({ page, loginAs }) => {
  await loginAs(['DelegatedRight']);
  await page.goto('/kassa');
  await expect(page).toHaveURL('/unauthorized');
  await loginAs(['Viewer']);
  await page.goto('/kassa');
  await expect(page).toHaveURL('/unauthorized');
});

test('every old /minskogsverksamhet path lands on its new page, query kept', async ({ page, loginAs }) => {
  await loginAs(['Member']);
  for (const [from, to] of Object.entries(legacyRedirects)) {
    await page.goto(`${from}?ar=2025`);
    await expect(page, from).toHaveURL(`${to}?ar=2025`);
  }
  await expect(mainHeading(page)).toHaveText('Kontrakt');
});

test('unknown pages and pages switched off by a flag answer HTTP 404', async ({ page, loginAs }) => {
  await loginAs(['Member']);
  expect((await page.goto('/finns-inte'))?.status()).toBe(404);
  expect((await page.goto('/minasidor/minakop'))?.status()).toBe(404);
  await expect(mainHeading(page)).toHaveText('Sidan finns inte');
  expect((await page.goto('/minasidor'))?.status()).toBe(200);
});
