import { expect, mainHeading, test } from './fixtures.js';

/**
 * Drawing the area of an order on a phone: the sheet holds the editor alone and stays low, so most of the map,
 * and the estate, stays in sight; its words are about tapping, and "Ångra" is a button, not Ctrl+Z.
 */
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the map stays in sight while an area is drawn, with touch words', async ({
    page,
    loginAs,
    answerCookieBanner,
  }) => {
    await answerCookieBanner();
    await loginAs(['Member']);
    await page.goto('/skogligatjanster/rojning');
    await page.getByRole('link', { name: 'Rita området på kartan' }).click();
    await expect(mainHeading(page)).toHaveText('Kartvy');
    await page.getByRole('radio', { name: 'Rita område på kartan' }).check();
    await page.getByRole('button', { name: 'Rita området på kartan' }).click();

    const editor = page.getByRole('region', { name: 'Rita ett område' });
    await expect(editor.getByRole('button', { name: 'Lägg till hörn i kartans mitt' })).toBeEnabled();
    await expect(editor).toContainText('Tryck på kartan för varje hörn');
    await expect(editor).not.toContainText(/dubbelklick|Ctrl|Alt\+/);
    await expect(editor.getByRole('button', { name: 'Ångra' })).toBeVisible();
    // The order form and its price wait below the editor until the area is done.
    await expect(page.getByRole('button', { name: 'Lägg i varukorgen' })).toBeHidden();

    const sheet = await page.getByRole('complementary', { name: /./ }).boundingBox();
    const map = await page.locator('.ol-viewport').boundingBox();
    expect(sheet).not.toBeNull();
    expect(map).not.toBeNull();
    // At least half the map shows above the sheet.
    expect((sheet?.y ?? 0) - (map?.y ?? 0)).toBeGreaterThanOrEqual((map?.height ?? 0) / 2);
  });
});
