import type { Page } from '@playwright/test';
import proj4 from 'proj4';
import type { Estate, Stand } from '#contracts/estates';
import type { Position } from '#contracts/geometry';
import { areaContains, distanceToBoundary } from '#contracts/plane-geometry';
import { expect } from '../fixtures.js';

/**
 * Karin in her forest: where her stands are (SWEREF 99 TM, as the API gives them, turned into the WGS 84 a
 * phone's position is in), a photo as her camera takes it, and what her phone keeps when she uses the portal
 * without coverage (docs/offline.md).
 */
proj4.defs('EPSG:3006', '+proj=utm +zone=33 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs');

export const toWgs84 = ([e, n]: Position): { latitude: number; longitude: number } => {
  const [longitude = NaN, latitude = NaN] = proj4('EPSG:3006', 'EPSG:4326', [e, n]);
  return { latitude, longitude };
};

/** A point well inside the stand (at least 15 m from its edges), found on a 5 m grid over its extent. */
export function pointWellInside(stand: Stand): Position {
  const ring =
    stand.geometry.type === 'Polygon' ? stand.geometry.coordinates[0] : stand.geometry.coordinates[0]?.[0];
  const easts = (ring ?? []).map(([e]) => e);
  const norths = (ring ?? []).map(([, n]) => n);
  let best: { point: Position; margin: number } | null = null;
  for (let e = Math.min(...easts); e <= Math.max(...easts); e += 5) {
    for (let n = Math.min(...norths); n <= Math.max(...norths); n += 5) {
      if (!areaContains(stand.geometry, [e, n])) continue;
      const margin = distanceToBoundary(stand.geometry, [e, n]);
      if (best === null || margin > best.margin) best = { point: [e, n], margin };
    }
  }
  if (best === null || best.margin < 15) throw new Error(`stand ${String(stand.number)} has no inner point`);
  return best.point;
}

/** Ekeby 2:7 as the API gives it to Karin, and a stand of it with a next action. */
export async function karinsForest(page: Page): Promise<{ ekeby: Estate; stand: Stand }> {
  const estates = (await (await page.request.get('/api/Ir/GetAllEstates')).json()) as { estates: Estate[] };
  const ekeby = estates.estates.find((estate) => estate.designation === 'Uppsala Ekeby 2:7');
  if (ekeby === undefined) throw new Error('Karin has no Ekeby 2:7');
  const stands = (await (await page.request.get(`/api/estates/${ekeby.id}/stands`)).json()) as {
    stands: Stand[];
  };
  const stand = stands.stands.find((candidate) => candidate.nextActionText !== null) ?? stands.stands[0];
  if (stand === undefined) throw new Error('Ekeby 2:7 has no stands');
  return { ekeby, stand };
}

/** What the map's position report says in that stand: "Du står i avdelning 3 på … (gallring, …)". */
export function standingIn(ekeby: Estate, stand: Stand): string {
  const next = stand.nextActionText ?? '';
  return `Du står i avdelning ${String(stand.number)} på ${ekeby.designation} (${next.charAt(0).toLowerCase()}${next.slice(1)})`;
}

/** A real photo as a phone camera gives one, larger than what is kept: 2400 × 1800 px. */
export async function cameraPhoto(page: Page): Promise<Buffer> {
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

export interface ObservationOnServer {
  id: string;
  text: string;
  observation: { kind: string; helpWanted: boolean; photos: { url: string }[] } | null;
}

/** The own points with this note that the server holds for the signed-in member. */
export async function observationsOnServer(page: Page, note: string): Promise<ObservationOnServer[]> {
  const response = await page.request.get('/api/custom-points');
  const points =
    response.status() === 204 ? [] : ((await response.json()) as { points: ObservationOnServer[] }).points;
  return points.filter((point) => point.text === note);
}

/** The names of the caches and databases on the device that hold a member's data. */
export const keptOnDevice = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const ours = (name: string | undefined) => name?.startsWith('skogsportalen-') === true;
    const databases = (await indexedDB.databases()).map((database) => database.name ?? '').filter(ours);
    return [...(await caches.keys()).filter(ours), ...databases];
  });

/** The service worker, registered once the page has loaded, controls the page. */
export async function workerInControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
}

/** Mina uppgifter → "Använd i skogen utan täckning" on, and what it now takes on the device. */
export async function turnOnOfflineUse(page: Page): Promise<void> {
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

/**
 * From the own points' panel: a new bark-beetle observation where she stands, with the note and a photo
 * from her camera, asking for help; the form, not yet saved.
 */
export async function fillBarkBeetleObservation(page: Page, note: string, photo: Buffer) {
  await page
    .getByRole('region', { name: 'Egna punkter och områden' })
    .getByRole('button', { name: 'Ny observation' })
    .click();
  const form = page.getByRole('region', { name: 'Ny observation i skogen' });
  await form.getByRole('radio', { name: 'Granbarkborre / insektsangrepp' }).check();
  await form.getByLabel(/^Anteckning/).fill(note);
  await form.getByRole('button', { name: 'Placera där jag står' }).click();
  // The device answers within the 20 s the form asks it for; on a busy machine not always within 5 s.
  await expect(form.getByText(/Placerad där du står/)).toBeVisible({ timeout: 20_000 });
  await form
    .getByLabel(/^Foton/)
    .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(
    form.getByRole('img', { name: 'Foto 1 av observationen Granbarkborre / insektsangrepp' }),
  ).toBeVisible();
  await form.getByRole('checkbox', { name: 'Jag vill ha hjälp' }).check();
  return form;
}

/**
 * The first send of an observation reaches the server, but its answer is lost on the way back (a connection
 * cut in the forest); later sends go through. Returns how many sends there have been.
 */
export async function loseFirstObservationAnswer(page: Page): Promise<() => number> {
  let sends = 0;
  await page.route('**/api/observations', async (route) => {
    sends += 1;
    if (sends === 1) {
      await route.fetch();
      await route.abort('connectionreset');
    } else await route.continue();
  });
  return () => sends;
}
