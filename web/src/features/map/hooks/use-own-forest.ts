import { useEffect, useMemo } from 'react';
import type { Estate, Stand, StandList } from '#contracts/estates';
import { formatHectares } from '../../../lib/format';
import { planStandDetails } from '../feature-details';
import { estateFeature, standFeature } from '../layers/map-layers';
import { mapTexts } from '../map.texts';
import { featureKey, type MapItem } from './use-features-in-view';
import type { MapSetup } from './use-map-setup';

/** The list's key figures: as rolled forward where the plan is, else as inventoried. */
const standFigures = ({ rolledForward, ...stand }: Stand): string =>
  rolledForward === null
    ? mapTexts.features.standFigures(
        stand.cuttingClass,
        formatHectares(stand.areaHa),
        stand.proposedAction,
        stand.proposedYear,
      )
    : mapTexts.features.standFigures(
        rolledForward.cuttingClass,
        formatHectares(stand.areaHa),
        rolledForward.nextAction ?? 'Ingen',
        rolledForward.nextActionYear,
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
          return {
            key: featureKey(feature),
            feature,
            details: planStandDetails(stand, estate),
            figures: standFigures(stand),
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
