import type { MandateEstate, MandateStatus } from '#contracts/mandates';
import type { Signature } from '#contracts/signing';
import type { Queryable } from '../../db/database.js';
import type { Actor } from '../../plugins/actor.js';
import {
  SIGNATURE_COLUMNS,
  signatureJoin,
  signatureOf,
  type SignatureRow,
} from '../../signing/signature-columns.js';
import { findStakeholder, ownStakeholderOf } from '../../stakeholders/stakeholders.js';

/** One mandate as stored, with what it covers today. */
export interface MandateRecord {
  readonly id: string;
  /** The BankID signature it was given with; null for one given before mandates were signed. */
  readonly signature: Signature | null;
  readonly grantorStakeholderId: string;
  readonly grantorName: string;
  readonly holderPersonId: string;
  readonly holderName: string;
  readonly allEstates: boolean;
  readonly estates: MandateEstate[];
  readonly readOnly: boolean;
  readonly validUntil: string | null;
  readonly givenAt: Date;
  readonly revokedAt: Date | null;
}

type MandateRow = SignatureRow & {
  id: string;
  grantor_stakeholder_id: string;
  grantor_name: string;
  grantee_person_id: string;
  holder_name: string;
  all_estates: boolean;
  read_only: boolean;
  valid_until: string | null;
  created_at: Date | string;
  revoked_at: Date | string | null;
  [column: string]: unknown;
};

const SELECT_MANDATES = `
  SELECT d.id, d.grantor_stakeholder_id, s.name AS grantor_name, d.grantee_person_id,
         p.given_name || ' ' || p.surname AS holder_name, d.read_only, d.valid_until::text AS valid_until,
         d.created_at, d.revoked_at,
         NOT EXISTS (SELECT 1 FROM delegated_right_estate x WHERE x.delegated_right_id = d.id) AS all_estates,
         ${SIGNATURE_COLUMNS}
    FROM delegated_right d
    JOIN stakeholder s ON s.id = d.grantor_stakeholder_id
    JOIN person p ON p.id = d.grantee_person_id
    ${signatureJoin('mandate', 'd.grantor_stakeholder_id', 'd.id')}`;

/** Active first, then the newest. */
const ORDER_MANDATES = 'ORDER BY d.revoked_at IS NOT NULL, d.created_at DESC';

/** Whether a mandate may be used on `today` (YYYY-MM-DD, Swedish date): not revoked, not past its last day. */
export function mandateStatus(
  mandate: Pick<MandateRecord, 'revokedAt' | 'validUntil'>,
  today: string,
): MandateStatus {
  if (mandate.revokedAt !== null) return 'revoked';
  if (mandate.validUntil !== null && mandate.validUntil < today) return 'expired';
  return 'active';
}

