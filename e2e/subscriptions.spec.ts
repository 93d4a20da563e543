import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';

/** Subscriptions: Karin subscribes to the timber prices, and the choice is kept. */
test.beforeEach(async ({ answerCookieBanner, loginAs }) => {
  await answerCookieBanner();
  await loginAs(['Member']);
});

test('Karin subscribes to the timber prices and finds the subscription kept after a reload', async ({
  page,
}) => {
  await page.goto('/minasidor/minaabonnemang');
  await expect(mainHeading(page)).toHaveText('Mina abonnemang');
  const prices = page.getByRole('region', { name: 'Virkespriser' });
  await expect(prices.getByText('Du prenumererar inte.')).toBeVisible();
  await prices.getByRole('button', { name: 'Prenumerera' }).click();
  await expect(prices.getByText('Klart! Du prenumererar nu på virkespriser.')).toBeVisible();

  await page.reload();
  await expect(prices.getByText(/^Du prenumererar sedan/)).toBeVisible();
  await expect(prices.getByRole('button', { name: 'Avsluta prenumerationen' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Medlemstidningen' })
      .getByRole('radio', { name: 'På papper med posten' }),
  ).toBeChecked();
  await expectNoAxeViolations(page);
});

for (const { screen, use } of [
  { screen: 'a computer', use: { viewport: { width: 1280, height: 720 } } },
  { screen: 'a phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
]) {
  test.describe(`on ${screen}`, () => {
    test.use(use);

    test('the subscriptions page passes axe, also read-only for a representative', async ({
      page,
      loginAs,
    }) => {
      await page.goto('/minasidor/minaabonnemang');
      await expect(page.getByRole('region', { name: 'Nyhetsbrev' })).toBeVisible();
      await expectNoAxeViolations(page);
      await loginAs(['DelegatedRight']);
      await page.reload();
      await expect(page.getByText('Du ser abonnemangen med läsrätt och kan inte ändra dem.')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
