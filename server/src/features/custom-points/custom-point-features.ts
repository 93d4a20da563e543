import { CUSTOM_POINT_CATEGORY_LABELS } from '#contracts/custom-points';
import type { Extent, FeatureCollection } from '#contracts/geometry';
import type { Database } from '../../db/database.js';
import { systemClock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/actor.js';
import { createCustomPointsService } from './custom-points.service.js';

/**
 * The `egna-punkter` map layer: the actor's notes within `bbox`. `styleKey` picks the legend row of the
 * layer registry: `punkt-<category>` for a point, `egen-yta` for an area. Scoped as the list is.
 */
export const customPointFeatures =
  (db: Database) =>
  async (actor: Actor, bbox: Extent, today: string): Promise<FeatureCollection> => {
    const service = createCustomPointsService({ db, clock: systemClock });
    const points = await service.list(actor, today, bbox);
    return {
      type: 'FeatureCollection',
      features: points.map((point) => ({
        type: 'Feature',
        id: point.id,
        geometry: point.geometry,
        properties: {
          id: point.id,
          title: point.title,
          text: point.text,
          category: point.category,
          categoryLabel: CUSTOM_POINT_CATEGORY_LABELS[point.category],
          areaHa: point.areaHa,
          styleKey: point.geometry.type === 'Point' ? `punkt-${point.category}` : 'egen-yta',
        },
      })),
    };
  };
