import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';

/** The cashbook: Karin books a voucher, first with a wrong balance, and exports the year as SIE. */
test.beforeEach(async ({ answerCookieBanner }) => {
  await answerCookieBanner();
});

test('Karin books a voucher with a wrong balance, fixes it, finds it in the list and exports SIE', async ({
  page,
  loginAs,
}) => {
  await loginAs(['Member']);
  await page.goto('/minasidor/ekonomi/kassabok');
  await expect(mainHeading(page)).toHaveText('Kassabok');
  const list = page.getByRole('table', { name: /^Verifikationer \d{4}$/ });
  const year = ((await list.locator('caption').textContent()) ?? '').slice(-4);
  await expect(page.getByRole('table', { name: `Saldo per konto ${year}` })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Ny verifikation' }).click();
  await expect(page.getByRole('heading', { name: 'Ny verifikation' })).toBeFocused();
  await page.getByLabel('Text', { exact: true }).fill('Röjning avd. 9, Skogsservice i Tierp');
  await page.getByLabel('Konto, rad 1').selectOption('4040');
  await page.getByLabel('Debet, rad 1').fill('1 000');
  await page.getByLabel('Konto, rad 2').selectOption('1930');
  await page.getByLabel('Kredit, rad 2').fill('990');
  await expect(page.getByText('Differens: 10,00 kr')).toBeVisible();
  await page.getByRole('button', { name: 'Bokför' }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'Verifikationen kan inte bokföras ännu' });
  await expect(summary).toBeFocused();
  const problem = summary.getByRole('link', {
    name: 'Debet och kredit måste vara lika stora. Differensen är 10,00 kr.',
  });
  await expect(problem).toBeVisible();
  await expectNoAxeViolations(page);
  await problem.click();
  await expect(page.getByText(/^Differens: 10,00/)).toBeFocused();

  await page.getByLabel('Kredit, rad 2').fill('1 000');
  await expect(page.getByText('Differens: 0,00 kr')).toBeVisible();
  await page.getByRole('button', { name: 'Bokför' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Verifikationen är bokförd.' })).toBeFocused();
  const booked = list.getByRole('row').filter({ hasText: 'Röjning avd. 9, Skogsservice i Tierp' });
  await expect(booked).toContainText('1 000,00');
  const label = (await booked.getByRole('rowheader').textContent()) ?? '';
  expect(label).toMatch(/^A\d+$/);

  await booked.getByRole('button', { name: `Visa ${label}` }).click();
  await expect(page.getByRole('table', { name: `Kontering ${label}` })).toContainText('4040 Röjning');
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: `Exportera SIE (${year})` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`kassabok-${year}.se`);
  const sie = await readFile(await download.path());
  const ascii = sie.toString('latin1');
  expect(ascii).toMatch(/^#FLAGGA 0\r\n/);
  expect(ascii).toContain('#FORMAT PC8\r\n');
  expect(ascii).toContain('#SIETYP 4\r\n');
  // "Röjning" in code page 437: ö is 0x94.
  const text = Buffer.concat([
    Buffer.from('"R'),
    Buffer.from([0x94]),
    Buffer.from('jning avd. 9, Skogsservice i Tierp"'),
  ]);
  expect(sie.includes(Buffer.concat([Buffer.from(`#VER "A" ${label.slice(1)} `)]))).toBe(true);
  expect(sie.includes(text)).toBe(true);
});

test('a representative sees Karin’s cashbook but cannot book, change or discard', async ({
  page,
  loginAs,
}) => {
  await loginAs(['DelegatedRight']);
  await page.goto('/minasidor/ekonomi/kassabok');
  const list = page.getByRole('table', { name: /^Verifikationer \d{4}$/ });
  await expect(list).toContainText('Skogsförsäkring');
  await expect(page.getByText('Du ser kassaboken med läsrätt')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ny verifikation' })).toHaveCount(0);
  await list
    .getByRole('button', { name: /^Visa A/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /^(Ändra|Makulera) A/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ladda upp' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
