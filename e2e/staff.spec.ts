import type { Page } from '@playwright/test';
import { PERSONAS } from '../server/src/db/seed/personas.js';
import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';
import { logInWithQr } from './pages/bankid.page.js';

/**
 * Staff acting for a member: they find the member by name or personal number, a banner on every page says
 * whose data it is and whether they may change it, and it takes them back to the search.
 */
test.beforeEach(async ({ answerCookieBanner }) => {
  await answerCookieBanner();
});

const KARIN = PERSONAS.member;
const searchField = (page: Page) =>
  page.getByLabel('Medlemsnummer, personnummer, namn eller fastighetsbeteckning');

async function searchFor(page: Page, query: string): Promise<void> {
  await searchField(page).fill(query);
  await page.getByRole('button', { name: 'Sök', exact: true }).click();
}

const results = (page: Page) => page.getByRole('list', { name: 'Medlemmar som matchar sökningen' });
const banner = (page: Page) =>
  page.getByText(`Du företräder Karin Lindqvist (medlemsnummer ${KARIN.stakeholderId}) som personal.`);

test('Lena, an editor, finds Karin by name, sees whom she serves on every page and goes back to the search', async ({
  page,
}) => {
  await logInWithQr(page, 'editor');
  await expect(page).toHaveURL(/\/loggain$/);
  await searchFor(page, 'lindqv');
  await expect(page.getByRole('status').filter({ hasText: /medlemmar matchar sökningen/ })).toBeVisible();
  await expect(results(page)).toContainText('Maria Lindqvist');
  await expect(results(page)).toContainText('Lindqvist Skog AB');
  await expectNoAxeViolations(page);
  await results(page).getByRole('button', { name: 'Hjälp Karin Lindqvist (kan ändra)' }).click();

  await expect(mainHeading(page)).toHaveText('Översikt');
  const mayChange = 'Du har ändringsbehörighet och kan ändra och beställa åt medlemmen.';
  await expect(banner(page)).toBeVisible();
  await expect(page.getByText(mayChange)).toBeVisible();
  // The banner says whose overview it is; the old line above the overview is gone.
  await expect(page.getByText('Du ser översikten för')).toHaveCount(0);
  await expectNoAxeViolations(page);
  for (const [path, heading] of [
    ['/minasidor/ekonomi', 'Ekonomi'],
    ['/minasidor/verksamheter', 'Mina verksamheter'],
  ] as const) {
    await page.goto(path);
    await expect(mainHeading(page)).toHaveText(heading);
    await expect(banner(page)).toBeVisible();
    await expect(page.getByText(mayChange)).toBeVisible();
  }

  await page.getByRole('link', { name: 'Sök en annan medlem' }).click();
  await expect(page).toHaveURL(/\/loggain#medlemssok$/);
  await expect(searchField(page)).toBeFocused();
  await searchFor(page, 'viggeby 4');
  await expect(results(page).getByRole('listitem')).toHaveCount(1);
  await expect(results(page)).toContainText('Uppsala Viggeby 4:3');
  await expect(results(page)).toContainText('Du företräder nu');
});

test('Johan, a viewer, finds Karin by personal number and reads that he may only view', async ({ page }) => {
  await logInWithQr(page, 'viewer');
  await expect(page).toHaveURL(/\/loggain$/);
  const number = KARIN.personalNumber;
  await searchFor(page, `${number.slice(2, 8)}-${number.slice(8)}`);
  await expect(results(page).getByRole('listitem')).toHaveCount(1);
  await expect(results(page).getByRole('button', { name: /^Hjälp/ })).toHaveCount(0);
  await results(page).getByRole('button', { name: 'Visa Karin Lindqvist' }).click();

  await expect(mainHeading(page)).toHaveText('Översikt');
  await expect(banner(page)).toBeVisible();
  await expect(page.getByText('Du har läsbehörighet och kan inte ändra eller beställa något.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the staff banner fits the screen and passes axe', async ({ page, loginAs }) => {
    await loginAs(['Viewer']);
    await page.goto('/minasidor/verksamheter');
    await expect(banner(page)).toBeVisible();
    const link = page.getByRole('link', { name: 'Sök en annan medlem' });
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});
