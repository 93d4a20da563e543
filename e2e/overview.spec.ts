import { expect, expectNoAxeViolations, expectVisibleFocus, mainHeading, test } from './fixtures.js';

const SCREENS = [
  { screen: 'a computer', use: { viewport: { width: 1280, height: 720 } }, columns: 2 },
  {
    screen: 'a phone',
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    columns: 1,
  },
];

test.describe('the overview', () => {
  test.beforeEach(async ({ answerCookieBanner, loginAs }) => {
    await answerCookieBanner();
    await loginAs(['Member']);
  });

  test('greets Karin by name and shows her estates, advisor and latest activities', async ({ page }) => {
    await page.goto('/');
    await expect(mainHeading(page)).toHaveText('Översikt');
    await expect(page.getByText('Hej Karin!')).toBeVisible();

    const estates = page.getByRole('region', { name: 'Fastigheter' });
    await expect(estates.getByText('2 fastigheter')).toBeVisible();
    await expect(estates.getByText('103,0 ha')).toBeVisible();
    await expect(estates.getByText('Uppsala Ekeby 2:7')).toBeVisible();

    const advisor = page.getByRole('region', { name: 'Rådgivare' });
    await expect(advisor.getByText('Anders Nyberg', { exact: true })).toBeVisible();
    await expect(advisor.getByRole('link', { name: /^Ring Anders Nyberg/ })).toHaveAttribute(
      'href',
      'tel:0104561234',
    );

    const feed = page.getByRole('region', { name: 'Senaste händelserna' });
    await expect(feed.getByRole('listitem').first()).toBeVisible();

    const economy = page.getByRole('region', { name: 'Ekonomi' });
    await expect(economy.getByText('Saldo på merkontot')).toBeVisible();
    await expect(economy.getByText('Nästa utbetalning 29 jan. 2027')).toBeVisible();
    const contracts = page.getByRole('region', { name: 'Pågående kontrakt' });
    await expect(contracts.getByText('Slutavverkning, Uppsala Viggeby 4:3')).toBeVisible();
    await expect(contracts.getByText('Avverkningsanmälan till Skogsstyrelsen')).toBeVisible();
  });

  test('hides an activity item, which stays hidden after a reload', async ({ page }) => {
    await page.goto('/');
    const feed = page.getByRole('region', { name: 'Senaste händelserna' });
    const hideButtons = feed.getByRole('button', { name: /^Dölj händelsen / });
    const first = hideButtons.first();
    await expect(first).toBeVisible();
    const title = ((await first.textContent()) ?? '').replace(/^Dölj\s+händelsen\s+/, '').trim();
    const count = await hideButtons.count();

    await first.focus();
    await page.keyboard.press('Enter');
    await expect(feed.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
    await expect(feed.getByRole('status')).toHaveText(`Händelsen ”${title}” är dold.`);
    if (count > 1) await expectVisibleFocus(hideButtons.first());

    await page.reload();
    await expect(
      feed.getByRole('listitem').first().or(feed.getByText('Inga händelser just nu')),
    ).toBeVisible();
    await expect(feed.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  });

  for (const { screen, use, columns } of SCREENS) {
    test.describe(`on ${screen}`, () => {
      test.use(use);

      test(`shows the sections in ${String(columns)} column(s) and passes axe`, async ({ page }) => {
        await page.goto('/');
        const estates = page.getByRole('region', { name: 'Fastigheter' });
        const notifications = page.getByRole('region', { name: 'Aviseringar' });
        await expect(estates.getByText('103,0 ha')).toBeVisible();
        await expect(notifications.getByText(/olästa? avisering/)).toBeVisible();
        await expect(
          page.getByRole('region', { name: 'Rådgivare' }).getByText('Anders Nyberg', { exact: true }),
        ).toBeVisible();
        await expect(
          page.getByRole('region', { name: 'Senaste händelserna' }).getByRole('list'),
        ).toBeVisible();
        const left = async (region: typeof estates) => (await region.boundingBox())?.x ?? 0;
        const sideBySide = (await left(estates)) !== (await left(notifications));
        expect(sideBySide).toBe(columns === 2);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          use.viewport.width,
        );
        await expectNoAxeViolations(page);
      });
    });
  }
});
