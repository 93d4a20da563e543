import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { jpegWithoutMetadata } from '../../lib/image-metadata.js';

/**
 * The demo's photo of bark-beetle attack (drawn by scripts/generate-demo-photo.ts), read from the checkout
 * as the map's fixtures are.
 */
export const DEMO_PHOTO_FILE = 'server/src/db/seed/demo-bark-beetle.jpg';

/** The photo as an upload is kept: a JPEG without metadata. */
export async function demoPhoto(): Promise<Buffer> {
  const photo = jpegWithoutMetadata(await readFile(resolve(DEMO_PHOTO_FILE)));
  if (photo === undefined) throw new Error(`${DEMO_PHOTO_FILE} is not a JPEG`);
  return photo;
}
