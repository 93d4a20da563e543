import type { RegistrationStatus } from '#contracts/registration';
import type { StaffApplication } from '#contracts/staff-decisions';
import { isUuid } from '#contracts/uuid';
import type { Queryable } from '../../db/database.js';

type ApplicationRow = {
  id: string;
  stakeholder_id: string;
  applicant_name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  street: string;
  postal_code: string;
  city: string;
  property_designation: string | null;
  message: string | null;
  submitted_at: Date | string;
  status: RegistrationStatus;
  decided_at: Date | string | null;
  decided_by_name: string | null;
  decision_reason: string | null;
};

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * A membership application (`registration`, the registration feature's table) as staff decide it; the
 * decision columns are the staff workspace's (migration 0026). Becoming a member is the stakeholder
 * register's (stakeholders/membership.ts).
 */
export function createApplicationErrandsRepository(db: Queryable) {
  return {
    async read(id: string): Promise<StaffApplication | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.query<ApplicationRow>(
        `SELECT r.id, r.stakeholder_id, s.name AS applicant_name, r.first_name, r.last_name, r.email, r.phone,
                r.street, r.postal_code, r.city, r.property_designation, r.message, r.submitted_at, r.status,
                r.decided_at, d.given_name || ' ' || d.surname AS decided_by_name, r.decision_reason
           FROM registration r
           JOIN stakeholder s ON s.id = r.stakeholder_id
           LEFT JOIN person d ON d.id = r.decided_by_person_id
          WHERE r.id = $1`,
        [id],
      );
      if (row === undefined) return undefined;
      return {
        id: row.id,
        applicant: { id: row.stakeholder_id, name: row.applicant_name },
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        phone: row.phone,
        street: row.street,
        postalCode: row.postal_code,
        city: row.city,
        propertyDesignation: row.property_designation,
        message: row.message,
        submittedAt: iso(row.submitted_at),
        status: row.status,
        decision:
          row.decided_at === null
            ? null
            : { at: iso(row.decided_at), byName: row.decided_by_name, reason: row.decision_reason },
        decidable: row.status === 'received',
      };
    },

    /** The application's applicant and status, locked so that two decisions queue. */
    async lock(id: string): Promise<{ stakeholderId: string; status: RegistrationStatus } | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.query<{ stakeholder_id: string; status: RegistrationStatus }>(
        'SELECT stakeholder_id, status FROM registration WHERE id = $1 FOR UPDATE',
        [id],
      );
      return row && { stakeholderId: row.stakeholder_id, status: row.status };
    },

    async decide(
      id: string,
      decision: { status: 'approved' | 'rejected'; at: Date; byPersonId: string; reason: string | null },
    ): Promise<void> {
      await db.query(
        `UPDATE registration SET status = $2, decided_at = $3, decided_by_person_id = $4, decision_reason = $5
          WHERE id = $1`,
        [id, decision.status, decision.at, decision.byPersonId, decision.reason],
      );
    },
  };
}
