import { actorRole } from '#contracts/actor-role';
import type { Order, OrderStatus, OrderTimelineStep } from '#contracts/checkout';
import type { Polygon } from '#contracts/geometry';
import { ORDER_STEPS, type OrderFinal, type OrderStep } from '#contracts/order-steps';
import type { Estimate } from '#contracts/services';
import type { Queryable } from '../../db/database.js';
import { oreFromBigint } from '../../lib/ore.js';
import {
  SIGNATURE_COLUMNS,
  signatureJoin,
  signatureOf,
  type SignatureRow,
} from '../../signing/signature-columns.js';

/** Placed orders and their lines, always looked up by the stakeholder they belong to. */

export interface NewOrder {
  readonly stakeholderId: string;
  readonly placedAt: Date;
  readonly placedBy: { readonly personId: string; readonly name: string; readonly onBehalf: boolean };
  readonly contact: { readonly name: string; readonly email: string | null; readonly phone: string | null };
  readonly message: string;
  readonly termsVersion: string;
  readonly advisor: {
    readonly id: string;
    readonly name: string;
    readonly phone: string;
    readonly email: string;
  } | null;
  readonly confirmationEmail: string | null;
  readonly sums: { readonly netOre: number; readonly vatOre: number; readonly totalOre: number };
}

export interface NewOrderLine {
  readonly serviceName: string;
  readonly serviceTitle: string;
  readonly estateId: string;
  readonly estateDesignation: string;
  readonly areaKind: 'stands' | 'drawn';
  readonly standIds: string[];
  readonly standNumbers: number[];
  readonly geometry: Polygon | null;
  readonly quantity: number | null;
  readonly quantityText: string | null;
  readonly wishes: string;
  readonly preferredTime: string;
  readonly preferredTimeLabel: string;
  readonly estimate: Estimate;
  readonly addedBy: { readonly personId: string; readonly onBehalf: boolean };
}

type OrderRow = SignatureRow & {
  id: string;
  number: string;
  stakeholder_id: string;
  placed_at: Date | string;
  status: OrderStatus;
  placed_by_name: string;
  placed_on_behalf: boolean;
  contact_name: string;
  contact_email: string | null;
  contact_phone: string | null;
  message: string;
  advisor_name: string | null;
  advisor_phone: string | null;
  advisor_email: string | null;
  confirmation_email: string | null;
  net_ore: string;
  vat_ore: string;
  total_ore: string;
};

type StepRow = {
  step: OrderStep['step'];
  at: Date | string;
  by_name: string;
  known_person: boolean;
  members_own: boolean;
  has_mandate: boolean;
  is_staff: boolean;
  staff_advisor_id: string | null;
  members_advisor_id: string | null;
  named_members_advisor: boolean;
  note: string;
  planned_period: string | null;
  scheduled_on: string | null;
  contractor: string | null;
  done_on: string | null;
  final_lines: OrderFinal['lines'] | null;
  final_net_ore: string | null;
  final_vat_ore: string | null;
  final_total_ore: string | null;
  price_reason: string | null;
  corrected_at: Date | string | null;
  corrected_by_name: string | null;
};

/**
 * What the server knows of who took a step, towards the order's member: the facts `actorRole` names the
 * role from. The member's advisor is the one the order went to.
 */
const STEP_ACTOR_FACTS = `
  st.by_person_id IS NOT NULL AS known_person,
  (EXISTS (SELECT 1 FROM stakeholder k WHERE k.id = o.stakeholder_id AND k.person_id = st.by_person_id)
   OR EXISTS (SELECT 1 FROM company_representative r
               WHERE r.stakeholder_id = o.stakeholder_id AND r.person_id = st.by_person_id)) AS members_own,
  EXISTS (SELECT 1 FROM delegated_right d
           WHERE d.grantor_stakeholder_id = o.stakeholder_id AND d.grantee_person_id = st.by_person_id)
    AS has_mandate,
  sf.person_id IS NOT NULL AS is_staff, sf.advisor_id AS staff_advisor_id, o.advisor_id AS members_advisor_id,
  (st.by_person_id IS NULL AND st.by_name = o.advisor_name) AS named_members_advisor`;

const stepOf = (row: StepRow): OrderTimelineStep => ({
  step: row.step,
  at: new Date(row.at).toISOString(),
  byName: row.by_name,
  byRole: actorRole({
    knownPerson: row.known_person,
    membersOwn: row.members_own,
    hasMandate: row.has_mandate,
    staffAdvisorId: row.is_staff ? row.staff_advisor_id : undefined,
    membersAdvisorId: row.members_advisor_id,
    namedMembersAdvisor: row.named_members_advisor,
  }),
  note: row.note,
  plannedPeriod: row.planned_period,
  scheduledOn: row.scheduled_on,
  contractor: row.contractor,
  doneOn: row.done_on,
  final:
    row.final_lines === null ||
    row.final_net_ore === null ||
    row.final_vat_ore === null ||
    row.final_total_ore === null
      ? null
      : {
          lines: row.final_lines,
          netOre: oreFromBigint(row.final_net_ore),
          vatOre: oreFromBigint(row.final_vat_ore),
          totalOre: oreFromBigint(row.final_total_ore),
          priceReason: row.price_reason,
        },
  corrected:
    row.corrected_at === null || row.corrected_by_name === null
      ? null
      : { at: new Date(row.corrected_at).toISOString(), byName: row.corrected_by_name },
});

