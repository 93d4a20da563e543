import { expect, expectNoAxeViolations, test } from './fixtures.js';
import {
  cameraPhoto,
  fillBarkBeetleObservation,
  loseFirstObservationAnswer,
  observationsOnServer,
} from './pages/forest.page.js';

/**
 * An observation made without network, with "Använd i skogen utan täckning" off: it waits in the page (the
 * page says not to close it) and is sent when the network is back; a send whose answer is lost on the way is
 * sent again with the same Idempotency-Key, and the server ends up with exactly one observation with its
 * photo. The same kept on the device, in IndexedDB, is the offline journey's (offline.spec.ts).
 */

test.beforeEach(async ({ answerCookieBanner }) => {
  await answerCookieBanner();
});

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
  const form = await fillBarkBeetleObservation(page, note, photo);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Spara observationen' }).click();
  await expect(
    notes.getByText('Observationen är sparad i telefonen och skickas när du har nät.'),
  ).toBeVisible();
  await expect(notes.getByRole('list', { name: 'Inte skickad än' })).toContainText('Granbarkborre');
  await expect(
    notes.getByText(/^Observationen finns bara på den här sidan tills den är skickad/),
  ).toBeVisible();
  expect(await observationsOnServer(page, note)).toEqual([]);
  await expectNoAxeViolations(page);

  // Logging out now would lose it: the portal asks first, and staying keeps it. Without the service worker
  // (blocked here) and without coverage the dialog's code cannot come, so the browser's own question asks.
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    });
  });
  await page.getByRole('button', { name: 'Mina sidor' }).click();
  await page.getByRole('link', { name: 'Logga ut' }).click();
  expect(await asked).toContain('En observation från skogen är inte skickad än.');
  await expect(page).toHaveURL(/\/kartvy$/);
  await expect(notes.getByRole('list', { name: 'Inte skickad än' })).toContainText('Granbarkborre');

  // The first send reaches the server, but its answer is lost on the way back.
  const sends = await loseFirstObservationAnswer(page);
  await context.setOffline(false);
  await expect(notes.getByText('Observationerna skickas när du har nät igen.')).toBeVisible();
  await expect(notes.getByRole('list', { name: 'Inte skickad än' })).toBeVisible();

  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(notes.getByText('Alla observationer är skickade')).toBeVisible();
  await expect(notes.getByRole('list', { name: 'Inte skickad än' })).toHaveCount(0);
  expect(sends()).toBe(2);

  const saved = await observationsOnServer(page, note);
  expect(saved).toHaveLength(1);
  expect(saved[0]?.observation).toMatchObject({ kind: 'granbarkborre', helpWanted: true });
  expect(saved[0]?.observation?.photos).toHaveLength(1);
  const served = await page.request.get(saved[0]?.observation?.photos[0]?.url ?? '');
  expect(served.headers()['content-type']).toBe('image/jpeg');
  // Made smaller on the device: far below the camera's original.
  expect((await served.body()).length).toBeLessThan(photo.length);
});
