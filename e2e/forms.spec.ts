import type { Locator, Page } from '@playwright/test';
import { addDays, formatKronorExact } from '#contracts/economy-rules';
import { workingDayFrom } from '#contracts/swedish-calendar';
import { DEGRADED_PORTAL_URL } from './harness/ports.js';
import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';

/**
 * One form pattern: after a failed attempt, the member fixes the fields and ONE press sends. A press is made
 * as a finger makes it, down and up at the button's middle with a moment between; the blur that the press
 * causes must not move the button from under the finger (a moved button loses the click).
 */

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Lets the page answer the press (validation is asynchronous, React renders after it). */
const aMomentLater = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), 50);
      }),
  );

/** Presses the button down and lets go where the finger went down; gives how far the button moved meanwhile. */
async function pressLikeAFinger(page: Page, button: Locator): Promise<number> {
  await button.scrollIntoViewIfNeeded();
  const before = await button.boundingBox();
  if (before === null) throw new Error('the button is not on screen');
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  await aMomentLater(page);
  const during = await button.boundingBox();
  await page.mouse.up();
  return Math.abs((during?.y ?? Number.NaN) - before.y);
}

test.beforeEach(async ({ answerCookieBanner }) => {
  await answerCookieBanner();
});

test.describe('on a phone', () => {
  test.use(phone);

  // On the harness's second portal: the journeys on the first one open Erik's form unsent.
  test('Erik fixes his application and one press sends it', async ({ page }) => {
    // The harness starts the second portal after the first, which is all Playwright waits for.
    await expect
      .poll(
        () =>
          page.request
            .get(`${DEGRADED_PORTAL_URL}/api/internal/isReady`)
            .then((response) => response.status())
            .catch(() => 0),
        { timeout: 30_000 },
      )
      .toBe(200);
    const session = await page.request.post(`${DEGRADED_PORTAL_URL}/__e2e/session`, {
      data: { roles: ['Potential'] },
    });
    expect(session.status()).toBe(204);
    await page.goto(`${DEGRADED_PORTAL_URL}/registrering`);
    await expect(mainHeading(page)).toHaveText('Bli medlem');
    const send = page.getByRole('button', { name: 'Skicka ansökan' });

    await page.getByRole('textbox', { name: /^E-post/ }).fill('erik.holm@example.se');
    await send.click();
    // The second portal has no geodata: its own alert says so above the page.
    const summary = page.getByRole('alert', { name: 'Du behöver rätta följande:' });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Fyll i din gatuadress.');

    // The terms are on the page he is kept on; reading them keeps what he has written.
    await page.getByRole('link', { name: 'Läs medlemsvillkoren' }).click();
    await expect(page.getByRole('heading', { name: 'Medlemsvillkor' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: /^E-post/ })).toHaveValue('erik.holm@example.se');

    await page.getByRole('textbox', { name: /^Telefon/ }).fill('070-123 45 67');
    await page.getByRole('textbox', { name: /^Gatuadress/ }).fill('Byvägen 4');
    await page.getByRole('textbox', { name: /^Postnummer/ }).fill('792 91');
    await page.getByRole('checkbox', { name: /medlemsvillkor/ }).check();
    await page.getByRole('textbox', { name: /^Ort/ }).fill('Mora');

    expect(await pressLikeAFinger(page, send)).toBe(0);
    await expect(page.getByRole('heading', { name: 'Tack för din ansökan' })).toBeFocused();
    await expectNoAxeViolations(page);
  });
});

for (const { screen, use } of [
  { screen: 'a phone', use: phone },
  { screen: 'a computer', use: { viewport: { width: 1366, height: 768 } } },
]) {
  test.describe(`on ${screen}`, () => {
    test.use(use);

    test('Karin fixes her message to the advisor; the button stays under the finger and sends', async ({
      page,
      loginAs,
    }) => {
      await loginAs(['Member']);
      await page.goto('/kontakt');
      await expect(mainHeading(page)).toHaveText('Kontakta oss');
      const send = page.getByRole('button', { name: 'Skicka meddelandet' });
      await send.click();
      await expect(page.getByRole('alert')).toBeFocused();

      await page.getByRole('textbox', { name: /^Ämne/ }).fill(`Röjning ${String(Date.now())}`);
      await page.getByRole('textbox', { name: /^Meddelande/ }).fill('Hej! När kan ni röja vid Ekeby?');

      expect(await pressLikeAFinger(page, send)).toBe(0);
      await expect(page.getByRole('heading', { name: 'Tack, ditt meddelande är skickat' })).toBeFocused();
    });

    test('Karin fixes her contact details; the button stays under the finger and saves', async ({
      page,
      loginAs,
    }) => {
      await loginAs(['Member']);
      await page.goto('/minasidor/minauppgifter');
      const contact = page.getByRole('region', { name: 'Kontaktuppgifter' });
      await contact.getByRole('button', { name: 'Ändra kontaktuppgifter' }).click();
      const email = page.getByRole('textbox', { name: 'E-post' });
      const address = await email.inputValue();
      const postalCode = page.getByRole('textbox', { name: /^Postnummer/ });
      const postalCodeBefore = await postalCode.inputValue();
      await email.fill('karin.lindqvist@example');
      await postalCode.fill('79');
      const save = page.getByRole('button', { name: 'Spara' });
      await save.click();
      await expect(page.getByRole('alert')).toBeFocused();

      await email.fill(address);
      await postalCode.fill(postalCodeBefore);
      expect(await pressLikeAFinger(page, save)).toBe(0);
      await expect(contact.getByRole('button', { name: 'Ändra kontaktuppgifter' })).toBeVisible();
      await expect(contact).toContainText(address);
    });

    test('Karin fixes her withdrawal; one press takes it to review', async ({ page, loginAs }) => {
      await loginAs(['Member']);
      await page.goto('/minasidor/ekonomi/uttag');
      await expect(mainHeading(page)).toHaveText('Uttag');
      const form = page.getByRole('region', { name: 'Nytt uttag' });
      const review = form.getByRole('button', { name: 'Granska uttaget' });
      await form.getByLabel('Belopp (kr)').fill('99 999 999');
      await review.click();
      await expect(form.getByRole('alert')).toBeFocused();

      const { earliestPayDay } = (await (await page.request.get('/api/withdrawals')).json()) as {
        earliestPayDay: string;
      };
      await form.getByLabel('Utbetalningsdag').fill(workingDayFrom(addDays(earliestPayDay, 3)));
      await form.getByLabel('Belopp (kr)').fill(formatKronorExact(150_000).replace(/\s?kr$/, ''));

      expect(await pressLikeAFinger(page, review)).toBe(0);
      await expect(form.getByRole('region', { name: 'Kontrollera uttaget' })).toBeFocused();
      await expectNoAxeViolations(page);
    });
  });
}
