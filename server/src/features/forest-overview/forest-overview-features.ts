import type { Extent, FeatureCollection } from '#contracts/geometry';
import { createStandsNowRepository } from '../../forest-state/stands-now.repository.js';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../plugins/actor.js';
import { visibleEstateIds } from '../../plugins/estate-scope.js';
import { nextActionText, standNow, type CuttingClass } from '#contracts/estates';
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
 * The `skogsoversikt` map layer: once the member's overview is ready, the stands of the estates the actor
 * may see within `bbox` as they are now (forest-state/), with `styleKey` the legend row of their
 * huggningsklass and their next action in words; before that, nothing.
 */
export const forestOverviewFeatures =
  (db: Database) =>
  async (actor: Actor, bbox: Extent, today: string): Promise<FeatureCollection> => {
    const overview = await createForestOverviewRepository(db).find(actor.stakeholderId);
    if (overview.status.state !== 'ready') return EMPTY;
    const estateIds = await visibleEstateIds(db, actor, today);
    if (estateIds.length === 0) return EMPTY;
    const ids = new Set(
      await createForestOverviewRepository(db).standIdsInExtent(estateIds, bbox, MAX_FEATURES),
    );
    const stands = (await createStandsNowRepository(db).stands(estateIds, today)).filter((stand) =>
      ids.has(stand.id),
    );
    return {
      type: 'FeatureCollection',
      features: stands.map((stand) => {
        const now = standNow(stand);
        return {
          type: 'Feature',
          id: stand.id,
          geometry: stand.geometry,
          properties: {
            id: stand.id,
            estateId: stand.estateId,
            number: stand.number,
            cuttingClass: now.cuttingClass,
            styleKey: LEGEND_ROW[now.cuttingClass],
            areaHa: stand.areaHa,
            age: now.age,
            volumePerHa: stand.rolledForward?.volumePerHa ?? stand.volumePerHa,
            volumeTotal: stand.rolledForward?.volumeTotal ?? stand.volumeTotal,
            nextAction: nextActionText(stand),
          },
        };
      }),
    };
  };
