import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { PORTAL_URL } from './harness/ports.js';
import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';
import {
  cameraPhoto,
  fillBarkBeetleObservation,
  loseFirstObservationAnswer,
  karinsForest,
  keptOnDevice,
  observationsOnServer,
  pointWellInside,
  standingIn,
  toWgs84,
  turnOnOfflineUse,
  workerInControl,
} from './pages/forest.page.js';

/**
 * The portal as an app on the home screen: installable, and with "Använd i skogen utan täckning" on, the
 * estates, the map and observations without coverage; what the device keeps is erased on logout, when the
 * session ends and when the choice is turned off (docs/offline.md).
 */
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ answerCookieBanner }) => {
  await answerCookieBanner();
});

/** A page of its own for someone else at the same time: Lena at the association, or Karin's neighbour. */
async function pageOf(
  browser: Browser,
  session: { roles: ['Editor'] } | { roles: ['Member']; member: 'neighbour' },
): Promise<Page> {
  const context = await browser.newContext({ baseURL: PORTAL_URL, serviceWorkers: 'block' });
  await context.addCookies([{ name: 'cookieAccept', value: 'yes', url: PORTAL_URL }]);
  const page = await context.newPage();
  expect((await page.request.post('/__e2e/session', { data: session })).status()).toBe(204);
  return page;
}

// A browser context is incognito, where nothing installs: this test opens a profile of its own.
test('Chromium finds nothing that keeps the portal from being installed', async ({
  browserName,
}, testInfo) => {
  expect(browserName).toBe('chromium');
  const { use } = testInfo.project;
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'installable-')), {
    executablePath: use.launchOptions?.executablePath,
    args: use.launchOptions?.args,
    baseURL: use.baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await workerInControl(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as object;
    expect(manifest).toMatchObject({ name: 'Skogsportalen', display: 'standalone', start_url: '/' });
  } finally {
    await context.close();
  }
});

