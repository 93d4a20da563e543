import type { OrderStatus } from '#contracts/checkout';
import type { Estimate } from '#contracts/services';
import type { Queryable } from '../database.js';
import { insertPlannedEstate } from './stand-builders.js';

/**
 * Cart lines and placed orders of forest services, for the demo and the tests. The server prices what it
 * stores (features/services); these write rows as it would, with the prices the caller gives.
 */

export interface Owner {
  readonly stakeholderId: string;
  readonly personId: string;
}

/** A free valuation: what a thinning or a final felling costs to order. */
export const FREE_VALUATION: Estimate = {
  areaHa: 1,
  lines: [
    { text: 'Kostnadsfri virkesvärdering och anbud', quantity: 1, unit: 'st', unitPriceOre: 0, amountOre: 0 },
  ],
  netOre: 0,
  vatOre: 0,
  totalOre: 0,
};

/** An estate of a new business of the owner, with one stand: its ids and area. */
async function plannedStand(db: Queryable, stakeholderId: string) {
  const estate = await insertPlannedEstate(db, stakeholderId);
  const [stand] = await db.query<{ id: string; number: number; area_m2: number }>(
    'SELECT id, number, productive_area_m2 AS area_m2 FROM stand WHERE estate_id = $1 ORDER BY number LIMIT 1',
    [estate.id],
  );
  if (stand === undefined) throw new Error('insertPlannedEstate gave no stand');
  return { estateId: estate.id, stand };
}

/** A pre-commercial thinning (röjning) of a new one-hectare stand of the owner, in their cart. */
export async function insertCartItem(
  db: Queryable,
  owner: Owner,
  overrides: { preferredTime?: string; onBehalf?: boolean; createdAt?: Date } = {},
): Promise<{ id: string; estateId: string; standId: string }> {
  const { estateId, stand } = await plannedStand(db, owner.stakeholderId);
  const at = overrides.createdAt ?? new Date();
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO cart_item (stakeholder_id, service_name, estate_id, area_kind, stand_ids, stand_numbers, area_m2,
                            quantity, wishes, preferred_time, added_by_person_id, added_on_behalf, created_at,
                            updated_at)
     VALUES ($1, 'rojning', $2, 'stands', $3, $4, $5, NULL, '', $6, $7, $8, $9, $9) RETURNING id`,
    [
      owner.stakeholderId,
      estateId,
      JSON.stringify([stand.id]),
      JSON.stringify([stand.number]),
      stand.area_m2,
      overrides.preferredTime ?? 'snarast',
      owner.personId,
      overrides.onBehalf ?? false,
      at,
    ],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return { id: row.id, estateId, standId: stand.id };
}

export interface OrderLineSeed {
  readonly serviceName: string;
  readonly serviceTitle: string;
  readonly estateId: string;
  readonly estateDesignation: string;
  readonly standIds: readonly string[];
  readonly standNumbers: readonly number[];
  readonly wishes: string;
  readonly preferredTime: string;
  readonly preferredTimeLabel: string;
  readonly estimate: Estimate;
}

export interface OrderSeed {
  readonly status: OrderStatus;
  readonly placedAt: Date;
  readonly placedByName: string;
  readonly contact: { readonly name: string; readonly email: string | null; readonly phone: string | null };
  readonly message: string;
  readonly advisorId: string | null;
  /** The order's lines; by default a free valuation of a new stand of the owner. */
  readonly lines?: readonly OrderLineSeed[];
  /** Steps after "received" (which every order gets), taken outside the portal. */
  readonly steps?: readonly StepSeed[];
}

export interface StepSeed {
  readonly step: 'confirmed' | 'cancelled';
  readonly at: Date;
  readonly byName: string;
  readonly note?: string;
  readonly plannedPeriod?: string;
}

const DEFAULT_ORDER: OrderSeed = {
  status: 'received',
  placedAt: new Date('2026-11-02T09:00:00Z'),
  placedByName: 'Test Testsson',
  contact: { name: 'Test Testsson', email: 'medlem@example.se', phone: null },
  message: '',
  advisorId: null,
};

/** A placed order of the owner, numbered as the server numbers orders; its id and number. */
export async function insertServiceOrder(
  db: Queryable,
  owner: Owner,
  overrides: Partial<OrderSeed> = {},
): Promise<{ id: string; number: string }> {
  const order = { ...DEFAULT_ORDER, ...overrides };
  const lines = order.lines ?? [await defaultLine(db, owner.stakeholderId)];
  const netOre = lines.reduce((sum, line) => sum + line.estimate.netOre, 0);
  const vatOre = lines.reduce((sum, line) => sum + line.estimate.vatOre, 0);
  const [row] = await db.query<{ id: string; number: string }>(
    `INSERT INTO service_order (number, stakeholder_id, status, placed_at, placed_by_person_id, placed_by_name,
                                placed_on_behalf, contact_name, contact_email, contact_phone, message,
                                terms_version, advisor_id, advisor_name, advisor_phone, advisor_email,
                                confirmation_email, net_ore, vat_ore, total_ore)
     SELECT next_service_order_number(extract(year FROM $3::timestamptz AT TIME ZONE 'Europe/Stockholm')::int),
            $1, $2, $3, $4, $5, false, $6, $7, $8, $9, '2026-11', a.id, a.name, a.phone, a.email, $7, $11::bigint, $12::bigint,
            $11::bigint + $12::bigint
       FROM (SELECT 1) one LEFT JOIN advisor a ON a.id = $10
     RETURNING id, number`,
    [
      owner.stakeholderId,
      order.status,
      order.placedAt,
      owner.personId,
      order.placedByName,
      order.contact.name,
      order.contact.email,
      order.contact.phone,
      order.message,
      order.advisorId,
      netOre,
      vatOre,
    ],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  await db.query(
    `INSERT INTO service_order_step (order_id, step, at, by_person_id, by_name) VALUES ($1, 'received', $2, $3, $4)`,
    [row.id, order.placedAt, owner.personId, order.placedByName],
  );
  for (const step of order.steps ?? []) {
    await db.query(
      `INSERT INTO service_order_step (order_id, step, at, by_name, note, planned_period)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [row.id, step.step, step.at, step.byName, step.note ?? '', step.plannedPeriod ?? null],
    );
  }
  for (const [index, line] of lines.entries()) {
    await db.query(
      `INSERT INTO service_order_line (order_id, position, service_name, service_title, estate_id,
              estate_designation, area_kind, stand_ids, stand_numbers, area_ha, quantity, quantity_text, wishes,
              preferred_time, preferred_time_label, estimate, net_ore, vat_ore, total_ore, added_by_person_id,
              added_on_behalf)
       VALUES ($1, $2, $3, $4, $5, $6, 'stands', $7, $8, $9, NULL, NULL, $10, $11, $12, $13, $14, $15, $16, $17,
               false)`,
      [
        row.id,
        index + 1,
        line.serviceName,
        line.serviceTitle,
        line.estateId,
        line.estateDesignation,
        JSON.stringify(line.standIds),
        JSON.stringify(line.standNumbers),
        line.estimate.areaHa,
        line.wishes,
        line.preferredTime,
        line.preferredTimeLabel,
        JSON.stringify(line.estimate),
        line.estimate.netOre,
        line.estimate.vatOre,
        line.estimate.totalOre,
        owner.personId,
      ],
    );
  }
  return row;
}

