import type { StandInventory } from './types.js';

/** The plans' stands of the worked examples (docs/forest-growth.md 7), which tests across the server grow. */
export const WORKED_EXAMPLE_STANDS = {
  /** 7.1: G28 spruce, G1, 35 years; gallring comes due in 2021 when rolled from 2019. */
  spruceG28: {
    age: 35,
    siteIndex: 'G28',
    cuttingClass: 'G1',
    goalClass: 'PG',
    areaHa: 2,
    volumePerHa: 180,
    growthPerHa: 9.5,
    proposedAction: 'Gallring',
    proposedYear: 2027,
  },
  /** 7.2: T22 pine, G1, 64 years, passing the lowest felling age. */
  pineT22: {
    age: 64,
    siteIndex: 'T22',
    cuttingClass: 'G1',
    goalClass: 'PG',
    areaHa: 3.5,
    volumePerHa: 160,
    growthPerHa: 5.2,
    proposedAction: 'Gallring',
    proposedYear: 2027,
  },
  /** 7.3: G30 young forest, R2, 22 years, passing into G1. */
  youngG30: {
    age: 22,
    siteIndex: 'G30',
    cuttingClass: 'R2',
    goalClass: 'PG',
    areaHa: 1.2,
    volumePerHa: 45,
    growthPerHa: 6,
    proposedAction: 'Gallring',
    proposedYear: 2027,
  },
} as const satisfies Record<string, StandInventory>;
