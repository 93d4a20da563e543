import { describe, expect, it } from 'vitest';
import { ageClassOf, summariseStands, tenthsAddingUp } from './stands-summary.js';

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
      areaHa: 6.5,
      volumeTotal: 1_000 + 197 + 140,
      byCuttingClass: [
        { cuttingClass: 'K1', areaHa: 0.8, volume: 0 },
        { cuttingClass: 'G1', areaHa: 1.2, volume: 197 },
        { cuttingClass: 'S2', areaHa: 4.5, volume: 1_140 },
      ],
    });
    expect(summary?.byAgeClass.map((entry) => entry.areaHa)).toEqual([0.8, 0, 1.2, 0, 4, 0.5, 0]);
  });

  it('rounds class areas so the rows add up to the total, as a printed plan does', () => {
    // Three classes of 0.34 ha each: rounded alone 0.3 + 0.3 + 0.3 = 0.9, against a total of 1.0.
    expect(tenthsAddingUp([3_400, 3_400, 3_400])).toEqual([0.4, 0.3, 0.3]);
    expect(tenthsAddingUp([12_340, 5_060, 0])).toEqual([1.2, 0.5, 0]);
    const stand = (cutting_class: 'G1' | 'G2' | 'S1', area_m2: number) => ({
      estate_id: 'e',
      cutting_class,
      area_m2,
      age: 50,
      volume_per_ha: 100,
    });
    const summary = summariseStands([stand('G1', 3_400), stand('G2', 3_400), stand('S1', 3_400)]);
    const rows = summary?.byCuttingClass.map((entry) => entry.areaHa) ?? [];
    expect(summary?.areaHa).toBe(1);
    expect(rows.reduce((sum, area) => sum + area * 10, 0)).toBe(10);
  });
});
