/**
 * The API reads kept for use without coverage, and only these: what the overview of estates, the estates
 * page and the map page need. Nothing about money, documents, orders or signing (docs/offline.md).
 * Paths as after `/api/`.
 */
const KEPT = [
  /^auth\/profile$/,
  /^Ir\/GetMemberData$/,
  /^Ir\/GetAllEstates$/,
  /^estates\/[^/]+\/stands$/,
  /^overview\/estates-summary$/,
  /^custom-points$/,
  /^forest-overview$/,
  /^user\/oversikt_activation_status$/,
  /^geo\/layers$/,
  /^geo\/layers\/[^/]+\/features$/,
  /^geo\/basemap$/,
  /^notifications\/unread-count$/,
];

/** The base map's tiles (live mode), kept in a cache of their own. */
const TILE = /^geo\/basemap\/tiles\/\d+\/\d+\/\d+$/;

const API = '/api/';

export type KeptKind = 'data' | 'tile';

/** Whether a GET of this same-origin path is kept for use without coverage, and where. */
export function keptOffline(pathname: string): KeptKind | undefined {
  if (!pathname.startsWith(API)) return undefined;
  const path = pathname.slice(API.length);
  if (TILE.test(path)) return 'tile';
  return KEPT.some((pattern) => pattern.test(path)) ? 'data' : undefined;
}