test('In the forest without coverage: Karin finds her stand, reports a bark beetle; Lena confirms it, the neighbour is warned, and logging out leaves nothing', async ({
  page,
  context,
  browser,
  loginAs,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(['Member']);
  const { ekeby, stand } = await karinsForest(page);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ ...toWgs84(pointWellInside(stand)), accuracy: 8 });
  await page.goto('/minasidor/minauppgifter');
  await workerInControl(page);
  await turnOnOfflineUse(page);
  await expectNoAxeViolations(page);
  expect(await keptOnDevice(page)).toEqual(
    expect.arrayContaining(['skogsportalen-offline-data', 'skogsportalen-device']),
  );

  // No coverage: the estates page and the map come from the phone.
  await context.setOffline(true);
  await page.goto('/minasidor/verksamheter');
  const estate = page.getByRole('article', { name: ekeby.designation });
  await expect(
    page.getByText('Du är utan täckning. Du ser det som senast hämtades till den här enheten.'),
  ).toBeVisible();
  await estate.getByText(/^Visa alla avdelningar \(\d+\)$/).click();
  const standRow = estate
    .getByRole('region', { name: `Avdelningar på ${ekeby.designation}` })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(stand.number), exact: true }) });
  await expect(standRow).toContainText(stand.nextActionText ?? '');
  await expectNoAxeViolations(page);

  await page.goto('/kartvy');
  await expect(mainHeading(page)).toHaveText('Kartvy');
  await page.getByRole('button', { name: 'Visa var jag är' }).click();
  await expect(page.getByTestId('position-report')).toContainText(standingIn(ekeby, stand));
  await page.getByRole('button', { name: 'Visa sök, fastigheter och lager' }).click();
  await page
    .getByRole('region', { name: 'Mina fastigheter' })
    .getByRole('button', { name: new RegExp(`^${ekeby.designation} `) })
    .click();
  await expect(
    page.getByRole('list', { name: `Avdelningar på ${ekeby.designation}` }).getByRole('button'),
  ).not.toHaveCount(0);
  await page.getByRole('button', { name: 'Egna punkter', exact: true }).click();
  const notes = page.getByRole('region', { name: 'Egna punkter och områden' });
  await expect(
    page
      .getByRole('list', { name: 'Dina egna punkter' })
      .getByRole('button', { name: /^Viltåtel vid bäcken/ }),
  ).toBeVisible();
  await expect(page.getByText(/kunde inte laddas/)).toHaveCount(0);

  // A bark beetle where she stands, with a photo: kept on the phone, and still there after a reload.
  const note = `Borrmjöl och kådflöden, avdelning ${String(stand.number)} ${String(Date.now())}`;
  const form = await fillBarkBeetleObservation(page, note, await cameraPhoto(page));
  await form.getByRole('button', { name: 'Spara observationen' }).click();
  await expect(
    notes.getByText('Observationen är sparad i telefonen och skickas när du har nät.'),
  ).toBeVisible();
  await expect(notes.getByText(/^Observationen finns bara på den här sidan/)).toHaveCount(0);
  await page.reload();
  await page.getByRole('button', { name: 'Visa sök, fastigheter och lager' }).click();
  await page.getByRole('button', { name: 'Egna punkter', exact: true }).click();
  await expect(notes.getByRole('list', { name: 'Inte skickad än' })).toContainText('Granbarkborre');
  await expectNoAxeViolations(page);
  // Logging out would erase it from the phone: the portal asks first, and staying keeps it.
  await page.getByRole('button', { name: 'Mina sidor' }).click();
  await page.getByRole('link', { name: 'Logga ut' }).click();
  const ask = page.getByRole('dialog', { name: 'Observationer som inte är skickade' });
  await expect(ask).toContainText('En observation från skogen är inte skickad än.');
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Stanna kvar' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/kartvy$/);
  await page.goto('/minasidor/ekonomi');
  await expect(page.getByText(/^Du är utan täckning\. Beställningar, ekonomi/)).toBeVisible();

  // Coverage again; the first send reaches the server but its answer is lost: one observation all the same.
  const sends = await loseFirstObservationAnswer(page);
  await context.setOffline(false);
  await page.goto('/kartvy');
  await page.getByRole('button', { name: 'Visa sök, fastigheter och lager' }).click();
  await page.getByRole('button', { name: 'Egna punkter', exact: true }).click();
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(notes.getByText('Alla observationer är skickade')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  expect(sends()).toBe(2);
  const saved = await observationsOnServer(page, note);
  expect(saved).toHaveLength(1);
  expect(saved[0]?.observation).toMatchObject({ kind: 'granbarkborre', helpWanted: true });
  expect(saved[0]?.observation?.photos).toHaveLength(1);

  // Lena at the association answers it and confirms the bark beetle.
  const lena = await pageOf(browser, { roles: ['Editor'] });
  await lena.goto('/personal/arenden');
  const pointId = saved[0]?.id ?? '';
  // Other journeys report bark beetles too: hers is the errand whose link leads to her point.
  await lena
    .getByRole('list', { name: 'Ärenden' })
    .getByRole('link')
    .and(lena.locator(`[href$="/observation/${pointId}"]`))
    .click();
  await expect(mainHeading(lena)).toHaveText('Observation i skogen: Granbarkborre / insektsangrepp');
  await expect(lena.getByRole('img', { name: /^Foto 1 från medlemmen/ })).toBeVisible();
  await lena.getByRole('textbox', { name: /Ditt svar till medlemmen/ }).fill('Jag kommer ut på torsdag.');
  await lena.getByRole('button', { name: 'Skicka svaret' }).click();
  await expect(lena.getByRole('status').filter({ hasText: 'Svaret är skickat' })).toBeVisible();
  await lena.getByRole('button', { name: 'Bekräfta granbarkborre' }).click();
  await expect(lena.getByRole('status').filter({ hasText: 'Observationen är bekräftad' })).toBeVisible();
  await expectNoAxeViolations(lena);
  await lena.context().close();

  // Her neighbour is warned, with his own estate and only the square kilometre.
  const nils = await pageOf(browser, { roles: ['Member'], member: 'neighbour' });
  await nils.goto('/');
  await nils
    .getByRole('banner')
    .getByRole('button', { name: /^Aviseringar/ })
    .click();
  const warning = nils
    .getByRole('banner')
    .getByRole('region', { name: 'Aviseringar' })
    .getByRole('listitem')
    .filter({ hasText: 'Granbarkborre har bekräftats inom 2 km från Uppsala Åkerby 3:12' })
    .first();
  await expect(warning).toContainText(/kilometerrutan N \d+ Ö \d+/);
  await expect(warning).not.toContainText('Karin');
  await nils.context().close();

  // Karin reads the answer at her point, then logs out: nothing of hers is left on the phone.
  await page.goto(`/kartvy?punkt=${pointId}`);
  await expect(page.getByText('Jag kommer ut på torsdag.')).toBeVisible();
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  expect(await keptOnDevice(page)).toEqual([]);
});

test('Turning the choice off erases what the device keeps', async ({ page, loginAs }) => {
  await loginAs(['Member']);
  await turnOnOfflineUse(page);
  const section = page.getByRole('region', { name: 'Använd i skogen utan täckning' });
  await section.getByRole('checkbox', { name: 'Använd i skogen utan täckning på den här enheten' }).uncheck();
  await expect(section.getByRole('status')).toHaveText(
    'Valet är avstängt. Inget av dina uppgifter sparas på enheten.',
  );
  expect(await keptOnDevice(page)).toEqual([]);
});

test('A session that has ended erases what the device keeps', async ({ page, context, loginAs }) => {
  await loginAs(['Member']);
  await turnOnOfflineUse(page);
  await context.clearCookies({ name: 'sid' });
  await context.clearCookies();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => keptOnDevice(page)).toEqual([]);
});
