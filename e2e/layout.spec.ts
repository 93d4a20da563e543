import type { Page } from '@playwright/test';
import { THIRD_PARTY_URL, PORTAL_URL } from './harness/ports.js';
import { expect, expectNoAxeViolations, expectVisibleFocus, mainHeading, test } from './fixtures.js';

const windowFlag = (page: Page, name: string) =>
  page.evaluate((key) => (window as unknown as Record<string, unknown>)[key] === true, name);

test.describe('headers', () => {
  test.beforeEach(async ({ answerCookieBanner }) => {
    await answerCookieBanner();
  });

  test('checkout has the clean header with a way back to the services', async ({ page, loginAs }) => {
    await loginAs(['Member']);
    await page.goto('/kassa');
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: 'Tillbaka till tjänsterna' }).click();
    await expect(mainHeading(page)).toHaveText('Skogliga tjänster');
  });

  for (const [path, roles] of [
    ['/registrering', ['Potential']],
    ['/loggain', ['Member']],
    ['/loginRedirect', []],
  ] as const) {
    test(`${path} has the clean header without the back button`, async ({ page, loginAs }) => {
      if (roles.length > 0) await loginAs([...roles]);
      await page.goto(path);
      await expect(mainHeading(page)).toBeVisible();
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Tillbaka till tjänsterna' }),
      ).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Mina sidor' })).toHaveCount(0);
    });
  }
});

