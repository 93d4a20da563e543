import type { Queryable } from '../database.js';
import { nextStakeholderId } from './builders.js';

/**
 * Inserts the forest side of a member: districts, advisors, businesses, estates, co-owners, contact details
 * and member capital. Shared by the demo seed and the tests; every field has a default a test can override.
 */

let sequence = 0;
const next = (): number => ++sequence;

export interface SboRow {
  readonly id: string;
  readonly name: string;
  readonly region: string;
}

export async function insertSbo(db: Queryable, overrides: Partial<SboRow> = {}): Promise<SboRow> {
  const n = next();
  const sbo = {
    id: overrides.id ?? `sbo-${String(n)}`,
    name: overrides.name ?? `Skogsbruksområde ${String(n)}`,
    region: overrides.region ?? 'Uppland',
  };
  await db.query('INSERT INTO sbo (id, name, region) VALUES ($1, $2, $3)', [sbo.id, sbo.name, sbo.region]);
  return sbo;
}

export interface AdvisorRow {
  readonly id: string;
  readonly name: string;
  readonly title: string;
  readonly phone: string;
  readonly email: string;
  readonly sboId: string;
  readonly presentation: string | null;
}

export async function insertAdvisor(
  db: Queryable,
  sbo: Pick<SboRow, 'id'>,
  overrides: Partial<Omit<AdvisorRow, 'sboId'>> = {},
): Promise<AdvisorRow> {
  const n = next();
  const advisor = {
    id: overrides.id ?? `advisor-${String(n)}`,
    name: overrides.name ?? `Rådgivare ${String(n)}`,
    title: overrides.title ?? 'Skogsinspektor',
    phone: overrides.phone ?? '010-123 40 00',
    email: overrides.email ?? `radgivare${String(n)}@example.se`,
    sboId: sbo.id,
    presentation: overrides.presentation ?? null,
  };
  await db.query(
    `INSERT INTO advisor (id, name, title, phone, email, sbo_id, presentation)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [advisor.id, advisor.name, advisor.title, advisor.phone, advisor.email, sbo.id, advisor.presentation],
  );
  return advisor;
}

export interface SboContactRow {
  readonly name: string;
  readonly role: string;
  readonly phone: string | null;
  readonly email: string | null;
  readonly sortOrder: number;
}

export async function insertSboContact(
  db: Queryable,
  sbo: Pick<SboRow, 'id'>,
  overrides: Partial<SboContactRow> = {},
): Promise<{ id: string }> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO sbo_contact (sbo_id, name, role, phone, email, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      sbo.id,
      overrides.name ?? 'Förtroendevald Testsson',
      overrides.role ?? 'Ledamot i SBO-rådet',
      overrides.phone ?? null,
      overrides.email ?? null,
      overrides.sortOrder ?? 0,
    ],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export interface BusinessRow {
  readonly id: string;
  readonly stakeholderId: string;
  readonly name: string;
  readonly sboId: string;
  readonly advisorId: string | null;
  readonly vatRegistered: boolean;
}

/** A forest business of `owner`, in `sbo`, with `advisor` (none if null). */
export async function insertBusiness(
  db: Queryable,
  owner: { id: string },
  sbo: Pick<SboRow, 'id'>,
  advisor: Pick<AdvisorRow, 'id'> | null,
  overrides: Partial<Pick<BusinessRow, 'id' | 'name' | 'vatRegistered'>> = {},
): Promise<BusinessRow> {
  const business = {
    id: overrides.id ?? String(3_000_000 + Number(nextStakeholderId())),
    stakeholderId: owner.id,
    name: overrides.name ?? 'Testskogen',
    sboId: sbo.id,
    advisorId: advisor?.id ?? null,
    vatRegistered: overrides.vatRegistered ?? true,
  };
  await db.query(
    `INSERT INTO business (id, stakeholder_id, name, sbo_id, advisor_id, vat_registered)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [business.id, owner.id, business.name, sbo.id, business.advisorId, business.vatRegistered],
  );
  return business;
}

export interface EstateRow {
  readonly id: string;
  readonly businessId: string;
  readonly designation: string;
  readonly municipality: string;
  readonly county: string;
  /** Hectares with one decimal, as the database keeps them. */
  readonly totalAreaHa: number;
  readonly productiveAreaHa: number;
  readonly share: readonly [numerator: number, denominator: number];
  /** The forest plan's inventory day (YYYY-MM-DD), or null without a plan. */
  readonly planInventoriedOn: string | null;
}