async function defaultLine(db: Queryable, stakeholderId: string): Promise<OrderLineSeed> {
  const { estateId } = await plannedStand(db, stakeholderId);
  return orderLineOn(db, estateId);
}

/** A free valuation of the estate's first stand, as an order line. */
export async function orderLineOn(db: Queryable, estateId: string): Promise<OrderLineSeed> {
  const [stand] = await db.query<{ id: string; number: number; area_m2: number }>(
    'SELECT id, number, productive_area_m2 AS area_m2 FROM stand WHERE estate_id = $1 ORDER BY number LIMIT 1',
    [estateId],
  );
  if (stand === undefined) throw new Error('the estate has no stand to order work on');
  const [estate] = await db.query<{ designation: string }>('SELECT designation FROM estate WHERE id = $1', [
    estateId,
  ]);
  return {
    serviceName: 'gallring',
    serviceTitle: 'Gallring',
    estateId,
    estateDesignation: estate?.designation ?? '',
    standIds: [stand.id],
    standNumbers: [stand.number],
    wishes: '',
    preferredTime: 'snarast',
    preferredTimeLabel: 'Så snart som möjligt',
    estimate: { ...FREE_VALUATION, areaHa: Math.round(stand.area_m2 / 100) / 100 },
  };
}

/** A röjning of the estate's first stand estimated at 8 882,50 kr with moms, placed by the owner Karin. */
export async function insertClearingOrder(
  db: Queryable,
  owner: Owner,
  estateId: string,
): Promise<{ id: string; number: string }> {
  const line = await orderLineOn(db, estateId);
  return insertServiceOrder(db, owner, {
    lines: [
      {
        ...line,
        serviceName: 'rojning',
        serviceTitle: 'Röjning',
        estimate: { ...line.estimate, netOre: 710_600, vatOre: 177_650, totalOre: 888_250 },
      },
    ],
    placedByName: 'Karin Lindqvist',
  });
}
