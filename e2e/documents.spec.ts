import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';

/** Documents: Karin finds her settlement notes by kind and year and opens one as a PDF. */
test.beforeEach(async ({ answerCookieBanner, loginAs }) => {
  await answerCookieBanner();
  await loginAs(['Member']);
});

test('Karin filters her documents and opens a settlement note as a PDF', async ({ page }) => {
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

  // The note opens in the browser's PDF viewer, which saves it under its own name; Back returns to the list.
  const [opened] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/pdf')),
    page.getByRole('link', { name: /AVR-2026-41208/ }).click(),
  ]);
  await expect(page).toHaveURL(/\/api\/documents\/[^/]+\/pdf$/);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  expect(opened.headers()['content-disposition']).toBe(
    'inline; filename="avrakningsnota-avr-2026-41208-gallring-uppsala-ekeby-2-7.pdf"',
  );
  // Chromium hands a PDF to its viewer, so the navigation's body is the viewer's page: the bytes are asked for
  // again, with the same cookies.
  const pdf = await (await page.request.get(opened.url())).body();
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(2_000);
  expect(pdf.length).toBeLessThan(50_000);
  await page.goBack();

  // The filter is in the address: going back and a reload keep it.
  await expect(page).toHaveURL(/\?kind=settlement&year=2026$/);
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
