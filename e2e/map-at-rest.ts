import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/**
 * Waits until the map stands still and has drawn what it shows: the map page marks its element
 * data-map-moving="true" the moment a move starts (a zoom button, an arrow key, going to an estate) and
 * "false" once the move has ended and everything is drawn.
 */
export async function expectMapAtRest(page: Page): Promise<void> {
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-moving', 'false');
}

/** Pans the map with the arrow keys (OpenLayers' keyboard pan) and waits until it stands still again. */
export async function pan(
  page: Page,
  key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown',
  times = 1,
): Promise<void> {
  await page.getByTestId('map').focus();
  for (let index = 0; index < times; index += 1) await page.keyboard.press(key);
  await expectMapAtRest(page);
}
