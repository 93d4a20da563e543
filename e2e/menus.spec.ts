import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';

const button = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name, exact: true });

test.beforeEach(async ({ answerCookieBanner, loginAs }) => {
  await answerCookieBanner();
  await loginAs(['Member']);
});

test.describe('from the lg breakpoint', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the main menu is in the header and the small menu button is gone', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
    for (const name of ['Översikt', 'Kartvy', 'Skogliga tjänster', 'Kontakta oss']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Översikt' })).toHaveAttribute('aria-current', 'page');
    await expect(button(page, 'Meny')).toBeHidden();
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.height).toBeCloseTo(81, 0);
  });

  test('the profile menu opens, passes axe, and closes when a page is chosen', async ({ page }) => {
    await page.goto('/');
    await button(page, 'Mina sidor').click();
    await expect(button(page, 'Mina sidor')).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('region', { name: 'Mina sidor, meny' });
    await expect(menu.getByRole('link', { name: 'Logga ut' })).toBeVisible();
    await expectNoAxeViolations(page);
    await menu.getByRole('link', { name: 'Ekonomi' }).click();
    await expect(mainHeading(page)).toHaveText('Ekonomi');
    await expect(menu).toBeHidden();
    await expect(button(page, 'Mina sidor')).toHaveAttribute('aria-expanded', 'false');
  });

  test('the cart closes on every route change', async ({ page }) => {
    await page.goto('/');
    await button(page, 'Varukorg').click();
    const cart = page.getByRole('region', { name: 'Varukorg' });
    await expect(cart).toContainText('Varukorgen är tom.');
    await page
      .getByRole('navigation', { name: 'Huvudmeny' })
      .getByRole('link', { name: 'Kontakta oss' })
      .click();
    await expect(mainHeading(page)).toHaveText('Kontakta oss');
    await expect(cart).toBeHidden();
  });

  test('notifications open and close; Escape closes and returns focus; so does a click outside', async ({
    page,
  }) => {
    await page.goto('/');
    await button(page, 'Aviseringar').click();
    const panel = page.getByRole('region', { name: 'Aviseringar' });
    await expect(panel).toContainText('Du har inga aviseringar just nu.');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button(page, 'Aviseringar')).toBeFocused();
    await button(page, 'Aviseringar').click();
    await expect(panel).toBeVisible();
    await mainHeading(page).click({ position: { x: 10, y: 10 } });
    await expect(panel).toBeHidden();
    await button(page, 'Aviseringar').click();
    await button(page, 'Aviseringar').click();
    await expect(panel).toBeHidden();
  });

  test('a representative has no cart', async ({ page, loginAs }) => {
    await loginAs(['DelegatedRight']);
    await page.goto('/');
    await expect(mainHeading(page)).toHaveText('Översikt');
    await expect(button(page, 'Varukorg')).toHaveCount(0);
  });
});

test.describe('below the lg breakpoint', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the small menu replaces the main menu, passes axe, and closes after a choice', async ({ page }) => {
    await page.goto('/');
    await expect(mainHeading(page)).toHaveText('Översikt');
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.height).toBeCloseTo(73, 0);
    await button(page, 'Meny').click();
    await expect(button(page, 'Stäng meny')).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
    await expect(menu.getByRole('link', { name: 'Skogliga tjänster' })).toBeVisible();
    await expectNoAxeViolations(page);
    await menu.getByRole('link', { name: 'Skogliga tjänster' }).click();
    await expect(mainHeading(page)).toHaveText('Skogliga tjänster');
    await expect(button(page, 'Meny')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeHidden();
  });

  test('the profile menu passes axe on a phone', async ({ page }) => {
    await page.goto('/');
    await button(page, 'Mina sidor').click();
    await expect(page.getByRole('region', { name: 'Mina sidor, meny' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('logging out ends the session and lands on the login page', async ({ page }) => {
  await page.goto('/');
  await button(page, 'Mina sidor').click();
  await page
    .getByRole('region', { name: 'Mina sidor, meny' })
    .getByRole('link', { name: 'Logga ut' })
    .click();
  await expect(page).toHaveURL('/login');
  await expect(mainHeading(page)).toHaveText('Logga in');
  expect((await page.request.get('/api/auth/profile')).status()).toBe(204);
  await page.goto('/minasidor');
  await expect(page).toHaveURL('/login');
});
