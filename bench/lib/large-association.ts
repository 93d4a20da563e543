/**
 * A large association for the data-volume benchmarks: tens of thousands of members, some companies with
 * representatives, mandates and live sessions, and the members' estates, stands and transactions
 * (large-forest-and-money.ts), made with set-based SQL (generate_series). Generated stakeholders have member numbers from 400000 (members) and 500000
 * (companies), clear of the demo personas; personal numbers use serial numbers 99x (personas 97x, test
 * builders 98x) and are valid, so nothing downstream has to treat them differently.
 */
import type { Database } from '#server/db/database';
import {
  countInserted,
  countOf,
  FIRST_MEMBER,
  type AssociationSize,
  type GenerationStep,
} from './generation-step.js';
import { annualStatements, bookings, estates, merkonton, stands } from './large-forest-and-money.js';
import { fixed, printTable } from './report.js';

export const DEFAULT_SIZE: AssociationSize = { members: 50_000 };
const FIRST_COMPANY = 500_000;
const MAX_MEMBERS = FIRST_COMPANY - FIRST_MEMBER;

const companiesFor = (size: AssociationSize): number => Math.floor(size.members / 20);
const mandatesFor = (size: AssociationSize): number => Math.floor(size.members / 10);
const sessionsFor = (size: AssociationSize): number => Math.floor(size.members / 10);

const GIVEN_NAMES = [
  'Anna',
  'Erik',
  'Maria',
  'Lars',
  'Karin',
  'Anders',
  'Eva',
  'Johan',
  'Kristina',
  'Per',
  'Birgitta',
  'Nils',
  'Ingrid',
  'Olof',
  'Margareta',
  'Gustav',
  'Elisabeth',
  'Sven',
  'Helena',
  'Karl',
];
const SURNAMES = [
  'Andersson',
  'Johansson',
  'Karlsson',
  'Nilsson',
  'Eriksson',
  'Larsson',
  'Olsson',
  'Persson',
  'Svensson',
  'Gustafsson',
  'Pettersson',
  'Jonsson',
  'Jansson',
  'Hansson',
  'Bengtsson',
  'Jönsson',
  'Lindberg',
  'Jakobsson',
  'Magnusson',
  'Lindström',
];
const sqlArray = (values: readonly string[]): string => `ARRAY['${values.join("','")}']`;

/** SQL: the Luhn check digit of a nine-digit text expression (personal and organisation numbers). */
const luhnDigit = (digits: string): string => {
  const digit = `substr(${digits}, i, 1)::int`;
  return `((10 - (SELECT sum(CASE WHEN i % 2 = 1 THEN (${digit} * 2) / 10 + (${digit} * 2) % 10 ELSE ${digit} END)
    FROM generate_series(1, 9) AS i) % 10) % 10)::text`;
};

const members: GenerationStep = {
  name: 'members (person + stakeholder)',
  run: (db, size) =>
    countOf(
      db,
      `WITH numbered AS (
         SELECT n, to_char(DATE '1930-01-01' + (n - 1) / 10, 'YYYYMMDD') AS birth, (990 + (n - 1) % 10)::text AS serial
         FROM generate_series(1, $1::int) AS n
       ), numbers AS (
         SELECT n, birth || serial || ${luhnDigit(`substr(birth, 3) || serial`)} AS personal_number FROM numbered
       ), people AS (
         INSERT INTO person (personal_number, given_name, surname)
         SELECT personal_number, (${sqlArray(GIVEN_NAMES)})[1 + n % 20], (${sqlArray(SURNAMES)})[1 + (n / 20) % 20]
         FROM numbers
         RETURNING id, personal_number, given_name, surname
       ), made AS (
         INSERT INTO stakeholder (id, kind, name, person_id, relation, member_since)
         SELECT (${FIRST_MEMBER} + n - 1)::text, 'person', given_name || ' ' || surname, id, 'member',
                DATE '1960-01-01' + (n * 37) % 23000
         FROM people JOIN numbers USING (personal_number)
         RETURNING 1
       )
       SELECT count(*)::int AS made FROM made`,
      [size.members],
    ),
};

const companies: GenerationStep = {
  name: 'companies (stakeholder)',
  run: (db, size) =>
    countOf(
      db,
      `WITH numbered AS (SELECT m, '556' || lpad(m::text, 6, '0') AS digits FROM generate_series(1, $1::int) AS m),
       made AS (
         INSERT INTO stakeholder (id, kind, name, organisation_number, relation, member_since)
         SELECT (${FIRST_COMPANY} + m - 1)::text, 'company', (${sqlArray(SURNAMES)})[1 + m % 20] || ' Skog AB',
                digits || ${luhnDigit('digits')}, 'member', DATE '1980-01-01' + (m * 53) % 15000
         FROM numbered
         RETURNING 1
       )
       SELECT count(*)::int AS made FROM made`,
      [companiesFor(size)],
    ),
};

