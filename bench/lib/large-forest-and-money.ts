/**
 * The forest and the money of a large association (bench/lib/large-association.ts): every generated member
 * runs one forest business with one estate of 16 ha, split into four stands of 4 ha, and has a merkonto with
 * 40 bookings over twenty years. At 50 000 members: 200 000 stands and 2 000 000 bookings.
 *
 * Estates lie on a grid of 400 m squares 500 m apart in SWEREF 99 TM, 250 to a row, so every geometry is
 * valid, inside Sweden and apart from the others. Bookings carry true running balances, as the portal keeps.
 */
import { countInserted, countOf, FIRST_MEMBER, type GenerationStep } from './generation-step.js';

const STANDS_PER_ESTATE = 4;
const BOOKINGS_PER_MEMBER = 40;
/** Members whose bookings one statement writes: 200 000 rows, so the embedded database keeps up. */
const BOOKING_CHUNK = 5_000;
const FIRST_BUSINESS = 9_000_000;
const ACCOUNT_PREFIX = '8199';
const SBO = 'bench-generated';

/** SQL: a square's ring as GeoJSON Polygon coordinates, counter-clockwise from its south-west corner. */
const square = (e: string, n: string, side: number): string =>
  `jsonb_build_array(jsonb_build_array(
     jsonb_build_array(${e}, ${n}), jsonb_build_array(${e} + ${side}, ${n}),
     jsonb_build_array(${e} + ${side}, ${n} + ${side}), jsonb_build_array(${e}, ${n} + ${side}),
     jsonb_build_array(${e}, ${n})))`;

const ESTATE_SIDE = 400;
const STAND_SIDE = ESTATE_SIDE / 2;
/** An estate's registered areas: its stands cover the total, and the first stand holds the impediment. */
const ESTATE_TOTAL_HA = (ESTATE_SIDE * ESTATE_SIDE) / 10_000;
const ESTATE_PRODUCTIVE_HA = 15.2;
const IMPEDIMENT_M2 = Math.round((ESTATE_TOTAL_HA - ESTATE_PRODUCTIVE_HA) * 10_000);
/** SQL: the south-west corner of member n's estate. */
const estateE = (n: string): string => `(300000 + ((${n} - 1) % 250) * 500)`;
const estateN = (n: string): string => `(6500000 + ((${n} - 1) / 250) * 500)`;

export const estates: GenerationStep = {
  name: 'forest businesses and estates',
  run: async (db, size) => {
    await db.query(
      `INSERT INTO sbo (id, name, region) VALUES ($1, 'Genererat skogsbruksområde', 'Genererad region')
       ON CONFLICT DO NOTHING`,
      [SBO],
    );
    await db.query(
      `INSERT INTO business (id, stakeholder_id, name, sbo_id)
       SELECT (${FIRST_BUSINESS} + n - 1)::text, (${FIRST_MEMBER} + n - 1)::text, 'Skogsbruk ' || n, $2
       FROM generate_series(1, $1::int) AS n`,
      [size.members, SBO],
    );
    return countInserted(
      db,
      `INSERT INTO estate (business_id, designation, municipality, county, total_area_ha, productive_area_ha,
                           boundary, min_e, min_n, max_e, max_n)
       SELECT (${FIRST_BUSINESS} + n - 1)::text, 'Genererad ' || n || ':1', 'Genererad kommun', 'Genererat län',
              ${ESTATE_TOTAL_HA}, ${ESTATE_PRODUCTIVE_HA}, jsonb_build_object('type', 'Polygon', 'coordinates', ${square('e', 'nn', ESTATE_SIDE)}),
              e, nn, e + ${ESTATE_SIDE}, nn + ${ESTATE_SIDE}
       FROM (SELECT n, ${estateE('n')} AS e, ${estateN('n')} AS nn FROM generate_series(1, $1::int) AS n) AS grid`,
      [size.members],
    );
  },
};

/** A forest plan's mix: class, a fitting age, the plan's proposal and volume per ha (docs/domain.md 2). */
const PLAN_MIX = `(VALUES
  (0, 'K1', 3, 'Plantering', 0), (1, 'R1', 8, 'Röjning', 5), (2, 'R2', 20, 'Röjning', 40),
  (3, 'G1', 35, 'Gallring', 150), (4, 'G2', 55, 'Gallring', 220), (5, 'S1', 75, 'Ingen', 280),
  (6, 'S2', 95, 'Slutavverkning', 320), (7, 'S3', 120, 'Slutavverkning', 350)
) AS mix (slot, cutting_class, age, action, volume)`;

