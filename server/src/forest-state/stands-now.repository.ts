import {
  nextActionText,
  standStateLine,
  type CuttingClass,
  type GoalClass,
  type Stand,
  type StandAction,
} from '#contracts/estates';
import { hectares, type AreaGeometry } from '#contracts/geometry';
import type { Queryable } from '../db/database.js';
import type { StandWork } from '../forest-growth/types.js';
import { regionOfCounty } from '../forest-growth/types.js';
import { rolledForwardOf, rollPlanStand } from './stand-now.js';
import {
  ACTION_OF_OPERATION,
  ACTION_OF_SERVICE,
  isWorkAction,
  workByStand,
  type EstateWork,
} from './stand-work.js';

/**
 * The stands of some estates as they are now (docs/forest-growth.md 10): as inventoried, as rolled forward
 * with the work done since the inventory, and the work ordered for them. Every screen and calculation that
 * shows a stand reads it here; the estate ids come from the caller, who has scoped them to what the actor
 * may see (plugins/estate-scope.ts): nothing here decides that.
 */

/** A stand now, with what sums and texts need of it and its estate. */
export interface StandNow extends Stand {
  /** The stand's productive area as the plan measured it, unrounded, in m²: sums add these. */
  readonly areaM2: number;
  readonly estateDesignation: string;
  readonly county: string;
  /** The year `rolledForward` is for; null while the plan is not rolled. */
  readonly rolledYear: number | null;
  /** The plan's inventory year; null when the plan has no inventory date. */
  readonly inventoryYear: number | null;
  /** The work done since the inventory, as the growth model takes it (empty while the plan is not rolled). */
  readonly workDone: readonly StandWork[];
}

type StandRow = {
  id: string;
  estate_id: string;
  designation: string;
  county: string;
  inventoried_on: string | null;
  rolled_year: number | null;
  number: number;
  area_m2: number;
  productive_area_m2: number;
  age: number;
  site_index: string;
  cutting_class: CuttingClass;
  goal_class: GoalClass;
  pine_percent: number;
  spruce_percent: number;
  deciduous_percent: number;
  volume_per_ha: number;
  growth_per_ha: number;
  proposed_action: StandAction;
  proposed_year: number | null;
  geometry: AreaGeometry;
};

/**
 * A stand's volume in m³sk, as the plan shows it: volume per hectare times its productive area (`areaM2`),
 * whole cubic metres.
 */
export const standVolume = (stand: { areaM2: number; volumePerHa: number }): number =>
  Math.round((stand.volumePerHa * stand.areaM2) / 10_000);

async function estateWork(db: Queryable, estateIds: readonly string[], today: string): Promise<EstateWork[]> {
  const orders = await db.query<{
    number: string;
    service_name: string;
    estate_id: string;
    area_kind: 'stands' | 'drawn';
    stand_ids: string[];
    geometry: AreaGeometry | null;
    done_on: string | null;
    status: string;
  }>(
    `SELECT o.number, o.status, l.service_name, l.estate_id, l.area_kind, l.stand_ids, l.geometry,
            to_char(d.done_on, 'YYYY-MM-DD') AS done_on
       FROM service_order o JOIN service_order_line l ON l.order_id = o.id
       LEFT JOIN service_order_step d ON d.order_id = o.id AND d.step = 'done'
      WHERE l.estate_id = ANY($1::uuid[]) AND o.status <> 'cancelled'`,
    [estateIds],
  );
  const contracts = await db.query<{
    number: string;
    estate_id: string;
    operation: string;
    geometry: AreaGeometry | null;
    done_on: string | null;
  }>(
    `SELECT c.number, c.estate_id, c.operation, c.geometry,
            to_char(coalesce(
              (SELECT occurred_on FROM contract_event WHERE contract_id = c.id AND step = 'avverkning'),
              (SELECT occurred_on FROM contract_event WHERE contract_id = c.id AND step = 'slutredovisning')
            ), 'YYYY-MM-DD') AS done_on
       FROM harvest_contract c
      WHERE c.estate_id = ANY($1::uuid[]) AND c.signed_on IS NOT NULL`,
    [estateIds],
  );
  const fromOrders = orders.flatMap((row): EstateWork[] => {
    const action = (ACTION_OF_SERVICE as Partial<Record<string, StandAction>>)[row.service_name];
    if (action === undefined) return [];
    const done = row.status === 'done' ? row.done_on : null;
    // An order neither done nor cancelled is open; a done one without its day moves nothing.
    if (row.status === 'done' && done === null) return [];
    return [
      {
        estateId: row.estate_id,
        number: row.number,
        action,
        doneOn: done,
        standIds: row.area_kind === 'stands' ? row.stand_ids : null,
        area: row.area_kind === 'drawn' ? row.geometry : null,
      },
    ];
  });
  const fromContracts = contracts.flatMap((row): EstateWork[] => {
    const action = ACTION_OF_OPERATION[row.operation];
    if (action === undefined) return [];
    return [
      {
        estateId: row.estate_id,
        number: row.number,
        action,
        // A step dated ahead of today is not done yet.
        doneOn: row.done_on !== null && row.done_on <= today ? row.done_on : null,
        standIds: null,
        area: row.geometry,
      },
    ];
  });
  return [...fromOrders, ...fromContracts];
}

