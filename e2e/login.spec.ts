import { PERSONAS } from '../server/src/db/seed/personas.js';
import { expect, expectNoAxeViolations, mainHeading, pressTo, test } from './fixtures.js';
import { bankIdPhone, loginPage, logInWithQr } from './pages/bankid.page.js';

/** Logging in with BankID against the simulator the portal serves, as members, staff and strangers do. */
test.beforeEach(async ({ answerCookieBanner }) => {
  await answerCookieBanner();
});

test('log in by QR code: the phone scans the animated code, then approves', async ({ page }) => {
  const login = loginPage(page);
  await page.goto('/login');
  await expectNoAxeViolations(page);
  await login.start.click();
  await expect(login.qrCode).toBeVisible();
  await expect(page.getByText('Starta BankID-appen.', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The phone reads the newest frame on the screen, which the simulator checks as BankID does.
  const orderRef = await login.scanWithPhone();
  await expect(
    page.getByText('Skriv in din säkerhetskod i BankID-appen och välj Identifiera eller Skriv under.'),
  ).toBeVisible({ timeout: 8_000 });
  await expect(login.qrCode).toBeHidden();

  await bankIdPhone(page.request).approve(orderRef, 'supplier');
  await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
  await expect(mainHeading(page)).toHaveText('Översikt');
});

test('log in on the same device: the BankID app opens, approves and sends the browser back', async ({
  page,
}) => {
  const login = loginPage(page);
  await page.goto('/login');
  await login.sameDevice.click();
  // In the demo the "app" is the simulator's page; it opens from the autostart link.
  await expect(page).toHaveURL(/\/bankid-simulator\/app\?autostarttoken=/);
  await page
    .getByLabel('Identifiera dig som')
    .selectOption({ label: `Sven Berglund: ${PERSONAS.supplier.description}` });
  await page.getByRole('button', { name: 'Identifiera', exact: true }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(mainHeading(page)).toHaveText('Översikt');
});

test('cancel, then try again after the phone cancelled too', async ({ page }) => {
  const login = loginPage(page);
  const phone = bankIdPhone(page.request);
  await page.goto('/login');
  await login.start.click();
  await expect(login.qrCode).toBeVisible();
  await login.cancel.click();
  await expect(login.qrCode).toBeHidden();
  await expect(login.start).toBeEnabled();

  await login.start.click();
  await phone.cancel(await login.scanWithPhone());
  await expect(page.getByText('Åtgärden avbröts.', { exact: true })).toBeVisible({ timeout: 8_000 });
  await expectNoAxeViolations(page);

  await login.tryAgain.click();
  await phone.approve(await login.scanWithPhone(), 'supplier');
  await expect(mainHeading(page)).toHaveText('Översikt', { timeout: 8_000 });
});

test('a failed order shows what BankID says, passes axe, and can be tried again', async ({ page }) => {
  const login = loginPage(page);
  await page.goto('/login');
  await login.start.click();
  await bankIdPhone(page.request).fail(await login.scanWithPhone(), 'expiredTransaction');
  await expect(page.getByRole('alert')).toHaveText(
    'BankID-appen svarar inte. Kontrollera att den är startad och att du har internetanslutning. Försök sedan igen.',
    { timeout: 8_000 },
  );
  await expectNoAxeViolations(page);
  await login.tryAgain.click();
  await expect(login.qrCode).toBeVisible();
});

test('back from the BankID app without an answer: "Öppna BankID" again or cancel, and axe', async ({
  page,
}) => {
  const login = loginPage(page);
  await page.goto('/login');
  await login.sameDevice.click();
  await expect(page).toHaveURL(/\/bankid-simulator\/app\?autostarttoken=/);
  await page.goBack();
  const openApp = page.getByRole('link', { name: 'Öppna BankID', exact: true });
  await expect(openApp).toBeVisible();
  await expect(openApp).toHaveAttribute('href', /autostarttoken=/);
  await expect(login.cancel).toBeVisible();
  await expectNoAxeViolations(page);
  await login.cancel.click();
  await expect(login.start).toBeEnabled();
});

test('keyboard only: start, the QR code, cancel, try again, then BankID on this device', async ({ page }) => {
  const login = loginPage(page);
  const phone = bankIdPhone(page.request);
  await page.goto('/login');
  await expect(login.start).toBeEnabled();
  await pressTo(page, page.getByRole('link', { name: 'Hoppa till huvudinnehållet' }));
  await pressTo(page, page.getByRole('link', { name: 'Skogsportalen, till startsidan' }));
  await pressTo(page, page.getByRole('banner').getByRole('link', { name: 'Logga in' }));
  await pressTo(page, page.getByRole('link', { name: /simulerade BankID-appen/ }));
  await pressTo(page, login.start);

  // The QR code replaces the start; the next stop is "Avbryt", which leads back to the start.
  await page.keyboard.press('Enter');
  await expect(login.qrCode).toBeVisible();
  await pressTo(page, login.cancel);
  await page.keyboard.press('Enter');
  await expect(login.qrCode).toBeHidden();
  await pressTo(page, login.start);

  // The phone cancels: the message, then "Försök igen" with the keyboard.
  await page.keyboard.press('Enter');
  await phone.cancel(await login.scanWithPhone());
  await expect(page.getByText('Åtgärden avbröts.', { exact: true })).toBeVisible({ timeout: 8_000 });
  await pressTo(page, login.tryAgain);
  await page.keyboard.press('Enter');
  await expect(login.qrCode).toBeVisible();

  // The other way: BankID on this device, whose app (the simulator's page) is used by keyboard too.
  await pressTo(page, login.cancel);
  await pressTo(page, login.sameDevice);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bankid-simulator\/app\?autostarttoken=/);
  await pressTo(page, page.getByRole('link', { name: 'Visa alla beställningar' }));
  const persona = page.getByLabel('Identifiera dig som');
  await pressTo(page, persona);
  await expect(persona).toHaveValue(PERSONAS.member.personalNumber);
  await pressTo(page, page.getByLabel(/Eller annat personnummer/));
  await pressTo(page, page.getByRole('button', { name: 'Identifiera', exact: true }));
  await page.keyboard.press('Enter');

  // Back in the portal, Karin chooses herself.
  await expect(page).toHaveURL(/\/loggain$/, { timeout: 10_000 });
  await expect(mainHeading(page)).toBeFocused();
  // Her choices load after the heading; she tabs once she sees them.
  const karin = page.getByRole('button', { name: 'Företräd Karin Lindqvist' });
  await expect(karin).toBeVisible();
  await pressTo(page, karin);
  await page.keyboard.press('Enter');
  await expect(mainHeading(page)).toHaveText('Översikt');
  await expect(mainHeading(page)).toBeFocused();
});

test('a member chooses to act for her company, and can switch back', async ({ page }) => {
  await logInWithQr(page, 'member');
  await expect(page).toHaveURL(/\/loggain$/);
  await expect(mainHeading(page)).toHaveText('Vem vill du företräda?');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Företräd Lindqvist Skog AB' }).click();
  await expect(mainHeading(page)).toHaveText('Översikt');

  await page.getByRole('button', { name: 'Mina sidor' }).click();
  const menu = page.getByRole('region', { name: 'Mina sidor, meny' });
  await expect(menu).toContainText('Företräder');
  await expect(menu).toContainText('Lindqvist Skog AB');
  await menu.getByRole('link', { name: 'Byt vem du företräder' }).click();
  await expect(page.getByText('Du företräder nu')).toBeVisible();
  await page.getByRole('button', { name: 'Företräd Karin Lindqvist' }).click();
  await expect(mainHeading(page)).toHaveText('Översikt');
});

test('a representative chooses the mandate: read-only banner, no cart, no checkout', async ({ page }) => {
  await logInWithQr(page, 'delegate');
  await expect(page).toHaveURL(/\/loggain$/);
  const banner = page.getByText('Du är inloggad som ombud', { exact: false });
  await expect(banner).toBeHidden();
  await page.getByRole('button', { name: 'Företräd Karin Lindqvist' }).click();
  await expect(mainHeading(page)).toHaveText('Översikt');
  await expect(banner).toBeVisible();
  await expect(page.getByRole('button', { name: 'Varukorg' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/kassa');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test('a member sees the cart that a representative does not', async ({ page }) => {
  await logInWithQr(page, 'member');
  await page.getByRole('button', { name: 'Företräd Karin Lindqvist' }).click();
  await expect(page.getByRole('button', { name: 'Varukorg' })).toBeVisible();
  await expect(page.getByText('Du är inloggad som ombud', { exact: false })).toBeHidden();
});

test('a potential member is kept on the registration form until logging out', async ({ page }) => {
  await logInWithQr(page, 'potential');
  await expect(page).toHaveURL(/\/registrering$/);
  await expect(mainHeading(page)).toHaveText('Bli medlem');
  await expect(page.getByLabel(/Förnamn/)).toHaveValue('Erik');
  // Sending it unfilled moves focus to the summary of what to correct (in a real browser, not only jsdom).
  await page.getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Du behöver rätta följande:' })).toBeFocused();
  await expectNoAxeViolations(page);
  for (const path of ['/', '/support', '/minasidor/ekonomi']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/registrering$/);
  }
  // The form's plain header still lets him leave.
  await page.getByRole('banner').getByRole('link', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(mainHeading(page)).toHaveText('Logga in');
});

test('staff look a member up and view them; a wrong number is explained; each state passes axe', async ({
  page,
}) => {
  await logInWithQr(page, 'viewer');
  await expect(page).toHaveURL(/\/loggain$/);
  const number = page.getByLabel('Medlemsnummer');
  await number.fill('1002');
  await page.getByRole('button', { name: 'Sök' }).click();
  await expect(page.getByText('Skriv medlemsnumret med sex siffror, till exempel 100245.')).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await number.fill('999999');
  await page.getByRole('button', { name: 'Sök' }).click();
  await expect(
    page.getByText('Vi hittar ingen medlem med det numret. Kontrollera numret och försök igen.'),
  ).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await number.fill('100245');
  await page.getByRole('button', { name: 'Sök' }).click();
  await expect(page.getByRole('button', { name: 'Visa Karin Lindqvist' })).toBeVisible();
  await expect(number).not.toHaveAttribute('aria-invalid');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Visa Karin Lindqvist' }).click();
  await expect(mainHeading(page)).toHaveText('Översikt');
  await expect(page.getByRole('button', { name: 'Varukorg' })).toHaveCount(0);
});

test('someone the association does not know lands on the member-missing page', async ({ page }) => {
  await logInWithQr(page, 'stranger');
  await expect(page).toHaveURL(/\/medlemsaknas$/);
  await expect(mainHeading(page)).toHaveText('Vi hittar inget medlemskap');
  expect((await page.request.get('/api/auth/profile')).status()).toBe(204);
});

test('logging out ends the session on the server and returns to the login page', async ({ page }) => {
  await logInWithQr(page, 'supplier');
  await expect(mainHeading(page)).toHaveText('Översikt');
  await page.getByRole('button', { name: 'Mina sidor' }).click();
  await page.getByRole('link', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/auth/profile')).status()).toBe(204);
  await page.goto('/minasidor');
  await expect(page).toHaveURL(/\/login$/);
});

test('a page asked for before logging in opens after it', async ({ page }) => {
  const login = loginPage(page);
  await page.goto('/minasidor/ekonomi');
  await expect(page).toHaveURL(/\/login$/);
  await login.start.click();
  await bankIdPhone(page.request).approve(await login.scanWithPhone(), 'supplier');
  await expect(page).toHaveURL(/\/minasidor\/ekonomi$/, { timeout: 8_000 });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('BankID on this device comes first; the QR code is the other way; both pass axe', async ({ page }) => {
    const login = loginPage(page);
    await page.goto('/login');
    await expect(page.getByText('BankID-appen öppnas på den här enheten.')).toBeVisible();
    await expect(login.start).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Öppna BankID på en annan enhet istället' }).click();
    await expect(login.qrCode).toBeVisible();
    await expectNoAxeViolations(page);
    await login.cancel.click();
    await expect(login.qrCode).toBeHidden();
  });

  test('the registration form with its error summary passes axe', async ({ page, loginAs }) => {
    await loginAs(['Potential']);
    await page.goto('/registrering');
    await page.getByRole('button', { name: 'Skicka ansökan' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Du behöver rätta följande:' })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('the staff lookup with a wrong number passes axe', async ({ page, loginAs }) => {
    await loginAs(['Viewer']);
    await page.goto('/loggain');
    await page.getByLabel('Medlemsnummer').fill('abc');
    await page.getByRole('button', { name: 'Sök' }).click();
    await expect(page.getByText('Skriv medlemsnumret med sex siffror, till exempel 100245.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
