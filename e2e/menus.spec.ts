import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectVisibleFocus, mainHeading, pressTo, test } from './fixtures.js';

/** A header button by its name; the bell's name carries the unread count ("Aviseringar, 3 olästa"). */
const button = (page: Page, name: string) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${name}(, \\d+ (olästa?|tjänster?))?$`) });
const mainMenuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name, exact: true });
const MAIN_MENU = ['Översikt', 'Kartvy', 'Skogliga tjänster', 'Kontakta oss'];
const feedbackLink = (page: Page) => page.getByRole('link', { name: /Hjälp oss att bli bättre/ });

/** The notifications, then the cart, open: each passes axe. */
async function expectOpenPanelsPassAxe(page: Page): Promise<void> {
  await page.goto('/');
  await button(page, 'Aviseringar').click();
  await expect(page.getByRole('banner').getByRole('region', { name: 'Aviseringar' })).toBeVisible();
  await expectNoAxeViolations(page);
  await button(page, 'Varukorg').click();
  await expect(page.getByRole('region', { name: 'Varukorg' })).toBeVisible();
  await expectNoAxeViolations(page);
}

/** Tabs from the top of the page to the first header button, checking every stop on the way. */
async function tabToPanelButtons(page: Page, menuInHeader: boolean): Promise<void> {
  await expect(mainHeading(page)).toHaveText('Översikt');
  await pressTo(page, page.getByRole('link', { name: 'Hoppa till huvudinnehållet' }));
  await pressTo(page, page.getByRole('link', { name: 'Skogsportalen, till startsidan' }));
  if (menuInHeader) for (const name of MAIN_MENU) await pressTo(page, mainMenuLink(page, name));
  await pressTo(page, button(page, 'Aviseringar'));
}

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
    // The ordering journey may have something in Karin's cart meanwhile: either way the panel shows it.
    await expect(cart).toContainText(/Varukorgen är tom\.|i varukorgen\./);
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
    const panel = page.getByRole('banner').getByRole('region', { name: 'Aviseringar' });
    await expect(panel.getByRole('heading', { name: 'Aviseringar' })).toBeVisible();
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

  test('the notifications and the cart pass axe while open', async ({ page }) => {
    await expectOpenPanelsPassAxe(page);
  });

  test('keyboard only: every panel opens with Enter or Space, and Escape closes it and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    await tabToPanelButtons(page, true);
    const notifications = page.getByRole('banner').getByRole('region', { name: 'Aviseringar' });
    await page.keyboard.press('Enter');
    await expect(notifications).toBeVisible();
    await expect(button(page, 'Aviseringar')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(notifications).toBeHidden();
    await expectVisibleFocus(button(page, 'Aviseringar'));

    await pressTo(page, button(page, 'Varukorg'));
    const cart = page.getByRole('region', { name: 'Varukorg' });
    await page.keyboard.press('Space');
    // The panel loads the stored cart when it opens; its way onwards is the next stop once it is there.
    const onwards = cart.getByRole('link', { name: /^(Till skogliga tjänster|Till kassan)$/ });
    await expect(onwards).toBeVisible();
    await pressTo(page, onwards);
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();
    await expectVisibleFocus(button(page, 'Varukorg'));

    // The profile menu: every link in turn, then out of the header, which closes it (nothing left on top).
    await pressTo(page, button(page, 'Mina sidor'));
    await page.keyboard.press('Enter');
    const menu = page.getByRole('region', { name: 'Mina sidor, meny' });
    await expect(menu).toBeVisible();
    const links = await menu.getByRole('link').all();
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) await pressTo(page, link);
    await expect(menu.getByRole('link').last()).toHaveText('Logga ut');
    await pressTo(page, feedbackLink(page));
    await expect(menu).toBeHidden();
    await pressTo(page, button(page, 'Mina sidor'), 'Shift+Tab');
    await expect(button(page, 'Mina sidor')).toHaveAttribute('aria-expanded', 'false');

    // Escape from inside the panel, then a link chosen with Enter.
    await page.keyboard.press('Enter');
    await pressTo(page, menu.getByRole('link', { name: 'Mina sidor', exact: true }));
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expectVisibleFocus(button(page, 'Mina sidor'));
    await page.keyboard.press('Enter');
    await pressTo(page, menu.getByRole('link', { name: 'Mina sidor', exact: true }));
    await pressTo(page, menu.getByRole('link', { name: /^Mina uppgifter/ }));
    await page.keyboard.press('Enter');
    await expect(mainHeading(page)).toHaveText('Mina uppgifter');
    await expect(mainHeading(page)).toBeFocused();
    await expect(menu).toBeHidden();
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

  test('the notifications and the cart pass axe on a phone', async ({ page }) => {
    await expectOpenPanelsPassAxe(page);
  });

  test('keyboard only: the small menu opens and closes, and a panel left open hides nothing', async ({
    page,
  }) => {
    await page.goto('/');
    await tabToPanelButtons(page, false);
    // Notifications open; tabbing on past the header closes them rather than leave focus underneath.
    await page.keyboard.press('Enter');
    const notifications = page.getByRole('banner').getByRole('region', { name: 'Aviseringar' });
    await expect(notifications.getByRole('link', { name: 'Inställningar för aviseringar' })).toBeVisible();
    // The panel loads its list when first opened; tab through it once it is there.
    await expect(notifications.getByRole('list')).toBeVisible();
    for (const control of await notifications.locator('a, button').all()) await pressTo(page, control);
    await pressTo(page, button(page, 'Varukorg'));
    await pressTo(page, button(page, 'Mina sidor'));
    await pressTo(page, button(page, 'Meny'));
    await pressTo(page, feedbackLink(page));
    await expect(notifications).toBeHidden();

    await pressTo(page, button(page, 'Meny'), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(button(page, 'Stäng meny')).toHaveAttribute('aria-expanded', 'true');
    for (const name of MAIN_MENU) await pressTo(page, mainMenuLink(page, name));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeHidden();
    await expectVisibleFocus(button(page, 'Meny'));

    await page.keyboard.press('Space');
    await pressTo(page, mainMenuLink(page, 'Översikt'));
    await pressTo(page, mainMenuLink(page, 'Kartvy'));
    await pressTo(page, mainMenuLink(page, 'Skogliga tjänster'));
    await page.keyboard.press('Enter');
    await expect(mainHeading(page)).toHaveText('Skogliga tjänster');
    await expect(mainHeading(page)).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeHidden();
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
