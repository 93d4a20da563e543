import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';

/**
 * Räkna på avverkning: Karin compares felling a stand of Ekeby 2:7 now and in ten years, and 600 000 kr for a
 * harvest right paid at once and over five years at the association's plan rate (2,00 % in the demo).
 */
test.beforeEach(async ({ answerCookieBanner, loginAs }) => {
  await answerCookieBanner();
  await loginAs(['Member']);
});

const SCREENS = [
  { screen: 'a computer', use: { viewport: { width: 1280, height: 800 } } },
  { screen: 'a phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

/** The texts in this order in one element, spaces matching the no-break spaces of Swedish amounts. */
const inOrder = (...texts: string[]): RegExp =>
  new RegExp(texts.map((text) => text.replace(/ /g, '\\s')).join('.*'));

/** Nothing wider than the screen (WCAG 1.4.10), and no axe violation. */
async function expectFitsAndPassesAxe(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectNoAxeViolations(page);
}

for (const { screen, use } of SCREENS) {
  test.describe(`on ${screen}`, () => {
    test.use(use);

    test('Karin compares harvesting now and in ten years, and an income at once and over five years', async ({
      page,
    }) => {
      await page.goto('/minasidor/verksamheter');
      await page
        .getByRole('article', { name: 'Uppsala Ekeby 2:7' })
        .getByRole('link', { name: 'Räkna på avverkning' })
        .click();
      await expect(mainHeading(page)).toHaveText('Räkna på avverkning');

      const harvest = page.getByRole('region', { name: 'Avverka nu eller senare' });
      await harvest
        .getByRole('group', { name: 'Uppsala Ekeby 2:7' })
        .getByRole('checkbox', { name: /^Avd\. 24,/ })
        .check();
      await expect(harvest.getByLabel('Kalkylränta (%)')).toHaveValue('2,5');
      await harvest.getByRole('button', { name: 'Räkna' }).click();
      const table = harvest.getByRole('table', { name: 'Alternativen sida vid sida' });
      await expect(table.getByRole('columnheader', { name: /^Nu \(\d{4}\)$/ })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: /^Om 10 år \(\d{4}\)$/ })).toBeVisible();
      await expect(table.getByRole('row', { name: /^Nuvärde/ }).getByRole('cell')).toHaveCount(4);
      await expect(
        harvest.getByText(/^Högst nuvärde vid 2,5\s%\skalkylränta får du med att avverka/),
      ).toBeVisible();
      await expect(harvest.getByRole('img', { name: /^Stapeldiagram över nuvärdet/ })).toBeVisible();
      await expectFitsAndPassesAxe(page, use.viewport.width);

      const income = page.getByRole('region', { name: 'Fördela en inkomst' });
      await income.getByLabel('Inkomst (kr)').fill('600 000');
      await income.getByRole('radio', { name: 'Avverkningsrätt' }).check();
      await income.getByLabel('Betalas', { exact: true }).selectOption({ label: 'Direkt (1 år)' });
      await income.getByRole('button', { name: 'Räkna' }).click();
      const rows = income.getByRole('table', { name: 'Inkomst och skatt per år' }).getByRole('row');
      await expect(rows).toHaveCount(3);
      // Payout, moms, interest, taxable, largest skogskonto deposit (60 %), taxable after it.
      await expect(rows.nth(1)).toHaveText(
        inOrder(
          '600 000,00 kr',
          '150 000,00 kr',
          '0,00 kr',
          '600 000,00 kr',
          '360 000,00 kr',
          '240 000,00 kr',
        ),
      );
      await expect(income).toContainText('Det här är en uppskattning, inte skatterådgivning.');
      await expectFitsAndPassesAxe(page, use.viewport.width);

      await income.getByLabel('Betalas', { exact: true }).selectOption({ label: '5 år' });
      await income.getByRole('button', { name: 'Räkna' }).click();
      await expect(income.getByRole('heading', { name: 'Inkomsten fördelad på 5 år' })).toBeVisible();
      await expect(rows).toHaveCount(7);
      const yearly = [
        inOrder('120 000,00 kr', '30 000,00 kr', '0,00 kr', '120 000,00 kr', '72 000,00 kr', '48 000,00 kr'),
        inOrder(
          '120 000,00 kr',
          '30 000,00 kr',
          '9 600,00 kr',
          '129 600,00 kr',
          '72 000,00 kr',
          '57 600,00 kr',
        ),
        inOrder(
          '120 000,00 kr',
          '30 000,00 kr',
          '7 200,00 kr',
          '127 200,00 kr',
          '72 000,00 kr',
          '55 200,00 kr',
        ),
        inOrder(
          '120 000,00 kr',
          '30 000,00 kr',
          '4 800,00 kr',
          '124 800,00 kr',
          '72 000,00 kr',
          '52 800,00 kr',
        ),
        inOrder(
          '120 000,00 kr',
          '30 000,00 kr',
          '2 400,00 kr',
          '122 400,00 kr',
          '72 000,00 kr',
          '50 400,00 kr',
        ),
        inOrder(
          '^Totalt',
          '600 000,00 kr',
          '150 000,00 kr',
          '24 000,00 kr',
          '624 000,00 kr',
          '360 000,00 kr',
          '264 000,00 kr',
        ),
      ];
      for (const [index, row] of yearly.entries()) await expect(rows.nth(index + 1)).toHaveText(row);
      await expectFitsAndPassesAxe(page, use.viewport.width);
    });
  });
}
