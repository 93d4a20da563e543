import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';

/**
 * Karin's notifications as the demo seeds them: three unread (the annual meeting, a new document, a
 * settlement), two read; other journeys may add some (giving a mandate tells her of it). The journey that
 * reads them runs once and alone changes what is read; the other tests here assert nothing about the count.
 */
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Aviseringar/ });
const panel = (page: Page) => page.getByRole('banner').getByRole('region', { name: 'Aviseringar' });
const checkbox = (page: Page, category: string, channel: 'I portalen' | 'Via e-post') =>
  page.getByRole('group', { name: category }).getByRole('checkbox', { name: channel });
const SEEDED_UNREAD = [
  'Kallelse till föreningsstämman',
  'Nytt dokument: avräkningsnota',
  'Avräkningen är klar',
];

test.beforeEach(async ({ answerCookieBanner, loginAs }) => {
  await answerCookieBanner();
  await loginAs(['Member']);
});

test('Karin reads a notification, then marks the rest read', async ({ page }) => {
  await page.goto('/');
  await expect(bell(page)).toHaveAccessibleName(/^Aviseringar, \d+ olästa$/);
  const unreadAtStart = Number(/\d+/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[0]);
  expect(unreadAtStart).toBeGreaterThanOrEqual(SEEDED_UNREAD.length);
  await bell(page).click();
  await expect(panel(page)).toContainText(`${String(unreadAtStart)} olästa aviseringar`);
  const unread = panel(page).getByRole('listitem').filter({ hasText: 'Oläst' });
  await expect(unread).toHaveCount(unreadAtStart);
  for (const title of SEEDED_UNREAD) await expect(unread.filter({ hasText: title })).toHaveCount(1);
  const listed = await panel(page).getByRole('listitem').count();

  await panel(page)
    .getByRole('link', { name: /Nytt dokument: avräkningsnota/ })
    .click();
  await expect(page).toHaveURL('/minasidor/dokument');
  await expect(mainHeading(page)).toHaveText('Dokument');
  await expect(panel(page)).toBeHidden();
  await expect(bell(page)).toHaveAccessibleName(`Aviseringar, ${String(unreadAtStart - 1)} olästa`);

  await bell(page).click();
  await expect(unread).toHaveCount(unreadAtStart - 1);
  await panel(page).getByRole('button', { name: 'Markera alla som lästa' }).click();
  await expect(panel(page)).toContainText('Du har läst allt.');
  await expect(unread).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Aviseringar');
  await expect(panel(page).getByRole('listitem')).toHaveCount(listed);
});

test('Karin changes what she is notified about, and it is kept after a reload', async ({ page }) => {
  await page.goto('/minasidor/minaaviseringar');
  await expect(mainHeading(page)).toHaveText('Mina aviseringar');
  await expect(checkbox(page, 'Möten', 'Via e-post')).not.toBeChecked();
  await checkbox(page, 'Möten', 'Via e-post').check();
  await checkbox(page, 'Nyheter från föreningen', 'I portalen').uncheck();
  await page.getByRole('button', { name: 'Spara val' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dina val är sparade.' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(checkbox(page, 'Möten', 'Via e-post')).toBeChecked();
  await expect(checkbox(page, 'Nyheter från föreningen', 'I portalen')).not.toBeChecked();
  await expect(checkbox(page, 'Ekonomi', 'Via e-post')).toBeChecked();
});

test('a representative sees the settings disabled, with why', async ({ page, loginAs }) => {
  await loginAs(['DelegatedRight']);
  await page.goto('/minasidor/minaaviseringar');
  await expect(page.getByText(/Du ser valen med läsrätt/)).toBeVisible();
  await expect(checkbox(page, 'Ekonomi', 'I portalen')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Spara val' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

for (const { screen, use } of [
  { screen: 'a computer', use: { viewport: { width: 1280, height: 720 } } },
  { screen: 'a phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
]) {
  test.describe(`on ${screen}`, () => {
    test.use(use);

    test('the open panel and the settings page pass axe', async ({ page }) => {
      await page.goto('/');
      await bell(page).click();
      await expect(panel(page).getByRole('link', { name: 'Inställningar för aviseringar' })).toBeVisible();
      await expect(panel(page).getByRole('listitem').first()).toBeVisible();
      await expectNoAxeViolations(page);

      await panel(page).getByRole('link', { name: 'Inställningar för aviseringar' }).click();
      await expect(mainHeading(page)).toHaveText('Mina aviseringar');
      await expect(page.getByRole('group', { name: 'Ekonomi' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
