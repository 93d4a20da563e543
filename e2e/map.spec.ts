import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectVisibleFocus, mainHeading, test } from './fixtures.js';
import { expectMapAtRest } from './map-at-rest.js';

/**
 * The map view as Karin sees it: the offline base map, her estates and stands, every layer in the switcher
 * with its legend, a stand's attributes chosen from the list instead of the map, a search that zooms to an
 * estate, and the same page on a phone. Nothing may reach a host other than this machine.
 */
const external: string[] = [];

test.beforeEach(async ({ context, answerCookieBanner, loginAs }) => {
  external.length = 0;
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    async (route) => {
      external.push(route.request().url());
      await route.abort();
    },
  );
  await answerCookieBanner();
  await loginAs(['Member']);
});

test.afterEach(() => {
  expect(external).toEqual([]);
});

async function openMap(page: Page): Promise<void> {
  const baseMap = page.waitForResponse((response) => response.url().endsWith('/api/geo/basemap'));
  await page.goto('/kartvy');
  await expect(mainHeading(page)).toHaveText('Kartvy');
  expect((await baseMap).status()).toBe(200);
  await expect(page.getByTestId('map').locator('canvas').first()).toBeVisible();
}

/** How many different colours the map's canvas shows: the base map, layers and stands make many. */
const canvasColours = (page: Page) =>
  page
    .getByTestId('map')
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d');
      if (context === null) return 0;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const colours = new Set<number>();
      for (let index = 0; index < data.length; index += 4 * 97) {
        colours.add(((data[index] ?? 0) << 16) | ((data[index + 1] ?? 0) << 8) | (data[index + 2] ?? 0));
      }
      return colours.size;
    });

const scaleText = (page: Page) => page.locator('.ol-scale-line-inner').textContent();

