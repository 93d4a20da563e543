import {
  ownershipShare,
  type Business,
  type BusinessSummary,
  type CoRegistry,
  type Estate,
} from '#contracts/member';
import type { Queryable } from '../../db/database.js';

/**
 * The forest businesses of a stakeholder, their estates and co-owners. Every query is filtered by the
 * owning stakeholder, so another member's business is simply not found.
 */

type BusinessRow = {
  id: string;
  name: string;
  district_name: string;
  advisor_id: string | null;
  advisor_name: string | null;
  vat_registered: boolean;
  estate_count: number;
  total_area_ha: number;
  productive_area_ha: number;
};

type EstateRow = {
  id: string;
  designation: string;
  municipality: string;
  county: string;
  total_area_ha: number;
  productive_area_ha: number;
  share_numerator: number;
  share_denominator: number;
};

type CoOwnerRow = {
  id: string;
  business_id: string;
  business_name: string;
  name: string;
  share_numerator: number;
  share_denominator: number;
  is_representative: boolean;
  is_you: boolean;
};

/** Hectares with one decimal, as the estates are registered; sums are rounded the same way. */
const hectares = (value: number): number => Math.round(value * 10) / 10;

const BUSINESS_SELECT = `
  SELECT b.id, b.name, sbo.name AS district_name, a.id AS advisor_id, a.name AS advisor_name, b.vat_registered,
         count(e.id)::int AS estate_count,
         coalesce(sum(e.total_area_ha), 0)::float8 AS total_area_ha,
         coalesce(sum(e.productive_area_ha), 0)::float8 AS productive_area_ha
  FROM business b
  JOIN sbo ON sbo.id = b.sbo_id
  LEFT JOIN advisor a ON a.id = b.advisor_id
  LEFT JOIN estate e ON e.business_id = b.id`;

const BUSINESS_GROUP = 'GROUP BY b.id, sbo.name, a.id, a.name';

const toSummary = (row: BusinessRow): BusinessSummary => ({
  id: row.id,
  name: row.name,
  districtName: row.district_name,
  advisor: row.advisor_id === null ? null : { id: row.advisor_id, name: row.advisor_name ?? '' },
  vatRegistered: row.vat_registered,
  estateCount: row.estate_count,
  totalAreaHa: hectares(row.total_area_ha),
  productiveAreaHa: hectares(row.productive_area_ha),
});

const toEstate = (row: EstateRow): Estate => ({
  id: row.id,
  designation: row.designation,
  municipality: row.municipality,
  county: row.county,
  totalAreaHa: hectares(row.total_area_ha),
  productiveAreaHa: hectares(row.productive_area_ha),
  share: ownershipShare(row.share_numerator, row.share_denominator),
});

export function createBusinessRepository(db: Queryable) {
  return {
    async listOf(stakeholderId: string): Promise<BusinessSummary[]> {
      const rows = await db.query<BusinessRow>(
        `${BUSINESS_SELECT} WHERE b.stakeholder_id = $1 ${BUSINESS_GROUP} ORDER BY b.name, b.id`,
        [stakeholderId],
      );
      return rows.map(toSummary);
    },

    /** One business with its estates, if it belongs to `stakeholderId`. */
    async findOf(stakeholderId: string, businessId: string): Promise<Business | undefined> {
      const [row] = await db.query<BusinessRow>(
        `${BUSINESS_SELECT} WHERE b.stakeholder_id = $1 AND b.id = $2 ${BUSINESS_GROUP}`,
        [stakeholderId, businessId],
      );
      if (row === undefined) return undefined;
      const estates = await db.query<EstateRow>(
        `SELECT id, designation, municipality, county, total_area_ha::float8 AS total_area_ha,
                productive_area_ha::float8 AS productive_area_ha, share_numerator, share_denominator
         FROM estate WHERE business_id = $1 ORDER BY designation`,
        [businessId],
      );
      return { ...toSummary(row), estates: estates.map(toEstate) };
    },

    /** The co-owners of each business of `stakeholderId`, largest share first; empty when it has none. */
    async coRegistryOf(stakeholderId: string): Promise<CoRegistry> {
      const rows = await db.query<CoOwnerRow>(
        `SELECT c.id, b.id AS business_id, b.name AS business_name, c.name, c.share_numerator,
                c.share_denominator, c.is_representative, c.stakeholder_id IS NOT DISTINCT FROM $1 AS is_you
         FROM business b
         JOIN co_owner c ON c.business_id = b.id
         WHERE b.stakeholder_id = $1
         ORDER BY b.name, b.id, c.share_numerator::float8 / c.share_denominator DESC, c.name`,
        [stakeholderId],
      );
      const registry = new Map<string, CoRegistry[number]>();
      for (const row of rows) {
        let entry = registry.get(row.business_id);
        if (entry === undefined) {
          entry = { businessId: row.business_id, businessName: row.business_name, coOwners: [] };
          registry.set(row.business_id, entry);
        }
        entry.coOwners.push({
          id: row.id,
          name: row.name,
          share: ownershipShare(row.share_numerator, row.share_denominator),
          isRepresentative: row.is_representative,
          isYou: row.is_you,
        });
      }
      return [...registry.values()];
    },
  };
}
