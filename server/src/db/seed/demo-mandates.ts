import type { Queryable } from '../database.js';
import { insertMandateDocument } from './mandates-builders.js';
import { PERSONAS } from './personas.js';

/**
 * The signed documents of the demo's mandates: Karin gave her daughter Maria read-only access to all her
 * estates in March 2025, logged in with BankID herself.
 */
export async function seedDemoMandates(db: Queryable): Promise<void> {
  const rights = await db.query<{
    id: string;
    grantor_name: string;
    holder_name: string;
    valid_until: string | null;
    grantor_person_id: string | null;
  }>(
    `SELECT d.id, s.name AS grantor_name, p.given_name || ' ' || p.surname AS holder_name,
            d.valid_until::text AS valid_until, s.person_id AS grantor_person_id
       FROM delegated_right d
       JOIN stakeholder s ON s.id = d.grantor_stakeholder_id
       JOIN person p ON p.id = d.grantee_person_id
      WHERE s.id = $1 AND NOT EXISTS (SELECT 1 FROM mandate_document m WHERE m.delegated_right_id = d.id)`,
    [PERSONAS.member.stakeholderId],
  );
  const givenAt = new Date('2025-03-10T09:30:00Z');
  for (const right of rights) {
    await db.query('UPDATE delegated_right SET created_at = $2, created_by_person_id = $3 WHERE id = $1', [
      right.id,
      givenAt,
      right.grantor_person_id,
    ]);
    await insertMandateDocument(db, right.id, {
      grantorName: right.grantor_name,
      holderName: right.holder_name,
      estateDesignations: [],
      validUntil: right.valid_until,
      givenAt,
      givenBy: right.grantor_person_id,
    });
  }
}
