import { withCheckDigit } from '#contracts/personal-number';
import type { Queryable } from '../database.js';

/**
 * Inserts the people and parties of the login model. Shared by the demo seed and the tests, so both
 * build data the same way; every field has a default a test can override.
 */

let sequence = 0;
const next = (): number => ++sequence;

/** A clearly synthetic, valid personal number: born 1940–1999, serial number 98x (never issued in bulk). */
export function syntheticPersonalNumber(n = next()): string {
  const year = 1940 + (n % 60);
  const month = String(1 + (n % 12)).padStart(2, '0');
  const day = String(1 + (n % 28)).padStart(2, '0');
  return withCheckDigit(`${String(year)}${month}${day}98${String(n % 10)}`);
}

/** A six-digit member or customer number that no other builder call has used in this process. */
export const nextStakeholderId = (): string => String(500_000 + next());

/** A ten-digit organisation number for an aktiebolag (group 5), with a right check digit. */
export function syntheticOrganisationNumber(n = next()): string {
  const nine = `5590${String(n % 100_000).padStart(5, '0')}`;
  return withCheckDigit(`00${nine}`).slice(2);
}

export interface PersonRow {
  readonly id: string;
  readonly personalNumber: string;
  readonly givenName: string;
  readonly surname: string;
}

export async function insertPerson(db: Queryable, overrides: Partial<Omit<PersonRow, 'id'>> = {}) {
  const person = {
    personalNumber: overrides.personalNumber ?? syntheticPersonalNumber(),
    givenName: overrides.givenName ?? 'Test',
    surname: overrides.surname ?? 'Testsson',
  };
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO person (personal_number, given_name, surname) VALUES ($1, $2, $3) RETURNING id`,
    [person.personalNumber, person.givenName, person.surname],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return { id: row.id, ...person } satisfies PersonRow;
}

export type StakeholderRelation = 'member' | 'supplier' | 'potential';

export interface StakeholderRow {
  readonly id: string;
  readonly kind: 'person' | 'company';
  readonly name: string;
  readonly relation: StakeholderRelation;
}

/** A private forest owner's own stakeholder: their membership, supplier account or prospect record. */
export async function insertPersonStakeholder(
  db: Queryable,
  person: Pick<PersonRow, 'id' | 'givenName' | 'surname'>,
  overrides: { id?: string; relation?: StakeholderRelation; memberSince?: string | null } = {},
): Promise<StakeholderRow> {
  const stakeholder = {
    id: overrides.id ?? nextStakeholderId(),
    kind: 'person' as const,
    name: `${person.givenName} ${person.surname}`,
    relation: overrides.relation ?? 'member',
  };
  await db.query(
    `INSERT INTO stakeholder (id, kind, name, person_id, relation, member_since)
     VALUES ($1, 'person', $2, $3, $4, $5)`,
    [
      stakeholder.id,
      stakeholder.name,
      person.id,
      stakeholder.relation,
      overrides.memberSince === undefined ? defaultMemberSince(stakeholder.relation) : overrides.memberSince,
    ],
  );
  return stakeholder;
}

/** A company, with the people who may act for it (firmatecknare). */
export async function insertCompany(
  db: Queryable,
  overrides: {
    id?: string;
    name?: string;
    organisationNumber?: string;
    relation?: StakeholderRelation;
    representatives?: readonly Pick<PersonRow, 'id'>[];
  } = {},
): Promise<StakeholderRow & { organisationNumber: string }> {
  const company = {
    id: overrides.id ?? nextStakeholderId(),
    kind: 'company' as const,
    name: overrides.name ?? 'Testskog AB',
    organisationNumber: overrides.organisationNumber ?? syntheticOrganisationNumber(),
    relation: overrides.relation ?? 'member',
  };
  await db.query(
    `INSERT INTO stakeholder (id, kind, name, organisation_number, relation, member_since)
     VALUES ($1, 'company', $2, $3, $4, $5)`,
    [
      company.id,
      company.name,
      company.organisationNumber,
      company.relation,
      defaultMemberSince(company.relation),
    ],
  );
  for (const person of overrides.representatives ?? []) {
    await db.query('INSERT INTO company_representative (stakeholder_id, person_id) VALUES ($1, $2)', [
      company.id,
      person.id,
    ]);
  }
  return company;
}

/** A mandate: `grantor` lets `grantee` see their data, read-only. Returns the stakeholderRightId. */
export async function insertDelegatedRight(
  db: Queryable,
  grantor: Pick<StakeholderRow, 'id'>,
  grantee: Pick<PersonRow, 'id'>,
  overrides: { validUntil?: string | null; revokedAt?: Date | null } = {},
): Promise<{ id: string }> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO delegated_right (grantor_stakeholder_id, grantee_person_id, valid_until, revoked_at)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [grantor.id, grantee.id, overrides.validUntil ?? null, overrides.revokedAt ?? null],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

/** A member of staff: Viewer always, Editor too when `mayEdit`. */
export async function insertStaff(
  db: Queryable,
  person: Pick<PersonRow, 'id'>,
  overrides: { title?: string; mayEdit?: boolean } = {},
): Promise<void> {
  await db.query('INSERT INTO staff (person_id, title, may_edit) VALUES ($1, $2, $3)', [
    person.id,
    overrides.title ?? 'Skogsinspektor',
    overrides.mayEdit ?? false,
  ]);
}

const defaultMemberSince = (relation: StakeholderRelation): string | null =>
  relation === 'member' ? '2011-03-01' : null;
