import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { AppConfig } from '../config/env.js';

/** The layers the map can show (SPEC 9), and where each comes from. */
export const LayerManifestSchema = z.object({
  crs: z.literal('EPSG:3006'),
  layers: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z-]+$/),
        title: z.string().min(1),
        source: z.enum(['fixture', 'own-api']),
        attribution: z.string(),
      }),
    )
    .min(1),
});

export interface GeoSource {
  /** True when the geodata behind the map can be served right now. */
  isAvailable(): Promise<boolean>;
}

/**
 * Offline (`fixtures`): the bundled layer registry reads and validates. Live: the configured upstream
 * answers within three seconds.
 */
export function createGeoSource(geo: AppConfig['geo']): GeoSource {
  return {
    async isAvailable() {
      try {
        if (geo.mode === 'live' && geo.healthUrl !== undefined) {
          const response = await fetch(geo.healthUrl, { signal: AbortSignal.timeout(3_000) });
          return response.ok;
        }
        const manifest = await readFile(join(geo.fixturesDir, 'layers.json'), 'utf8');
        return LayerManifestSchema.safeParse(JSON.parse(manifest)).success;
      } catch {
        return false;
      }
    },
  };
}