export const stands: GenerationStep = {
  name: 'stands (forest plans)',
  run: (db, size) =>
    countInserted(
      db,
      `INSERT INTO stand (estate_id, number, area_m2, age, site_index, cutting_class, goal_class, pine_percent,
                          spruce_percent, deciduous_percent, volume_per_ha, growth_per_ha, proposed_action,
                          proposed_year, geometry, min_e, min_n, max_e, max_n, productive_area_m2)
       SELECT estate.id, q + 1, ${STAND_SIDE * STAND_SIDE}, mix.age, 'G24', mix.cutting_class, 'PG', 40, 50, 10,
              mix.volume, 6.5, mix.action, CASE WHEN mix.action = 'Ingen' THEN NULL ELSE 2027 END,
              jsonb_build_object('type', 'Polygon', 'coordinates', ${square('e', 'nn', STAND_SIDE)}),
              e, nn, e + ${STAND_SIDE}, nn + ${STAND_SIDE},
              ${STAND_SIDE * STAND_SIDE} - CASE WHEN q = 0 THEN ${IMPEDIMENT_M2} ELSE 0 END
       FROM (
         SELECT n, q, ${estateE('n')} + (q % 2) * ${STAND_SIDE} AS e, ${estateN('n')} + (q / 2) * ${STAND_SIDE} AS nn
         FROM generate_series(1, $1::int) AS n, generate_series(0, ${STANDS_PER_ESTATE - 1}) AS q
       ) AS cells
       JOIN estate ON estate.business_id = (${FIRST_BUSINESS} + n - 1)::text
       JOIN ${PLAN_MIX} ON mix.slot = (n * ${STANDS_PER_ESTATE} + q) % 8`,
      [size.members],
    ),
};

export const merkonton: GenerationStep = {
  name: 'merkonton (account)',
  run: (db, size) =>
    countInserted(
      db,
      `INSERT INTO account (stakeholder_id, kind, number, opened_on)
       SELECT (${FIRST_MEMBER} + n - 1)::text, 'merkonto', '${ACCOUNT_PREFIX}-' || lpad(n::text, 6, '0'),
              DATE '2005-01-01'
       FROM generate_series(1, $1::int) AS n`,
      [size.members],
    ),
};

/**
 * Forty bookings per member, one every half year from 2006: settlements in, now and then a withdrawal or
 * a fee out, interest each year. Written a chunk of members at a time, then each account's balance.
 */
export const bookings: GenerationStep = {
  name: 'transactions (booking)',
  run: async (db, size) => {
    let made = 0;
    for (let first = 1; first <= size.members; first += BOOKING_CHUNK) {
      const last = Math.min(size.members, first + BOOKING_CHUNK - 1);
      made += await countOf(
        db,
        `WITH planned AS (
           SELECT n, k, DATE '2006-01-01' + (k - 1) * 183 + n % 150 AS day,
                  (ARRAY['likvid', 'ranta', 'uttag', 'dellikvid', 'likvid', 'avgift', 'utdelning', 'likvid'])[1 + k % 8]
                    AS kind,
                  CASE WHEN k % 8 IN (2, 5) THEN -1 ELSE 1 END * (1000 + ((n::bigint * 7919 + k * 104729) % 900000))
                    AS amount
           FROM generate_series($1::int, $2::int) AS n, generate_series(1, ${BOOKINGS_PER_MEMBER}) AS k
         ), made AS (
           INSERT INTO booking (account_id, stakeholder_id, booked_on, kind, text, amount_ore, balance_after_ore)
           SELECT account.id, account.stakeholder_id, planned.day, planned.kind,
                  CASE planned.kind WHEN 'uttag' THEN 'Uttag till bankkonto' WHEN 'ranta' THEN 'Ränta merkonto'
                                 WHEN 'avgift' THEN 'Avgift för uttag' WHEN 'utdelning' THEN 'Utdelning på insats'
                                 ELSE 'Likvid enligt avräkning AVR-' || (2000000 + planned.n * 100 + planned.k) END,
                  planned.amount, sum(planned.amount) OVER (PARTITION BY planned.n ORDER BY planned.k)
           FROM planned JOIN account ON account.number = '${ACCOUNT_PREFIX}-' || lpad(planned.n::text, 6, '0')
           ORDER BY planned.n, planned.k
           RETURNING 1
         )
         SELECT count(*)::int AS made FROM made`,
        [first, last],
      );
    }
    await db.query(
      `UPDATE account SET balance_ore = totals.balance
       FROM (SELECT account_id, sum(amount_ore) AS balance FROM booking GROUP BY account_id) AS totals
       WHERE account.id = totals.account_id AND account.number LIKE '${ACCOUNT_PREFIX}-%'`,
    );
    return made;
  },
};

/**
 * Last year's annual statement for every generated member, as the portal publishes them from 1 February.
 * Without them a portal started on the database spends its first minutes publishing 50 000 statements, and
 * the load bench measures that job instead of the reads.
 */
export const annualStatements: GenerationStep = {
  name: 'annual statements (document)',
  run: (db) =>
    countInserted(
      db,
      `INSERT INTO document (stakeholder_id, kind, title, issued_on, statement_year, created_at)
       SELECT a.stakeholder_id, 'annual-statement', 'Årsbesked ' || y.year, make_date(y.year + 1, 2, 1), y.year,
              make_date(y.year + 1, 2, 1)
       FROM account a, (SELECT extract(year FROM now())::int - 1 AS year) AS y
       WHERE a.number LIKE '${ACCOUNT_PREFIX}-%'
       ON CONFLICT DO NOTHING`,
      [],
    ),
};
