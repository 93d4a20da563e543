import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';

/** Transactions: Karin filters her bookings by type and period, pages through them and exports CSV. */
test.beforeEach(async ({ answerCookieBanner, loginAs }) => {
  await answerCookieBanner();
  await loginAs(['Member']);
});

test('Karin pages through her transactions, filters withdrawals in 2025 and downloads them as CSV', async ({
  page,
}) => {
  // Karin's demo year has fewer bookings than a page (25): the pages of this journey hold 10.
  await page.route(/\/api\/transactions(\?|$)/, async (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('limit', '10');
    await route.continue({ url: url.toString() });
  });
  await page.goto('/minasidor/ekonomi/transaktioner');
  await expect(mainHeading(page)).toHaveText('Transaktioner');
  const table = page.getByRole('table', { name: 'Transaktioner, senaste först' });
  await expect(table.locator('tbody tr')).toHaveCount(10);
  const total = Number(
    /^Visar 10 av (\d+) transaktioner\.$/.exec(
      (await page.getByText(/^Visar 10 av/).textContent()) ?? '',
    )?.[1],
  );
  expect(total).toBeGreaterThan(20);
  await expectNoAxeViolations(page);

  // More rows: focus moves to the first new one and the count is announced.
  await page.getByRole('button', { name: 'Visa fler' }).click();
  await expect(page.getByRole('status').filter({ hasText: /transaktioner till visas/ })).toBeAttached();
  await expect(table.locator('tbody tr').nth(10)).toBeFocused();
  await expect(page.getByText(/^Visar 20 av/)).toBeVisible();
  await page.getByRole('button', { name: 'Visa fler' }).click();
  await expect(table.locator('tbody tr').nth(20)).toBeFocused();
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(total, 30));
  await expectNoAxeViolations(page);

  // A wrong period is explained before anything is asked of the server.
  await page.getByLabel('Från och med').fill('2025-12-31');
  await page.getByLabel('Till och med').fill('2025-01-01');
  await page.getByRole('button', { name: 'Visa', exact: true }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('Från-datumet kan inte vara efter till-datumet.');
  await expect(summary).toBeFocused();
  await expectNoAxeViolations(page);

  // Digits only, as a phone's number pad types them: read as 2025-01-01 when the filter is sent.
  await page.getByLabel('Från och med').fill('20250101');
  await page.getByLabel('Till och med').fill('2025-12-31');
  await page.getByLabel('Typ').selectOption({ label: 'Uttag' });
  await page.getByRole('button', { name: 'Visa', exact: true }).click();
  await expect(page).toHaveURL(/from=2025-01-01&to=2025-12-31&kind=uttag/);
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table.locator('tbody tr').first()).toContainText('15 aug. 2025');
  await expect(table.locator('tbody tr').first()).toContainText('−80 000,00 kr');
  await expect(page.getByRole('heading', { name: 'Resultat' })).toBeFocused();
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Ladda ner som CSV-fil (Excel)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('transaktioner_2025-01-01_2025-12-31.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).split('\r\n');
  expect(lines[0]).toBe('Datum;Konto;Kontotyp;Typ;Text;Belopp (kr);Saldo efter (kr)');
  expect(lines.slice(1, 3).map((line) => line.split(';').slice(0, 6))).toEqual([
    ['2025-08-15', '8140-100245', 'Merkonto', 'Uttag', 'Uttag till bankkonto', '-80000,00'],
    ['2025-02-14', '8140-100245', 'Merkonto', 'Uttag', 'Uttag till bankkonto', '-60000,00'],
  ]);
  expect(lines[3]).toBe('');

  // Reload and back keep the filter; a filter nothing matches says so and offers the way back.
  await page.reload();
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await page.getByLabel('Sök i texten').fill('finns inte');
  await page.getByRole('button', { name: 'Visa', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Inga transaktioner matchar dina val' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goBack();
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(page.getByLabel('Sök i texten')).toHaveValue('');
  await page.getByRole('link', { name: 'Rensa val' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(10);
});

test('on a phone the transactions are a readable list of cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/minasidor/ekonomi/transaktioner?kind=uttag');
  const list = page.getByRole('list', { name: 'Transaktioner, senaste först' });
  // Other specs may have added today's withdrawals (some returned), so look for a seeded one rather than the first.
  const withdrawal = list.getByRole('listitem').filter({ hasText: 'Uttag till bankkonto' }).first();
  await expect(withdrawal).toContainText('Belopp');
  await expect(withdrawal).toContainText('Saldo efter');
  await expect(page.getByRole('table')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test('printed, even from a phone, the transactions are their heading and table, without the filter or the menus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/minasidor/ekonomi/transaktioner');
  await expect(page.getByRole('list', { name: 'Transaktioner, senaste först' })).toBeVisible();
  await page.locator('#header-trigger-menu').click();
  await expect(page.locator('#header-panel-menu')).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(mainHeading(page)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Transaktioner, senaste först' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Välj transaktioner' })).toBeHidden();
  await expect(page.locator('header button').first()).toBeHidden();
  await expect(page.locator('#header-panel-menu')).toBeHidden();
});
