import type { Page } from '@playwright/test';
import { inSigningTurn, signOnPhone } from './pages/bankid.page.js';
import { inKarinsCartTurn } from './pages/turns.js';
import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';

/**
 * The association's side: Karin orders soil scarification; Lena (Editor) takes the order from her
 * workspace through "bekräftad" and "inplanerad" to "utförd" with a final price other than the estimate;
 * Johan (Viewer) sees the work list but cannot move anything; Karin follows each step on her order's page,
 * gets the mail and the receipt, and sees Lena's and Johan's reads in "Vem har tittat på mina uppgifter".
 * Then Lena answers, decides and confirms the demo's other errands, and adds free hours.
 */
const DEMO_ORDER = 'SO-2026-001001';

/** The Swedish calendar day `days` from today: a done day may be today at the latest. */
const swedishDayFromNow = (days: number): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
/** Karin's booked thinning walk (the meetings journey books and cancels others). */
const KARINS_BOOKING = /Mötesbokning.*Gallring,/;

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

/** Karin orders soil scarification for a stand of Ekeby 2:7 and signs it; the order's number. */
async function karinOrders(page: Page): Promise<string> {
  await page.goto('/skogligatjanster/markberedning');
  await expect(mainHeading(page)).toHaveText('Markberedning');
  await page.getByRole('combobox', { name: 'Fastighet' }).selectOption({ label: 'Uppsala Ekeby 2:7' });
  await page
    .getByRole('group', { name: /Avdelningar/ })
    .getByRole('checkbox')
    .first()
    .check();
  await page.getByRole('combobox', { name: 'När vill du att arbetet görs?' }).selectOption({ index: 1 });
  return inKarinsCartTurn(async () => {
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
    await page.getByRole('status').getByRole('link', { name: 'Gå till kassan' }).click();
    await expect(mainHeading(page)).toHaveText('Kassa');
    await page.getByRole('checkbox', { name: 'Jag har läst och godkänner villkoren' }).check();
    await inSigningTurn(async () => {
      await page.getByRole('button', { name: 'Skicka beställning' }).click();
      await signOnPhone(page, ['Beställning av skogliga tjänster', 'Markberedning på Uppsala Ekeby 2:7']);
    });
    await expect(mainHeading(page)).toHaveText('Orderbekräftelse');
    return new URL(page.url()).searchParams.get('order') ?? '';
  });
}

