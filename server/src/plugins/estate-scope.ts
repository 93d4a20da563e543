import type { Queryable } from '../db/database.js';
import type { Actor } from './actor.js';

/**
 * The estates an actor may see, as a subquery of estate ids for a statement that reads estate data itself:
 * all of the member's estates, or for a representative only those their running mandates cover (a mandate
 * without chosen estates covers all, also later ones). Its four parameters are numbered from `first` and
 * bound from `visibleEstateParams`, in that order.
 */
export const visibleEstatesSql = (first: number): string => {
  const [stakeholder, person, representative, today] = [0, 1, 2, 3].map((offset) => `$${first + offset}`);
  return `SELECT e.id
       FROM estate e JOIN business b ON b.id = e.business_id
      WHERE b.stakeholder_id = ${stakeholder}
        AND (NOT ${representative}::boolean OR EXISTS (
              SELECT 1 FROM delegated_right dr
               WHERE dr.grantor_stakeholder_id = ${stakeholder} AND dr.grantee_person_id = ${person}
                 AND dr.revoked_at IS NULL AND (dr.valid_until IS NULL OR dr.valid_until >= ${today}::date)
                 AND (NOT EXISTS (SELECT 1 FROM delegated_right_estate x WHERE x.delegated_right_id = dr.id)
                      OR EXISTS (SELECT 1 FROM delegated_right_estate x
                                  WHERE x.delegated_right_id = dr.id AND x.estate_id = e.id))))`;
};

/** The parameters of `visibleEstatesSql`; `today` is YYYY-MM-DD. */
export const visibleEstateParams = (actor: Actor, today: string): unknown[] => [
  actor.stakeholderId,
  actor.personId,
  actor.isRepresentative,
  today,
];

/**
 * The ids of the estates an actor may see (`visibleEstatesSql`), by designation. Every read of estate data
 * (estates, stands, boundaries, search, notes, contracts, documents, notifications, bookings…) goes through
 * this or embeds `visibleEstatesSql`; it is asked only by the reads that need it, never for every request.
 */
export async function visibleEstateIds(db: Queryable, actor: Actor, today: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `${visibleEstatesSql(1)} ORDER BY e.designation`,
    visibleEstateParams(actor, today),
  );
  return rows.map((row) => row.id);
}

/** The estates an actor may see as a subquery of ids, its parameters numbered from `first`. */
export interface VisibleEstates {
  sql(first: number): string;
  readonly params: readonly unknown[];
}

/** The actor's estates as a subquery and its parameters, for a statement that reads estate data itself. */
export const visibleEstates = (actor: Actor, today: string): VisibleEstates => ({
  sql: visibleEstatesSql,
  params: visibleEstateParams(actor, today),
});

/** The estates a read is limited to: ids, or null for all of the member's (also those added later). */
export type EstateFilter = readonly string[] | null;

/**
 * What limits a read of the member's data that is not itself estate data (meetings, documents, contracts):
 * a representative's visible estates, or null for everyone else, who see all the member's.
 */
export const mandateEstateIds = async (db: Queryable, actor: Actor, today: string): Promise<EstateFilter> =>
  actor.isRepresentative ? visibleEstateIds(db, actor, today) : null;

/**
 * What limits a read of the member's bookings (transactions, their export, the overview's latest payments):
 * null for whoever sees every estate of the member (the member, staff, a representative whose mandate covers
 * them all), else the estates a representative's mandate covers. Only a reader for whom it is null sees
 * every booking, so only they are shown running balances: between two balances lies what was left out.
 */
export async function partialMandateEstateIds(
  db: Queryable,
  actor: Actor,
  today: string,
): Promise<EstateFilter> {
  if (!actor.isRepresentative) return null;
  const [row] = await db.query<{ visible: string[]; owned: number }>(
    `SELECT ARRAY(${visibleEstatesSql(1)}) AS visible,
            (SELECT count(*)::int FROM estate e JOIN business b ON b.id = e.business_id
              WHERE b.stakeholder_id = $1) AS owned`,
    visibleEstateParams(actor, today),
  );
  const visible = row?.visible ?? [];
  return visible.length === row?.owned ? null : visible;
}
