import type { Queryable } from '../database.js';
import { insertPerson, type PersonRow, type StakeholderRow } from './builders.js';

/**
 * A mandate as the portal gives it (`Ir/CreateRight`): the right, the estates it covers (none listed: all)
 * and its signed document. Shared by the demo seed and the tests; every field has a default.
 */
export async function insertMandate(
  db: Queryable,
  grantor: Pick<StakeholderRow, 'id' | 'name'>,
  holder: Pick<PersonRow, 'id' | 'givenName' | 'surname'>,
  overrides: {
    estates?: readonly { id: string; designation: string }[];
    validUntil?: string | null;
    givenAt?: Date;
    givenBy?: Pick<PersonRow, 'id'> | null;
    revokedAt?: Date | null;
  } = {},
): Promise<{ id: string }> {
  const givenAt = overrides.givenAt ?? new Date('2025-03-10T09:30:00Z');
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO delegated_right (grantor_stakeholder_id, grantee_person_id, valid_until, created_at,
                                  revoked_at, created_by_person_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      grantor.id,
      holder.id,
      overrides.validUntil ?? null,
      givenAt,
      overrides.revokedAt ?? null,
      overrides.givenBy?.id ?? null,
    ],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  const estates = overrides.estates ?? [];
  for (const estate of estates) {
    await db.query('INSERT INTO delegated_right_estate (delegated_right_id, estate_id) VALUES ($1, $2)', [
      row.id,
      estate.id,
    ]);
  }
  await insertMandateDocument(db, row.id, {
    grantorName: grantor.name,
    holderName: `${holder.givenName} ${holder.surname}`,
    estateDesignations: estates.map((estate) => estate.designation),
    validUntil: overrides.validUntil ?? null,
    givenAt,
    givenBy: overrides.givenBy?.id ?? null,
    revokedAt: overrides.revokedAt ?? null,
  });
  return row;
}

/** The signed document of a mandate stored without one. */
export async function insertMandateDocument(
  db: Queryable,
  rightId: string,
  document: {
    grantorName: string;
    holderName: string;
    estateDesignations: readonly string[];
    validUntil: string | null;
    givenAt: Date;
    givenBy: string | null;
    revokedAt?: Date | null;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO mandate_document (delegated_right_id, grantor_name, holder_name, estate_designations,
                                   valid_until, given_at, given_by_person_id, revoked_at, revoked_by_person_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      rightId,
      document.grantorName,
      document.holderName,
      document.estateDesignations,
      document.validUntil,
      document.givenAt,
      document.givenBy,
      document.revokedAt ?? null,
      document.revokedAt === null || document.revokedAt === undefined ? null : document.givenBy,
    ],
  );
}

/** A mandate `grantorStakeholderId` gave a new person: what the authorization matrix tries to reach. */
export async function insertMandateOf(db: Queryable, grantorStakeholderId: string): Promise<{ id: string }> {
  const holder = await insertPerson(db, { givenName: 'Ombud', surname: 'Testsson' });
  return insertMandate(db, { id: grantorStakeholderId, name: 'Fullmaktsgivare' }, holder);
}
