import type { Extent, FeatureCollection } from '#contracts/geometry';
import { hectares } from '#contracts/geometry';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../plugins/actor.js';
import { visibleEstateIds } from '../../plugins/estate-scope.js';
import type { CuttingClass } from '#contracts/estates';
import { createForestOverviewRepository } from './forest-overview.repository.js';

/** More stands than any one view of a member's forest holds; keeps one answer bounded. */
const MAX_FEATURES = 5_000;

/** The layer registry's legend groups the huggningsklasser: K, R, G, S and E each have one row. */
const LEGEND_ROW: Record<CuttingClass, string> = {
  K1: 'stand-K1',
  K2: 'stand-K1',
  R1: 'stand-R1',
  R2: 'stand-R1',
  G1: 'stand-G1',
  G2: 'stand-G1',
  S1: 'stand-S1',
  S2: 'stand-S1',
  S3: 'stand-S1',
  E1: 'stand-E1',
  E2: 'stand-E1',
  E3: 'stand-E1',
};

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

/**
 * The `skogsoversikt` map layer: once the member's overview is ready, the stands of the estates the viewer
 * may see within `bbox`, with `styleKey` the legend row of their huggningsklass; before that, nothing.
 */
export const forestOverviewFeatures =
  (db: Database) =>
  async (viewer: Actor, bbox: Extent, today: string): Promise<FeatureCollection> => {
    const overview = await createForestOverviewRepository(db).find(viewer.stakeholderId);
    if (overview.status.state !== 'ready') return EMPTY;
    const estateIds = await visibleEstateIds(db, viewer, today);
    if (estateIds.length === 0) return EMPTY;
    const rows = await createForestOverviewRepository(db).standsInExtent(estateIds, bbox, MAX_FEATURES);
    return {
      type: 'FeatureCollection',
      features: rows.map((row) => ({
        type: 'Feature',
        id: row.id,
        geometry: row.geometry,
        properties: {
          id: row.id,
          estateId: row.estate_id,
          number: row.number,
          cuttingClass: row.cutting_class,
          styleKey: LEGEND_ROW[row.cutting_class],
          areaHa: hectares(row.area_m2),
          age: row.age,
          volumePerHa: row.volume_per_ha,
          proposedAction: row.proposed_action,
          proposedYear: row.proposed_year,
        },
      })),
    };
  };
