import { useEffect, useMemo } from 'react';
import type { Estate, Stand, StandList } from '#contracts/estates';
import { formatHectares } from '../../../lib/format';
import { planStandDetails } from '../feature-details';
import { estateFeature, standFeature } from '../layers/map-layers';
import { mapTexts } from '../map.texts';
import { featureKey, type MapItem } from './use-features-in-view';
import type { MapSetup } from './use-map-setup';

/** The list's key figures: the stand now, its next action in the words every screen uses. */
const standFigures = (stand: Stand): string =>
  mapTexts.features.standFigures(
    stand.rolledForward?.cuttingClass ?? stand.cuttingClass,
    formatHectares(stand.areaHa),
    stand.nextActionText,
  );

/** The member's estate boundaries and stands on the map; the stands also as list items per estate. */
export function useOwnForest(
  setup: MapSetup | null,
  estates: readonly Estate[],
  stands: readonly (StandList | null | undefined)[],
): ReadonlyMap<string, MapItem[]> {
  const standItems = useMemo(() => {
    const byEstate = new Map<string, MapItem[]>();
    estates.forEach((estate, index) => {
      const items = (stands[index]?.stands ?? [])
        .toSorted((a, b) => a.number - b.number)
        .map((stand) => {
          const feature = standFeature(stand);
          // Words and figures are made when the list or the panel first shows them, not while the map loads.
          let figures: string | undefined;
          return {
            key: featureKey(feature),
            feature,
            details: planStandDetails(stand, estate),
            get figures() {
              return (figures ??= standFigures(stand));
            },
          };
        });
      byEstate.set(estate.id, items);
    });
    return byEstate;
  }, [estates, stands]);

  useEffect(() => {
    if (setup === null) return;
    const { estates: estateSource, stands: standSource } = setup.own;
    estateSource.clear(true);
    estateSource.addFeatures(estates.map(estateFeature).filter((feature) => feature !== null));
    standSource.clear(true);
    standSource.addFeatures([...standItems.values()].flat().map((item) => item.feature));
  }, [setup, estates, standItems]);

  return standItems;
}
