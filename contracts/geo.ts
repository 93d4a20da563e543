import * as z from 'zod/mini';
import { AreaGeometrySchema } from './geometry.js';

/**
 * The map's layers (docs/map.md 1) as the server's layer registry describes them to the browser. The browser
 * talks only to our server: every layer's data comes from `/api/geo/...`, whatever the source behind it.
 */

export const LAYER_IDS = [
  'skyddad-natur',
  'fornlamningar',
  'vattenskydd',
  'fjallnara-skog',
  'vatmarker',
  'egna-punkter',
  'fastighetsomrade',
  'skogsoversikt',
] as const;
export type LayerId = (typeof LAYER_IDS)[number];

/** How the browser draws a layer: vector features it fetches by extent, or map images (live WMS). */
export const LAYER_RENDERINGS = ['vector', 'image'] as const;

/** One legend row: a style key the map draws with and the Swedish label beside it. */
export const LegendEntrySchema = z.object({
  /** A key of the map's style table, e.g. 'naturreservat', 'fornlamning', 'stand-S2'. */
  style: z.string(),
  label: z.string(),
});

export const MapLayerSchema = z.object({
  id: z.enum(LAYER_IDS),
  title: z.string(),
  /** One sentence on what the layer shows and why a forest owner cares. */
  description: z.string(),
  /** Groups in the layer switcher, e.g. 'Hänsyn och skydd', 'Min skog'. */
  group: z.string(),
  rendering: z.enum(LAYER_RENDERINGS),
  /** Feature property that decides the legend row (style key); absent when the layer has one style. */
  styleProperty: z.optional(z.string()),
  legend: z.array(LegendEntrySchema),
  attribution: z.string(),
  visibleByDefault: z.boolean(),
  /** Shown below this resolution (metres per pixel) only; absent means always. */
  maxResolution: z.optional(z.number()),
  /** Fixture data is synthetic; the map says so. */
  synthetic: z.boolean(),
});
export type MapLayer = z.infer<typeof MapLayerSchema>;

/** `GET /api/geo/layers`: the registry for this environment, in switcher order. */
export const LayerRegistrySchema = z.object({
  crs: z.literal('EPSG:3006'),
  mode: z.enum(['fixtures', 'live']),
  /** Where the map opens when there is nothing to go to: [minE, minN, maxE, maxN]. */
  initialExtent: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  layers: z.array(MapLayerSchema),
  baseMap: z.object({
    /** 'vector': `/api/geo/basemap` GeoJSON (offline); 'tiles': `/api/geo/basemap/tiles/{z}/{y}/{x}` (live WMTS). */
    kind: z.enum(['vector', 'tiles']),
    attribution: z.string(),
  }),
});
export type LayerRegistry = z.infer<typeof LayerRegistrySchema>;

/** `GET /api/geo/layers/{layerId}/features?bbox=minE,minN,maxE,maxN`: a layer's features in the extent. */
export const BBOX_ERROR = 'Ange kartutsnittet som fyra tal i SWEREF 99 TM: minE,minN,maxE,maxN.';

/** `GET /api/geo/search?q=`: property designations that match, the member's own first. */
export const GeoSearchQuerySchema = z.object({
  q: z
    .string('Skriv en fastighetsbeteckning.')
    .check(
      z.trim(),
      z.minLength(2, 'Skriv minst två tecken av fastighetsbeteckningen.'),
      z.maxLength(80, 'Fastighetsbeteckningen kan vara högst 80 tecken.'),
    ),
});
export const GeoSearchResultSchema = z.object({
  results: z.array(
    z.object({
      designation: z.string(),
      municipality: z.string(),
      /** Set when it is one of the member's own estates. */
      estateId: z.nullable(z.string()),
      geometry: AreaGeometrySchema,
    }),
  ),
});
export type GeoSearchResult = z.infer<typeof GeoSearchResultSchema>;

/** `POST /api/geo/area`: validate a drawn area and measure it on the server (the order form uses it). */
export const AreaCheckResultSchema = z.object({ areaSquareMetres: z.number(), areaHa: z.number() });
export type AreaCheckResult = z.infer<typeof AreaCheckResultSchema>;
