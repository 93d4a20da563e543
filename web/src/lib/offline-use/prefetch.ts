import { extentOf, type Extent, type Geometry } from '#contracts/geometry';
import { MAP_TILES_CACHE, OFFLINE_DATA_CACHE, writeSettings } from './device-store';

/** The most the base map's tiles may take on a device (docs/offline.md). */
export const MAP_BUDGET_BYTES = 50 * 1024 * 1024;
/** Zoom levels of Lantmäteriet's grid a walk needs: 8 m down to 0.5 m a pixel. */
const WALK_ZOOMS = [9, 10, 11, 12, 13];
const TILE_PIXELS = 256;
/**
 * The top-left corner of Lantmäteriet's grid, as lib/map/tile-grid.ts has it; that module is not imported, as
 * it brings OpenLayers, which only the map page loads.
 */
const GRID_ORIGIN = [-1_200_000, 8_500_000] as const;
/** Room around the estates, in metres: the road in and the neighbour's boundary. */
const MARGIN_METRES = 500;

const API = '/api/';
/** The reads of the overview of estates, the estates page and the map that name no estate. */
const READS = [
  'auth/profile',
  'Ir/GetMemberData',
  'Ir/GetAllEstates',
  'overview/estates-summary',
  'custom-points',
  'forest-overview',
  'user/oversikt_activation_status',
  'geo/layers',
  'notifications/unread-count',
];

/** Fetches a read and keeps a 200 or a 204 (none); answers a 200's JSON, or undefined. */
async function keep(cache: Cache, path: string): Promise<unknown> {
  const url = new URL(API + path, location.origin).href;
  const response = await fetch(url, { credentials: 'include', headers: { accept: 'application/json' } });
  if (response.status === 204) await cache.put(url, response);
  if (response.status !== 200) return undefined;
  await cache.put(url, response.clone());
  return response.json();
}

function tilesOver([minE, minN, maxE, maxN]: Extent, zoom: number): string[] {
  const span = (4096 / 2 ** zoom) * TILE_PIXELS;
  const [originE, originN] = GRID_ORIGIN;
  const columns = [Math.floor((minE - originE) / span), Math.floor((maxE - originE) / span)];
  const rows = [Math.floor((originN - maxN) / span), Math.floor((originN - minN) / span)];
  const tiles: string[] = [];
  for (let row = rows[0] ?? 0; row <= (rows[1] ?? -1); row += 1)
    for (let column = columns[0] ?? 0; column <= (columns[1] ?? -1); column += 1)
      tiles.push(`geo/basemap/tiles/${String(zoom)}/${String(row)}/${String(column)}`);
  return tiles;
}

const padded = (extent: Extent): Extent => [
  extent[0] - MARGIN_METRES,
  extent[1] - MARGIN_METRES,
  extent[2] + MARGIN_METRES,
  extent[3] + MARGIN_METRES,
];

/** The base map's tiles over each estate, coarse levels first, until the budget is spent. */
async function keepTiles(extents: Extent[]): Promise<void> {
  const cache = await caches.open(MAP_TILES_CACHE);
  const paths = WALK_ZOOMS.flatMap((zoom) => extents.flatMap((extent) => tilesOver(extent, zoom)));
  let bytes = 0;
  for (const path of paths) {
    const url = new URL(API + path, location.origin).href;
    const response = await fetch(url, { credentials: 'include' });
    if (response.status !== 200) continue;
    const body = await response.blob();
    bytes += body.size;
    if (bytes > MAP_BUDGET_BYTES) return;
    await cache.put(url, new Response(body, { headers: response.headers }));
  }
}

interface Registry {
  baseMap?: { kind: string };
  layers?: { id: string; visibleByDefault: boolean }[];
}

/** The features of the layers the map opens with, over each estate. */
async function keepLayerFeatures(cache: Cache, registry: Registry | undefined, extents: Extent[]) {
  const layers = (registry?.layers ?? []).filter((layer) => layer.visibleByDefault);
  await Promise.all(
    layers.flatMap((layer) =>
      extents.map((extent) =>
        keep(cache, `geo/layers/${encodeURIComponent(layer.id)}/features?bbox=${extent.join(',')}`).catch(
          () => undefined,
        ),
      ),
    ),
  );
}

/**
 * Fetches ahead what the estates, the estates page and the map need without coverage: every read they make
 * for the member's estates, the base map (the vector map, or in live mode the tiles over the estates within
 * the budget). Kept where the service worker keeps the same reads, and the time noted.
 */
export async function prefetchForOffline(): Promise<void> {
  const cache = await caches.open(OFFLINE_DATA_CACHE);
  const answers = await Promise.all(READS.map((path) => keep(cache, path).catch(() => undefined)));
  const estates = (answers[READS.indexOf('Ir/GetAllEstates')] as { estates?: { id: string }[] } | undefined)
    ?.estates;
  const standLists = await Promise.all(
    (estates ?? []).map((estate) => keep(cache, `estates/${encodeURIComponent(estate.id)}/stands`)),
  );
  const extents = standLists.flatMap((list) => {
    const stands = (list as { stands?: { geometry: Geometry }[] } | undefined)?.stands ?? [];
    const extent = extentOf(stands.map((stand) => stand.geometry));
    return extent === null ? [] : [padded(extent)];
  });
  const registry = answers[READS.indexOf('geo/layers')] as Registry | undefined;
  await keepLayerFeatures(cache, registry, extents);
  if (registry?.baseMap?.kind === 'tiles') await keepTiles(extents);
  else await keep(cache, 'geo/basemap');
  await writeSettings({ offlineUpdatedAt: new Date().toISOString() });
}