test('Karin sees her estates on the base map and switches every layer and its legend on and off', async ({
  page,
}) => {
  await openMap(page);
  const estates = page.getByRole('region', { name: 'Mina fastigheter' });
  await expect(estates.getByRole('button', { name: /^Uppsala Ekeby 2:7 / })).toBeVisible();
  await expect(estates.getByRole('button', { name: /^Uppsala Viggeby 4:3 / })).toBeVisible();
  await expect.poll(() => canvasColours(page)).toBeGreaterThan(20);
  await expect(page.getByTestId('map-attribution')).toContainText('Fastighetsgränser: Lantmäteriet');
  await expect(page.locator('.ol-scale-line-inner')).toHaveText(/\d+ (m|km)/);

  const layers = page.getByRole('region', { name: 'Lager' });
  const legend = page.getByRole('region', { name: 'Teckenförklaring' });
  const checkboxes = layers.getByRole('checkbox');
  const count = await checkboxes.count();
  expect(count).toBe(8);
  for (let index = 0; index < count; index += 1) {
    const checkbox = checkboxes.nth(index);
    const title = (
      await page.locator(`label[for="${(await checkbox.getAttribute('id')) ?? ''}"]`).textContent()
    )
      ?.replace(/\s*\(exempeldata\)$/, '')
      .trim();
    const layerLegend = legend.getByRole('region', { name: title, exact: true });
    const wasOn = await checkbox.isChecked();
    await checkbox.setChecked(!wasOn);
    await expect(layerLegend).toHaveCount(wasOn ? 0 : 1);
    await checkbox.setChecked(wasOn);
    await expect(layerLegend).toHaveCount(wasOn ? 1 : 0);
  }
  // The fixture layers are synthetic, and the map says so.
  await expect(page.getByText(/påhittade exempeldata/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Karin chooses a stand from the list, reads its attributes, and finds an estate by its designation', async ({
  page,
}) => {
  await openMap(page);
  await page
    .getByRole('region', { name: 'Mina fastigheter' })
    .getByRole('button', { name: /^Uppsala Ekeby 2:7 / })
    .click();
  const stands = page.getByRole('list', { name: 'Avdelningar på Uppsala Ekeby 2:7' });
  await expect(stands.getByRole('button').first()).toBeVisible();
  // Every stand row gives its key figures, not only its number: huggningsklass, area and the next action in
  // the words every screen uses (to come, due, overdue, possible, or already ordered or contracted).
  const rows = await stands.getByRole('button').allTextContents();
  expect(rows.length).toBeGreaterThan(20);
  const action =
    '[A-ZÅÄÖ][a-zåäö]+(, dags( sedan)?)? \\d{4}|Slutavverkning möjlig (sedan|från) \\d{4}|' +
    '[A-ZÅÄÖ][a-zåäö]+, (beställd|avtalad) [A-Z]{2}-\\d{4}-\\d+';
  const figures = new RegExp(
    `Huggningsklass [KRGSE]\\d · \\d+,\\d\\sha · (Ingen åtgärd föreslagen|${action})$`,
  );
  expect(rows.filter((row) => !figures.test(row))).toEqual([]);
  // The layer list comes before those 30-odd rows, in reading order and on the screen.
  const layers = page.getByRole('region', { name: 'Lager' });
  const layersFirst = await layers.evaluate(
    (section, list) => (section.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
    await stands.elementHandle(),
  );
  expect(layersFirst).toBe(true);
  expect((await layers.boundingBox())?.y ?? Infinity).toBeLessThan((await stands.boundingBox())?.y ?? 0);
  await stands.getByRole('button', { name: /^Avdelning 1, Uppsala Ekeby 2:7/ }).click();

  const details = page.getByRole('region', { name: 'Avdelning 1, Uppsala Ekeby 2:7' });
  await expect(details).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Avdelning 1, Uppsala Ekeby 2:7' })).toBeFocused();
  // The plan is rolled forward (e2e/forest-plan.spec.ts): the roll's next action stands for the plan's proposal.
  for (const label of [
    'Produktiv areal',
    'Ålder',
    'Huggningsklass',
    'Målklass',
    'Trädslag',
    'Nästa åtgärd',
  ]) {
    await expect(details.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
  await expect(details.getByRole('definition').first()).toHaveText(/^\d+,\d\sha$/);
  await expectNoAxeViolations(page);
  await details.getByRole('button', { name: 'Stäng uppgifterna' }).click();
  await expect(details).toHaveCount(0);

  // Zoom out first, so the search visibly brings the map back in.
  const zoomOut = page.getByRole('button', { name: 'Zooma ut' });
  for (let step = 0; step < 4; step += 1) await zoomOut.click();
  await expectMapAtRest(page);
  const before = await scaleText(page);

  const search = page.getByRole('region', { name: 'Sök fastighet' });
  await search.getByLabel('Fastighetsbeteckning').fill('Ekeby');
  await search.getByRole('button', { name: 'Sök' }).click();
  await search.getByRole('button', { name: /^Uppsala Ekeby 2:7 / }).click();
  await expect(page.getByRole('region', { name: 'Uppsala Ekeby 2:7' })).toBeVisible();
  await expect.poll(() => scaleText(page)).not.toBe(before);
  await expect(page.getByText('Kartan visar nu Uppsala Ekeby 2:7.')).toBeVisible();
});

test('a click on a stand in the map itself shows that stand', async ({ page }) => {
  await openMap(page);
  await page
    .getByRole('region', { name: 'Mina fastigheter' })
    .getByRole('button', { name: /^Uppsala Ekeby 2:7 / })
    .click();
  const stands = page.getByRole('list', { name: 'Avdelningar på Uppsala Ekeby 2:7' });
  // Choosing it from the list centres the stand in the part of the map its attribute panel leaves free
  // (the panel covers the map's left 420 px on a computer); close the panel, then click there.
  await stands.getByRole('button', { name: /^Avdelning 12, Uppsala Ekeby 2:7/ }).click();
  const details = page.getByRole('region', { name: 'Avdelning 12, Uppsala Ekeby 2:7' });
  await details.getByRole('button', { name: 'Stäng uppgifterna' }).click();
  await expect(details).toHaveCount(0);
  await expectMapAtRest(page);

  const box = await page.getByTestId('map').boundingBox();
  if (box === null) throw new Error('the map has no size');
  await page.mouse.click(box.x + 420 + (box.width - 444) / 2, box.y + box.height / 2);
  await expect(details).toBeVisible();
  await expect(details.getByRole('term').filter({ hasText: /^Huggningsklass$/ })).toBeVisible();

  // Zoomed far out, a click beside the panel no longer lands on that stand: its attributes close.
  for (let step = 0; step < 6; step += 1) await page.getByRole('button', { name: 'Zooma ut' }).click();
  await expectMapAtRest(page);
  await page.mouse.click(box.x + box.width - 120, box.y + box.height - 120);
  await expect(details).toHaveCount(0);
});

test('"Visa på kartan" on the estates page opens the map at that estate', async ({ page }) => {
  await page.goto('/minasidor/verksamheter');
  await page.getByRole('link', { name: 'Visa på kartan: Uppsala Viggeby 4:3' }).click();
  await expect(mainHeading(page)).toHaveText('Kartvy');
  await expect(
    page
      .getByRole('region', { name: 'Mina fastigheter' })
      .getByRole('button', { name: /^Uppsala Viggeby 4:3 / }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('list', { name: 'Avdelningar på Uppsala Viggeby 4:3' })).toBeVisible();
});

test('the map takes arrow keys and has buttons for zoom, pan and position', async ({ page, context }) => {
  await context.grantPermissions([]);
  await openMap(page);
  const before = await scaleText(page);
  await page.getByRole('button', { name: 'Zooma in' }).click();
  await expect.poll(() => scaleText(page)).not.toBe(before);
  // A pan moves what the map shows: its picture changes (focus is where it was, so its ring is not the change).
  const map = page.getByTestId('map');
  const moves = async (pan: () => Promise<void>): Promise<void> => {
    await expectMapAtRest(page);
    const still = await map.screenshot();
    await pan();
    await expect.poll(async () => (await map.screenshot()).equals(still)).toBe(false);
  };
  await map.focus();
  await moves(() => page.keyboard.press('ArrowLeft'));
  const north = page.getByRole('button', { name: 'Flytta kartan norrut' });
  await north.focus();
  await moves(() => north.click());
  await page.getByRole('button', { name: 'Visa var jag är' }).click();
  await expect(page.getByTestId('position-report')).toHaveText(
    /Kartan får inte använda din position|Telefonen hittar inte din position/,
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the map fills the screen under the header and the panel is a bottom sheet', async ({ page }) => {
    await openMap(page);
    const map = await page.getByTestId('map').boundingBox();
    const header = await page.locator('header').first().boundingBox();
    expect(map?.width).toBe(390);
    expect((map?.y ?? 0) + (map?.height ?? 0)).toBeGreaterThanOrEqual(840);
    expect(map?.y ?? 0).toBeLessThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) + 1);
    await expect(page.locator('footer')).toHaveCount(0);
    await expectNoAxeViolations(page);

    const toggle = page.getByRole('button', { name: 'Visa sök, fastigheter och lager' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Dölj panelen' })).toHaveAttribute('aria-expanded', 'true');
    await page
      .getByRole('region', { name: 'Mina fastigheter' })
      .getByRole('button', { name: /^Uppsala Ekeby 2:7 / })
      .click();
    await page
      .getByRole('list', { name: 'Avdelningar på Uppsala Ekeby 2:7' })
      .getByRole('button')
      .first()
      .click();
    await expect(page.getByRole('region', { name: /^Avdelning \d+, Uppsala Ekeby 2:7$/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('phone.png') });
    await expectNoAxeViolations(page);
  });

  test('whose data the map shows is behind an "i" that covers neither the map nor the scale bar', async ({
    page,
  }) => {
    await openMap(page);
    const sources = page.getByRole('button', { name: 'Visa källor för kartan' });
    const attribution = page.getByTestId('map-attribution');
    await expect(attribution).toBeHidden();
    const box = await sources.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);

    await page.keyboard.press('Tab');
    await sources.focus();
    await expectVisibleFocus(sources);
    await page.keyboard.press('Enter');
    await expect(sources).toHaveAttribute('aria-expanded', 'true');
    await expect(attribution).toBeVisible();
    await expect(attribution).toContainText('Fastighetsgränser: Lantmäteriet');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(attribution).toBeHidden();

    // The scale bar shows whole, above the sheet and clear of the button.
    const scale = await page.locator('.ol-scale-line').boundingBox();
    const sheet = await page.getByRole('complementary', { name: 'Kartans verktyg' }).boundingBox();
    expect((scale?.y ?? 0) + (scale?.height ?? 0)).toBeLessThanOrEqual(sheet?.y ?? 0);
    expect((scale?.x ?? 0) + (scale?.width ?? 0)).toBeLessThan(box?.x ?? 0);
  });
});