test.describe('footer', () => {
  test.beforeEach(async ({ answerCookieBanner }) => {
    await answerCookieBanner();
  });

  const footerLinks = (page: Page) =>
    page.getByRole('contentinfo').getByRole('navigation', { name: 'Sidfot' });

  test('has its links only for a signed-in user', async ({ page, loginAs }) => {
    await page.goto('/support');
    await expect(page.getByRole('contentinfo')).toContainText('Certifierat skogsbruk enligt FSC® och PEFC™.');
    await expect(footerLinks(page)).toHaveCount(0);
    await loginAs(['Member']);
    await page.reload();
    const links = footerLinks(page);
    for (const name of ['Användarvillkor', 'Villkor för chattbot', 'Tillgänglighetsredogörelse', 'Support']) {
      await expect(links.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(links.getByRole('button', { name: 'Cookieinställningar' })).toBeVisible();
    await expect(links.getByRole('link', { name: /support@exempelskog\.example/ })).toHaveAttribute(
      'href',
      'mailto:support@exempelskog.example',
    );
  });

  test('the terms link opens the terms section of the support page', async ({ page, loginAs }) => {
    await loginAs(['Member']);
    await page.goto('/');
    await footerLinks(page).getByRole('link', { name: 'Villkor för chattbot' }).click();
    await expect(page).toHaveURL('/support#chattbot');
    await expect(page.getByRole('heading', { name: 'Villkor för chattbot' })).toBeFocused();
  });

  // A signed-in visitor of /login is sent to the overview (login-redirects.spec.ts), so /login is seen signed out.
  for (const [path, signedIn] of [
    ['/login', false],
    ['/medlemsaknas', true],
  ] as const) {
    test(`has no links on ${path}${signedIn ? ', even when signed in' : ''}`, async ({ page, loginAs }) => {
      if (signedIn) await loginAs(['Member']);
      await page.goto(path);
      await expect(mainHeading(page)).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(footerLinks(page)).toHaveCount(0);
    });
  }

  test('is not on the map view', async ({ page, loginAs }) => {
    await loginAs(['Member']);
    await page.goto('/kartvy');
    await expect(mainHeading(page)).toHaveText('Kartvy');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});

test.describe('third-party scripts and banners', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([
      { name: 'cookieAccept', value: 'yes', url: PORTAL_URL },
      { name: 'cookieCustomization', value: 'yes', url: PORTAL_URL },
    ]);
  });

  const chat = (page: Page) => page.getByRole('button', { name: 'Chatta med oss' });

  test('the floating widget shows for a member, passes axe, but is not on the map view', async ({
    page,
    loginAs,
  }) => {
    await loginAs(['Member']);
    await page.goto('/');
    await expect(chat(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Kartvy' }).click();
    await expect(mainHeading(page)).toHaveText('Kartvy');
    await expect(chat(page)).toBeHidden();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('keyboard only: every stop on the page shows its focus, and the floating widget covers none', async ({
      page,
      loginAs,
    }) => {
      await loginAs(['Member']);
      await page.goto('/');
      await expect(chat(page)).toBeVisible();
      const stops: string[] = [];
      for (let tab = 0; tab < 100; tab += 1) {
        await page.keyboard.press('Tab');
        const focused = page.locator(':focus');
        const name = (await focused.count()) === 0 ? '' : ((await focused.textContent()) ?? '');
        if (stops.includes(name)) break;
        stops.push(name);
        if (name !== '') await expectVisibleFocus(focused);
      }
      // Round the whole page: the header, the content, every footer link, then the widget.
      expect(stops[0]).toBe('Hoppa till huvudinnehållet');
      expect(stops).toEqual(
        expect.arrayContaining(['Villkor för chattbot', '010-123 45 67', 'Chatta med oss']),
      );
    });
  });

  for (const role of ['Viewer', 'Editor'] as const) {
    test(`the floating widget is hidden for staff (${role})`, async ({ page, loginAs }) => {
      await loginAs([role]);
      await page.goto('/');
      await expect(mainHeading(page)).toHaveText('Översikt');
      expect(await windowFlag(page, '__widgetLoaded')).toBe(false);
      await expect(page.locator('#widget-container')).toBeHidden();
    });
  }

  test('the floating widget is hidden when printing', async ({ page, loginAs }) => {
    await loginAs(['Member']);
    await page.goto('/');
    await expect(chat(page)).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(chat(page)).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Mina sidor' })).toBeHidden();
    await expect(mainHeading(page)).toBeVisible();
  });

  test('the assistant loads only for a signed-in user', async ({ page, loginAs }) => {
    await page.goto('/support');
    await expect(mainHeading(page)).toHaveText('Support');
    expect(await windowFlag(page, '__assistantLoaded')).toBe(false);
    await loginAs(['Member']);
    await page.goto('/');
    await expect.poll(() => windowFlag(page, '__assistantLoaded')).toBe(true);
  });

  test('a representative sees the read-only banner everywhere but login selection', async ({
    page,
    loginAs,
  }) => {
    await loginAs(['DelegatedRight']);
    const text =
      'Du är inloggad som ombud för Karin Lindqvist och har bara läsbehörighet. Du kan inte beställa eller ändra något.';
    await page.goto('/minasidor/ekonomi');
    await expect(page.getByText(text)).toBeVisible();
    await page.goto('/loggain');
    await expect(mainHeading(page)).toHaveText('Vem vill du företräda?');
    await expect(page.getByText(text)).toHaveCount(0);
    await loginAs(['Member']);
    await page.goto('/');
    await expect(mainHeading(page)).toHaveText('Översikt');
    await expect(page.getByText(text)).toHaveCount(0);
  });

  test('the feedback banner links to the survey in a new window, and stays closed once closed', async ({
    page,
    loginAs,
  }) => {
    await loginAs(['Member']);
    await page.goto('/');
    const link = page.getByRole('link', { name: /Hjälp oss att bli bättre/ });
    await expect(link).toHaveAttribute('href', `${THIRD_PARTY_URL}/survey`);
    await expect(link).toHaveAttribute('target', '_blank');
    await page.getByRole('button', { name: 'Stäng meddelandet om enkäten' }).click();
    await expect(link).toHaveCount(0);
    await page.reload();
    await expect(mainHeading(page)).toHaveText('Översikt');
    await expect(page.getByRole('link', { name: /Hjälp oss att bli bättre/ })).toHaveCount(0);
  });
});

test.describe('keyboard', () => {
  test.beforeEach(async ({ answerCookieBanner }) => {
    await answerCookieBanner();
  });

  test('the first Tab reaches the skip link, which moves to the content', async ({ page }) => {
    await page.goto('/support');
    await expect(mainHeading(page)).toHaveText('Support');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Hoppa till huvudinnehållet' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('after a navigation, focus is on the new page heading', async ({ page, loginAs }) => {
    await loginAs(['Member']);
    await page.goto('/minasidor');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Ekonomi/ })
      .click();
    await expect(mainHeading(page)).toHaveText('Ekonomi');
    await expect(mainHeading(page)).toBeFocused();
  });
});
