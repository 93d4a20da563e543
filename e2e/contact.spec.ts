import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';

/** The contact page and the mail it sends, through the real SMTP path to the local dev outbox page. */
test.beforeEach(async ({ answerCookieBanner, loginAs }) => {
  await answerCookieBanner();
  await loginAs(['Member']);
});

test('Karin sends her advisor a message, and the mail arrives on the dev outbox page', async ({ page }) => {
  const subject = `Gallring vid Ekeby ${String(Date.now())}`;
  await page.goto('/kontakt');
  await expect(mainHeading(page)).toHaveText('Kontakta oss');
  const advisor = page.getByRole('article', { name: 'Anders Nyberg' });
  await expect(advisor.getByRole('link', { name: /Ring Anders Nyberg/ })).toHaveAttribute(
    'href',
    'tel:0104561234',
  );
  await expect(advisor.getByRole('link', { name: /Mejla Anders Nyberg/ })).toHaveAttribute(
    'href',
    'mailto:anders.nyberg@example.se',
  );

  // First without a message: the summary says what is missing.
  await page.getByRole('textbox', { name: /^Ämne/ }).fill(subject);
  await page.getByRole('button', { name: 'Skicka meddelandet' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: 'Skriv ditt meddelande.' }).click();
  await expect(page.getByRole('textbox', { name: /^Meddelande/ })).toBeFocused();

  await page
    .getByRole('textbox', { name: /^Meddelande/ })
    .fill('Hej Anders! Kan du titta på granen vid Ekeby innan sommaren?');
  await page.getByRole('button', { name: 'Skicka meddelandet' }).click();
  await expect(page.getByRole('heading', { name: 'Tack, ditt meddelande är skickat' })).toBeFocused();
  // The receipt goes to the address on file (the profile journey, running alongside, may be changing it).
  const receiptLine = page.getByText(
    /^En bekräftelse har skickats till karin\.lindqvist[\w.]*@example\.se\.$/,
  );
  await expect(receiptLine).toBeVisible();
  const receiptAddress = /till (\S+@example\.se)\./.exec((await receiptLine.textContent()) ?? '')?.[1] ?? '';

  // The mail job delivers it over SMTP to the embedded server within moments.
  const toAdvisor = page.getByRole('article', { name: `Meddelande från Karin Lindqvist: ${subject}` });
  const receipt = page.getByRole('article', { name: `Vi har tagit emot ditt meddelande: ${subject}` });
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(toAdvisor).toBeVisible({ timeout: 500 });
    await expect(receipt).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(mainHeading(page)).toHaveText('Utkorg');
  await expect(toAdvisor).toContainText('anders.nyberg@example.se');
  await expect(toAdvisor).toContainText('Kan du titta på granen vid Ekeby');
  await expect(receipt).toContainText(receiptAddress);
  await expectNoAxeViolations(page);
});

for (const { screen, use } of [
  { screen: 'a computer', use: { viewport: { width: 1280, height: 720 } } },
  { screen: 'a phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
]) {
  test.describe(`on ${screen}`, () => {
    test.use(use);

    test('the contact page passes axe, with the advisor, colleagues and district contacts', async ({
      page,
    }) => {
      await page.goto('/kontakt');
      await expect(page.getByRole('article', { name: 'Anders Nyberg' })).toBeVisible();
      await expect(page.getByText('Elin Forsberg')).toBeVisible();
      await expect(page.getByText('Gunilla Ström')).toBeVisible();
      await expectNoAxeViolations(page);
      // With the error summary showing, too.
      await page.getByRole('button', { name: 'Skicka meddelandet' }).click();
      await expect(page.getByRole('alert')).toBeFocused();
      await expectNoAxeViolations(page);
    });
  });
}
