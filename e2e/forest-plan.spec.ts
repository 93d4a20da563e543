import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectVisibleFocus, mainHeading, test } from './fixtures.js';

/**
 * Karin's forest plans rolled forward (docs/forest-growth.md 10): the server rolls the demo's plans
 * to 1 September 2026 as it starts, from their inventories of 2019 (Ekeby) and 2021 (Viggeby). She sees the
 * dates under each designation, a stand rolled forward and as inventoried on the estates page and on the
 * map, and follows the roll's notification to the service that recommends the stand, with its reason.
 */
const EKEBY_DATES = 'Inventerad 12 juni 2019 · Framskriven till 1 september 2026';
const VIGGEBY_DATES = 'Inventerad 24 augusti 2021 · Framskriven till 1 september 2026';
const NOTICE = 'Avdelning 4 på Uppsala Viggeby 4:3 har nått gallringsålder';

test.beforeEach(async ({ answerCookieBanner, loginAs }) => {
  await answerCookieBanner();
  await loginAs(['Member']);
});

const SCREENS = [
  { screen: 'a computer', phone: false, use: { viewport: { width: 1280, height: 800 } } },
  {
    screen: 'a phone',
    phone: true,
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
] as const;

const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const { screen, phone, use } of SCREENS) {
  test.describe(`on ${screen}`, () => {
    test.use(use);

    test('Karin sees her plans rolled forward from their inventories, and a stand both ways', async ({
      page,
    }) => {
      await page.goto('/minasidor/verksamheter');
      await expect(mainHeading(page)).toHaveText('Mina verksamheter');
      const ekeby = page.getByRole('article', { name: 'Uppsala Ekeby 2:7' });
      await expect(ekeby.getByText(EKEBY_DATES)).toBeVisible();
      await expect(
        page.getByRole('article', { name: 'Uppsala Viggeby 4:3' }).getByText(VIGGEBY_DATES),
      ).toBeVisible();
      const views = ekeby.getByRole('group', { name: 'Visa skogsbruksplanen' });
      const rolled = views.getByRole('radio', { name: 'Framskriven' });
      const asInventoried = views.getByRole('radio', { name: 'Som inventerad' });
      await expect(rolled).toBeChecked();
      await expectNoAxeViolations(page);

      await ekeby.getByText(/^Visa alla avdelningar \(\d+\)$/).click();
      const stands = ekeby.getByRole('region', { name: 'Avdelningar på Uppsala Ekeby 2:7' });
      // Stand 25 was R1 and 5 years old in 2019; rolled to 2026 it is R2, 12 years, and due for röjning.
      const stand25 = stands.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '25' }) });
      await expect(stand25).toContainText('12 år');
      await expect(stand25).toContainText('Röjning, dags 2026');
      await expect(stands.getByRole('columnheader', { name: 'Nästa åtgärd' })).toBeVisible();

      // The arrow keys move between the two, as between any radio buttons.
      await rolled.focus();
      await page.keyboard.press('ArrowRight');
      await expect(asInventoried).toBeChecked();
      await expectVisibleFocus(asInventoried);
      await expect(stand25).toContainText('5 år');
      await expect(stand25).toContainText('R1');
      await expect(stand25).toContainText('Röjning 2031');
      await expect(stands.getByRole('columnheader', { name: 'Föreslagen åtgärd' })).toBeVisible();
      if (phone) await fitsWidth(page, 390);
      await expectNoAxeViolations(page);

      await page.keyboard.press('ArrowLeft');
      await expect(rolled).toBeChecked();
      await expect(stand25).toContainText('12 år');
    });

    test('on the map, the estate and the stand show the plan’s dates, and the stand both ways', async ({
      page,
    }) => {
      await page.goto('/kartvy');
      await expect(mainHeading(page)).toHaveText('Kartvy');
      await expect(page.getByTestId('map').locator('canvas').first()).toBeVisible();
      if (phone) await page.getByRole('button', { name: 'Visa sök, fastigheter och lager' }).click();

      const search = page.getByRole('region', { name: 'Sök fastighet' });
      await search.getByLabel('Fastighetsbeteckning').fill('Viggeby');
      await search.getByRole('button', { name: 'Sök' }).click();
      await search.getByRole('button', { name: /^Uppsala Viggeby 4:3 / }).click();
      const estate = page.getByRole('region', { name: 'Uppsala Viggeby 4:3' });
      await expect(estate.getByText(VIGGEBY_DATES)).toBeVisible();
      await expectNoAxeViolations(page);
      await estate.getByRole('button', { name: 'Stäng uppgifterna' }).click();

      await page
        .getByRole('list', { name: 'Avdelningar på Uppsala Viggeby 4:3' })
        .getByRole('button', { name: /^Avdelning 4, Uppsala Viggeby 4:3/ })
        .click();
      const stand = page.getByRole('region', { name: 'Avdelning 4, Uppsala Viggeby 4:3' });
      await expect(stand.getByText(VIGGEBY_DATES)).toBeVisible();
      const value = (label: string) =>
        stand
          .getByRole('term')
          .filter({ hasText: new RegExp(`^${label}$`) })
          .locator('xpath=following-sibling::dd');
      await expect(stand.getByRole('radio', { name: 'Framskriven' })).toBeChecked();
      await expect(value('Ålder')).toHaveText('36 år');
      await expect(value('Nästa åtgärd')).toHaveText('Gallring, dags 2026');
      await expectNoAxeViolations(page);

      await stand.getByRole('radio', { name: 'Som inventerad' }).check();
      await expect(value('Ålder')).toHaveText('31 år');
      await expect(value('Föreslagen åtgärd')).toHaveText('Gallring 2030');
      await expect(value('Nästa åtgärd')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('Karin follows the roll’s notification to the service that recommends the stand, with why', async ({
      page,
    }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: /^Aviseringar/ }).click();
      const notices = header.getByRole('region', { name: 'Aviseringar' });
      const notice = notices.getByRole('link', { name: new RegExp(NOTICE) });
      await expect(notice).toBeVisible();
      await expectNoAxeViolations(page);

      await notice.click();
      await expect(page).toHaveURL(
        /\/skogligatjanster\/gallring\?fastighet=[0-9a-f-]+&avdelning=[0-9a-f-]+$/,
      );
      await expect(mainHeading(page)).toHaveText('Gallring');
      const recommended = page
        .getByRole('region', { name: 'Rekommenderat för skogen' })
        .getByRole('listitem')
        .filter({ hasText: 'Uppsala Viggeby 4:3, avdelning 4,' });
      // The reason is the stand's state as every screen words it, the order form's too.
      await expect(recommended).toContainText('G1, 36 år · Gallring, dags 2026');
      if (phone) await fitsWidth(page, 390);
      await expectNoAxeViolations(page);
    });
  });
}
