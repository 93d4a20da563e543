import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';

/** Documents: Karin finds her settlement notes by kind and year and downloads one as a PDF. */
test.beforeEach(async ({ answerCookieBanner, loginAs }) => {
  await answerCookieBanner();
  await loginAs(['Member']);
});

test('Karin filters her documents and downloads a settlement note as a PDF', async ({ page }) => {
  await page.goto('/minasidor/dokument');
  await expect(mainHeading(page)).toHaveText('Dokument');
  await expect(page.getByRole('heading', { level: 2, name: 'Utfärdade 2026' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Årsbesked 2025/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Dokumenttyp').selectOption({ label: 'Avräkningsnota' });
  await expect(page).toHaveURL(/\?kind=settlement$/);
  await expect(page.getByText('2 dokument', { exact: true })).toBeVisible();
  await page.getByLabel('År').selectOption('2026');
  await expect(page).toHaveURL(/\?kind=settlement&year=2026$/);
  const links = page.getByRole('main').getByRole('link', { name: /Avräkningsnota/ });
  await expect(links).toHaveCount(1);
  await expect(page.getByRole('link', { name: /AVR-2024-30871/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /AVR-2026-41208/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('avrakningsnota-avr-2026-41208-gallring-uppsala-ekeby-2-7.pdf');
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(2_000);
  expect(pdf.length).toBeLessThan(50_000);

  // The filter is in the address: a reload keeps it.
  await page.reload();
  await expect(page.getByLabel('Dokumenttyp')).toHaveValue('settlement');
  await expect(page.getByLabel('År')).toHaveValue('2026');
});

test('a filter that matches nothing says so and offers all documents', async ({ page }) => {
  await page.goto('/minasidor/dokument?kind=mandate&year=2024');
  await expect(page.getByRole('heading', { name: 'Inga dokument matchar ditt val' })).toBeVisible();
  await page.getByRole('button', { name: 'Visa alla dokument' }).click();
  await expect(page.getByText('11 dokument', { exact: true })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the list fits the screen and every download link is a big target', async ({ page }) => {
    await page.goto('/minasidor/dokument');
    await expect(mainHeading(page)).toHaveText('Dokument');
    const links = page.getByRole('main').getByRole('link', { name: /PDF$/ });
    await expect(links).toHaveCount(11);
    for (const link of await links.all()) {
      const box = await link.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});
