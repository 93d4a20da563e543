import * as z from 'zod/mini';
import { PointSchema, PolygonSchema } from './geometry.js';

/**
 * The member's own notes on the map (egna punkter): a point, or an area they drew, with a text and a
 * category. Stored per member; representatives and viewing staff only read them.
 */
export const CUSTOM_POINT_CATEGORIES = [
  'observation',
  'skada',
  'vilt',
  'vag',
  'natur',
  'kulturlamning',
  'ovrigt',
] as const;
export type CustomPointCategory = (typeof CUSTOM_POINT_CATEGORIES)[number];

export const CUSTOM_POINT_CATEGORY_LABELS: Record<CustomPointCategory, string> = {
  observation: 'Observation',
  skada: 'Skada (storm, insekter, snö)',
  vilt: 'Vilt och jakt',
  vag: 'Väg och körstråk',
  natur: 'Naturvärde',
  kulturlamning: 'Kulturlämning',
  ovrigt: 'Övrigt',
};

export const CUSTOM_POINT_TITLE_MAX = 80;
export const CUSTOM_POINT_TEXT_MAX = 2_000;

export const CustomPointInputSchema = z.object({
  title: z
    .string('Skriv en rubrik.')
    .check(
      z.trim(),
      z.minLength(1, 'Skriv en rubrik.'),
      z.maxLength(
        CUSTOM_POINT_TITLE_MAX,
        `Rubriken kan vara högst ${String(CUSTOM_POINT_TITLE_MAX)} tecken.`,
      ),
    ),
  text: z
    .string()
    .check(
      z.trim(),
      z.maxLength(CUSTOM_POINT_TEXT_MAX, `Texten kan vara högst ${String(CUSTOM_POINT_TEXT_MAX)} tecken.`),
    ),
  category: z.enum(CUSTOM_POINT_CATEGORIES, 'Välj en kategori.'),
  /** SWEREF 99 TM; the server validates it and measures areas itself. */
  geometry: z.union([PointSchema, PolygonSchema], 'Placera punkten eller rita området på kartan.'),
});
export type CustomPointInput = z.infer<typeof CustomPointInputSchema>;

export const CustomPointSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  category: z.enum(CUSTOM_POINT_CATEGORIES),
  geometry: z.union([PointSchema, PolygonSchema]),
  /** Set for areas, computed on the server. */
  areaHa: z.nullable(z.number()),
  /** ISO 8601 timestamps. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomPoint = z.infer<typeof CustomPointSchema>;

/** `GET /api/custom-points`: all the member's notes (204 when none). POST creates; PUT/DELETE `/{id}`. */
export const CustomPointListSchema = z.object({ points: z.array(CustomPointSchema) });
export type CustomPointList = z.infer<typeof CustomPointListSchema>;
