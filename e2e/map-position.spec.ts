import type { BrowserContext, Page } from '@playwright/test';
import type { Position } from '#contracts/geometry';
import { bearingDegrees, compassPoint, distanceBetween } from '#contracts/plane-geometry';
import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';
import { karinsForest, pointWellInside, standingIn, toWgs84 } from './pages/forest.page.js';

/**
 * "Where am I" as Karin uses it in the forest on her phone: the position inside one of her demo stands names
 * that stand and its next action; outside her estates it says how far the nearest one is; a refused position
 * says how to allow it. The positions come from her seeded stands (SWEREF 99 TM), turned into WGS 84.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ answerCookieBanner, loginAs }) => {
  await answerCookieBanner();
  await loginAs(['Member']);
});

async function openMap(page: Page): Promise<void> {
  await page.goto('/kartvy');
  await expect(mainHeading(page)).toHaveText('Kartvy');
  await expect(page.getByTestId('map').locator('canvas').first()).toBeVisible();
}

const positionAt = async (context: BrowserContext, point: Position, accuracy = 12) =>
  context.setGeolocation({ ...toWgs84(point), accuracy });

test('Karin sees which of her stands she stands in, then how far she is from her estate', async ({
  page,
  context,
}) => {
  const { ekeby, stand } = await karinsForest(page);
  await context.grantPermissions(['geolocation']);
  const inside = pointWellInside(stand);
  await positionAt(context, inside);
  await openMap(page);

  const button = page.getByRole('button', { name: 'Visa var jag är' });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  const box = await button.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-pressed', 'true');

  const report = page.getByTestId('position-report');
  const expected = standingIn(ekeby, stand);
  await expect(report).toContainText(expected);
  await expect(page.getByRole('status').filter({ hasText: expected })).toHaveCount(1);
  await expect(report).toContainText(/Din position på ungefär 10\s?m när/);
  await expectNoAxeViolations(page);

  // The way to one of her own points, from its place in the list of own points.
  await page.getByRole('button', { name: 'Visa sök, fastigheter och lager' }).click();
  await page.getByRole('button', { name: 'Egna punkter', exact: true }).click();
  await page
    .getByRole('list', { name: 'Dina egna punkter' })
    .getByRole('button', { name: /^Viltåtel vid bäcken/ })
    .click();
  await page.getByRole('button', { name: 'Visa vägen hit' }).click();
  await page.getByRole('button', { name: 'Dölj panelen' }).click();
  const note: Position = [650_430, 6_650_310];
  await expect(report).toContainText('Viltåtel vid bäcken, ');
  const way = await report.getByText(/^Viltåtel vid bäcken, /).textContent();
  const [, metres, direction] = /, (\d+)\s?m åt (\S+)$/.exec(way ?? '') ?? [];
  expect(Math.abs(Number(metres) - distanceBetween(inside, note))).toBeLessThanOrEqual(5);
  expect(direction).toBe(compassPoint(bearingDegrees(inside, note)));
  await page.screenshot({ path: 'test-results/map-position-390.png' });
  await page.getByRole('button', { name: 'Sluta visa vägen' }).click();
  await expect(report).not.toContainText('Viltåtel');

  // 1.5 km south of the estate's southernmost corner: outside, with the distance to its boundary.
  const boundary = ekeby.boundary;
  if (boundary === null) throw new Error('Ekeby 2:7 has no boundary');
  const corners = (boundary.type === 'Polygon' ? boundary.coordinates : boundary.coordinates.flat()).flat();
  const south = corners.reduce((lowest, corner) => (corner[1] < lowest[1] ? corner : lowest));
  await positionAt(context, [south[0], south[1] - 1_500]);
  await expect(report).toContainText(/Du är utanför dina fastigheter, 1,5\s?km till Uppsala Ekeby 2:7/);
  // Following, the map keeps the position in its middle; a pan leaves it, and a button follows again.
  await page.getByRole('button', { name: 'Flytta kartan norrut' }).click();
  await page.getByRole('button', { name: 'Följ min position' }).click();
  await expect(page.getByRole('button', { name: 'Följ min position' })).toHaveCount(0);

  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(report).toHaveCount(0);
});

test('a refused position says how to allow it, without an error page', async ({ page, context }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await context.clearPermissions();
  await openMap(page);
  const button = page.getByRole('button', { name: 'Visa var jag är' });
  await button.click();
  await expect(page.getByTestId('position-report')).toContainText(
    'Kartan får inte använda din position. Tillåt platsen för den här webbplatsen i telefonens inställningar',
  );
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(mainHeading(page)).toHaveText('Kartvy');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
