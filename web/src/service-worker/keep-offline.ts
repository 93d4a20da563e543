/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isOfflineUseOn, MAP_TILES_CACHE, OFFLINE_DATA_CACHE } from '../lib/offline-use/device-store';
import { keptOffline } from '../lib/offline-use/kept-offline';

declare const self: ServiceWorkerGlobalScope;

/** A read that has not answered in this time is answered from what the device keeps. */
const NETWORK_TIMEOUT_SECONDS = 4;

type Box = [number, number, number, number];

const boxOf = (url: URL): Box | undefined => {
  const numbers = (url.searchParams.get('bbox') ?? '').split(',').map(Number);
  return numbers.length === 4 && numbers.every(Number.isFinite) ? (numbers as Box) : undefined;
};

const overlaps = (a: Box, b: Box): boolean => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/**
 * Without network, a layer's features for an extent not asked for before: the kept answer for the same
 * layer over an extent that overlaps it (the estates' extents are fetched ahead), as the map shows what it has.
 */
const overlappingFeatures = {
  handlerDidError: async ({ request }: { request: Request }): Promise<Response | undefined> => {
    const url = new URL(request.url);
    const wanted = boxOf(url);
    if (wanted === undefined) return undefined;
    const cache = await caches.open(OFFLINE_DATA_CACHE);
    for (const kept of await cache.keys()) {
      const keptUrl = new URL(kept.url);
      const box = boxOf(keptUrl);
      if (keptUrl.pathname === url.pathname && box !== undefined && overlaps(box, wanted))
        return cache.match(kept);
    }
    return undefined;
  },
};

/**
 * Only an answer with data (200) or that there is none (204) is kept, and only while the choice is still on
 * when it arrives.
 */
const whileOn = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    (response.status === 200 || response.status === 204) && (await isOfflineUseOn()) ? response : null,
};

const strategies = {
  data: new NetworkFirst({
    cacheName: OFFLINE_DATA_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [whileOn, overlappingFeatures],
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
