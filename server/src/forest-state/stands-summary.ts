import {
  AGE_CLASSES,
  CUTTING_CLASSES,
  type AgeClass,
  type CuttingClass,
  type StandsSummary,
} from '#contracts/estates';
import { hectares } from '#contracts/geometry';
import { standVolume } from './stands-now.repository.js';

/** What a plan summary needs of a stand. */
export type StandFigures = {
  estate_id: string;
  /** The stand's productive area: the plan's tables count forest land only. */
  area_m2: number;
  age: number;
  cutting_class: CuttingClass;
  volume_per_ha: number;
  /** The rolled stand's own total; an inventoried stand's is its volume per hectare times its area. */
  volume_total?: number | null;
};

/** The age class of a stand: 0–20, 21–40, … 121+ years. */
export function ageClassOf(age: number): AgeClass {
  const index = age <= 20 ? 0 : Math.min(AGE_CLASSES.length - 1, Math.ceil(age / 20) - 1);
  return AGE_CLASSES[index] as AgeClass;
}

/**
 * Square metres as hectares with one decimal that add up to their rounded sum: each is rounded down, and the
 * tenths the rounding lost go to those that lost most (largest remainder), so a table's rows add up to its
 * total.
 */
export function tenthsAddingUp(squareMetres: readonly number[]): number[] {
  const tenths = squareMetres.map((m2) => m2 / 1_000);
  const rounded = tenths.map(Math.floor);
  const missing = Math.round(tenths.reduce((sum, t) => sum + t, 0)) - rounded.reduce((sum, t) => sum + t, 0);
  const byRemainder = tenths.map((t, i) => ({ i, remainder: t - Math.floor(t) }));
  byRemainder.sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder.slice(0, missing)) rounded[i] = (rounded[i] ?? 0) + 1;
  return rounded.map((t) => t / 10);
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
  const classes = CUTTING_CLASSES.flatMap((cuttingClass) => {
    const entry = byClass.get(cuttingClass);
    return entry === undefined ? [] : [{ cuttingClass, ...entry }];
  });
  const classAreas = tenthsAddingUp(classes.map((entry) => entry.area));
  const ageAreas = tenthsAddingUp(AGE_CLASSES.map((ageClass) => byAge.get(ageClass) ?? 0));
  return {
    standCount: stands.length,
    areaHa: hectares(stands.reduce((sum, stand) => sum + stand.area_m2, 0)),
    volumeTotal,
    byCuttingClass: classes.map(({ cuttingClass, volume }, i) => ({
      cuttingClass,
      areaHa: classAreas[i] ?? 0,
      volume,
    })),
    byAgeClass: AGE_CLASSES.map((ageClass, i) => ({ ageClass, areaHa: ageAreas[i] ?? 0 })),
  };
}
