import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.js';

/**
 * An observation made without network is kept on the device (IndexedDB) and sent when the network is back;
 * a send whose answer is lost on the way is sent again with the same Idempotency-Key, and the server ends up
 * with exactly one observation with its photo.
 */

test.beforeEach(async ({ answerCookieBanner }) => {
  await answerCookieBanner();
});

interface Observed {
  id: string;
  text: string;
  observation: { kind: string; helpWanted: boolean; photos: { url: string }[] } | null;
}

async function observationsOnServer(page: Page, note: string): Promise<Observed[]> {
  const response = await page.request.get('/api/custom-points');
  const points = response.status() === 204 ? [] : ((await response.json()) as { points: Observed[] }).points;
  return points.filter((point) => point.text === note);
}

/** A real photo as a phone camera gives one, larger than what is kept: 2400 × 1800 px. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const context = canvas.getContext('2d');
    if (context !== null) {
      context.fillStyle = '#6b4f2a';
      context.fillRect(0, 0, 2400, 1800);
    }
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

test('Karin records a bark beetle without network; it is sent once when the network is back, even when the first answer is lost', async ({
  page,
  context,
  loginAs,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 59.8586, longitude: 17.6389, accuracy: 8 });
  await loginAs(['Member']);
  await page.goto('/kartvy');
  await page.getByRole('button', { name: 'Egna punkter', exact: true }).click();
  const notes = page.getByRole('region', { name: 'Egna punkter och områden' });
  const photo = await cameraPhoto(page);
  const note = `Borrmjöl på tre granar ${String(Date.now())}`;

  await context.setOffline(true);
  await notes.getByRole('button', { name: 'Ny observation' }).click();
  const form = page.getByRole('region', { name: 'Ny observation i skogen' });
  await form.getByRole('radio', { name: 'Granbarkborre / insektsangrepp' }).check();
  await form.getByLabel(/^Anteckning/).fill(note);
  await form.getByRole('button', { name: 'Placera där jag står' }).click();
  await expect(form.getByText(/Placerad där du står/)).toBeVisible();
  await form
    .getByLabel(/^Foton/)
    .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(
    form.getByRole('img', { name: 'Foto 1 av observationen Granbarkborre / insektsangrepp' }),
  ).toBeVisible();
  await form.getByRole('checkbox', { name: 'Jag vill ha hjälp' }).check();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Spara observationen' }).click();
  await expect(
    notes.getByText('Observationen är sparad i telefonen och skickas när du har nät.'),
  ).toBeVisible();
  await expect(notes.getByRole('list', { name: 'Inte skickad än' })).toContainText('Granbarkborre');
  expect(await observationsOnServer(page, note)).toEqual([]);
  await expectNoAxeViolations(page);

  // The first send reaches the server, but its answer is lost on the way back.
  let sends = 0;
  await page.route('**/api/observations', async (route) => {
    sends += 1;
    if (sends === 1) {
      await route.fetch();
      await route.abort('connectionreset');
    } else await route.continue();
  });
  await context.setOffline(false);
  await expect(notes.getByText('Observationerna skickas när du har nät igen.')).toBeVisible();
  await expect(notes.getByRole('list', { name: 'Inte skickad än' })).toBeVisible();

  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(notes.getByText('Alla observationer är skickade')).toBeVisible();
  await expect(notes.getByRole('list', { name: 'Inte skickad än' })).toHaveCount(0);
  expect(sends).toBe(2);

  const saved = await observationsOnServer(page, note);
  expect(saved).toHaveLength(1);
  expect(saved[0]?.observation).toMatchObject({ kind: 'granbarkborre', helpWanted: true });
  expect(saved[0]?.observation?.photos).toHaveLength(1);
  const served = await page.request.get(saved[0]?.observation?.photos[0]?.url ?? '');
  expect(served.headers()['content-type']).toBe('image/jpeg');
  // Made smaller on the device: far below the camera's original.
  expect((await served.body()).length).toBeLessThan(photo.length);
});
