/**
 * The demo's photo of bark-beetle attack, for Karin's observation that asks for help: spruce bark with bore
 * holes, brown bore dust and resin, drawn (not photographed) in the system's Chromium and kept as a JPEG of
 * the size the phone sends (long side at most 1 600 px, no metadata). Run again only to redraw it.
 * `npx tsx scripts/generate-demo-photo.ts`
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { DEMO_PHOTO_FILE } from '../server/src/db/seed/demo-photo.js';

const WIDTH = 1200;
const HEIGHT = 900;

/** Drawn in the page: the same picture every run (a seeded random walk), so the file only changes on purpose. */
function drawBark({ width, height }: { width: number; height: number }): string {
  let seed = 20261205;
  const random = (): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('No 2D canvas');

  // The trunk in the light of a spruce stand: grey-brown, darker at the edges.
  const light = context.createLinearGradient(0, 0, width, 0);
  light.addColorStop(0, '#3b3128');
  light.addColorStop(0.25, '#76675a');
  light.addColorStop(0.6, '#8a7a6a');
  light.addColorStop(1, '#3f342b');
  context.fillStyle = light;
  context.fillRect(0, 0, width, height);

  // Bark plates: small flakes in rows, each a little lighter or darker than its neighbours.
  for (let y = -20; y < height; y += 26 + random() * 18) {
    for (let x = -30; x < width; x += 40 + random() * 50) {
      const shade = Math.round(-28 + random() * 48);
      context.fillStyle = `rgba(${shade > 0 ? '255,240,220' : '20,12,6'},${Math.abs(shade) / 160})`;
      context.beginPath();
      context.ellipse(x, y, 18 + random() * 26, 9 + random() * 10, (random() - 0.5) * 0.4, 0, Math.PI * 2);
      context.fill();
      context.strokeStyle = 'rgba(25,16,10,0.55)';
      context.lineWidth = 1.5;
      context.stroke();
    }
  }

  // Resin running down from the attack, pale and glossy.
  for (let run = 0; run < 5; run += 1) {
    const x = 180 + random() * (width - 360);
    let y = 120 + random() * 200;
    context.strokeStyle = 'rgba(236,214,150,0.85)';
    context.lineWidth = 3 + random() * 3;
    context.lineCap = 'round';
    context.beginPath();
    context.moveTo(x, y);
    for (let step = 0; step < 3; step += 1) {
      y += 20 + random() * 25;
      context.lineTo(x + (random() - 0.5) * 12, y);
    }
    context.stroke();
    context.fillStyle = 'rgba(236,214,150,0.9)';
    context.beginPath();
    context.ellipse(x, y + 4, 5, 8, 0, 0, Math.PI * 2);
    context.fill();
  }

  // Bore holes, about 2 mm, with brown bore dust under them and caught in the bark's fissures.
  for (let hole = 0; hole < 70; hole += 1) {
    const x = 120 + random() * (width - 240);
    const y = 80 + random() * (height - 200);
    context.fillStyle = 'rgba(176,98,44,0.7)';
    for (let grain = 0; grain < 90; grain += 1) {
      const fall = random() * 45;
      context.fillRect(x + (random() - 0.5) * (8 + fall), y + 5 + fall, 2 + random() * 2, 2 + random() * 2);
    }
    context.fillStyle = '#140c07';
    context.beginPath();
    context.arc(x, y, 3.5 + random() * 2, 0, Math.PI * 2);
    context.fill();
  }
  return canvas.toDataURL('image/jpeg', 0.8);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  // tsx names functions with a helper of its own; the page needs it too.
  await page.evaluate('window.__name = (target) => target');
  const dataUrl = await page.evaluate(drawBark, { width: WIDTH, height: HEIGHT });
  const jpeg = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  writeFileSync(join(import.meta.dirname, '..', DEMO_PHOTO_FILE), jpeg);
  console.log(`${DEMO_PHOTO_FILE}: ${String(jpeg.length)} bytes`);
} finally {
  await browser.close();
}