type LineRow = {
  service_name: Order['lines'][number]['serviceName'];
  service_title: string;
  estate_designation: string;
  stand_numbers: number[];
  area_ha: number;
  quantity_text: string | null;
  wishes: string;
  preferred_time_label: string;
  estimate: Estimate;
};

export function createOrdersRepository(db: Queryable) {
  return {
    /** The advisor the order goes to: the estate's business's, else the stakeholder's first business's. */
    async advisorFor(stakeholderId: string, estateId: string): Promise<NewOrder['advisor']> {
      const [row] = await db.query<{ id: string; name: string; phone: string; email: string }>(
        `SELECT a.id, a.name, a.phone, a.email FROM business b JOIN advisor a ON a.id = b.advisor_id
          WHERE b.stakeholder_id = $1
          ORDER BY (b.id = (SELECT business_id FROM estate WHERE id = $2)) DESC, b.id LIMIT 1`,
        [stakeholderId, estateId],
      );
      return row ?? null;
    },

    async insert(order: NewOrder, lines: readonly NewOrderLine[], year: number): Promise<string> {
      const [row] = await db.query<{ id: string; number: string }>(
        `INSERT INTO service_order (number, stakeholder_id, placed_at, placed_by_person_id, placed_by_name,
                                    placed_on_behalf, contact_name, contact_email, contact_phone, message,
                                    terms_version, advisor_id, advisor_name, advisor_phone, advisor_email,
                                    confirmation_email, net_ore, vat_ore, total_ore)
         VALUES (next_service_order_number($1), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
                 $16, $17, $18, $19)
         RETURNING id, number`,
        [
          year,
          order.stakeholderId,
          order.placedAt,
          order.placedBy.personId,
          order.placedBy.name,
          order.placedBy.onBehalf,
          order.contact.name,
          order.contact.email,
          order.contact.phone,
          order.message,
          order.termsVersion,
          order.advisor?.id ?? null,
          order.advisor?.name ?? null,
          order.advisor?.phone ?? null,
          order.advisor?.email ?? null,
          order.confirmationEmail,
          order.sums.netOre,
          order.sums.vatOre,
          order.sums.totalOre,
        ],
      );
      if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
      await db.query(
        `INSERT INTO service_order_step (order_id, step, at, by_person_id, by_name) VALUES ($1, 'received', $2, $3, $4)`,
        [row.id, order.placedAt, order.placedBy.personId, order.placedBy.name],
      );
      // All lines in one statement: a row per element of one JSON array, in order.
      await db.query(
        `INSERT INTO service_order_line (order_id, position, service_name, service_title, estate_id,
                estate_designation, area_kind, stand_ids, stand_numbers, geometry, area_ha, quantity,
                quantity_text, wishes, preferred_time, preferred_time_label, estimate, net_ore, vat_ore,
                total_ore, added_by_person_id, added_on_behalf)
         SELECT $1, line.*
           FROM jsonb_to_recordset($2::jsonb) AS line(position integer, service_name text, service_title text,
                estate_id uuid, estate_designation text, area_kind text, stand_ids jsonb, stand_numbers jsonb,
                geometry jsonb, area_ha numeric, quantity integer, quantity_text text, wishes text,
                preferred_time text, preferred_time_label text, estimate jsonb, net_ore bigint, vat_ore bigint,
                total_ore bigint, added_by_person_id uuid, added_on_behalf boolean)`,
        [
          row.id,
          JSON.stringify(
            lines.map((line, index) => ({
              position: index + 1,
              service_name: line.serviceName,
              service_title: line.serviceTitle,
              estate_id: line.estateId,
              estate_designation: line.estateDesignation,
              area_kind: line.areaKind,
              stand_ids: line.standIds,
              stand_numbers: line.standNumbers,
              geometry: line.geometry,
              area_ha: line.estimate.areaHa,
              quantity: line.quantity,
              quantity_text: line.quantityText,
              wishes: line.wishes,
              preferred_time: line.preferredTime,
              preferred_time_label: line.preferredTimeLabel,
              estimate: line.estimate,
              net_ore: line.estimate.netOre,
              vat_ore: line.estimate.vatOre,
              total_ore: line.estimate.totalOre,
              added_by_person_id: line.addedBy.personId,
              added_on_behalf: line.addedBy.onBehalf,
            })),
          ),
        ],
      );
      return row.number;
    },

    /** The stakeholder's order by its number; another's, or none: undefined. */
    async order(stakeholderId: string, number: string): Promise<Order | undefined> {
      return (await find(stakeholderId, number))?.order;
    },

    /** Any member's order by its number, and whose it is: for the association's staff. */
    orderByNumber: (number: string) => find(null, number),

    /** Locks the stakeholder's order for the member's answer to its final price; another's: undefined. */
    async lock(stakeholderId: string, number: string): Promise<string | undefined> {
      const [row] = await db.query<{ id: string }>(
        'SELECT id FROM service_order WHERE stakeholder_id = $1 AND number = $2 FOR UPDATE',
        [stakeholderId, number],
      );
      return row?.id;
    },

    /** The member's answer to a final price above the estimate: the order's last step. */
    async answerFinalPrice(
      orderId: string,
      answer: 'price-accepted' | 'price-declined',
      at: Date,
      by: { readonly personId: string; readonly name: string },
    ): Promise<void> {
      await db.query(
        `INSERT INTO service_order_step (order_id, step, at, by_person_id, by_name) VALUES ($1, $2, $3, $4, $5)`,
        [orderId, answer, at, by.personId, by.name],
      );
      await db.query('UPDATE service_order SET status = $2 WHERE id = $1', [orderId, answer]);
    },
  };

  async function find(
    stakeholderId: string | null,
    number: string,
  ): Promise<{ stakeholderId: string; order: Order } | undefined> {
    const [row] = await db.query<OrderRow>(
      `SELECT o.id, o.number, o.stakeholder_id, o.placed_at, o.status, o.placed_by_name, o.placed_on_behalf,
                o.contact_name, o.contact_email, o.contact_phone, o.message, o.advisor_name, o.advisor_phone,
                o.advisor_email, o.confirmation_email, o.net_ore::text AS net_ore, o.vat_ore::text AS vat_ore,
                o.total_ore::text AS total_ore,
                ${SIGNATURE_COLUMNS}
           FROM service_order o ${signatureJoin('order', 'o.stakeholder_id', 'o.number')}
          WHERE ($1::text IS NULL OR o.stakeholder_id = $1) AND o.number = $2`,
      [stakeholderId, number],
    );
    if (row === undefined) return undefined;
    const [lines, steps, [finalPriceSigned]] = await Promise.all([
      db.query<LineRow>(
        `SELECT service_name, service_title, estate_designation, stand_numbers, area_ha::float8 AS area_ha,
                quantity_text, wishes, preferred_time_label, estimate
           FROM service_order_line WHERE order_id = $1 ORDER BY position`,
        [row.id],
      ),
      db.query<StepRow>(
        `SELECT st.step, st.at, st.by_name, st.note, st.planned_period, st.scheduled_on::text AS scheduled_on,
                st.contractor, st.done_on::text AS done_on, st.final_lines,
                st.final_net_ore::text AS final_net_ore, st.final_vat_ore::text AS final_vat_ore,
                st.final_total_ore::text AS final_total_ore, st.price_reason, st.corrected_at,
                st.corrected_by_name, ${STEP_ACTOR_FACTS}
           FROM service_order_step st
           JOIN service_order o ON o.id = st.order_id
           LEFT JOIN staff sf ON sf.person_id = st.by_person_id
          WHERE st.order_id = $1 ORDER BY st.at, array_position($2::text[], st.step)`,
        [row.id, ORDER_STEPS],
      ),
      db.query<SignatureRow>(
        `SELECT ${SIGNATURE_COLUMNS} FROM (SELECT $1::text AS stakeholder_id, $2::text AS number) o
           ${signatureJoin('order-price', 'o.stakeholder_id', 'o.number')}`,
        [row.stakeholder_id, row.number],
      ),
    ]);
    const order: Order = {
      number: row.number,
      placedAt: new Date(row.placed_at).toISOString(),
      status: row.status,
      lines: lines.map((line) => ({
        serviceName: line.service_name,
        serviceTitle: line.service_title,
        estateDesignation: line.estate_designation,
        standNumbers: line.stand_numbers,
        areaHa: line.area_ha,
        quantityText: line.quantity_text,
        wishes: line.wishes,
        preferredTimeLabel: line.preferred_time_label,
        estimate: line.estimate,
      })),
      netOre: oreFromBigint(row.net_ore),
      vatOre: oreFromBigint(row.vat_ore),
      totalOre: oreFromBigint(row.total_ore),
      contact: { name: row.contact_name, email: row.contact_email, phone: row.contact_phone },
      message: row.message,
      placedBy: { name: row.placed_by_name, onBehalf: row.placed_on_behalf },
      advisor:
        row.advisor_name === null || row.advisor_email === null
          ? null
          : { name: row.advisor_name, phone: row.advisor_phone, email: row.advisor_email },
      confirmationEmail: row.confirmation_email,
      signature: signatureOf(row),
      steps: steps.map(stepOf),
      finalPriceSignature: finalPriceSigned === undefined ? null : signatureOf(finalPriceSigned),
    };
    return { stakeholderId: row.stakeholder_id, order };
  }
}