test('Karin orders; Lena confirms, schedules and completes it; Johan only looks; Karin follows it to the receipt', async ({
  page,
  loginAs,
}) => {
  test.slow();
  await loginAs(['Member']);
  const order = await karinOrders(page);
  expect(order).toMatch(/^SO-\d{4}-\d+$/);

  await loginAs(['Editor']);
  await enterWorkspace(page);
  const karinsOrder = errands(page)
    .filter({ hasText: 'Markberedning' })
    .filter({ hasText: 'Mottagen' })
    .first();
  await expect(karinsOrder).toContainText('Karin Lindqvist');
  await expectNoAxeViolations(page);
  await karinsOrder.getByRole('link').click();
  await expect(mainHeading(page)).toHaveText(`Beställning ${order}`);
  const sofar = page.getByRole('region', { name: 'Hittills' });
  await expectNoAxeViolations(page);

  // Confirmed: a planned period from today, which Karin reads in weeks, and a word to her.
  await page.getByRole('radio', { name: 'Bekräfta beställningen' }).check();
  await page.getByRole('textbox', { name: /Tidigast/ }).fill(swedishDayFromNow(0));
  await page.getByRole('textbox', { name: /Senast/ }).fill(swedishDayFromNow(21));
  await page
    .getByRole('textbox', { name: /Meddelande till medlemmen/ })
    .fill('Vi kör när tjälen har gått ur.');
  await page.getByRole('button', { name: 'Spara steget' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Klart: bekräfta beställningen' })).toBeFocused();
  await expect(sofar).toContainText(/Planerad tid\s*vecka \d+–\d+ \d{4}/);

  // Scheduled: a day before today is refused (Karin would be told of a start already past); today is taken.
  await page.getByRole('radio', { name: 'Planera in arbetet' }).check();
  await page.getByRole('textbox', { name: /Dag då arbetet börjar/ }).fill(swedishDayFromNow(-7));
  await page.getByRole('textbox', { name: /Vem utför arbetet/ }).fill('Röj & Plant AB');
  await page.getByRole('button', { name: 'Spara steget' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Du behöver rätta följande' })).toContainText(
    'från i dag till tre år fram',
  );
  await page.getByRole('textbox', { name: /Dag då arbetet börjar/ }).fill(swedishDayFromNow(0));
  await page.getByRole('button', { name: 'Spara steget' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Klart: planera in arbetet' })).toBeFocused();
  await expect(sofar).toContainText('Röj & Plant AB');

  // Done, at another price than the estimate: without a reason it is refused in words, with one it is saved.
  await page.getByRole('radio', { name: 'Markera som utförd' }).check();
  await page.getByRole('textbox', { name: /Dag då arbetet blev klart/ }).fill(swedishDayFromNow(0));
  await page
    .getByRole('textbox', { name: /Slutpris exkl. moms/ })
    .first()
    .fill('4 000');
  await page.getByRole('button', { name: 'Spara steget' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Du behöver rätta följande' });
  await expect(summary).toContainText('Medlemmen ser förklaringen');
  await expectNoAxeViolations(page);
  await page
    .getByRole('textbox', { name: /Varför skiljer sig priset/ })
    .fill('Stenig mark i norra delen tog längre tid än beräknat.');
  await page.getByRole('button', { name: 'Spara steget' }).click();
  await expect(page.getByText('Beställningen är avslutad. Inga fler steg att ta.')).toBeVisible();
  await expect(sofar).toContainText('Arbetet är utfört');

  // Johan sees the list and the order, and nothing to change them with.
  await loginAs(['Viewer']);
  await enterWorkspace(page);
  await expect(page.getByText('Du har läsrätt')).toBeVisible();
  await page.goto(`/personal/arenden/order/${order}`);
  await expect(mainHeading(page)).toHaveText(`Beställning ${order}`);
  await expect(page.getByRole('region', { name: 'Hittills' })).toContainText('Arbetet är utfört');
  await expect(page.getByRole('button', { name: 'Spara steget' })).toHaveCount(0);

  // Karin: the timeline with the final figures and the reason, the receipt, the mail, and who looked.
  await loginAs(['Member']);
  await page.goto(`/orderbekraftelse?order=${order}`);
  const timeline = page.getByRole('region', { name: 'Så går beställningen' });
  await expect(timeline).toContainText('Arbetet planerades in');
  await expect(timeline).toContainText('Röj & Plant AB');
  await expect(timeline).toContainText('Arbetet är utfört');
  await expect(timeline).toContainText('Vi kör när tjälen har gått ur.');
  await expect(timeline).toContainText('Stenig mark i norra delen');
  await expectNoAxeViolations(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Aviseringar/ })
    .click();
  const notifications = page.getByRole('banner').getByRole('region', { name: 'Aviseringar' });
  for (const step of ['bekräftad', 'inplanerad', 'utförd']) {
    await expect(notifications).toContainText(`Beställning ${order} är ${step}`);
  }
  const receipt = timeline.getByRole('link', { name: 'Hämta kvittot (PDF)' });
  const pdf = await page.request.get((await receipt.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  await page.goto('/minasidor/atkomstlogg');
  const log = page.getByRole('list', { name: 'Besök i dina uppgifter' });
  // One entry per visit, and a change names the order it changed.
  await expect(
    log
      .getByRole('listitem')
      .filter({ hasText: 'Lena Sjöberg' })
      .filter({ hasText: `Ändrade Beställning ${order}` })
      .first(),
  ).toBeVisible();
  await expect(
    log
      .getByRole('listitem')
      .filter({ hasText: 'Johan Ek' })
      .filter({ hasText: `Beställning ${order}` })
      .first(),
  ).toBeVisible();

  const mail = page.getByRole('article', { name: new RegExp(`Beställning ${order} är utförd`) }).first();
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(mail).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(mail).toContainText('Stenig mark i norra delen');
});

test('Lena answers Maria, decides her plan change and Anna’s application, confirms Karin’s booking and adds free hours', async ({
  page,
  loginAs,
}) => {
  test.slow();
  await loginAs(['Editor']);
  await enterWorkspace(page);
  const status = page.getByRole('status').filter({ hasText: /\S/ });
  const openErrand = async (title: string | RegExp, heading: string) => {
    await page.getByRole('link', { name: 'Ärenden', exact: true }).click();
    await errands(page).filter({ hasText: title }).first().getByRole('link').click();
    await expect(mainHeading(page)).toHaveText(heading);
    await expectNoAxeViolations(page);
  };

  // Maria's message: an empty answer is refused in words; an answer is sent; then it is marked handled.
  await openErrand('Röjning efter gallringen', 'Meddelande: Röjning efter gallringen');
  await page.getByRole('button', { name: 'Skicka svaret' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Du behöver rätta följande' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole('textbox', { name: /Ditt svar till medlemmen/ })
    .fill('Hej Maria! Björkarna klarar sig till hösten; jag tittar på dem i september.');
  await page.getByRole('button', { name: 'Skicka svaret' }).click();
  await expect(status).toContainText('Svaret är skickat');
  await expect(page.getByRole('region', { name: 'Hittills' })).toContainText('Svar från Lena Sjöberg');
  await page.getByRole('button', { name: 'Markera som hanterat' }).click();
  await expect(status).toContainText('Meddelandet är markerat som hanterat.');
  await expect(page.getByRole('button', { name: 'Skicka svaret' })).toHaveCount(0);

  // Maria's request to move a payout: approved, and the plan is changed.
  await openErrand('Flytta en utbetalning', 'Flytta utbetalningen 29 jan. 2027');
  await page.getByRole('radio', { name: 'Godkänn ändringen' }).check();
  await page.getByRole('button', { name: 'Spara beslutet' }).click();
  await expect(status).toContainText('Ändringen är godkänd och betalningsplanen är ändrad.');
  await expect(page.getByRole('region', { name: 'Hittills' })).toContainText('Godkänd av Lena Sjöberg');

  // Anna's application: a refusal needs a reason; she is approved instead, and welcomed by mail.
  await openErrand('Anna Nilsson', 'Medlemsansökan från Anna Nilsson');
  await page.getByRole('radio', { name: 'Avslå ansökan' }).check();
  await page.getByRole('button', { name: 'Spara beslutet' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Du behöver rätta följande' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'Godkänn ansökan' }).check();
  await page.getByRole('button', { name: 'Spara beslutet' }).click();
  await expect(status).toContainText('Ansökan är godkänd.');

  // Karin's booked forest walk: confirmed.
  await openErrand(KARINS_BOOKING, 'Möte om gallring, Karin Lindqvist');
  await page.getByRole('button', { name: 'Bekräfta mötet' }).click();
  await expect(status).toContainText('Mötet är bekräftat.');
  await expectNoAxeViolations(page);

  // Free hours for Anders Nyberg, a working day three weeks ahead.
  await page.getByRole('link', { name: 'Mötestider' }).click();
  await expect(mainHeading(page)).toHaveText('Mötestider');
  await expectNoAxeViolations(page);
  const day = new Date(Date.now() + 21 * 86_400_000);
  day.setDate(day.getDate() + ((8 - day.getDay()) % 7)); // the Monday on or after
  await page.getByRole('textbox', { name: /Dag/ }).fill(day.toISOString().slice(0, 10));
  await page.getByRole('combobox', { name: 'Från klockan' }).selectOption({ label: '13:00' });
  await page.getByRole('combobox', { name: 'Antal timmar' }).selectOption({ label: '2 timmar' });
  await page.getByRole('button', { name: 'Lägg till tiderna' }).click();
  await expect(status).toContainText(/Tiderna .* är lediga\./);
  await expectNoAxeViolations(page);

  // The answer and the welcome reach the outbox.
  for (const subject of ['Svar på meddelandet: Röjning efter gallringen', 'Välkommen som medlem']) {
    await expect(async () => {
      await page.goto('/dev/outbox');
      await expect(page.getByRole('article', { name: new RegExp(subject) }).first()).toBeVisible({
        timeout: 500,
      });
    }).toPass({ timeout: 15_000 });
  }
});

const DEMO_ERRANDS = [
  { title: 'Gallring, Naturvård', heading: `Beställning ${DEMO_ORDER}` },
  { title: 'Röjning efter gallringen', heading: 'Meddelande: Röjning efter gallringen' },
  { title: 'Flytta en utbetalning', heading: 'Flytta utbetalningen 29 jan. 2027' },
  { title: 'Anna Nilsson', heading: 'Medlemsansökan från Anna Nilsson' },
  { title: KARINS_BOOKING, heading: 'Möte om gallring, Karin Lindqvist' },
];

test('the workspace and every kind of errand fit a phone and pass axe there', async ({ page, loginAs }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(['Viewer']);
  await enterWorkspace(page);
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await fits();
  for (const { title, heading } of DEMO_ERRANDS) {
    // Open or already handled by the journey above: either way the errand shows.
    await page.goto('/personal/arenden?state=');
    await errands(page).filter({ hasText: title }).first().getByRole('link').click();
    await expect(mainHeading(page)).toHaveText(heading);
    await expectNoAxeViolations(page);
    await fits();
  }
});