/** Mandates (`delegated_right`), their estates and their documents; always looked up by whose they are. */
export function createMandatesRepository(db: Queryable) {
  /** The estates each mandate covers: the chosen ones, or all the grantor's for a mandate without a choice. */
  async function withEstates(rows: MandateRow[]): Promise<MandateRecord[]> {
    if (rows.length === 0) return [];
    const estates = await db.query<{ right_id: string; id: string; designation: string }>(
      `SELECT d.id AS right_id, e.id, e.designation
         FROM delegated_right d
         JOIN business b ON b.stakeholder_id = d.grantor_stakeholder_id
         JOIN estate e ON e.business_id = b.id
        WHERE d.id = ANY($1::uuid[])
          AND (NOT EXISTS (SELECT 1 FROM delegated_right_estate x WHERE x.delegated_right_id = d.id)
               OR EXISTS (SELECT 1 FROM delegated_right_estate x
                           WHERE x.delegated_right_id = d.id AND x.estate_id = e.id))
        ORDER BY e.designation`,
      [rows.map((row) => row.id)],
    );
    return rows.map((row) => ({
      id: row.id,
      signature: signatureOf(row),
      grantorStakeholderId: row.grantor_stakeholder_id,
      grantorName: row.grantor_name,
      holderPersonId: row.grantee_person_id,
      holderName: row.holder_name,
      allEstates: row.all_estates,
      estates: estates
        .filter((estate) => estate.right_id === row.id)
        .map(({ id, designation }) => ({ id, designation })),
      readOnly: row.read_only,
      validUntil: row.valid_until,
      givenAt: new Date(row.created_at),
      revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
    }));
  }

  return {
    async givenBy(grantorStakeholderId: string): Promise<MandateRecord[]> {
      return withEstates(
        await db.query<MandateRow>(
          `${SELECT_MANDATES} WHERE d.grantor_stakeholder_id = $1 ${ORDER_MANDATES}`,
          [grantorStakeholderId],
        ),
      );
    },

    async heldBy(personId: string): Promise<MandateRecord[]> {
      return withEstates(
        await db.query<MandateRow>(`${SELECT_MANDATES} WHERE d.grantee_person_id = $1 ${ORDER_MANDATES}`, [
          personId,
        ]),
      );
    },

    /**
     * A mandate the stakeholder gave or the person holds; undefined for anyone else's. A representative
     * acting for the stakeholder reaches only the one they hold.
     */
    async findVisibleTo(id: string, actor: Actor) {
      const [row] = await db.query<MandateRow>(
        `${SELECT_MANDATES} WHERE d.id = $1
            AND ((NOT $4 AND d.grantor_stakeholder_id = $2) OR d.grantee_person_id = $3)`,
        [id, actor.stakeholderId, actor.personId, actor.isRepresentative],
      );
      const [mandate] = await withEstates(row === undefined ? [] : [row]);
      return mandate;
    },

    async findPerson(personalNumber: string) {
      const [row] = await db.query<{ id: string; name: string }>(
        `SELECT id, given_name || ' ' || surname AS name FROM person WHERE personal_number = $1`,
        [personalNumber],
      );
      return row;
    },

    /** The person's own stakeholder (a member, supplier or applicant), if they have one. */
    ownStakeholderOf: (personId: string) => ownStakeholderOf(db, personId),

    findStakeholder: (stakeholderId: string) => findStakeholder(db, stakeholderId),

    /** Of `estateIds`, those that belong to the stakeholder's businesses. */
    async ownEstates(stakeholderId: string, estateIds: readonly string[]): Promise<MandateEstate[]> {
      return db.query<{ id: string; designation: string }>(
        `SELECT e.id, e.designation FROM estate e JOIN business b ON b.id = e.business_id
          WHERE b.stakeholder_id = $1 AND e.id = ANY($2::uuid[]) ORDER BY e.designation`,
        [stakeholderId, estateIds],
      );
    },

    async allEstates(stakeholderId: string): Promise<MandateEstate[]> {
      return db.query<{ id: string; designation: string }>(
        `SELECT e.id, e.designation FROM estate e JOIN business b ON b.id = e.business_id
          WHERE b.stakeholder_id = $1 ORDER BY e.designation`,
        [stakeholderId],
      );
    },

    async hasUsableMandate(grantorStakeholderId: string, holderPersonId: string, today: string) {
      const rows = await db.query(
        `SELECT 1 FROM delegated_right
          WHERE grantor_stakeholder_id = $1 AND grantee_person_id = $2 AND revoked_at IS NULL
            AND (valid_until IS NULL OR valid_until >= $3::date)`,
        [grantorStakeholderId, holderPersonId, today],
      );
      return rows.length > 0;
    },

    /** Stores the mandate, its estates and its signed document; returns the stakeholderRightId. */
    async insert(mandate: {
      grantor: { id: string; name: string };
      holder: { id: string; name: string };
      estates: readonly MandateEstate[] | 'all';
      validUntil: string | null;
      givenBy: string;
      givenAt: Date;
    }): Promise<string> {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO delegated_right (grantor_stakeholder_id, grantee_person_id, valid_until, created_at,
                                      read_only, created_by_person_id)
         VALUES ($1, $2, $3, $4, true, $5) RETURNING id`,
        [mandate.grantor.id, mandate.holder.id, mandate.validUntil, mandate.givenAt, mandate.givenBy],
      );
      if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
      const estates = mandate.estates === 'all' ? [] : mandate.estates;
      if (estates.length > 0) {
        await db.query(
          `INSERT INTO delegated_right_estate (delegated_right_id, estate_id)
           SELECT $1, unnest($2::uuid[])`,
          [row.id, estates.map((estate) => estate.id)],
        );
      }
      await db.query(
        `INSERT INTO mandate_document (delegated_right_id, grantor_name, holder_name, estate_designations,
                                       valid_until, given_at, given_by_person_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          row.id,
          mandate.grantor.name,
          mandate.holder.name,
          estates.map((estate) => estate.designation),
          mandate.validUntil,
          mandate.givenAt,
          mandate.givenBy,
        ],
      );
      return row.id;
    },

    /**
     * Revokes a mandate the stakeholder gave: true when it was theirs (also when it was revoked before),
     * false for anyone else's or one that does not exist.
     */
    async revoke(id: string, grantorStakeholderId: string, by: string, at: Date): Promise<boolean> {
      const [row] = await db.query<{ revoked_at: Date | string | null }>(
        'SELECT revoked_at FROM delegated_right WHERE id = $1 AND grantor_stakeholder_id = $2 FOR UPDATE',
        [id, grantorStakeholderId],
      );
      if (row === undefined) return false;
      if (row.revoked_at !== null) return true;
      await db.query('UPDATE delegated_right SET revoked_at = $2 WHERE id = $1', [id, at]);
      await db.query(
        `UPDATE mandate_document SET revoked_at = $2, revoked_by_person_id = $3
          WHERE delegated_right_id = $1`,
        [id, at, by],
      );
      return true;
    },

    /** The signed document of a mandate, with the names of who gave and who revoked it. */
    async document(id: string) {
      const [row] = await db.query<{
        grantor_name: string;
        holder_name: string;
        holder_personal_number: string;
        estate_designations: string[];
        valid_until: string | null;
        given_at: Date | string;
        given_by: string | null;
        revoked_at: Date | string | null;
        revoked_by: string | null;
        signature_id: string | null;
        signature_signed_at: Date | null;
        signature_signer_name: string | null;
        signature_on_behalf: boolean | null;
      }>(
        // A mandate stored without its document (before 0005, or by the login builders) reads as it is now.
        `SELECT COALESCE(m.grantor_name, s.name) AS grantor_name,
                COALESCE(m.holder_name, p.given_name || ' ' || p.surname) AS holder_name,
                p.personal_number AS holder_personal_number,
                COALESCE(m.estate_designations, '{}') AS estate_designations,
                COALESCE(m.valid_until, d.valid_until)::text AS valid_until,
                COALESCE(m.given_at, d.created_at) AS given_at,
                g.given_name || ' ' || g.surname AS given_by, COALESCE(m.revoked_at, d.revoked_at) AS revoked_at,
                r.given_name || ' ' || r.surname AS revoked_by, ${SIGNATURE_COLUMNS}
           FROM delegated_right d
           JOIN stakeholder s ON s.id = d.grantor_stakeholder_id
           JOIN person p ON p.id = d.grantee_person_id
           LEFT JOIN mandate_document m ON m.delegated_right_id = d.id
           LEFT JOIN person g ON g.id = COALESCE(m.given_by_person_id, d.created_by_person_id)
           LEFT JOIN person r ON r.id = m.revoked_by_person_id
           ${signatureJoin('mandate', 'd.grantor_stakeholder_id', 'd.id')}
          WHERE d.id = $1`,
        [id],
      );
      return (
        row && {
          grantorName: row.grantor_name,
          holderName: row.holder_name,
          holderPersonalNumber: row.holder_personal_number,
          estateDesignations: row.estate_designations,
          validUntil: row.valid_until,
          givenAt: new Date(row.given_at),
          givenBy: row.given_by,
          revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
          revokedBy: row.revoked_by,
          signature: signatureOf(row),
        }
      );
    },
  };
}

export type MandatesRepository = ReturnType<typeof createMandatesRepository>;
export type MandateDocumentRecord = NonNullable<Awaited<ReturnType<MandatesRepository['document']>>>;
