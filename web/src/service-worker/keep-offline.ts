/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isOfflineUseOn, MAP_TILES_CACHE, OFFLINE_DATA_CACHE } from '../lib/offline-use/device-store';
import { keptOffline } from '../lib/offline-use/kept-offline';

declare const self: ServiceWorkerGlobalScope;

/** A read that has not answered in this time is answered from what the device keeps. */
const NETWORK_TIMEOUT_SECONDS = 4;

/** Only a 200 is kept, and only while the choice is still on when the answer arrives. */
const whileOn = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 && (await isOfflineUseOn()) ? response : null,
};

const strategies = {
  data: new NetworkFirst({
    cacheName: OFFLINE_DATA_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [whileOn],
  }),
  tile: new NetworkFirst({
    cacheName: MAP_TILES_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [whileOn],
  }),
};

/**
 * The allow-listed reads (lib/offline-use/kept-offline.ts), network first and kept while the member has
 * turned on use without coverage; with it off they go to the network as if there were no worker.
 */
export function keepOffline(): void {
  registerRoute(
    ({ url }) => url.origin === self.location.origin && keptOffline(url.pathname) !== undefined,
    async (options) => {
      const kind = keptOffline(options.url.pathname) ?? 'data';
      if (!(await isOfflineUseOn())) return fetch(options.request);
      return strategies[kind].handle(options);
    },
    'GET',
  );
}
