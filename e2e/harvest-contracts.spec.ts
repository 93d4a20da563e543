import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';

/** Kontrakt and Virkespriser: Karin's contracts with their timeline and settlements, the map, the prices. */
test.beforeEach(async ({ answerCookieBanner, loginAs }) => {
  await answerCookieBanner();
  await loginAs(['Member']);
});

/** The map's scale bar in metres: smaller when the map is zoomed in closer. */
async function scaleMetres(page: Page): Promise<number> {
  const scale = page.locator('.ol-scale-line-inner');
  await expect(scale).toHaveText(/\d/);
  const [, value = '0', unit = 'm'] = /([\d\s]+)\s*(km|m)/.exec((await scale.textContent()) ?? '') ?? [];
  return Number(value.replace(/\s/g, '')) * (unit === 'km' ? 1000 : 1);
}

const SCREENS = [
  { screen: 'a computer', use: { viewport: { width: 1280, height: 800 } } },
  { screen: 'a phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

for (const { screen, use } of SCREENS) {
  test.describe(`on ${screen}`, () => {
    test.use(use);

    test('Karin sees her contracts, open first, and opens a timeline and a settlement', async ({ page }) => {
      await page.goto('/minasidor/kontrakt');
      await expect(mainHeading(page)).toHaveText('Kontrakt');
      const open = page.getByRole('region', { name: 'Pågående' });
      const felling = open.getByRole('article', { name: 'Slutavverkning, Uppsala Viggeby 4:3' });
      await expect(felling).toContainText('AU-2026-12544');
      await expect(felling).toContainText('Avverkningsanmälan till Skogsstyrelsen (2 nov. 2026)');
      await expect(felling).toContainText('Prislista Uppland 2026:2');

      const finished = page.getByRole('region', { name: 'Avslutade' });
      const thinning = finished.getByRole('article', { name: 'Gallring, Uppsala Ekeby 2:7' });
      await expect(thinning).toContainText('427,3\u00a0m³fub');
      await thinning.getByText(/^Tidslinje/).click();
      const timeline = thinning.getByRole('list', { name: 'Tidslinje för kontrakt AU-2026-11872' });
      await expect(timeline.getByRole('listitem')).toHaveCount(10);
      await expect(timeline.locator('[aria-current="step"]')).toContainText('Utbetalning');
      await expect(timeline).not.toContainText('Avverkningsanmälan');

      await thinning.getByText(/^Avräkningar/).click();
      const settlement = thinning.getByRole('table', { name: /Avräkning AVR-2026-41208/ });
      await expect(settlement).toContainText('160 469,00 kr');
      await expect(settlement).toContainText('100 144,76 kr');
      await expect(
        thinning.getByRole('link', { name: 'Avräkningsnota som PDF: AVR-2026-41208' }),
      ).toHaveAttribute('href', /\/documents\/[0-9a-f-]+\/pdf$/);
      if (screen === 'a phone') {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      await expectNoAxeViolations(page);
    });

    test('Karin reads the timber prices and values a planned felling', async ({ page }) => {
      await page.goto('/minasidor/kontrakt');
      await page.getByRole('link', { name: 'Virkespriser och värdekalkyl' }).click();
      await expect(mainHeading(page)).toHaveText('Virkespriser');
      const pine = page.getByRole('table', { name: 'Tall, Prislista Uppland 2026:2' });
      await expect(pine.getByRole('row', { name: /Sågtimmer 26–28 cm/ })).toContainText('830 kr');
      await page.getByLabel('Region', { exact: true }).selectOption('dalarna');
      await expect(page.getByRole('table', { name: 'Gran, Prislista Dalarna 2026:1' })).toBeVisible();
      await expectNoAxeViolations(page);

      const calculator = page.getByRole('region', { name: 'Värdekalkyl' });
      await calculator.getByRole('radio', { name: 'En planerad avverkning' }).check();
      await calculator.getByLabel('Prislista för region').selectOption('uppland');
      await calculator.getByRole('button', { name: 'Räkna ut värdet' }).click();
      const summary = calculator.getByRole('alert');
      await expect(summary).toBeFocused();
      await expect(summary).toContainText('Ange arealen i hektar.');
      await expectNoAxeViolations(page);

      await calculator.getByLabel('Areal (hektar)').fill('2');
      await calculator.getByLabel('Volym att avverka (m³sk per hektar)').fill('200');
      await calculator.getByLabel('Tall (%)').fill('60');
      await calculator.getByLabel('Gran (%)').fill('30');
      await calculator.getByLabel('Löv (%)').fill('10');
      await calculator.getByLabel(/^Ålder/).fill('100');
      await calculator.getByRole('button', { name: 'Räkna ut värdet' }).click();
      const result = calculator.getByRole('table', { name: 'Värde per trädslag och sortiment' });
      await expect(result.getByRole('row', { name: /^Virkesvärde\s+\d/ })).toContainText('194 265 kr');
      await expect(result.getByRole('row', { name: /^Netto\s+\d/ })).toContainText('148 117 kr');
      await expect(calculator).toContainText('uppskattning');
      if (screen === 'a phone') {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      await expectNoAxeViolations(page);
    });
  });
}

test('"Visa på kartan" on a contract opens the map zoomed to the contract area', async ({ page }) => {
  await page.goto('/kartvy');
  await expect(mainHeading(page)).toHaveText('Kartvy');
  const overview = await scaleMetres(page);

  await page.goto('/minasidor/kontrakt');
  await page.getByRole('link', { name: 'Visa på kartan: kontrakt AU-2026-12544' }).click();
  await expect(page).toHaveURL(/\/kartvy$/);
  await expect(mainHeading(page)).toHaveText('Kartvy');
  await expect.poll(() => scaleMetres(page)).toBeLessThan(overview);
  await expectNoAxeViolations(page);
});

test('Karin values a stand of her forest plan', async ({ page }) => {
  await page.goto('/minasidor/kontrakt/virkespriser');
  const calculator = page.getByRole('region', { name: 'Värdekalkyl' });
  const stand = calculator.getByLabel('Avdelning', { exact: true });
  await stand.selectOption({ index: 1 });
  await calculator.getByRole('button', { name: 'Räkna ut värdet' }).click();
  await expect(calculator.getByRole('heading', { name: 'Uppskattat värde' })).toBeVisible();
  await expect(calculator).toContainText(/Avdelning \d+ på Uppsala/);
});
