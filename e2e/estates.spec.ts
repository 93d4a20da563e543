import { expect, expectNoAxeViolations, mainHeading, pressTo, test } from './fixtures.js';

/** Mina verksamheter: Karin's two estates with their forest plans, on a computer and on a phone. */
test.beforeEach(async ({ answerCookieBanner, loginAs }) => {
  await answerCookieBanner();
  await loginAs(['Member']);
});

const SCREENS = [
  { screen: 'a computer', use: { viewport: { width: 1280, height: 800 } } },
  { screen: 'a phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

for (const { screen, use } of SCREENS) {
  test.describe(`on ${screen}`, () => {
    test.use(use);

    test('Karin sees both estates with their areas, plan summary and every stand', async ({ page }) => {
      await page.goto('/minasidor/verksamheter');
      await expect(mainHeading(page)).toHaveText('Mina verksamheter');
      const ekeby = page.getByRole('article', { name: 'Uppsala Ekeby 2:7' });
      const viggeby = page.getByRole('article', { name: 'Uppsala Viggeby 4:3' });
      await expect(ekeby).toContainText('64,8 ha');
      await expect(ekeby).toContainText('58,3 ha');
      await expect(viggeby).toContainText('38,2 ha');
      await expect(ekeby).toContainText('Gunnar Lindqvist');

      // The share stays on one line, also on a phone.
      const share = ekeby.locator('dt', { hasText: 'Ägarandel' }).locator('xpath=following-sibling::dd');
      await expect(share).toHaveText('1/2 (50\u00a0%)');
      const [height, lineHeight] = await share.evaluate((node) => [
        node.getBoundingClientRect().height,
        Number.parseFloat(getComputedStyle(node).lineHeight),
      ]);
      expect(height).toBeLessThan(lineHeight * 1.5);

      await expect(
        ekeby.getByRole('table', { name: 'Areal och virkesförråd per huggningsklass' }),
      ).toBeVisible();
      await expect(
        ekeby.getByRole('list', { name: 'Areal per åldersklass' }).getByRole('listitem'),
      ).toHaveCount(7);
      await expectNoAxeViolations(page);

      const toggle = ekeby.getByText(/^Visa alla avdelningar \(\d+\)$/);
      await toggle.click();
      await toggle.focus();
      const stands = ekeby.getByRole('region', { name: 'Avdelningar på Uppsala Ekeby 2:7' });
      const rows = stands.getByRole('row');
      await expect(rows.nth(1)).toBeVisible();
      expect(await rows.count()).toBeGreaterThan(20);
      const first = rows.nth(1);
      await expect(first.getByRole('rowheader')).toHaveText('1');
      await expect(first).toContainText(' ha');
      await expect(first).toContainText(/\d+ år/);
      await expect(first).toContainText(/[TG]\d\d/);

      // The table scrolls inside its own region, which keys can reach and scroll.
      await pressTo(page, stands);
      if (screen === 'a phone') {
        const overflow = await stands.evaluate((node) => node.scrollWidth > node.clientWidth);
        expect(overflow).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      await expectNoAxeViolations(page);
    });
  });
}

test('"Visa på kartan" goes to the estate on the map', async ({ page }) => {
  await page.goto('/minasidor/verksamheter');
  const ekeby = page.getByRole('article', { name: 'Uppsala Ekeby 2:7' });
  // The first stand's figures as the plan's table gives them, to find again in the map's list.
  await ekeby.getByText(/^Visa alla avdelningar \(\d+\)$/).click();
  const first = ekeby
    .getByRole('region', { name: 'Avdelningar på Uppsala Ekeby 2:7' })
    .getByRole('row')
    .nth(1);
  // What to do, the class and the age come first (a phone shows them), then the area among the figures.
  await expect(first.getByRole('cell').nth(3)).toHaveText(/\sha$/);
  const cells = await first.getByRole('cell').allTextContents();
  const [, cuttingClass, , area] = cells;
  await ekeby.getByRole('link', { name: 'Visa på kartan: Uppsala Ekeby 2:7' }).click();
  await expect(page).toHaveURL(/\/kartvy$/);
  await expect(mainHeading(page)).toBeVisible();
  const stand = page
    .getByRole('list', { name: 'Avdelningar på Uppsala Ekeby 2:7' })
    .getByRole('button', { name: /^Avdelning 1, Uppsala Ekeby 2:7/ });
  await expect(stand).toContainText(`Huggningsklass ${cuttingClass ?? ''} · ${area ?? ''}`);
});
