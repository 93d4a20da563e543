import type { Page } from '@playwright/test';
import { inSigningTurn, signingDialog, signOnPhone } from './pages/bankid.page.js';
import { inKarinsCartTurn } from './pages/turns.js';
import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';
import { expectMapAtRest, pan } from './map-at-rest.js';

/**
 * Forest services: Karin draws an area on her estate in the map's order form, orders röjning with the
 * server's price, checks out once despite a double click, and the confirmation mail reaches the outbox.
 */

test.beforeEach(async ({ loginAs, answerCookieBanner }) => {
  await answerCookieBanner();
  await loginAs(['Member']);
});

const orderNumbers = async (page: Page): Promise<string[]> => {
  const response = await page.request.get('/api/purchases');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { orders: { number: string }[] }).orders.map((order) => order.number);
};

test('Karin draws an area, orders röjning, checks out once despite a double click and gets the mail', async ({
  page,
}) => {
  // One journey over three screens, each checked with axe, the map's the slowest.
  test.slow();

  await page.goto('/skogligatjanster/rojning');
  await expect(mainHeading(page)).toHaveText('Röjning');
  await expect(page.getByText('3 400 kr/ha exkl. moms')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Rita området på kartan' }).click();

  const panel = page.getByRole('region', { name: 'Beställ tjänst' });
  await expect(panel.getByRole('combobox', { name: 'Tjänst' })).toHaveValue('rojning');
  await panel.getByRole('combobox', { name: 'Fastighet' }).selectOption({ label: 'Uppsala Ekeby 2:7' });
  await panel.getByRole('radio', { name: 'Rita område på kartan' }).check();
  await panel.getByRole('button', { name: 'Rita området på kartan' }).click();

  // Choosing Ekeby in the form brought the map to it, so its middle lies on Ekeby: zoomed in, a small
  // triangle from there lies well inside it (one drawn elsewhere would be refused as off the estate).
  const editor = page.getByRole('region', { name: 'Rita ett område' });
  await expectMapAtRest(page);
  await page.getByRole('button', { name: 'Zooma in' }).click();
  await expectMapAtRest(page);
  const addVertex = editor.getByRole('button', { name: 'Lägg till hörn i kartans mitt' });
  await addVertex.click();
  await pan(page, 'ArrowRight', 1);
  await addVertex.click();
  await pan(page, 'ArrowDown', 1);
  await addVertex.click();
  await editor.getByRole('button', { name: 'Stäng området' }).click();
  await editor.getByRole('button', { name: 'Klar' }).click();

  await expect(panel.getByText(/^Ritat område: \d+,\d+\sha$/)).toBeVisible();
  const estimate = panel.getByRole('region', { name: 'Beräknat pris' });
  await expect(estimate).toContainText(/Röjning/);
  await expect(estimate).toContainText(/inkl\. moms/);
  await panel.getByRole('combobox', { name: 'När vill du att arbetet görs?' }).selectOption({ index: 1 });
  await panel.getByRole('textbox', { name: /Önskemål/ }).fill('Infart från grusvägen i söder.');
  // From the cart to the order placed, no other journey fills Karin's cart.
  const number = await inKarinsCartTurn(async () => {
    const before = await orderNumbers(page);
    await panel.getByRole('button', { name: 'Lägg i varukorgen' }).click();
    await expect(panel.getByText('Röjning är tillagd i varukorgen.')).toBeVisible();
    // The cart pop-up shows while the cart holds something.
    const popup = page.getByRole('status').filter({ hasText: '1 tjänst i varukorgen' });
    await expect(popup).toBeVisible();
    await expectNoAxeViolations(page);
    await popup.getByRole('link', { name: 'Gå till kassan' }).click();

    await expect(mainHeading(page)).toHaveText('Kassa');
    await expect(page.getByText('Infart från grusvägen i söder.')).toBeVisible();
    await expect(page.getByText('Ritat område på kartan')).toBeVisible();
    await expectNoAxeViolations(page);
    const send = page.getByRole('button', { name: 'Skicka beställning' });
    // Without the terms, nothing is sent.
    await send.click();
    await expect(
      page.getByText('Du behöver godkänna villkoren för att kunna skicka beställningen.').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('checkbox', { name: 'Jag har läst och godkänner villkoren' }).check();
    // The double click asks for one signature; the app shows what is ordered, where, and the total.
    await inSigningTurn(async () => {
      await send.dblclick();
      await expect(signingDialog(page)).toHaveCount(1);
      await signOnPhone(page, [
        'Beställning av skogliga tjänster',
        'Röjning på Uppsala Ekeby 2:7',
        'Totalt:',
      ]);
    });

    await expect(mainHeading(page)).toHaveText('Orderbekräftelse');
    await expect(page.getByText('Tack för din beställning!')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Signerad med BankID');
    const placed = new URL(page.url()).searchParams.get('order') ?? '';
    expect(placed).toMatch(/^SO-\d{4}-\d+$/);
    await expect(page.getByRole('main')).toContainText(placed);
    await expectNoAxeViolations(page);

    // Exactly one order for the double click, and the cart is empty again.
    const after = await orderNumbers(page);
    expect(after.filter((order) => !before.includes(order))).toEqual([placed]);
    expect(((await (await page.request.get('/api/cart/count')).json()) as { count: number }).count).toBe(0);
    return placed;
  });

  // The order shows on the overview, and the confirmation mail arrives in the local outbox.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Beställningar' })).toContainText(number);
  const mail = page.getByRole('article', { name: new RegExp(number) }).first();
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(mail).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(mail).toContainText('Röjning');
});

test('a representative sees the services and prices but no order form', async ({ page, loginAs }) => {
  await loginAs(['DelegatedRight']);
  await page.goto('/skogligatjanster/rojning');
  await expect(mainHeading(page)).toHaveText('Röjning');
  await expect(page.getByText('Du kan se tjänster och priser men inte beställa.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lägg i varukorgen' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto('/skogligatjanster');
  await expect(page.getByText('3 400 kr/ha exkl. moms')).toBeVisible();
  await expectNoAxeViolations(page);
});
