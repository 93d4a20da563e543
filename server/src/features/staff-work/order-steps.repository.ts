import type { OrderStepName } from '#contracts/order-steps';
import type { Queryable } from '../../db/database.js';
import { oreFromBigint } from '../../lib/ore.js';

export interface LockedOrder {
  readonly id: string;
  readonly stakeholderId: string;
  readonly status: OrderStepName;
  readonly netOre: number;
  /** The estimate the member signed, with VAT: a final price above it waits for the member's answer. */
  readonly totalOre: number;
  /** The day the work was planned to start, once scheduled. */
  readonly scheduledOn: string | null;
  /** The period confirmed to the member, as days when it was confirmed with days, and in words. */
  readonly planned: {
    readonly from: string | null;
    readonly until: string | null;
    readonly words: string;
  } | null;
  readonly lines: readonly {
    readonly position: number;
    readonly serviceName: string;
    readonly estateId: string;
  }[];
}

export interface NewStep {
  readonly step: OrderStepName;
  readonly at: Date;
  readonly by: { readonly personId: string; readonly name: string };
  readonly note: string;
  readonly plannedPeriod?: string;
  readonly plannedFrom?: string;
  readonly plannedUntil?: string;
  readonly scheduledOn?: string;
  readonly contractor?: string;
  readonly doneOn?: string;
  readonly final?: {
    readonly lines: readonly {
      position: number;
      areaHa: number;
      netOre: number;
      vatOre: number;
      totalOre: number;
    }[];
    readonly netOre: number;
    readonly vatOre: number;
    readonly totalOre: number;
    readonly priceReason: string | null;
  };
}

/** A step's values, as `stepValues` gives them: note, the planned period, the schedule, the final figures. */
const STEP_CASTS = ['', '', '::date', '::date', '::date', '', '::date', '', '', '', '', ''];
const stepPlaceholders = (first: number): string =>
  STEP_CASTS.map((cast, index) => `$${String(first + index)}${cast}`).join(', ');
const stepValues = (step: NewStep): unknown[] => [
  step.note,
  step.plannedPeriod ?? null,
  step.plannedFrom ?? null,
  step.plannedUntil ?? null,
  step.scheduledOn ?? null,
  step.contractor ?? null,
  step.doneOn ?? null,
  step.final === undefined ? null : JSON.stringify(step.final.lines),
  step.final?.netOre ?? null,
  step.final?.vatOre ?? null,
  step.final?.totalOre ?? null,
  step.final?.priceReason ?? null,
];

/** An order's steps: the order locked while a step is taken, so two staff never take the same step twice. */
export function createOrderStepsRepository(db: Queryable) {
  return {
    async lock(number: string): Promise<LockedOrder | undefined> {
      const [row] = await db.query<{
        id: string;
        stakeholder_id: string;
        status: OrderStepName;
        net_ore: string;
        total_ore: string;
        scheduled_on: string | null;
        planned: { from: string | null; until: string | null; words: string } | null;
        lines: { position: number; serviceName: string; estateId: string }[];
      }>(
        `SELECT o.id, o.stakeholder_id, o.status, o.net_ore::text AS net_ore, o.total_ore::text AS total_ore,
                (SELECT s.scheduled_on::text FROM service_order_step s
                  WHERE s.order_id = o.id AND s.step = 'scheduled') AS scheduled_on,
                (SELECT json_build_object('from', s.planned_from::text, 'until', s.planned_until::text,
                                          'words', s.planned_period)
                   FROM service_order_step s WHERE s.order_id = o.id AND s.step = 'confirmed') AS planned,
                (SELECT jsonb_agg(jsonb_build_object('position', l.position, 'serviceName', l.service_name,
                                                     'estateId', l.estate_id)
                                  ORDER BY l.position)
                   FROM service_order_line l WHERE l.order_id = o.id) AS lines
           FROM service_order o WHERE o.number = $1 FOR UPDATE`,
        [number],
      );
      return (
        row && {
          id: row.id,
          stakeholderId: row.stakeholder_id,
          status: row.status,
          netOre: oreFromBigint(row.net_ore),
          totalOre: oreFromBigint(row.total_ore),
          scheduledOn: row.scheduled_on,
          planned: row.planned,
          lines: row.lines,
        }
      );
    },

    async insert(orderId: string, step: NewStep): Promise<void> {
      await db.query(
        `INSERT INTO service_order_step (order_id, step, at, by_person_id, by_name, note, planned_period,
                                         planned_from, planned_until, scheduled_on, contractor, done_on,
                                         final_lines, final_net_ore, final_vat_ore, final_total_ore, price_reason)
         VALUES ($1, $2, $3, $4, $5, ${stepPlaceholders(6)})`,
        [orderId, step.step, step.at, step.by.personId, step.by.name, ...stepValues(step)],
      );
      await db.query('UPDATE service_order SET status = $2 WHERE id = $1', [orderId, step.step]);
    },

    /**
     * Corrects the order's latest step with `step`'s values: what it said before is kept for the audit, and
     * the step records when and by whom it was corrected. Who took it and when stay as they were.
     */
    async correct(orderId: string, step: NewStep): Promise<Record<string, unknown>> {
      const [before] = await db.query<{ before: Record<string, unknown> }>(
        `INSERT INTO service_order_step_correction (order_id, step, at, by_person_id, by_name, before)
         SELECT order_id, step, $3, $4, $5, to_jsonb(s) - 'order_id' - 'step'
           FROM service_order_step s WHERE s.order_id = $1 AND s.step = $2
         RETURNING before`,
        [orderId, step.step, step.at, step.by.personId, step.by.name],
      );
      await db.query(
        `UPDATE service_order_step
            SET (note, planned_period, planned_from, planned_until, scheduled_on, contractor, done_on, final_lines,
                 final_net_ore, final_vat_ore, final_total_ore, price_reason, corrected_at, corrected_by_name)
              = (${stepPlaceholders(3)}, $15, $16)
          WHERE order_id = $1 AND step = $2`,
        [orderId, step.step, ...stepValues(step), step.at, step.by.name],
      );
      return before?.before ?? {};
    },

    async personName(personId: string): Promise<string> {
      const [row] = await db.query<{ name: string }>(
        `SELECT given_name || ' ' || surname AS name FROM person WHERE id = $1`,
        [personId],
      );
      return row?.name ?? '';
    },

    async memberName(stakeholderId: string): Promise<string> {
      const [row] = await db.query<{ name: string }>('SELECT name FROM stakeholder WHERE id = $1', [
        stakeholderId,
      ]);
      return row?.name ?? '';
    },
  };
}
