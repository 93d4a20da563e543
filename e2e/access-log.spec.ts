import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';

/**
 * "Vem har tittat på mina uppgifter": a read of Karin's data by staff shows on her page, with who, in what
 * role and what; the demo's earlier reads by Lena (Editor) and Johan (Viewer) are there too.
 */
test.beforeEach(async ({ answerCookieBanner }) => {
  await answerCookieBanner();
});

const entries = (page: Page) =>
  page.getByRole('list', { name: 'Besök i dina uppgifter' }).getByRole('listitem');
const entry = (page: Page, who: string, what: string) =>
  entries(page).filter({ hasText: who }).filter({ hasText: what }).first();

for (const { screen, use } of [
  { screen: 'a computer', use: { viewport: { width: 1280, height: 720 } } },
  { screen: 'a phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
]) {
  test.describe(`on ${screen}`, () => {
    test.use(use);

    test('Karin sees that Johan, a viewer, has just read her documents, and the demo’s earlier reads', async ({
      page,
      loginAs,
    }) => {
      await loginAs(['Viewer']);
      await page.goto('/minasidor/dokument');
      await expect(mainHeading(page)).toHaveText('Dokument');
      await expect(page.getByRole('heading', { level: 2, name: 'Utfärdade 2026' })).toBeVisible();

      await loginAs(['Member']);
      await page.goto('/minasidor/atkomstlogg');
      await expect(mainHeading(page)).toHaveText('Vem har tittat på mina uppgifter');
      const read = entry(page, 'Johan Ek, personal som tittar', 'Dokument');
      await expect(read).toBeVisible();
      await expect(read).toContainText('Läste');
      await expect(entry(page, 'Lena Sjöberg, personal som kan ändra', 'Betalningsplan')).toBeVisible();
      // Johan's call about a booking was one visit of several reads: one entry naming each page once.
      const call = entry(page, 'Johan Ek, personal som tittar', 'Transaktioner');
      await expect(call).toContainText('Tittade på Sökning efter medlem, Namn och kontaktuppgifter');
      await expect(call.getByText('Transaktioner')).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  });
}
