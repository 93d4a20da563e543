import * as z from 'zod/mini';
import { PointSchema, PolygonSchema } from './geometry.js';
import { ObservationDetailsSchema } from './observations.js';

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
  /**
   * Goes up by one with every change. A change or delete names the version it was made from (`If-Match:
   * "3"`); one made from an older version is refused with 409 and the point as it now is.
   */
  version: z.number(),
  /** Set for an observation from the forest: its kind, photos, and the advisor's answers. */
  observation: z.nullable(ObservationDetailsSchema),
});
export type CustomPoint = z.infer<typeof CustomPointSchema>;

/** `GET /api/custom-points`: all the member's notes (204 when none). POST creates; PUT/DELETE `/{id}`. */
export const CustomPointListSchema = z.object({ points: z.array(CustomPointSchema) });
export type CustomPointList = z.infer<typeof CustomPointListSchema>;

export const VERSION_CONFLICT = 'VERSION_CONFLICT';

/** 409 to a change or delete made from an older version: the point as it is saved now. */
export const CustomPointConflictSchema = z.object({
  code: z.literal(VERSION_CONFLICT),
  message: z.string(),
  current: CustomPointSchema,
});
export type CustomPointConflict = z.infer<typeof CustomPointConflictSchema>;

/** The If-Match value for a version, and the version an If-Match value names (undefined: none or unreadable). */
export const versionTag = (version: number): string => `"${String(version)}"`;
export function versionOfTag(tag: string | undefined): number | undefined {
  const match = tag === undefined ? null : /^(?:W\/)?"([1-9]\d{0,8})"$/.exec(tag.trim());
  return match?.[1] === undefined ? undefined : Number(match[1]);
}
