import { AGE_CLASSES, CUTTING_CLASSES, type AgeClass, type StandsSummary } from '#contracts/estates';
import { hectares } from '#contracts/geometry';
import { standVolume } from '../../forest-state/stands-now.repository.js';
import type { StandFigures } from './estates.repository.js';

/** The age class of a stand: 0–20, 21–40, … 121+ years. */
export function ageClassOf(age: number): AgeClass {
  const index = age <= 20 ? 0 : Math.min(AGE_CLASSES.length - 1, Math.ceil(age / 20) - 1);
  return AGE_CLASSES[index] as AgeClass;
}

/**
 * A plan's summary as plans print it: area and volume per huggningsklass (the classes the plan has, in
 * their order) and area per age class (all of them, so a chart keeps its axis). Volumes add the stands'
 * rounded volumes, so they agree with the stand list; null when the estate has no plan.
 */
export function summariseStands(stands: readonly StandFigures[]): StandsSummary | null {
  if (stands.length === 0) return null;
  const byClass = new Map<string, { area: number; volume: number }>();
  const byAge = new Map<string, number>();
  let volumeTotal = 0;
  for (const stand of stands) {
    const volume =
      stand.volume_total ?? standVolume({ areaM2: stand.area_m2, volumePerHa: stand.volume_per_ha });
    volumeTotal += volume;
    const entry = byClass.get(stand.cutting_class) ?? { area: 0, volume: 0 };
    byClass.set(stand.cutting_class, { area: entry.area + stand.area_m2, volume: entry.volume + volume });
    const ageClass = ageClassOf(stand.age);
    byAge.set(ageClass, (byAge.get(ageClass) ?? 0) + stand.area_m2);
  }
  return {
    standCount: stands.length,
    volumeTotal,
    byCuttingClass: CUTTING_CLASSES.flatMap((cuttingClass) => {
      const entry = byClass.get(cuttingClass);
      return entry === undefined
        ? []
        : [{ cuttingClass, areaHa: hectares(entry.area), volume: entry.volume }];
    }),
    byAgeClass: AGE_CLASSES.map((ageClass) => ({ ageClass, areaHa: hectares(byAge.get(ageClass) ?? 0) })),
  };
}
