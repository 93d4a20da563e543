import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';

/**
 * Mina uppgifter and the My pages hub, as Karin (member) and her representative see them. Karin's e-mail
 * address ends the journey as it began, for the journeys that mail her.
 */
test.beforeEach(async ({ answerCookieBanner }) => {
  await answerCookieBanner();
});

test('Karin corrects a bad e-mail address, saves a new one, and finds it saved after a reload', async ({
  page,
  loginAs,
}) => {
  await loginAs(['Member']);
  await page.goto('/minasidor/minauppgifter');
  await expect(mainHeading(page)).toHaveText('Mina uppgifter');
  const contact = page.getByRole('region', { name: 'Kontaktuppgifter' });
  await expect(contact).toContainText('karin.lindqvist@example.se');

  await contact.getByRole('button', { name: 'Ändra kontaktuppgifter' }).click();
  await expect(page.getByRole('heading', { name: 'Ändra kontaktuppgifter' })).toBeFocused();
  const email = page.getByRole('textbox', { name: 'E-post' });
  const phone = page.getByRole('textbox', { name: /^Telefon/ });
  const newPhone = `070-${String(100 + (Date.now() % 900))} 45 67`;
  await email.fill('karin.lindqvist@example');
  await phone.fill(newPhone);
  await page.getByRole('button', { name: 'Spara' }).click();

  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: 'Skriv e-postadressen som namn@exempel.se.' }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await email.fill('karin.lindqvist.skog@example.se');
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Dina kontaktuppgifter är sparade.')).toBeFocused();

  await page.reload();
  await expect(contact).toContainText(newPhone);
  await expect(contact).toContainText('karin.lindqvist.skog@example.se');

  await contact.getByRole('button', { name: 'Ändra kontaktuppgifter' }).click();
  await email.fill('karin.lindqvist@example.se');
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Dina kontaktuppgifter är sparade.')).toBeFocused();
  await expect(contact).toContainText('karin.lindqvist@example.se');
  await expect(contact.getByText('Namnet hämtas från folkbokföringen')).toBeVisible();
});

test('a representative sees Karin’s details but no way to change them', async ({ page, loginAs }) => {
  await loginAs(['DelegatedRight']);
  await page.goto('/minasidor/minauppgifter');
  const contact = page.getByRole('region', { name: 'Kontaktuppgifter' });
  await expect(contact).toContainText('Karin Lindqvist');
  await expect(contact).toContainText('ombud med läsrätt');
  await expect(page.getByRole('button', { name: 'Ändra kontaktuppgifter' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

for (const { screen, use } of [
  { screen: 'a computer', use: { viewport: { width: 1280, height: 720 } } },
  { screen: 'a phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
]) {
  test.describe(`on ${screen}`, () => {
    test.use(use);

    test('the profile shows businesses, estates, co-owners and member capital, and passes axe', async ({
      page,
      loginAs,
    }) => {
      await loginAs(['Member']);
      await page.goto('/minasidor/minauppgifter');
      const businesses = page.getByRole('region', { name: 'Mina verksamheter' });
      await expect(businesses.getByRole('heading', { name: 'Uppsala Ekeby 2:7' })).toBeVisible();
      await expect(businesses).toContainText('103,0 ha totalt, varav 91,9 ha produktiv skogsmark');
      const coOwners = page.getByRole('table', { name: 'Delägare i Lindqvists skog i Ekeby' });
      await expect(coOwners).toContainText('Gunnar Lindqvist');
      await expect(coOwners).toContainText('Ställföreträdare');
      const capital = page.getByRole('region', { name: 'Insatskapital' });
      await expect(
        capital.getByRole('progressbar', { name: 'Inbetalt av insatsskyldigheten' }),
      ).toBeVisible();
      await expect(capital).toContainText(/22\s143,00\skr av 28\s470,00\skr/);
      await expectNoAxeViolations(page);
    });

    test('My pages links to every personal page and passes axe', async ({ page, loginAs }) => {
      await loginAs(['Member']);
      await page.goto('/minasidor');
      await expect(mainHeading(page)).toHaveText('Mina sidor');
      const forest = page.getByRole('navigation', { name: 'Skog och ekonomi' });
      await expect(forest.getByRole('link')).toHaveCount(4);
      await page
        .getByRole('navigation', { name: 'Du och föreningen' })
        .getByRole('link', { name: /Mina uppgifter/ })
        .click();
      await expect(mainHeading(page)).toHaveText('Mina uppgifter');
      await page.goBack();
      await expect(mainHeading(page)).toHaveText('Mina sidor');
      await expectNoAxeViolations(page);
    });
  });
}
