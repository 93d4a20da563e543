import type { Locator } from '@playwright/test';
import { expect, mainHeading, test } from './fixtures.js';

/**
 * A table wider than a phone scrolls sideways in its own region, but what a reader came for shows without
 * scrolling: the columns that matter come first, next to the row's name. (The withdrawals' pay day, amount,
 * status and "Återkalla" are checked where a withdrawal is made: economy.spec.ts.)
 */

/**
 * Each cell is wholly on screen once the page (only the page, never the table's own region) has scrolled down
 * to it: what shows without scrolling sideways.
 */
const expectInView = async (cells: Locator[]) => {
  for (const cell of cells) {
    await cell.evaluate((element) => {
      window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight / 3);
    });
    await expect(cell).toBeInViewport({ ratio: 1 });
  }
};

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.beforeEach(async ({ answerCookieBanner, loginAs }) => {
    await answerCookieBanner();
    await loginAs(['Member']);
  });

  test("the stands table shows each stand's next action, class and age without scrolling", async ({
    page,
  }) => {
    await page.goto('/minasidor/verksamheter');
    await expect(mainHeading(page)).toHaveText('Mina verksamheter');
    const ekeby = page.getByRole('article', { name: 'Uppsala Ekeby 2:7' });
    await ekeby.getByText(/^Visa alla avdelningar \(\d+\)$/).click();
    const table = ekeby.getByRole('table', { name: 'Avdelningar på Uppsala Ekeby 2:7' });
    const firstRow = table.getByRole('row').nth(1);
    await expectInView([
      table.getByRole('columnheader', { name: 'Avd.' }),
      table.getByRole('columnheader', { name: 'Nästa åtgärd' }),
      table.getByRole('columnheader', { name: 'Hkl' }),
      table.getByRole('columnheader', { name: 'Ålder' }),
      firstRow.getByRole('rowheader'),
      firstRow.getByRole('cell').first(),
    ]);
  });

  test('harvesting now or later shows the figures and the "Nu" column side by side', async ({ page }) => {
    await page.goto('/minasidor/verksamheter/kalkyl');
    await expect(mainHeading(page)).toHaveText('Räkna på avverkning');
    const harvest = page.getByRole('region', { name: 'Avverka nu eller senare' });
    await harvest
      .getByRole('group', { name: 'Uppsala Ekeby 2:7' })
      .getByRole('checkbox', { name: /^Avd\. 24,/ })
      .check();
    await harvest.getByRole('button', { name: 'Räkna' }).click();
    const table = harvest.getByRole('table', { name: 'Alternativen sida vid sida' });
    const presentValue = table.getByRole('row', { name: /^Nuvärde/ });
    await expectInView([
      table.getByRole('columnheader', { name: /^Nu \(\d{4}\)$/ }),
      presentValue.getByRole('rowheader'),
      presentValue.getByRole('cell').first(),
    ]);
  });

  test("a table's caption wraps at the phone's width, and the payment plan's day and amount show", async ({
    page,
  }) => {
    await page.goto('/minasidor/ekonomi/betalplan');
    await expect(mainHeading(page)).toHaveText('Betalningsplan');
    const table = page.getByRole('table', { name: 'Planerade utbetalningar med förväntad ränta' });
    const firstRow = table.getByRole('row').nth(1);
    await expectInView([
      table.locator('caption'),
      table.getByRole('columnheader', { name: 'Datum' }),
      table.getByRole('columnheader', { name: 'Belopp' }),
      firstRow.getByRole('rowheader'),
      firstRow.getByRole('cell').first(),
    ]);
  });
});
