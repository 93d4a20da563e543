/** The goals `bench:load` checks (README, "Speed is measured"), printed PASS or MISS. */
import type { LoadSample } from './load.js';
import type { DatabaseKind } from './portal.js';
import { fixed, heading, printTable, verdict } from './report.js';
import {
  DATABASE_NAMES,
  HELLO,
  mixFailures,
  ms,
  rssGrowth,
  type ClosedLoop,
  type Measurement,
} from './api-load-measurement.js';

/** README "Speed is measured" (PGlite) and 15 (PostgreSQL), at GOAL_CONNECTIONS. */
const GOALS: Record<DatabaseKind, { readonly ratio: number; readonly p99Ms: number }> = {
  pglite: { ratio: 0.02, p99Ms: 30 },
  postgres: { ratio: 0.08, p99Ms: 10 },
};
const GOAL_CONNECTIONS = 50;
/** Row 13: the baseline itself. */
const HELLO_P99_GOAL_MS = 2;
/** PostgreSQL only: req/s as a share of the reference server's GetMemberData, at GOAL_CONNECTIONS. */
const REFERENCE_GOALS: ReadonlyMap<string, number> = new Map([
  ['/api/Ir/GetMemberData', 0.7],
  ['/api/economy/summary', 0.3],
  ['/api/overview/economy', 0.3],
  ['/api/Ir/GetAllEstates', 0.3],
  ['/api/services', 0.3],
]);
/** The p99 of the fixed-rate mix of every read, with no errors. */
const MIX_P99_GOAL_MS: Record<DatabaseKind, number> = { pglite: 60, postgres: 25 };
/**
 * Resident memory must not grow between two identical load runs. A garbage collection that
 * happens to fall just before one reading and not the other moves RSS by a few per cent, so up to this
 * share counts as no growth.
 */
const RSS_GROWTH_TOLERANCE = 0.05;
/** p99 at the large association may be at most this many times the p99 of the demo data. */
const LARGE_GROWTH_GOAL = 2;
/** Latencies below a millisecond are noise for a growth ratio. */
const GROWTH_FLOOR_MS = 1;

/** Errors and non-2xx over every run of `path` in this measurement. */
function failuresOf(measurement: Measurement, path: string): number {
  const closedLoop = [...measurement.closed.values()].flatMap(({ hello, routes }) =>
    path === HELLO ? [hello] : routes.filter((load) => load.route.path === path).map((load) => load.sample),
  );
  const rated = measurement.fixedRate.get(path);
  return [...closedLoop, ...(rated === undefined ? [] : [rated])].reduce(
    (sum, sample) => sum + sample.errors + sample.non2xx,
    0,
  );
}

/** The mix's p99 and errors on each run, and memory that does not grow between them. */
function mixAndMemoryGoals(kind: DatabaseKind, measurement: Measurement): string[][] {
  const growth = rssGrowth(measurement);
  return [
    ...measurement.mix.flatMap((sample, index) => [
      [
        `mix, run ${index + 1}`,
        `p99 <= ${MIX_P99_GOAL_MS[kind]} ms`,
        ms(sample.p99),
        verdict(sample.p99 <= MIX_P99_GOAL_MS[kind]),
      ],
      [
        `mix, run ${index + 1}`,
        '0 errors, 0 non-2xx',
        String(mixFailures(sample)),
        verdict(mixFailures(sample) === 0),
      ],
    ]),
    [
      'portal RSS',
      `last run grows it <= ${fixed(RSS_GROWTH_TOLERANCE * 100)} % (noise)`,
      `${fixed(growth * 100, 1)} %`,
      verdict(growth <= RSS_GROWTH_TOLERANCE),
    ],
  ];
}

/** PostgreSQL: the named reads as a share of the reference server's req/s. */
function referenceGoals(atGoal: ClosedLoop): string[][] {
  return atGoal.routes.flatMap(({ route, referenceRatio }) => {
    const goal = REFERENCE_GOALS.get(route.path);
    if (goal === undefined || referenceRatio === undefined) return [];
    return [
      [
        route.path,
        `req/s >= ${goal} x reference, c=${GOAL_CONNECTIONS}`,
        fixed(referenceRatio, 3),
        verdict(referenceRatio >= goal),
      ],
    ];
  });
}

export function printGoals(kind: DatabaseKind, measurement: Measurement): void {
  const goal = GOALS[kind];
  const atGoal = measurement.closed.get(GOAL_CONNECTIONS);
  heading(`${DATABASE_NAMES[kind]}: goals (README "Speed is measured")`);
  const rows: string[][] = mixAndMemoryGoals(kind, measurement);
  if (atGoal === undefined) {
    printTable(['route', 'goal', 'value', 'verdict'], rows);
    console.info(
      `  no run at ${GOAL_CONNECTIONS} connections: add it to --connections to check the other goals`,
    );
    return;
  }
  const noFailures = (path: string): string[] => {
    const failures = failuresOf(measurement, path);
    return [path, '0 errors, 0 non-2xx', String(failures), verdict(failures === 0)];
  };
  rows.push(...referenceGoals(atGoal));
  rows.push(
    [
      HELLO,
      `p99 <= ${HELLO_P99_GOAL_MS} ms, c=${GOAL_CONNECTIONS}`,
      ms(atGoal.hello.p99),
      verdict(atGoal.hello.p99 <= HELLO_P99_GOAL_MS),
    ],
    noFailures(HELLO),
  );
  for (const { route, ratio, sample } of atGoal.routes) {
    const p99 = measurement.fixedRate.get(route.path)?.p99 ?? Number.NaN;
    rows.push(
      [
        route.path,
        `req/s >= ${goal.ratio} x hello, c=${GOAL_CONNECTIONS}`,
        fixed(ratio, 3),
        verdict(ratio >= goal.ratio),
      ],
      [route.path, `p99 <= ${goal.p99Ms} ms at the fixed rate`, ms(p99), verdict(p99 <= goal.p99Ms)],
      [route.path, `(p99 closed loop, c=${GOAL_CONNECTIONS})`, ms(sample.p99), ''],
      noFailures(route.path),
    );
  }
  printTable(['route', 'goal', 'value', 'verdict'], rows);
}

export function printGrowth(kind: DatabaseKind, normal: Measurement, large: Measurement): void {
  heading(
    `${DATABASE_NAMES[kind]}: large association vs demo data (p99 at the fixed rates, the mix's last run; goal <= ${LARGE_GROWTH_GOAL}x)`,
  );
  const lastMix = (measurement: Measurement): [string, LoadSample][] => {
    const last = measurement.mix.at(-1);
    return last === undefined ? [] : [['mix of every read', last]];
  };
  const largeSamples = new Map([...large.fixedRate, ...lastMix(large)]);
  const rows = [...normal.fixedRate, ...lastMix(normal)].map(([path, before]) => {
    const after = largeSamples.get(path);
    if (after === undefined) return [path, fixed(before.p99, 1), '-', '-', ''];
    const growth = Math.max(after.p99, GROWTH_FLOOR_MS) / Math.max(before.p99, GROWTH_FLOOR_MS);
    return [
      path,
      fixed(before.p99, 1),
      fixed(after.p99, 1),
      `${fixed(growth, 2)}x`,
      verdict(growth <= LARGE_GROWTH_GOAL),
    ];
  });
  printTable(['route', 'p99 demo ms', 'p99 large ms', 'growth', 'verdict'], rows);
  console.info(`  (p99 below ${GROWTH_FLOOR_MS} ms counts as ${GROWTH_FLOOR_MS} ms)`);
}
