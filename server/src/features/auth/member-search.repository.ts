import type { Queryable } from '../../db/database.js';
import { likePattern } from '../../lib/like-pattern.js';
import type { Relation } from './login-options.repository.js';

/** A stakeholder a staff search found, with the first of its estates the query matched, if it was one. */
export interface FoundStakeholder {
  readonly id: string;
  readonly name: string;
  readonly relation: Relation;
  readonly matchedEstate: string | null;
}

type Row = {
  id: string;
  name: string;
  relation: Relation;
  matched_estate: string | null;
};

const toFound = (row: Row): FoundStakeholder => ({
  id: row.id,
  name: row.name,
  relation: row.relation,
  matchedEstate: row.matched_estate,
});

const ESTATE_OF_STAKEHOLDER = `FROM estate e JOIN business b ON b.id = e.business_id
  WHERE b.stakeholder_id = s.id AND e.designation ILIKE $1 ESCAPE '\\'`;

/** The SQL behind the staff member search; every value is a parameter. `limit` rows at most. */
export function createMemberSearchRepository(db: Queryable) {
  return {
    async byMemberNumber(stakeholderId: string): Promise<FoundStakeholder[]> {
      const rows = await db.query<Row>(
        'SELECT id, name, relation, NULL AS matched_estate FROM stakeholder WHERE id = $1',
        [stakeholderId],
      );
      return rows.map(toFound);
    },

    /** The private forest owner with this 12-digit personal number. */
    async byPersonalNumber(personalNumber: string): Promise<FoundStakeholder[]> {
      const rows = await db.query<Row>(
        `SELECT s.id, s.name, s.relation, NULL AS matched_estate
           FROM stakeholder s JOIN person p ON p.id = s.person_id
          WHERE s.kind = 'person' AND p.personal_number = $1`,
        [personalNumber],
      );
      return rows.map(toFound);
    },

    /** Case-insensitive, anywhere in the name or in an estate's designation. */
    async byText(text: string, limit: number): Promise<FoundStakeholder[]> {
      const rows = await db.query<Row>(
        `SELECT s.id, s.name, s.relation,
                (SELECT e.designation ${ESTATE_OF_STAKEHOLDER} ORDER BY e.designation LIMIT 1) AS matched_estate
           FROM stakeholder s
          WHERE s.name ILIKE $1 ESCAPE '\\' OR EXISTS (SELECT 1 ${ESTATE_OF_STAKEHOLDER})
          ORDER BY s.name, s.id
          LIMIT $2`,
        [likePattern(text), limit],
      );
      return rows.map(toFound);
    },
  };
}
