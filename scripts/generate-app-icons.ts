/**
 * The installed app's icons, drawn from the favicon's tree (web/index.html) in the system's Chromium and kept
 * as PNGs in web/public/icons: run again only when the logo changes.
 * `npx tsx scripts/generate-app-icons.ts`
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const BRAND = '#1d5a34';
/** The favicon's tree on a 32-unit square. */
const TREE = 'M16 4l8 11h-4l5 8H7l5-8H8l8-11zm-1.5 19h3v5h-3z';

/**
 * `maskable`: the tree inside the safe zone (the middle 80 %) on a full square, as launchers crop it to any
 * shape; otherwise the favicon's rounded square.
 */
function svg(maskable: boolean): string {
  const background = maskable
    ? `<rect width="32" height="32" fill="${BRAND}"/>`
    : `<rect width="32" height="32" rx="6" fill="${BRAND}"/>`;
  const tree = maskable
    ? `<path d="${TREE}" fill="#fff" transform="translate(4.8 4.8) scale(0.7)"/>`
    : `<path d="${TREE}" fill="#fff"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${background}${tree}</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  // iOS rounds the corners itself and shows transparency as black: a full square.
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

const OUT = join(import.meta.dirname, '..', 'web', 'public', 'icons');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const { file, size, maskable } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const image = `data:image/svg+xml,${encodeURIComponent(svg(maskable))}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img src="${image}" width="${String(size)}" height="${String(size)}">`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    writeFileSync(join(OUT, file), await page.screenshot({ omitBackground: true }));
  }
} finally {
  await browser.close();
}
