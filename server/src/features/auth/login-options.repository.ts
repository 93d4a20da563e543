import type { Queryable } from '../../db/database.js';
import { findStakeholder } from '../../stakeholders/stakeholders.js';

export type Relation = 'member' | 'supplier' | 'potential';

/** A stakeholder a person may act for, and why. */
export interface StakeholderChoice {
  readonly stakeholderId: string;
  readonly name: string;
  readonly kind: 'self' | 'company' | 'mandate';
  readonly relation: Relation;
}

export interface PersonRecord {
  readonly id: string;
  readonly givenName: string;
  readonly surname: string;
}

/** People, the stakeholders they may act for, and staff rights: the SQL behind logging in. */
export function createLoginOptionsRepository(db: Queryable) {
  return {
    async findPersonByPersonalNumber(personalNumber: string): Promise<PersonRecord | undefined> {
      const [row] = await db.query<{ id: string; given_name: string; surname: string }>(
        'SELECT id, given_name, surname FROM person WHERE personal_number = $1',
        [personalNumber],
      );
      return row && { id: row.id, givenName: row.given_name, surname: row.surname };
    },

    async findPerson(personId: string): Promise<PersonRecord | undefined> {
      const [row] = await db.query<{ id: string; given_name: string; surname: string }>(
        'SELECT id, given_name, surname FROM person WHERE id = $1',
        [personId],
      );
      return row && { id: row.id, givenName: row.given_name, surname: row.surname };
    },

    async updatePersonName(personId: string, givenName: string, surname: string): Promise<void> {
      await db.query('UPDATE person SET given_name = $2, surname = $3 WHERE id = $1', [
        personId,
        givenName,
        surname,
      ]);
    },

    /** The person's own membership, the companies they represent and the mandates given to them. */
    async choicesOf(personId: string, today: Date): Promise<StakeholderChoice[]> {
      const rows = await db.query<{
        id: string;
        name: string;
        kind: StakeholderChoice['kind'];
        relation: Relation;
      }>(
        `SELECT s.id, s.name, 'self' AS kind, s.relation, 0 AS rank
           FROM stakeholder s WHERE s.kind = 'person' AND s.person_id = $1
         UNION ALL
         SELECT s.id, s.name, 'company', s.relation, 1
           FROM company_representative r JOIN stakeholder s ON s.id = r.stakeholder_id
          WHERE r.person_id = $1
         UNION ALL
         SELECT s.id, s.name, 'mandate', s.relation, 2
           FROM delegated_right d JOIN stakeholder s ON s.id = d.grantor_stakeholder_id
          WHERE d.grantee_person_id = $1 AND d.revoked_at IS NULL
            AND (d.valid_until IS NULL OR d.valid_until >= $2::date)
         ORDER BY rank, name`,
        [personId, today.toISOString().slice(0, 10)],
      );
      return rows.map((row) => ({
        stakeholderId: row.id,
        name: row.name,
        kind: row.kind,
        relation: row.relation,
      }));
    },

    async staffRights(personId: string): Promise<{ mayEdit: boolean } | undefined> {
      const [row] = await db.query<{ may_edit: boolean }>('SELECT may_edit FROM staff WHERE person_id = $1', [
        personId,
      ]);
      return row && { mayEdit: row.may_edit };
    },

    findStakeholder: (stakeholderId: string) => findStakeholder(db, stakeholderId),
  };
}

export type LoginOptionsRepository = ReturnType<typeof createLoginOptionsRepository>;
