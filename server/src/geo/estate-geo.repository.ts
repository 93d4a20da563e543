import type { AreaGeometry, Extent, Feature } from '#contracts/geometry';
import type { Queryable } from '../db/database.js';
import { likePattern } from '../lib/like-pattern.js';

/** Most designations one search answers with. */
export const SEARCH_LIMIT = 10;

type EstateBoundaryRow = {
  id: string;
  designation: string;
  municipality: string;
  boundary: AreaGeometry;
};

export interface EstateSearchHit {
  readonly estateId: string;
  readonly designation: string;
  readonly municipality: string;
  readonly geometry: AreaGeometry;
}

/** Estate boundaries on the map; callers pass only ids from `visibleEstateIds`. */
export function createEstateGeoRepository(db: Queryable) {
  return {
    /** The estates' boundaries whose bounding box meets the extent, as `fastighetsomrade` features. */
    async boundariesWithin(estateIds: readonly string[], extent: Extent): Promise<Feature[]> {
      if (estateIds.length === 0) return [];
      const rows = await db.query<EstateBoundaryRow>(
        `SELECT id, designation, municipality, boundary
           FROM estate
          WHERE id = ANY($1::uuid[]) AND boundary IS NOT NULL
            -- A boundary stored without its box is always sent rather than never.
            AND (min_e IS NULL OR (min_e <= $4 AND max_e >= $2 AND min_n <= $5 AND max_n >= $3))
          ORDER BY designation`,
        [estateIds, ...extent],
      );
      return rows.map((row) => ({
        type: 'Feature',
        id: row.id,
        geometry: row.boundary,
        properties: { estateId: row.id, designation: row.designation, municipality: row.municipality },
      }));
    },

    /** The estates whose designation contains the text (any case), those with a boundary only. */
    async search(estateIds: readonly string[], text: string): Promise<EstateSearchHit[]> {
      if (estateIds.length === 0) return [];
      const rows = await db.query<EstateBoundaryRow>(
        `SELECT id, designation, municipality, boundary
           FROM estate
          WHERE id = ANY($1::uuid[]) AND boundary IS NOT NULL AND designation ILIKE $2
          ORDER BY designation
          LIMIT ${String(SEARCH_LIMIT)}`,
        [estateIds, likePattern(text)],
      );
      return rows.map((row) => ({
        estateId: row.id,
        designation: row.designation,
        municipality: row.municipality,
        geometry: row.boundary,
      }));
    },
  };
}