export async function insertEstate(
  db: Queryable,
  business: Pick<BusinessRow, 'id'>,
  overrides: Partial<Omit<EstateRow, 'id' | 'businessId'>> = {},
): Promise<EstateRow> {
  const n = next();
  const estate = {
    businessId: business.id,
    designation: overrides.designation ?? `Uppsala Testby ${String(n)}:1`,
    municipality: overrides.municipality ?? 'Uppsala',
    county: overrides.county ?? 'Uppsala län',
    totalAreaHa: overrides.totalAreaHa ?? 52.4,
    productiveAreaHa: overrides.productiveAreaHa ?? 47.9,
    share: overrides.share ?? ([1, 1] as const),
    planInventoriedOn: overrides.planInventoriedOn ?? null,
  };
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO estate (business_id, designation, municipality, county, total_area_ha, productive_area_ha,
                         share_numerator, share_denominator, plan_inventoried_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      business.id,
      estate.designation,
      estate.municipality,
      estate.county,
      estate.totalAreaHa,
      estate.productiveAreaHa,
      estate.share[0],
      estate.share[1],
      estate.planInventoriedOn,
    ],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return { id: row.id, ...estate };
}

export async function insertCoOwner(
  db: Queryable,
  business: Pick<BusinessRow, 'id'>,
  overrides: {
    name?: string;
    stakeholderId?: string | null;
    share?: readonly [number, number];
    isRepresentative?: boolean;
  } = {},
): Promise<{ id: string }> {
  const [numerator, denominator] = overrides.share ?? [1, 2];
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO co_owner (business_id, name, stakeholder_id, share_numerator, share_denominator, is_representative)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      business.id,
      overrides.name ?? 'Delägare Testsson',
      overrides.stakeholderId ?? null,
      numerator,
      denominator,
      overrides.isRepresentative ?? false,
    ],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export interface MemberContactRow {
  readonly email: string | null;
  readonly phone: string | null;
  readonly street: string | null;
  readonly postalCode: string | null;
  readonly city: string | null;
  readonly preferredContact: 'email' | 'phone' | 'letter';
}

export async function insertMemberContact(
  db: Queryable,
  stakeholder: { id: string },
  overrides: Partial<MemberContactRow> = {},
): Promise<MemberContactRow> {
  const contact: MemberContactRow = {
    email: overrides.email === undefined ? 'medlem@example.se' : overrides.email,
    phone: overrides.phone === undefined ? '070-123 45 67' : overrides.phone,
    street: overrides.street === undefined ? 'Skogsvägen 1' : overrides.street,
    postalCode: overrides.postalCode === undefined ? '743 30' : overrides.postalCode,
    city: overrides.city === undefined ? 'Storvreta' : overrides.city,
    preferredContact: overrides.preferredContact ?? 'email',
  };
  await db.query(
    `INSERT INTO member_contact (stakeholder_id, email, phone, street, postal_code, city, preferred_contact)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      stakeholder.id,
      contact.email,
      contact.phone,
      contact.street,
      contact.postalCode,
      contact.city,
      contact.preferredContact,
    ],
  );
  return contact;
}

export interface MemberStakeRow {
  readonly paidInOre: number;
  readonly obligationOre: number;
  readonly emittedOre: number;
  readonly deductionRatePercent: number;
}

export async function insertMemberStake(
  db: Queryable,
  stakeholder: { id: string },
  overrides: Partial<MemberStakeRow> = {},
): Promise<MemberStakeRow> {
  const stake = {
    paidInOre: overrides.paidInOre ?? 1_250_000,
    obligationOre: overrides.obligationOre ?? 1_527_000,
    emittedOre: overrides.emittedOre ?? 184_500,
    deductionRatePercent: overrides.deductionRatePercent ?? 2,
  };
  await db.query(
    `INSERT INTO member_stake (stakeholder_id, paid_in_ore, obligation_ore, emitted_ore, deduction_rate_percent)
     VALUES ($1, $2, $3, $4, $5)`,
    [stakeholder.id, stake.paidInOre, stake.obligationOre, stake.emittedOre, stake.deductionRatePercent],
  );
  return stake;
}
