import type { ForestOverview } from '#contracts/forest-overview';
import { standNow, STAND_ACTIONS, type StandAction } from '#contracts/estates';
import { hectares } from '#contracts/geometry';
import type { Queryable } from '../../db/database.js';
import { createStandsNowRepository, type StandNow } from '../../forest-state/stands-now.repository.js';

/** How far ahead the overview counts proposed actions: this year and the four after it. */
export const UPCOMING_YEARS = 5;

/** One stand as the overview counts it: its figures and next action now (forest-state/). */
export interface StandFacts {
  readonly estateId: string;
  readonly areaSquareMetres: number;
  /** m³sk, the stand's own rounded total, as the estates page adds it. */
  readonly volumeTotal: number;
  readonly growthPerHa: number;
  readonly proposedAction: StandAction | null;
  readonly proposedYear: number | null;
}

/** The overview's facts of a stand now: as rolled forward where the plan is, else as inventoried. */
export const standFacts = (stand: StandNow): StandFacts => {
  const now = standNow(stand);
  return {
    estateId: stand.estateId,
    areaSquareMetres: stand.areaM2,
    volumeTotal: stand.rolledForward?.volumeTotal ?? stand.volumeTotal,
    growthPerHa: stand.rolledForward?.growthPerHa ?? stand.growthPerHa,
    proposedAction: now.action,
    proposedYear: now.year,
  };
};

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
 * Per estate: stands, area, standing volume (the stands' totals) and yearly growth (per hectare times the
 * stand's area) and the stands' next actions from now to `UPCOMING_YEARS` ahead. An overdue action (its year
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
        volume: sum(own.map((s) => s.volumeTotal)),
        growth: sum(own.map((s) => (s.areaSquareMetres / 10_000) * s.growthPerHa)),
        upcoming,
      };
    }),
  };
}

/** The per-estate figures of these estates now, made from their stands as every screen reads them. */
export async function figuresNow(
  db: Queryable,
  estateIds: readonly string[],
  today: string,
): Promise<StoredFigures> {
  const stands = await createStandsNowRepository(db).stands(estateIds, today);
  return figuresByEstate(estateIds, stands.map(standFacts), Number(today.slice(0, 4)));
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
