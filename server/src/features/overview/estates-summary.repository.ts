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
 * The estates of a stakeholder's forest businesses, for the overview. Issue 6 adds `Ir/GetAllEstates`
 * with the full estate data (stands, geometry); this stays a small summary.
 */
export function createEstatesSummaryRepository(db: Queryable) {
  return {
    async summarise(stakeholderId: string): Promise<EstatesSummary | undefined> {
      const rows = await db.query<EstateRow>(
        `SELECT e.id, e.designation, e.municipality, e.total_area_ha, e.productive_area_ha
         FROM estate e JOIN business b ON b.id = e.business_id
         WHERE b.stakeholder_id = $1
         ORDER BY e.designation`,
        [stakeholderId],
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
