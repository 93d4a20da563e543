import type { GeoConfig } from '../config/env.js';
import { createFixtureStore } from './fixture-store.js';
import { fixturesLoad } from './layer-registry.js';

export interface GeoSource {
  /** True when the geodata behind the map can be served right now. */
  isAvailable(): Promise<boolean>;
}

/**
 * The health check's `gis`. Offline (`fixtures`): the layer registry's fixture files, the base map and the
 * property boundaries all read and validate. Live: the configured upstream answers within three seconds.
 */
export function createGeoSource(geo: GeoConfig): GeoSource {
  return {
    async isAvailable() {
      try {
        if (geo.mode === 'live' && geo.healthUrl !== undefined) {
          const response = await fetch(geo.healthUrl, { signal: AbortSignal.timeout(3_000) });
          return response.ok;
        }
        // A fresh store each time: a file that went missing since the last check must show.
        await fixturesLoad(createFixtureStore(geo.fixturesDir));
        return true;
      } catch {
        return false;
      }
    },
  };
}
