import type { Queryable } from '../db/database.js';

/**
 * The register of stakeholders (people and companies the association keeps a record of) and the contact
 * details on file for them. This module owns the `stakeholder` table's lookups: a feature that needs a
 * stakeholder's name, contact or a lock on it asks here rather than writing its own SELECT
 * (docs/adr/0017-tables-have-owners.md).
 */

export interface StakeholderOnFile {
  readonly id: string;
  readonly name: string;
  readonly kind: 'person' | 'company';
  /** The person behind a person stakeholder; null for a company. */
  readonly personId: string | null;
}

export async function findStakeholder(db: Queryable, id: string): Promise<StakeholderOnFile | undefined> {
  const [row] = await db.query<{
    id: string;
    name: string;
    kind: 'person' | 'company';
    person_id: string | null;
  }>('SELECT id, name, kind, person_id FROM stakeholder WHERE id = $1', [id]);
  return row && { id: row.id, name: row.name, kind: row.kind, personId: row.person_id };
}

/** The person's own stakeholder (a member, supplier or applicant), if they have one. */
export async function ownStakeholderOf(db: Queryable, personId: string): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `SELECT id FROM stakeholder WHERE person_id = $1 AND kind = 'person'`,
    [personId],
  );
  return row?.id;
}

export interface ContactOnFile {
  readonly name: string;
  /** Null when none is on file (a blank one counts as none). */
  readonly email: string | null;
  readonly phone: string | null;
}

/** The stakeholder's name and how to reach them, as the association has them on file. */
export async function contactOnFile(db: Queryable, id: string): Promise<ContactOnFile | undefined> {
  const [row] = await db.query<{ name: string; email: string | null; phone: string | null }>(
    `SELECT s.name, nullif(trim(c.email), '') AS email, nullif(trim(c.phone), '') AS phone
       FROM stakeholder s LEFT JOIN member_contact c ON c.stakeholder_id = s.id WHERE s.id = $1`,
    [id],
  );
  return row;
}

/**
 * Holds the stakeholder's row for the rest of the transaction, so that one member's concurrent writes of
 * one kind (cart changes, notes, attachment uploads) run one after the other and their limits hold.
 * FOR NO KEY UPDATE: other transactions may still insert rows that refer to the stakeholder.
 */
export async function lockStakeholder(tx: Queryable, id: string): Promise<void> {
  await tx.query('SELECT 1 FROM stakeholder WHERE id = $1 FOR NO KEY UPDATE', [id]);
}
