import type { Registration, RegistrationRequest, RegistrationStatus } from '#contracts/registration';
import type { Queryable } from '../../db/database.js';

type RegistrationRow = {
  first_name: string;
  last_name: string;
  email: string;
  status: RegistrationStatus;
  submitted_at: Date | string;
};

const RETURNED_COLUMNS = 'first_name, last_name, email, status, submitted_at';

const toRegistration = (row: RegistrationRow): Registration => ({
  submittedAt: new Date(row.submitted_at).toISOString(),
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  status: row.status,
});

/** An optional text left empty is stored as no value. */
const orNull = (text: string | undefined): string | null => (text === undefined || text === '' ? null : text);

/** Whose application it is: always the session's, never something the browser sent. */
export interface Applicant {
  readonly stakeholderId: string;
  readonly personId: string;
}

/** Membership applications (`registration`), always looked up by the stakeholder they belong to. */
export function createRegistrationRepository(db: Queryable) {
  return {
    /**
     * Stores an application, or returns undefined when the stakeholder already has one open. The unique
     * index on open applications decides, so two submissions at once cannot both get in.
     */
    async insertUnlessOpen(
      applicant: Applicant,
      application: RegistrationRequest,
      submittedAt: Date,
    ): Promise<Registration | undefined> {
      const [row] = await db.query<RegistrationRow>(
        `INSERT INTO registration (stakeholder_id, person_id, first_name, last_name, email, phone, street,
                                   postal_code, city, property_designation, message, submitted_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (stakeholder_id) WHERE status = 'received' DO NOTHING
         RETURNING ${RETURNED_COLUMNS}`,
        [
          applicant.stakeholderId,
          applicant.personId,
          application.firstName,
          application.lastName,
          application.email,
          application.phone,
          application.street,
          application.postalCode,
          application.city,
          orNull(application.propertyDesignation),
          orNull(application.message),
          submittedAt,
        ],
      );
      return row && toRegistration(row);
    },

    async findLatest(stakeholderId: string): Promise<Registration | undefined> {
      const [row] = await db.query<RegistrationRow>(
        `SELECT ${RETURNED_COLUMNS} FROM registration
         WHERE stakeholder_id = $1 ORDER BY submitted_at DESC LIMIT 1`,
        [stakeholderId],
      );
      return row && toRegistration(row);
    },
  };
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
