import type { Page } from '@playwright/test';
import type { GivenMandate } from '#contracts/mandates';
import { PERSONAS } from '../server/src/db/seed/personas.js';
import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';
import { inSigningTurn, logInWithQr, signingDialog, signOnPhone } from './pages/bankid.page.js';

/**
 * Mandates (fullmakter): Karin gives Lena a read-only mandate by personal number, Lena logs in with BankID
 * and acts for Karin, Karin removes it and it is gone at once. Lena is staff, whom the other journeys only
 * ever use as staff, so her extra login option disturbs none of them.
 */
const LENA = PERSONAS.editor;
const LENAS_NAME = `${LENA.givenName} ${LENA.surname}`;
/** As people write it: ten digits with a dash. */
const LENAS_NUMBER = `${LENA.personalNumber.slice(2, 8)}-${LENA.personalNumber.slice(8)}`;
const WRONG_CHECK_DIGIT = `${LENAS_NUMBER.slice(0, -1)}${String((Number(LENAS_NUMBER.slice(-1)) + 1) % 10)}`;
const MANDATES = '/minasidor/minafullmakter';

test.beforeEach(async ({ answerCookieBanner }) => {
  await answerCookieBanner();
});

async function logInAsKarin(page: Page): Promise<void> {
  await logInWithQr(page, 'member');
  await page.getByRole('button', { name: 'Företräd Karin Lindqvist' }).click();
  await expect(mainHeading(page)).toHaveText('Översikt');
}

/** A journey that stopped half-way leaves no mandate for the next run. */
async function removeLeftoverMandates(page: Page): Promise<void> {
  const response = await page.request.get('/api/Ir/DelegatedRights');
  const given = response.status() === 200 ? ((await response.json()) as GivenMandate[]) : [];
  for (const mandate of given.filter((m) => m.holderName === LENAS_NAME && m.status === 'active')) {
    await page.request.post('/api/Ir/RemoveRight', {
      data: { stakeholderRightId: mandate.stakeholderRightId },
    });
  }
}

test('Karin gives a mandate by personal number, the holder acts for her read-only, and removal ends it', async ({
  page,
  browser,
}) => {
  await logInAsKarin(page);
  await removeLeftoverMandates(page);
  await page.goto(MANDATES);
  await expect(mainHeading(page)).toHaveText('Mina fullmakter');
  await expect(page.getByRole('article', { name: 'Ombud: Maria Lindqvist' })).toBeVisible();
  // As it reads on screen: a space before the hidden name, which a flex box would drop.
  const documentLink = page.getByRole('link', { name: 'Öppna fullmakten för Maria Lindqvist (pdf)' });
  expect(await documentLink.evaluate((link) => (link as HTMLElement).innerText)).toMatch(
    /^Öppna fullmakten [\s\S]*\(pdf\)$/,
  );
  await expectNoAxeViolations(page);

  // A wrong check digit gets a friendly message and no lookup.
  await page.getByRole('button', { name: 'Ge en fullmakt' }).click();
  const number = page.getByLabel(/^Ombudets personnummer/);
  await number.fill(WRONG_CHECK_DIGIT);
  await page.getByRole('button', { name: 'Sök person' }).click();
  await expect(page.getByText(/^Kontrollera personnumret/)).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await number.fill(LENAS_NUMBER);
  await page.getByRole('button', { name: 'Sök person' }).click();
  await expect(page.getByText(`Du ger fullmakt till ${LENAS_NAME}`)).toBeFocused();
  await expect(page.getByRole('checkbox')).toHaveCount(2);
  await expectNoAxeViolations(page);
  // Given once signed with BankID: the app shows whom, what and how long, with the number masked.
  await inSigningTurn(async () => {
    await page.getByRole('button', { name: 'Ge fullmakt' }).click();
    await expect(signingDialog(page)).toContainText('Fullmakt');
    await expectNoAxeViolations(page);
    await signOnPhone(page, [
      `Till: ${LENAS_NAME} (${LENA.personalNumber.slice(0, 8)}-XXXX)`,
      'Behörighet: endast läsa, inga ändringar',
      'Giltig: tills jag återkallar den',
    ]);
  });
  await expect(page.getByRole('status')).toHaveText(`Klart! ${LENAS_NAME} har nu fullmakt med läsrätt.`);
  const card = page.getByRole('article', { name: `Ombud: ${LENAS_NAME}` }).filter({ hasText: 'Aktiv' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Signerad med BankID');
  // The personal number went to the API only, never into the page's address.
  expect(page.url()).not.toMatch(/\d{6}/);
  // Karin is told of the mandate given in her name, whatever her notification settings.
  await page.reload();
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /^Aviseringar/ }).click();
  const notices = header.getByRole('region', { name: 'Aviseringar' });
  await expect(
    notices.getByRole('link', { name: /En fullmakt har getts i ditt namn/ }).first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Lena logs in with BankID in her own browser and acts for Karin, read-only.
  const lenasContext = await browser.newContext();
  await lenasContext.addCookies([{ name: 'cookieAccept', value: 'yes', url: new URL(page.url()).origin }]);
  const lena = await lenasContext.newPage();
  await logInWithQr(lena, 'editor');
  await expect(lena).toHaveURL(/\/loggain$/);
  await lena.getByRole('button', { name: 'Företräd Karin Lindqvist' }).click();
  await expect(mainHeading(lena)).toHaveText('Översikt');
  await expect(lena.getByText('Du är inloggad som ombud', { exact: false })).toBeVisible();

  // Karin removes it, after confirming.
  await card.getByRole('button', { name: `Ta bort fullmakten för ${LENAS_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Ta bort fullmakten?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Ja, ta bort fullmakten' }).click();
  await expect(page.getByRole('status')).toHaveText(`Fullmakten för ${LENAS_NAME} är borttagen.`);
  await expect(
    page.getByRole('article', { name: `Ombud: ${LENAS_NAME}` }).filter({ hasText: 'Aktiv' }),
  ).toHaveCount(0);

  // Lena's running session ends at its next request, and the option is gone when she logs in again.
  await lena.reload();
  await expect(lena).toHaveURL(/\/login$/, { timeout: 10_000 });
  await logInWithQr(lena, 'editor');
  await expect(lena).toHaveURL(/\/loggain$/);
  await expect(lena.getByLabel('Medlemsnummer')).toBeVisible();
  await expect(lena.getByRole('button', { name: 'Företräd Karin Lindqvist' })).toHaveCount(0);
  await lenasContext.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the mandates and the form pass axe', async ({ page, loginAs }) => {
    await loginAs(['Member']);
    await page.goto(MANDATES);
    await expect(page.getByRole('article', { name: 'Ombud: Maria Lindqvist' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Ge en fullmakt' }).click();
    await expect(page.getByLabel(/^Ombudets personnummer/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
