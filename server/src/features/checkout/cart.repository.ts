import type { Polygon } from '#contracts/geometry';
import type { OrderContact } from '#contracts/checkout';
import type { Queryable } from '../../db/database.js';
import { isUuid } from '#contracts/uuid';
import { contactOnFile, lockStakeholder } from '../../stakeholders/stakeholders.js';

/** Cart lines, always looked up by the stakeholder they belong to: another's line is as unknown as none. */

export interface StoredCartItem {
  readonly id: string;
  readonly serviceName: string;
  readonly estateId: string;
  readonly estateDesignation: string;
  readonly areaKind: 'stands' | 'drawn';
  readonly standIds: string[];
  readonly standNumbers: number[];
  readonly geometry: Polygon | null;
  readonly areaSquareMetres: number;
  readonly quantity: number | null;
  readonly wishes: string;
  readonly preferredTime: string;
  readonly addedByPersonId: string;
  readonly addedByName: string;
  readonly addedOnBehalf: boolean;
}

/** What a saved line holds: the draft as the server checked and measured it. */
export interface CartLine {
  readonly serviceName: string;
  readonly estateId: string;
  readonly areaKind: 'stands' | 'drawn';
  readonly standIds: string[];
  readonly standNumbers: number[];
  readonly geometry: Polygon | null;
  readonly areaSquareMetres: number;
  readonly quantity: number | null;
  readonly wishes: string;
  readonly preferredTime: string;
}

type CartRow = {
  id: string;
  service_name: string;
  estate_id: string;
  designation: string;
  area_kind: 'stands' | 'drawn';
  stand_ids: string[];
  stand_numbers: number[];
  geometry: Polygon | null;
  area_m2: number;
  quantity: number | null;
  wishes: string;
  preferred_time: string;
  added_by_person_id: string;
  added_by_name: string;
  added_on_behalf: boolean;
};

const SELECT = `SELECT c.id, c.service_name, c.estate_id, e.designation, c.area_kind, c.stand_ids, c.stand_numbers,
         c.geometry, c.area_m2, c.quantity, c.wishes, c.preferred_time, c.added_by_person_id,
         p.given_name || ' ' || p.surname AS added_by_name, c.added_on_behalf
    FROM cart_item c JOIN estate e ON e.id = c.estate_id JOIN person p ON p.id = c.added_by_person_id`;

const toItem = (row: CartRow): StoredCartItem => ({
  id: row.id,
  serviceName: row.service_name,
  estateId: row.estate_id,
  estateDesignation: row.designation,
  areaKind: row.area_kind,
  standIds: row.stand_ids,
  standNumbers: row.stand_numbers,
  geometry: row.geometry,
  areaSquareMetres: row.area_m2,
  quantity: row.quantity,
  wishes: row.wishes,
  preferredTime: row.preferred_time,
  addedByPersonId: row.added_by_person_id,
  addedByName: row.added_by_name,
  addedOnBehalf: row.added_on_behalf,
});

const lineParams = (line: CartLine) => [
  line.serviceName,
  line.estateId,
  line.areaKind,
  JSON.stringify(line.standIds),
  JSON.stringify(line.standNumbers),
  line.geometry === null ? null : JSON.stringify(line.geometry),
  line.areaSquareMetres,
  line.quantity,
  line.wishes,
  line.preferredTime,
];

export function createCartRepository(db: Queryable) {
  return {
    /** Serialises one stakeholder's cart changes and orders, so the limit and the reviewed cart hold. */
    async lock(stakeholderId: string): Promise<void> {
      await lockStakeholder(db, stakeholderId);
    },

    async items(stakeholderId: string): Promise<StoredCartItem[]> {
      const rows = await db.query<CartRow>(`${SELECT} WHERE c.stakeholder_id = $1 ORDER BY c.added_seq`, [
        stakeholderId,
      ]);
      return rows.map(toItem);
    },

    async item(stakeholderId: string, id: string): Promise<StoredCartItem | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.query<CartRow>(`${SELECT} WHERE c.stakeholder_id = $1 AND c.id = $2`, [
        stakeholderId,
        id,
      ]);
      return row && toItem(row);
    },

    async count(stakeholderId: string): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM cart_item WHERE stakeholder_id = $1',
        [stakeholderId],
      );
      return row?.n ?? 0;
    },

    async insert(
      stakeholderId: string,
      line: CartLine,
      addedBy: { personId: string; onBehalf: boolean },
      at: Date,
    ): Promise<string> {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO cart_item (service_name, estate_id, area_kind, stand_ids, stand_numbers, geometry, area_m2,
                                quantity, wishes, preferred_time, stakeholder_id, added_by_person_id,
                                added_on_behalf, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14) RETURNING id`,
        [...lineParams(line), stakeholderId, addedBy.personId, addedBy.onBehalf, at],
      );
      if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
      return row.id;
    },

    /** Replaces the line's draft; who added it stays. False when the stakeholder has no such line. */
    async update(stakeholderId: string, id: string, line: CartLine, at: Date): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db.query(
        `UPDATE cart_item SET service_name = $1, estate_id = $2, area_kind = $3, stand_ids = $4, stand_numbers = $5,
                geometry = $6, area_m2 = $7, quantity = $8, wishes = $9, preferred_time = $10, updated_at = $13
          WHERE stakeholder_id = $11 AND id = $12 RETURNING id`,
        [...lineParams(line), stakeholderId, id, at],
      );
      return rows.length > 0;
    },

    async remove(stakeholderId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db.query(
        'DELETE FROM cart_item WHERE stakeholder_id = $1 AND id = $2 RETURNING id',
        [stakeholderId, id],
      );
      return rows.length > 0;
    },

    async empty(stakeholderId: string): Promise<void> {
      await db.query('DELETE FROM cart_item WHERE stakeholder_id = $1', [stakeholderId]);
    },

    /** The member's name and how to reach them, as the association has them on file. */
    async contact(stakeholderId: string): Promise<OrderContact> {
      const row = await contactOnFile(db, stakeholderId);
      if (row === undefined) throw new Error('the acting stakeholder does not exist');
      return row;
    },

    async personName(personId: string): Promise<string> {
      const [row] = await db.query<{ name: string }>(
        `SELECT given_name || ' ' || surname AS name FROM person WHERE id = $1`,
        [personId],
      );
      return row?.name ?? '';
    },
  };
}
