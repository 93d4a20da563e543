import type { EstatesSummary } from '#contracts/overview';
import type { Queryable } from '../../db/database.js';

type EstateRow = {
  id: string;
  designation: string;
  municipality: string;
  total_area_ha: string | number;
  productive_area_ha: string | number;
};

/** Hectares kept as numeric(9,1): summed in tenths, so 64.8 + 38.2 is 103.0 and not 102.99999. */
const tenths = (hectares: string | number): number => Math.round(Number(hectares) * 10);

/**
 * The estates of the overview, by the ids the caller got from `visibleEstateIds` (a representative sees
 * only those their mandate covers). `Ir/GetAllEstates` has the full estate data; this stays a summary.
 */
export function createEstatesSummaryRepository(db: Queryable) {
  return {
    async summarise(ids: readonly string[]): Promise<EstatesSummary | undefined> {
      if (ids.length === 0) return undefined;
      const rows = await db.query<EstateRow>(
        `SELECT id, designation, municipality, total_area_ha, productive_area_ha
         FROM estate WHERE id = ANY($1::uuid[])
         ORDER BY designation, id`,
        [ids],
      );
      if (rows.length === 0) return undefined;
      const total = rows.reduce((sum, row) => sum + tenths(row.total_area_ha), 0);
      const productive = rows.reduce((sum, row) => sum + tenths(row.productive_area_ha), 0);
      return {
        estateCount: rows.length,
        totalAreaHa: total / 10,
        productiveAreaHa: productive / 10,
        estates: rows.map((row) => ({
          id: row.id,
          designation: row.designation,
          municipality: row.municipality,
          totalAreaHa: tenths(row.total_area_ha) / 10,
          productiveAreaHa: tenths(row.productive_area_ha) / 10,
        })),
      };
    },
  };
}
