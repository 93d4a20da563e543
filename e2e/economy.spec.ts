import { devices, type Page } from '@playwright/test';
import { addDays, formatKronorExact } from '#contracts/economy-rules';
import { workingDayFrom } from '#contracts/swedish-calendar';
import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';
import { inSigningTurn, signingDialog, signOnPhone, signOnThisPhone } from './pages/bankid.page.js';

/** Economy: Karin's overview, her payment plan and a withdrawal from her merkonto. */
test.beforeEach(async ({ answerCookieBanner, loginAs }) => {
  await answerCookieBanner();
  await loginAs(['Member']);
});

const available = async (page: Page): Promise<number> => {
  const response = await page.request.get('/api/withdrawals');
  return ((await response.json()) as { account: { availableOre: number } }).account.availableOre;
};
const swedishAmount = (ore: number): string => formatKronorExact(ore).replace(/\s?kr$/, '');

test('the economy page shows balances, income, next payouts and the payout chart with its table', async ({
  page,
}) => {
  await page.goto('/minasidor/ekonomi');
  await expect(mainHeading(page)).toHaveText('Ekonomi');
  const balances = page.getByRole('region', { name: 'Saldon' });
  await expect(balances.getByRole('heading', { name: 'Merkonto' })).toBeVisible();
  await expect(balances.getByRole('heading', { name: 'Betalningsplan' })).toBeVisible();
  await expect(balances.getByText('8150-100245', { exact: false })).toBeVisible();
  await expect(balances.getByText('Inbetalda insatser')).toBeVisible();
  const income = page.getByRole('table', { name: 'Inkomster i år och förra året' });
  await expect(income).toBeVisible();
  // The moms paid with the likvid and the plan's payouts stands apart from the income: in 2026 the thinning's
  // 20 354,63 kr and the payout's 25 000 kr, in 2025 the payout's.
  await expect(
    income.getByRole('row', {
      name: /^Moms, utbetald med likviderna \(inte inkomst\)\s45\s354,63\skr\s25\s000,00\skr$/,
    }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kommande utbetalningar' })).toContainText('29 jan. 2027');
  await expect(page.getByRole('img', { name: /Stapeldiagram/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Utbetalt och planerat per år' })).toContainText('2028');
  await expect(page.getByRole('link', { name: /Uttag/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Karin withdraws money once despite a double click on "Bekräfta uttag"', async ({ page }) => {
  await page.goto('/minasidor/ekonomi/uttag');
  await expect(mainHeading(page)).toHaveText('Uttag');
  await expect(page.getByText('Swedbank 8327-9, 123 456 789-0')).toBeVisible();
  await expectNoAxeViolations(page);
  const before = await available(page);
  // An amount of its own, so that this run's row is the only one like it.
  const amountOre = 123_400 + Math.floor(Math.random() * 99) + 1;
  const form = page.getByRole('region', { name: 'Nytt uttag' });

  // First an amount over the balance: the error summary takes focus.
  await form.getByLabel('Belopp (kr)').fill('99 999 999');
  await form.getByRole('button', { name: 'Granska uttaget' }).click();
  const summary = form.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Beloppet är större än det du kan ta ut');
  await expectNoAxeViolations(page);

  const { earliestPayDay } = (await (await page.request.get('/api/withdrawals')).json()) as {
    earliestPayDay: string;
  };
  const payOn = workingDayFrom(addDays(earliestPayDay, 3));
  await form.getByLabel('Belopp (kr)').fill(swedishAmount(amountOre));
  await form.getByLabel('Utbetalningsdag').fill(payOn);
  await form.getByRole('button', { name: 'Granska uttaget' }).click();
  const review = form.getByRole('region', { name: 'Kontrollera uttaget' });
  await expect(review).toContainText(formatKronorExact(amountOre));
  await expect(review).toContainText('Swedbank 8327-9, 123 456 789-0');
  await expectNoAxeViolations(page);

  // One signing for the double click; nothing is carried out until it is signed.
  await inSigningTurn(async () => {
    await review.getByRole('button', { name: 'Bekräfta uttag' }).dblclick();
    await expect(signingDialog(page)).toHaveCount(1);
    await expect(signingDialog(page)).toContainText('Uttag från merkontot');
    await expectNoAxeViolations(page);
    expect(await available(page)).toBe(before);
    await signOnPhone(page, [
      'För: Karin Lindqvist, medlemsnummer 100245',
      `Belopp: ${formatKronorExact(amountOre)}`,
      'Till bankkonto: Swedbank 8327-9, 123 456 789-0',
    ]);
  });
  await expect(form.getByRole('status')).toContainText('är registrerat och betalas ut');
  await expectNoAxeViolations(page);

  const rows = page
    .getByRole('table', { name: 'Senaste uttag' })
    .getByRole('row')
    .filter({ hasText: formatKronorExact(amountOre) });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Väntar');
  await expect(rows).toContainText('Signerad med BankID');
  expect(await available(page)).toBe(before - amountOre);

  // On a phone the pay day, amount, status and the way to cancel show without scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  // The page scrolls down to the row, never the table's own region sideways.
  await rows.evaluate((row) => window.scrollBy(0, row.getBoundingClientRect().top - window.innerHeight / 3));
  for (const cell of [rows.getByRole('rowheader'), rows.getByText('Väntar'), rows.getByRole('button')]) {
    await expect(cell).toBeInViewport({ ratio: 1 });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // Cancelling a signed withdrawal asks first, as removing a mandate does; keeping it changes nothing.
  const cancel = rows.getByRole('button', { name: /Återkalla uttaget/ });
  await cancel.click();
  const asked = page.getByRole('dialog', { name: 'Återkalla uttaget?' });
  await expect(asked).toContainText(formatKronorExact(amountOre));
  await expectNoAxeViolations(page);
  await asked.getByRole('button', { name: 'Behåll uttaget' }).click();
  await expect(asked).toHaveCount(0);
  await expect(cancel).toBeFocused();
  await expect(rows).toContainText('Väntar');
  expect(await available(page)).toBe(before - amountOre);

  // Cancelled before its pay day, the money comes back.
  await cancel.click();
  await asked.getByRole('button', { name: 'Ja, återkalla uttaget' }).click();
  await expect(page.getByText('Uttaget är återkallat')).toBeVisible();
  await expect(rows).toContainText('Återkallat');
  expect(await available(page)).toBe(before);
  await expectNoAxeViolations(page);
});

test('Karin asks to move a payout in her payment plan, sees it received and cancels it', async ({ page }) => {
  await page.goto('/minasidor/ekonomi/betalplan');
  await expect(mainHeading(page)).toHaveText('Betalningsplan');
  const planned = page.getByRole('table', { name: 'Planerade utbetalningar med förväntad ränta' });
  await expect(planned).toContainText('29 jan. 2027');
  await expect(page.getByRole('table', { name: 'Gjorda utbetalningar' })).toContainText('30 jan. 2026');
  await expect(page.getByRole('region', { name: 'Så fungerar betalningsplanen' })).toContainText('30 dagar');
  await expectNoAxeViolations(page);

  const form = page.getByRole('region', { name: 'Begär en ändring' });
  await form.getByRole('radio', { name: 'Flytta utbetalningen' }).check();
  await form.getByLabel('Ny dag').fill('2027-02-27');
  await form.getByRole('button', { name: 'Skicka begäran' }).click();
  await expect(form.getByRole('alert')).toContainText('Välj en bankdag');
  await expectNoAxeViolations(page);

  await form.getByLabel('Ny dag').fill('2027-03-01');
  await form.getByLabel(/Meddelande till rådgivaren/).fill('Jag vill hellre få pengarna i mars.');
  await inSigningTurn(async () => {
    await form.getByRole('button', { name: 'Skicka begäran' }).click();
    await signOnPhone(page, [
      'Ändring av betalningsplanen',
      'Utbetalningen 29 januari 2027',
      '1 mars 2027',
      'Meddelande: Jag vill hellre få pengarna i mars.',
    ]);
  });
  await expect(form.getByRole('status')).toContainText('Din begäran är skickad');
  const request = page.getByRole('article', { name: 'Flytta utbetalningen 29 jan. 2027' });
  await expect(request).toContainText('Mottagen');
  await expect(request).toContainText('1 mars 2027');
  await expect(request).toContainText('Signerad med BankID');
  await expectNoAxeViolations(page);

  await request.getByRole('button', { name: 'Återkalla begäran' }).click();
  await expect(request).toContainText('Återkallad');
  await expect(request.getByRole('button', { name: 'Återkalla begäran' })).toHaveCount(0);
});

test('a representative sees the economy but no withdrawal form or change form', async ({ page, loginAs }) => {
  await loginAs(['DelegatedRight']);
  await page.goto('/minasidor/ekonomi/uttag');
  await expect(page.getByText('Du har läsrätt och kan inte göra uttag.')).toBeVisible();
  await expect(page.getByLabel('Belopp (kr)')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto('/minasidor/ekonomi/betalplan');
  await expect(page.getByText('Du har läsrätt och kan inte begära ändringar.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skicka begäran' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('on a phone the economy pages fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/minasidor/ekonomi', '/minasidor/ekonomi/betalplan', '/minasidor/ekonomi/uttag']) {
    await page.goto(path);
    await expect(page.getByRole('table').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  }
});

test.describe('on a phone', () => {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

  test('Karin withdraws money and signs with BankID on the same phone', async ({ page }) => {
    await page.goto('/minasidor/ekonomi/uttag');
    const before = await available(page);
    const amountOre = 45_600 + Math.floor(Math.random() * 99) + 1;
    const form = page.getByRole('region', { name: 'Nytt uttag' });
    await form.getByLabel('Belopp (kr)').fill(swedishAmount(amountOre));
    await form.getByRole('button', { name: 'Granska uttaget' }).click();
    await inSigningTurn(async () => {
      await form.getByRole('button', { name: 'Bekräfta uttag' }).click();
      // The dialog fits the phone, passes axe, and offers the BankID app on this phone.
      const dialog = signingDialog(page);
      await expect(dialog.getByRole('link', { name: 'Öppna BankID' })).toBeVisible();
      // It opens at its heading, so the member reads what it is before what to do.
      await expect(dialog.getByRole('heading', { name: 'Signera med BankID' })).toBeInViewport();
      // …and "Öppna BankID" shows with it, without scrolling the dialog (the demo's notice comes after it).
      await expect(dialog.getByRole('link', { name: 'Öppna BankID' })).toBeInViewport({ ratio: 1 });
      const box = await dialog.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(viewport.width);
      await expectNoAxeViolations(page);
      await signOnThisPhone(page, [`Belopp: ${formatKronorExact(amountOre)}`]);
    });
    await expect(form.getByRole('status')).toContainText('är registrerat och betalas ut');
    expect(await available(page)).toBe(before - amountOre);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