/** The work done on a stand after its plan's inventory day, as the growth model takes it. */
export const doneSince = (work: readonly EstateWork[], inventoriedOn: string): StandWork[] =>
  work.flatMap((entry) =>
    entry.doneOn !== null && entry.doneOn > inventoriedOn && isWorkAction(entry.action)
      ? [{ action: entry.action, year: Number(entry.doneOn.slice(0, 4)) }]
      : [],
  );

export function createStandsNowRepository(db: Queryable) {
  return {
    /** The work done and ordered on each of these stands of one estate, by stand id. */
    async workOn(
      estateId: string,
      stands: readonly { id: string; areaM2: number; geometry: AreaGeometry }[],
      today: string,
    ): Promise<Map<string, EstateWork[]>> {
      return workByStand(
        stands.map((stand) => ({ ...stand, estateId })),
        await estateWork(db, [estateId], today),
      );
    },

    /** The stands of these estates now, by estate designation and stand number. */
    async stands(estateIds: readonly string[], today: string): Promise<StandNow[]> {
      if (estateIds.length === 0) return [];
      const rows = await db.query<StandRow>(
        `SELECT s.id, s.estate_id, e.designation, e.county,
                to_char(e.plan_inventoried_on, 'YYYY-MM-DD') AS inventoried_on,
                CASE WHEN e.plan_rolled_from = e.plan_inventoried_on
                     THEN extract(year FROM e.plan_rolled_forward_to)::int END AS rolled_year,
                s.number, s.area_m2, s.productive_area_m2, s.age, s.site_index, s.cutting_class, s.goal_class, s.pine_percent,
                s.spruce_percent, s.deciduous_percent, s.volume_per_ha, s.growth_per_ha::float8 AS growth_per_ha,
                s.proposed_action, s.proposed_year, s.geometry
           FROM stand s JOIN estate e ON e.id = s.estate_id
          WHERE s.estate_id = ANY($1::uuid[])
          ORDER BY e.designation, e.id, s.number`,
        [estateIds],
      );
      const work = rows.length === 0 ? [] : await estateWork(db, estateIds, today);
      const covering = workByStand(
        rows.map((row) => ({
          id: row.id,
          estateId: row.estate_id,
          areaM2: row.area_m2,
          geometry: row.geometry,
        })),
        work,
      );
      return rows.map((row) => toStandNow(row, covering.get(row.id) ?? []));
    },
  };
}

function toStandNow(row: StandRow, work: readonly EstateWork[]): StandNow {
  const inventory = {
    age: row.age,
    siteIndex: row.site_index,
    cuttingClass: row.cutting_class,
    goalClass: row.goal_class,
    // Unrounded, so the rolled total is the volume per hectare times the productive area the plan measured.
    areaHa: row.productive_area_m2 / 10_000,
    volumePerHa: row.volume_per_ha,
    growthPerHa: row.growth_per_ha,
    proposedAction: row.proposed_action,
    proposedYear: row.proposed_year,
  };
  const inventoriedOn = row.inventoried_on;
  const done = inventoriedOn === null ? [] : doneSince(work, inventoriedOn);
  const rolledYear = inventoriedOn === null ? null : row.rolled_year;
  const rolled =
    rolledYear === null || inventoriedOn === null
      ? null
      : rollPlanStand(
          inventory,
          { inventoryYear: Number(inventoriedOn.slice(0, 4)), toYear: rolledYear, noticesAfter: rolledYear },
          regionOfCounty(row.county),
          done,
        );
  const stand = {
    id: row.id,
    estateId: row.estate_id,
    number: row.number,
    areaHa: hectares(row.productive_area_m2),
    impedimentHa: hectares(row.area_m2 - row.productive_area_m2),
    age: row.age,
    siteIndex: row.site_index,
    cuttingClass: row.cutting_class,
    goalClass: row.goal_class,
    species: { pine: row.pine_percent, spruce: row.spruce_percent, deciduous: row.deciduous_percent },
    volumePerHa: row.volume_per_ha,
    volumeTotal: standVolume({ areaM2: row.productive_area_m2, volumePerHa: row.volume_per_ha }),
    growthPerHa: row.growth_per_ha,
    proposedAction: row.proposed_action,
    proposedYear: row.proposed_year,
    geometry: row.geometry,
    rolledForward: rolled === null ? null : rolledForwardOf(rolled),
    ordered: work
      .filter((entry) => entry.doneOn === null)
      .map((entry) => ({ action: entry.action, number: entry.number })),
  };
  return {
    ...stand,
    stateLine: standStateLine(stand),
    nextActionText: nextActionText(stand),
    areaM2: row.productive_area_m2,
    estateDesignation: row.designation,
    county: row.county,
    rolledYear,
    inventoryYear: inventoriedOn === null ? null : Number(inventoriedOn.slice(0, 4)),
    workDone: rolled === null ? [] : done,
  };
}
