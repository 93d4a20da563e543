import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';

/** Booked meetings: Karin books a meeting with her advisor, adds it to her calendar and cancels it. */
test.beforeEach(async ({ answerCookieBanner, loginAs }) => {
  await answerCookieBanner();
  await loginAs(['Member']);
});

test('Karin books a meeting, sees it as upcoming, downloads it for her calendar and cancels it', async ({
  page,
}) => {
  await page.goto('/minasidor/minabokademoten');
  await expect(mainHeading(page)).toHaveText('Mina bokade möten');
  const upcoming = page.getByRole('region', { name: 'Kommande möten' });
  await expect(upcoming.getByText('Gallring', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Tidigare möten' }).getByText('Föryngring', { exact: true }),
  ).toBeVisible();

  const booking = page.getByRole('region', { name: 'Boka ett möte' });
  await expect(booking.getByText('Anders Nyberg', { exact: true })).toBeVisible();
  await booking.getByRole('group', { name: 'Tid' }).getByRole('radio').first().check();
  await booking.getByRole('radio', { name: 'Skogsbruksplan' }).check();
  await booking.getByRole('radio', { name: 'Video' }).check();
  await booking
    .getByLabel(/^Meddelande till rådgivaren/)
    .fill('Planen går ut nästa år; vad behöver vi göra?');
  await booking.getByRole('button', { name: 'Boka mötet' }).click();

  const confirmation = booking.getByRole('status');
  await expect(confirmation).toContainText('Mötet är bokat');
  const when = /Mötet är bokat (.+) med Anders Nyberg\./.exec((await confirmation.textContent()) ?? '')?.[1];
  expect(when).toBeDefined();
  const booked = upcoming.getByRole('article', { name: when, exact: true });
  await expect(booked).toContainText('Skogsbruksplan');
  await expect(booked).toContainText('Video');
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    booked.getByRole('link', { name: 'Lägg till i kalendern' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('mote.ics');
  const calendar = await readFile(await download.path(), 'utf8');
  expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(calendar).toContain('SUMMARY:Möte med Anders Nyberg (skogsbruksplan)');
  expect(calendar).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  expect(calendar.replace(/\r\n /g, '')).toContain('Planen går ut nästa år\\; vad behöver vi göra?');

  await booked.getByRole('button', { name: 'Avboka' }).click();
  const dialog = page.getByRole('dialog', { name: 'Avboka mötet?' });
  await expect(dialog).toContainText(`Vill du avboka mötet ${when ?? ''} med Anders Nyberg?`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Ja, avboka mötet' }).click();
  await expect(page.getByText(`Mötet ${when ?? ''} är avbokat.`)).toBeVisible();
  await expect(upcoming.getByRole('article', { name: when, exact: true })).toHaveCount(0);
  await expect(upcoming.getByText('Gallring', { exact: true })).toBeVisible();

  // The confirmation and the cancellation reach the outbox.
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(page.getByRole('article', { name: 'Avbokat: möte med Anders Nyberg' }).first()).toBeVisible({
      timeout: 500,
    });
  }).toPass({ timeout: 15_000 });
  // To the address on file, which the profile journey, running alongside, may briefly have changed.
  await expect(
    page.getByRole('article', { name: 'Bekräftelse: möte med Anders Nyberg' }).first(),
  ).toContainText(/karin\.lindqvist[\w.]*@example\.se/);
});

test('a representative (DelegatedRight) sees Karin’s meetings but cannot book or cancel', async ({
  page,
  loginAs,
}) => {
  await loginAs(['DelegatedRight']);
  await page.goto('/minasidor/minabokademoten');
  await expect(
    page.getByRole('region', { name: 'Kommande möten' }).getByText('Gallring', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Du ser mötena med läsrätt och kan inte boka eller avboka.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Avboka' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Boka mötet' })).toHaveCount(0);
});

for (const { screen, use } of [
  { screen: 'a computer', use: { viewport: { width: 1280, height: 720 } } },
  { screen: 'a phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
]) {
  test.describe(`on ${screen}`, () => {
    test.use(use);

    test('the meetings page passes axe, also with the booking form’s errors showing', async ({ page }) => {
      await page.goto('/minasidor/minabokademoten');
      await expect(
        page.getByRole('region', { name: 'Kommande möten' }).getByText('Gallring', { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Boka mötet' })).toBeVisible();
      // Nothing wider than the screen, the day list with its long names included (WCAG 1.4.10).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()?.width ?? 0,
      );
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Boka mötet' }).click();
      const summary = page.getByRole('alert', { name: 'Du behöver rätta följande:' });
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link', { name: 'Välj vad mötet gäller.' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
