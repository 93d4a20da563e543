import { PREFERRED_CONTACTS, type MemberContactRequest, type PreferredContact } from '#contracts/member';
import { normalNameCase } from '#contracts/person-name';
import type { Queryable } from '../../db/database.js';

/** The member's own record and contact details, always looked up by the stakeholder the session acts for. */

type MemberRow = {
  id: string;
  kind: 'person' | 'company';
  name: string;
  relation: 'member' | 'supplier' | 'potential';
  member_since: string | null;
  given_name: string | null;
  surname: string | null;
  email: string | null;
  phone: string | null;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  preferred_contact: string | null;
  has_estates: boolean;
};

export interface StoredMember {
  readonly firstName: string;
  readonly lastName: string;
  readonly kind: 'person' | 'company';
  readonly isMember: boolean;
  readonly hasEstates: boolean;
  readonly memberNumber: string;
  readonly memberSince: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly street: string | null;
  readonly postalCode: string | null;
  readonly city: string | null;
  readonly preferredContact: PreferredContact;
}

const isPreferredContact = (value: string | null): value is PreferredContact =>
  (PREFERRED_CONTACTS as readonly (string | null)[]).includes(value);

/** A person is named as the population register has it (via BankID); a company by its registered name. */
const toMember = (row: MemberRow): StoredMember => ({
  firstName: row.kind === 'person' ? normalNameCase(row.given_name ?? '') : row.name,
  lastName: row.kind === 'person' ? normalNameCase(row.surname ?? '') : '',
  kind: row.kind,
  isMember: row.relation === 'member',
  hasEstates: row.has_estates,
  memberNumber: row.id,
  memberSince: row.member_since,
  email: row.email,
  phone: row.phone,
  street: row.street,
  postalCode: row.postal_code,
  city: row.city,
  // Someone who never gave contact details gets the table's default.
  preferredContact: isPreferredContact(row.preferred_contact) ? row.preferred_contact : 'email',
});

/** A detail left blank is stored as no value. */
const orNull = (text: string): string | null => (text === '' ? null : text);

export function createMemberRepository(db: Queryable) {
  return {
    async find(stakeholderId: string): Promise<StoredMember | undefined> {
      const [row] = await db.query<MemberRow>(
        `SELECT s.id, s.kind, s.name, s.relation, to_char(s.member_since, 'YYYY-MM-DD') AS member_since,
                p.given_name, p.surname,
                c.email, c.phone, c.street, c.postal_code, c.city, c.preferred_contact,
                EXISTS (SELECT 1 FROM estate e JOIN business b ON b.id = e.business_id
                        WHERE b.stakeholder_id = s.id) AS has_estates
         FROM stakeholder s
         LEFT JOIN person p ON p.id = s.person_id
         LEFT JOIN member_contact c ON c.stakeholder_id = s.id
         WHERE s.id = $1`,
        [stakeholderId],
      );
      return row && toMember(row);
    },

    /** Replaces the contact details; false when there is no such stakeholder. */
    async saveContact(stakeholderId: string, details: MemberContactRequest, at: Date): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO member_contact (stakeholder_id, email, phone, street, postal_code, city, preferred_contact,
                                     updated_at)
         SELECT id, $2, $3, $4, $5, $6, $7, $8 FROM stakeholder WHERE id = $1
         ON CONFLICT (stakeholder_id) DO UPDATE SET
           email = EXCLUDED.email, phone = EXCLUDED.phone, street = EXCLUDED.street,
           postal_code = EXCLUDED.postal_code, city = EXCLUDED.city,
           preferred_contact = EXCLUDED.preferred_contact, updated_at = EXCLUDED.updated_at
         RETURNING stakeholder_id`,
        [
          stakeholderId,
          orNull(details.email),
          orNull(details.phone),
          orNull(details.street),
          orNull(details.postalCode),
          orNull(details.city),
          details.preferredContact,
          at,
        ],
      );
      return rows.length === 1;
    },
  };
}
