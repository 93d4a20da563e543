import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.js';

/**
 * The portal as an app on the home screen: installable, and with "Använd i skogen utan täckning" on, the
 * estates without coverage; what the device keeps is erased on logout, when the session ends and when the
 * choice is turned off (docs/offline.md).
 */
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ answerCookieBanner }) => {
  await answerCookieBanner();
});

/** The names of the caches and databases on the device that hold a member's data. */
const keptOnDevice = (page: Page) =>
  page.evaluate(async () => {
    const ours = (name: string | undefined) => name?.startsWith('skogsportalen-') === true;
    const databases = (await indexedDB.databases()).map((database) => database.name).filter(ours);
    return [...(await caches.keys()).filter(ours), ...databases];
  });

/** The service worker, registered once the page has loaded, controls the page. */
async function workerInControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
}

async function turnOnOfflineUse(page: Page): Promise<void> {
  await page.goto('/minasidor/minauppgifter');
  const section = page.getByRole('region', { name: 'Använd i skogen utan täckning' });
  const choice = section.getByRole('checkbox', { name: 'Använd i skogen utan täckning på den här enheten' });
  await expect(choice).not.toBeChecked();
  await expect(section.getByRole('status')).toHaveText(
    'Valet är avstängt. Inget av dina uppgifter sparas på enheten.',
  );
  await choice.check();
  await expect(section.getByRole('status')).toContainText(
    /^Tar nu \d+,\d\u00a0MB på enheten\. Uppdaterad \d+ \S+ \d{4} kl\./,
  );
  await expect(choice).toBeChecked();
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

test('Karin keeps her estates on the phone, reads them without coverage, and logging out erases them', async ({
  page,
  context,
  loginAs,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(['Member']);
  await page.goto('/minasidor/minauppgifter');
  await workerInControl(page);
  await turnOnOfflineUse(page);
  await expectNoAxeViolations(page);
  expect(await keptOnDevice(page)).toEqual(
    expect.arrayContaining(['skogsportalen-offline-data', 'skogsportalen-device']),
  );

  await context.setOffline(true);
  await page.goto('/minasidor/verksamheter');
  await expect(page.getByRole('article', { name: 'Uppsala Ekeby 2:7' })).toBeVisible();
  await expect(
    page.getByText('Du är utan täckning. Du ser det som senast hämtades till den här enheten.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/kartvy');
  await page.getByRole('button', { name: 'Visa sök, fastigheter och lager' }).click();
  await page
    .getByRole('region', { name: 'Mina fastigheter' })
    .getByRole('button', { name: /^Uppsala Ekeby 2:7 / })
    .click();
  await expect(
    page.getByRole('list', { name: 'Avdelningar på Uppsala Ekeby 2:7' }).getByRole('button').first(),
  ).toBeVisible();
  await expect(page.getByText(/kunde inte laddas/)).toHaveCount(0);
  await page.goto('/minasidor/ekonomi');
  await expect(page.getByText(/^Du är utan täckning\. Beställningar, ekonomi/)).toBeVisible();

  await context.setOffline(false);
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
