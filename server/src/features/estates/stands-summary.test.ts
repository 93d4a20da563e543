import { describe, expect, it } from 'vitest';
import { ageClassOf, summariseStands } from './stands-summary.js';

describe('a forest plan’s summary', () => {
  it('puts a stand in the age class a plan prints: 0–20, 21–40 … 121+', () => {
    expect([0, 20, 21, 40, 41, 100, 101, 120, 121, 180].map(ageClassOf)).toEqual([
      '0–20',
      '0–20',
      '21–40',
      '21–40',
      '41–60',
      '81–100',
      '101–120',
      '101–120',
      '121+',
      '121+',
    ]);
  });

  it('is null for an estate without stands', () => {
    expect(summariseStands([])).toBeNull();
  });

  it('adds area and volume per class in the classes’ order, and area per age class', () => {
    const stand = (
      cutting_class: 'K1' | 'G1' | 'S2',
      area_m2: number,
      age: number,
      volume_per_ha: number,
    ) => ({
      estate_id: 'e',
      cutting_class,
      area_m2,
      age,
      volume_per_ha,
    });
    const summary = summariseStands([
      stand('S2', 40_000, 95, 250),
      stand('G1', 12_340, 42, 160),
      stand('S2', 5_000, 110, 280),
      stand('K1', 8_000, 0, 0),
    ]);
    expect(summary).toMatchObject({
      standCount: 4,
      volumeTotal: 1_000 + 197 + 140,
      byCuttingClass: [
        { cuttingClass: 'K1', areaHa: 0.8, volume: 0 },
        { cuttingClass: 'G1', areaHa: 1.2, volume: 197 },
        { cuttingClass: 'S2', areaHa: 4.5, volume: 1_140 },
      ],
    });
    expect(summary?.byAgeClass.map((entry) => entry.areaHa)).toEqual([0.8, 0, 1.2, 0, 4, 0.5, 0]);
  });
});