/** Every company gets a member who signs for it; every third a second one. */
const representatives: GenerationStep = {
  name: 'company representatives',
  run: (db, size) =>
    countOf(
      db,
      `WITH pairs AS (
         SELECT m, (${FIRST_MEMBER} + (m * 37) % $2::int)::text AS member FROM generate_series(1, $1::int) AS m
         UNION ALL
         SELECT m, (${FIRST_MEMBER} + (m * 37 + 1) % $2::int)::text FROM generate_series(1, $1::int) AS m WHERE m % 3 = 0
       ), made AS (
         INSERT INTO company_representative (stakeholder_id, person_id)
         SELECT (${FIRST_COMPANY} + m - 1)::text, s.person_id FROM pairs JOIN stakeholder s ON s.id = pairs.member
         ON CONFLICT DO NOTHING
         RETURNING 1
       )
       SELECT count(*)::int AS made FROM made`,
      [companiesFor(size), size.members],
    ),
};

/** Mandates (DelegatedRight) between members: half open-ended, a tenth revoked. */
const mandates: GenerationStep = {
  name: 'mandates (delegated_right)',
  run: (db, size) =>
    countOf(
      db,
      `WITH pairs AS (
         SELECT k, (${FIRST_MEMBER} + (k * 7) % $2::int)::text AS grantor,
                (${FIRST_MEMBER} + (k * 7 + 3) % $2::int)::text AS grantee
         FROM generate_series(1, $1::int) AS k
       ), made AS (
         INSERT INTO delegated_right (grantor_stakeholder_id, grantee_person_id, valid_until, revoked_at)
         SELECT grantor, s.person_id,
                CASE WHEN k % 2 = 0 THEN NULL ELSE DATE '2030-01-01' + k % 1000 END,
                CASE WHEN k % 10 = 0 THEN now() ELSE NULL END
         FROM pairs JOIN stakeholder s ON s.id = pairs.grantee
         RETURNING 1
       )
       SELECT count(*)::int AS made FROM made`,
      [mandatesFor(size), size.members],
    ),
};

/** Members logged in right now: every request looks its session up among these. */
const sessions: GenerationStep = {
  name: 'live sessions',
  run: (db, size) =>
    countInserted(
      db,
      `INSERT INTO session (token_hash, person_id, stakeholder_id, roles)
       SELECT sha256(('bench-session-' || k)::bytea), s.person_id, s.id, ARRAY['Member']
       FROM generate_series(1, $1::int) AS k
       JOIN stakeholder s ON s.id = (${FIRST_MEMBER} + (k * 11) % $2::int)::text
       ON CONFLICT DO NOTHING`,
      [sessionsFor(size), size.members],
    ),
};

/** The steps, in order, each in a transaction of its own. */
const GENERATION_STEPS: readonly GenerationStep[] = [
  members,
  companies,
  representatives,
  mandates,
  sessions,
  estates,
  stands,
  merkonton,
  bookings,
  annualStatements,
];

/**
 * What a real database has once autovacuum has passed: the planner's statistics for the new rows and a
 * visibility map, so index-only scans need not visit the heap. Without it autovacuum runs during the
 * measurement, which then measures the vacuum. VACUUM cannot run in a transaction.
 */
async function settle(db: Database): Promise<StepReport> {
  const started = performance.now();
  await db.exec('VACUUM (ANALYZE)');
  return { name: 'statistics (VACUUM ANALYZE)', rows: undefined, ms: performance.now() - started };
}

export interface StepReport {
  readonly name: string;
  readonly rows: number | undefined;
  readonly ms: number;
}

/** Fills a migrated database with a large association; refuses one that already has it. */
export async function generateAssociation(
  db: Database,
  size: AssociationSize = DEFAULT_SIZE,
): Promise<StepReport[]> {
  if (!Number.isInteger(size.members) || size.members < 20 || size.members > MAX_MEMBERS) {
    throw new Error(`members must be a whole number from 20 to ${MAX_MEMBERS}`);
  }
  const existing = await db.query('SELECT 1 FROM stakeholder WHERE id = $1', [String(FIRST_MEMBER)]);
  if (existing.length > 0) throw new Error('this database already holds a generated association');
  const reports: StepReport[] = [];
  for (const step of GENERATION_STEPS) {
    const started = performance.now();
    const rows = await db.transaction((tx) => step.run(tx, size));
    reports.push({ name: step.name, rows, ms: performance.now() - started });
  }
  reports.push(await settle(db));
  return reports;
}

export function printGeneration(reports: readonly StepReport[]): void {
  printTable(
    ['step', 'rows', 'time'],
    reports.map((report) => [report.name, report.rows ?? '-', `${fixed(report.ms / 1000, 1)} s`]),
  );
  const total = reports.reduce((sum, report) => sum + report.ms, 0);
  console.info(`Generated in ${fixed(total / 1000, 1)} s.`);
}
