import type { ForestOverview } from '#contracts/forest-overview';
import { STAND_ACTIONS, type StandAction } from '#contracts/estates';
import { hectares } from '#contracts/geometry';

/** How far ahead the overview counts proposed actions: this year and the four after it. */
export const UPCOMING_YEARS = 5;

/** One stand as the overview job reads it. */
export interface StandFacts {
  readonly estateId: string;
  readonly areaSquareMetres: number;
  readonly volumePerHa: number;
  readonly growthPerHa: number;
  readonly proposedAction: StandAction;
  readonly proposedYear: number | null;
}

/** What the job stores per estate (`forest_overview.figures`), so a read can sum the estates it may see. */
export interface EstateFigures {
  readonly estateId: string;
  readonly standCount: number;
  readonly areaSquareMetres: number;
  /** m³sk. */
  readonly volume: number;
  /** m³sk per year. */
  readonly growth: number;
  readonly upcoming: readonly { action: StandAction; areaSquareMetres: number; standCount: number }[];
}

export interface StoredFigures {
  readonly estates: readonly EstateFigures[];
}

/**
 * Per estate: stands, area, standing volume and yearly growth (per-hectare figures times the stand's
 * area) and the actions the plan proposes from now to `UPCOMING_YEARS` ahead. An overdue action (its year
 * passed) is still to be done, so it counts as upcoming.
 */
export function figuresByEstate(
  estateIds: readonly string[],
  stands: readonly StandFacts[],
  year: number,
): StoredFigures {
  const lastYear = year + UPCOMING_YEARS - 1;
  return {
    estates: estateIds.map((estateId) => {
      const own = stands.filter((stand) => stand.estateId === estateId);
      const upcoming = STAND_ACTIONS.filter((action) => action !== 'Ingen').flatMap((action) => {
        const due = own.filter(
          (s) => s.proposedAction === action && s.proposedYear !== null && s.proposedYear <= lastYear,
        );
        if (due.length === 0) return [];
        return [
          { action, areaSquareMetres: sum(due.map((s) => s.areaSquareMetres)), standCount: due.length },
        ];
      });
      return {
        estateId,
        standCount: own.length,
        areaSquareMetres: sum(own.map((s) => s.areaSquareMetres)),
        volume: sum(own.map((s) => (s.areaSquareMetres / 10_000) * s.volumePerHa)),
        growth: sum(own.map((s) => (s.areaSquareMetres / 10_000) * s.growthPerHa)),
        upcoming,
      };
    }),
  };
}

/** The overview of the estates a reader may see, summed from the stored per-estate figures. */
export function overviewOf(
  stored: StoredFigures,
  visibleEstateIds: readonly string[],
  builtAt: Date,
): ForestOverview | undefined {
  const visible = new Set(visibleEstateIds);
  const estates = stored.estates.filter((estate) => visible.has(estate.estateId));
  if (estates.length === 0) return undefined;
  const area = sum(estates.map((e) => e.areaSquareMetres));
  const volume = sum(estates.map((e) => e.volume));
  const upcoming = estates.flatMap((e) => e.upcoming);
  return {
    builtAt: builtAt.toISOString(),
    estateCount: estates.length,
    standCount: sum(estates.map((e) => e.standCount)),
    productiveAreaHa: hectares(area),
    volumeTotal: Math.round(volume),
    volumePerHa: area === 0 ? 0 : Math.round(volume / (area / 10_000)),
    growthTotal: Math.round(sum(estates.map((e) => e.growth))),
    upcomingActions: STAND_ACTIONS.flatMap((action) => {
      const rows = upcoming.filter((row) => row.action === action);
      if (rows.length === 0) return [];
      return [
        {
          action,
          areaHa: hectares(sum(rows.map((row) => row.areaSquareMetres))),
          standCount: sum(rows.map((row) => row.standCount)),
        },
      ];
    }),
  };
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);
