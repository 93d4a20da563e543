import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';

/**
 * The association's side: Lena (Editor) takes Karin's order from her workspace through "inplanerad" to
 * "utförd" with a final price other than the estimate; Johan (Viewer) sees the work list but cannot move
 * anything; Karin follows each step on her order's page, gets the mail and the receipt, and sees Lena's and
 * Johan's reads in "Vem har tittat på mina uppgifter". Karin placing an order is the services journey's;
 * this one takes the order the demo has her place and her advisor confirm.
 */
const ORDER = 'SO-2026-001001';

test.beforeEach(async ({ answerCookieBanner }) => {
  await answerCookieBanner();
});

/** Staff choose their workspace on the login selection, as after a BankID login. */
async function enterWorkspace(page: Page): Promise<void> {
  await page.goto('/loggain');
  await page.getByRole('button', { name: 'Till ärendena' }).click();
  await expect(mainHeading(page)).toHaveText('Ärenden');
}

const errands = (page: Page) => page.getByRole('list', { name: 'Ärenden' }).getByRole('listitem');
/** The demo's order: Karin's gallring and naturvård (the services journey may have placed a newer one). */
const karinsOrder = (page: Page) =>
  errands(page).filter({ hasText: 'Karin Lindqvist' }).filter({ hasText: 'Gallring, Naturvård' }).first();

test('Lena schedules and completes Karin’s order; Johan only looks; Karin follows it and gets the receipt', async ({
  page,
  loginAs,
}) => {
  test.slow();
  await loginAs(['Editor']);
  await enterWorkspace(page);
  await expect(karinsOrder(page)).toContainText('Bekräftad av rådgivaren');
  await expectNoAxeViolations(page);
  await karinsOrder(page).getByRole('link').click();
  await expect(mainHeading(page)).toHaveText(`Beställning ${ORDER}`);
  const sofar = page.getByRole('region', { name: 'Hittills' });
  await expect(sofar).toContainText('Rådgivaren bekräftade');
  await expect(sofar).toContainText('vecka 2–4 2027');
  await expectNoAxeViolations(page);

  // Scheduled: a day and a contractor.
  await page.getByRole('radio', { name: 'Planera in arbetet' }).check();
  await page.getByRole('textbox', { name: /Dag då arbetet börjar/ }).fill('2027-01-12');
  await page.getByRole('textbox', { name: /Vem utför arbetet/ }).fill('Röj & Plant AB');
  await page.getByRole('button', { name: 'Spara steget' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Klart: planera in arbetet' })).toBeFocused();
  await expect(sofar).toContainText('Röj & Plant AB');

  // Done, at another price than the estimate: without a reason it is refused in words, with one it is saved.
  await page.getByRole('radio', { name: 'Markera som utförd' }).check();
  await page.getByRole('textbox', { name: /Dag då arbetet blev klart/ }).fill('2027-01-20');
  const prices = page.getByRole('textbox', { name: /Slutpris exkl. moms/ });
  await prices.first().fill('4 000');
  await page.getByRole('button', { name: 'Spara steget' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Du behöver rätta följande' });
  await expect(summary).toContainText('Medlemmen ser förklaringen');
  await expectNoAxeViolations(page);
  await page
    .getByRole('textbox', { name: /Varför skiljer sig priset/ })
    .fill('Gallringen gav mer virke än beräknat, så värderingen tog längre tid.');
  await page.getByRole('button', { name: 'Spara steget' }).click();
  await expect(page.getByText('Beställningen är avslutad. Inga fler steg att ta.')).toBeVisible();
  await expect(sofar).toContainText('Arbetet är utfört');

  // Johan sees the list and the order, and nothing to change them with.
  await loginAs(['Viewer']);
  await enterWorkspace(page);
  await expect(page.getByText('Du har läsrätt')).toBeVisible();
  await page.getByRole('combobox', { name: 'Läge' }).selectOption({ label: 'Alla' });
  await page.getByRole('button', { name: 'Visa', exact: true }).click();
  await expect(karinsOrder(page)).toContainText('Utförd');
  await karinsOrder(page).getByRole('link').click();
  await expect(mainHeading(page)).toHaveText(`Beställning ${ORDER}`);
  await expect(page.getByRole('button', { name: 'Spara steget' })).toHaveCount(0);

  // Karin: the timeline with the final figures and the reason, the receipt, the mail, and who looked.
  await loginAs(['Member']);
  await page.goto(`/orderbekraftelse?order=${ORDER}`);
  const timeline = page.getByRole('region', { name: 'Så går beställningen' });
  await expect(timeline).toContainText('Arbetet planerades in');
  await expect(timeline).toContainText('Röj & Plant AB');
  await expect(timeline).toContainText('Arbetet är utfört');
  await expect(timeline).toContainText('Gallringen gav mer virke än beräknat');
  await expectNoAxeViolations(page);
  const receipt = timeline.getByRole('link', { name: 'Hämta kvittot (PDF)' });
  const pdf = await page.request.get((await receipt.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  await page.goto('/minasidor/atkomstlogg');
  const log = page.getByRole('list', { name: 'Besök i dina uppgifter' });
  await expect(
    log
      .getByRole('listitem')
      .filter({ hasText: 'Lena Sjöberg' })
      .filter({ hasText: 'Beställningar' })
      .first(),
  ).toContainText('Ändrade');
  await expect(
    log.getByRole('listitem').filter({ hasText: 'Johan Ek' }).filter({ hasText: 'Beställningar' }).first(),
  ).toBeVisible();

  const mail = page.getByRole('article', { name: new RegExp(`Din beställning ${ORDER} är utförd`) }).first();
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(mail).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(mail).toContainText('Gallringen gav mer virke än beräknat');
});

test('the workspace fits a phone and passes axe there', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(['Viewer']);
  await enterWorkspace(page);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('combobox', { name: 'Läge' }).selectOption({ label: 'Alla' });
  await page.getByRole('button', { name: 'Visa', exact: true }).click();
  await karinsOrder(page).getByRole('link').click();
  await expect(mainHeading(page)).toHaveText(`Beställning ${ORDER}`);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
