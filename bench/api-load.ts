/**
 * API load benchmark (README "Speed is measured"). Starts the production
 * build on a fresh database with its default settings, logs demo personas in through the real BankID flow,
 * and measures, on each database:
 *   1. memory and a mix: the portal's resident memory after start, then, after a warm-up, a fixed-rate mix
 *      of every authenticated read (sent in turn, evenly spaced, each with its role's cookie:
 *      lib/open-loop.ts) run twice (or --mix-runs times), with `/bench/hello` probed meanwhile (how long
 *      the event loop keeps a request waiting: lib/probe.ts) and memory read after each run: memory must
 *      not grow over the last identical run; the warm-up lasts until the portal's first full garbage
 *      collection (lib/full-collection.ts);
 *   2. every authenticated read at each concurrency, alternating with the bare `/bench/hello` and, on
 *      PostgreSQL, with the reference server's GetMemberData (bench/reference-server.ts) on the same
 *      database and session (A B C A B C …): ratios of req/s to both;
 *   3. every read alone at a fixed rate (open loop, as the mix), for its p99.
 * Both databases in one go by default: embedded PGlite and a new PostgreSQL database. PGlite has no
 * reference (it reads PostgreSQL), so there only the ratio to hello is reported.
 *
 *   npm run build && tsx --conditions=source bench/api-load.ts [options]
 *     --db=pglite,postgres  --connections=10,50  --duration=10  --warmup=3  --rounds=3  --rate=500
 *     --mix-rate=300        the rate of the mix, req/s over all connections (the most of --connections)
 *     --mix-runs=2          identical mix runs; memory growth is judged between the last two
 *     --quick               1 s warm-up, 2 s runs, 1 round: checks that everything works
 *     --large [--members=50000]  then fill the database with a large association and measure again
 *
 * PostgreSQL: DATABASE_URL names the server (a database is created and dropped), else 127.0.0.1:5432.
 * Prints PASS/MISS per goal; the exit code says only whether the benchmark ran.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '#server/db/database';
import { generateAssociation, printGeneration } from './lib/large-association.js';
import { medianSample, runAlternating, runLoad, type LoadSample, type LoadTarget } from './lib/load.js';
import {
  freshDatabase,
  startPortal,
  type BenchDatabase,
  type DatabaseKind,
  type RunningPortal,
} from './lib/portal.js';
import { prepareTargets, referenceTarget, sessionsByRole, type RouteTarget } from './lib/read-targets.js';
import { loadUntilFullCollection } from './lib/full-collection.js';
import { runOpenLoop } from './lib/open-loop.js';
import { probeWhile, type ProbeResult } from './lib/probe.js';
import { REFERENCE_PATH, startReferenceServer } from './lib/reference.js';
import { fixed, heading, printTable } from './lib/report.js';
import type { ServerProcess } from './lib/server-process.js';

import { printGoals, printGrowth } from './lib/api-load-goals.js';
import {
  DATABASE_NAMES,
  HELLO,
  loadCells,
  megabytes,
  rssGrowth,
  type ClosedLoop,
  type Measurement,
  type RouteLoad,
} from './lib/api-load-measurement.js';

/** Below this share of the fixed rate the server fell behind, and its p99 measures the queue. */
const KEPT_UP = 0.95;

interface Settings {
  readonly databases: readonly DatabaseKind[];
  readonly databasesChosen: boolean;
  readonly connections: readonly number[];
  readonly seconds: number;
  readonly warmupSeconds: number;
  readonly rounds: number;
  readonly rate: number;
  readonly mixRate: number;
  readonly mixRuns: number;
  readonly large: boolean;
  readonly members: number | undefined;
}

function settingsFromArgs(): Settings {
  const { values } = parseArgs({
    options: {
      db: { type: 'string' },
      connections: { type: 'string', default: '10,50' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      rounds: { type: 'string' },
      rate: { type: 'string', default: '500' },
      'mix-rate': { type: 'string', default: '300' },
      'mix-runs': { type: 'string', default: '2' },
      large: { type: 'boolean', default: false },
      members: { type: 'string' },
      quick: { type: 'boolean', default: false },
    },
  });
  const atLeast =
    (minimum: number) =>
    (text: string, what: string): number => {
      const value = Number(text);
      if (!Number.isFinite(value) || value < minimum) throw new Error(`${what}: not a number >= ${minimum}`);
      return value;
    };
  const positive = atLeast(Number.MIN_VALUE);
  const numbers = (list: string): number[] => list.split(',').map((item) => positive(item, list));
  const databases = (values.db ?? 'pglite,postgres').split(',').map((kind) => {
    if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`--db: pglite or postgres, not ${kind}`);
    return kind;
  });
  return {
    databases,
    databasesChosen: values.db !== undefined,
    connections: numbers(values.connections),
    seconds: positive(values.duration ?? (values.quick ? '2' : '10'), '--duration'),
    warmupSeconds: atLeast(0)(values.warmup ?? (values.quick ? '1' : '3'), '--warmup'),
    rounds: positive(values.rounds ?? (values.quick ? '1' : '3'), '--rounds'),
    rate: positive(values.rate, '--rate'),
    mixRate: positive(values['mix-rate'], '--mix-rate'),
    mixRuns: atLeast(2)(values['mix-runs'], '--mix-runs'),
    large: values.large,
    members: values.members === undefined ? undefined : positive(values.members, '--members'),
  };
}

/** The mix of every read at the mix rate, run --mix-runs times; the portal's memory after each run. */
async function measureMix(
  portal: RunningPortal,
  targets: readonly RouteTarget[],
  settings: Settings,
): Promise<{ mix: LoadSample[]; rss: number[]; helloDuringMix: ProbeResult[] }> {
  const mix: LoadSample[] = [];
  const rss: number[] = [];
  const helloDuringMix: ProbeResult[] = [];
  const hello: LoadTarget = { url: `${portal.url}${HELLO}` };
  const mixTargets = targets.map(({ target }) => target);
  const load = { connections: Math.max(...settings.connections), rate: settings.mixRate };
  // Warmed up first (not reported): a portal just started compiles its code during the first seconds, and
  // its memory is judged only after its first full garbage collection (lib/full-collection.ts).
  if (settings.warmupSeconds > 0) await runOpenLoop(mixTargets, { ...load, seconds: settings.warmupSeconds });
  const settled = await loadUntilFullCollection(portal.url, mixTargets, load);
  console.info(
    settled === null
      ? '  no full garbage collection seen during the warm-up: memory growth may be garbage not yet collected'
      : `  first full garbage collection after ${settled} s more of the mix`,
  );
  for (let run = 1; run <= settings.mixRuns; run += 1) {
    console.info(`  mix of ${targets.length} reads at ${settings.mixRate} req/s, run ${run}…`);
    const [sample, probe] = await probeWhile(
      hello,
      runOpenLoop(mixTargets, { ...load, seconds: settings.seconds }),
    );
    mix.push(sample);
    helloDuringMix.push(probe);
    rss.push(portal.rss());
  }
  return { mix, rss, helloDuringMix };
}

/** Every read at each concurrency, alternating with the baselines: hello, then the reference if any. */
async function measureClosedLoop(
  baselines: readonly LoadTarget[],
  targets: readonly RouteTarget[],
  settings: Settings,
): Promise<Map<number, ClosedLoop>> {
  const closed = new Map<number, ClosedLoop>();
  for (const connections of settings.connections) {
    if (settings.warmupSeconds > 0)
      for (const baseline of baselines)
        await runLoad(baseline, { connections, seconds: settings.warmupSeconds });
    const routes: RouteLoad[] = [];
    const baselineSamples: LoadSample[][] = baselines.map(() => []);
    for (const { route, target } of targets) {
      console.info(`  ${connections} connections: ${route.path}…`);
      const alternated = await runAlternating(baselines, target, {
        connections,
        seconds: settings.seconds,
        warmupSeconds: settings.warmupSeconds,
        rounds: settings.rounds,
      });
      routes.push({
        route,
        ratio: alternated.ratios[0] ?? Number.NaN,
        referenceRatio: alternated.ratios[1],
        sample: alternated.target,
      });
      alternated.baselines.forEach((sample, index) => baselineSamples[index]?.push(sample));
    }
    const [helloSamples = [], referenceSamples] = baselineSamples;
    closed.set(connections, {
      hello: medianSample(helloSamples),
      reference: referenceSamples && medianSample(referenceSamples),
      routes,
    });
  }
  return closed;
}

/** Each read alone at the fixed rate, hello first. */
async function measureFixedRate(
  hello: LoadTarget,
  targets: readonly RouteTarget[],
  settings: Settings,
): Promise<Map<string, LoadSample>> {
  const fixedRate = new Map<string, LoadSample>();
  const load = {
    connections: Math.max(...settings.connections),
    seconds: settings.seconds,
    rate: settings.rate,
  };
  fixedRate.set(HELLO, await runOpenLoop([hello], load));
  for (const { route, target } of targets) fixedRate.set(route.path, await runOpenLoop([target], load));
  return fixedRate;
}

async function measure(database: BenchDatabase, settings: Settings): Promise<Measurement> {
  const portal = await startPortal(database.config);
  const afterStart = portal.rss();
  let reference: ServerProcess | undefined;
  try {
    if (database.config.kind === 'postgres')
      reference = await startReferenceServer(database.config.url, portal.sessionCookie);
    const hello: LoadTarget = { url: `${portal.url}${HELLO}` };
    if (!(await fetch(hello.url)).ok)
      throw new Error(`${HELLO} is missing: the build predates it; npm run build`);
    const sessionOf = sessionsByRole(portal.url);
    const targets = await prepareTargets(portal.url, sessionOf);
    const baselines =
      reference === undefined
        ? [hello]
        : [hello, await referenceTarget(reference.url, await sessionOf('Member'))];

    const { mix, rss, helloDuringMix } = await measureMix(portal, targets, settings);
    const closed = await measureClosedLoop(baselines, targets, settings);
    const fixedRate = await measureFixedRate(hello, targets, settings);
    return { closed, fixedRate, mix, helloDuringMix, rss: [afterStart, ...rss] };
  } finally {
    await reference?.stop();
    await portal.stop();
  }
}

function printClosedLoop(
  kind: DatabaseKind,
  label: string,
  measurement: Measurement,
  settings: Settings,
): void {
  for (const [connections, { hello, reference, routes }] of measurement.closed) {
    heading(
      `${DATABASE_NAMES[kind]}, ${label}: ${connections} connections, ${settings.rounds} × ${settings.seconds} s per route`,
    );
    const referenceRows =
      reference === undefined
        ? []
        : [
            [
              `reference ${REFERENCE_PATH}`,
              'Member',
              ...loadCells(reference, fixed(reference.rps / hello.rps, 3), '1.000'),
            ],
          ];
    printTable(
      ['route', 'as', 'req/s', 'x hello', 'x ref', 'p50 ms', 'p99 ms', 'errors', 'non2xx'],
      [
        [
          HELLO,
          '-',
          ...loadCells(hello, '1.000', reference === undefined ? '-' : fixed(hello.rps / reference.rps, 3)),
        ],
        ...referenceRows,
        ...routes.map(({ route, ratio, referenceRatio, sample }) => [
          route.path,
          route.role,
          ...loadCells(sample, fixed(ratio, 3), fixed(referenceRatio, 3)),
        ]),
      ],
    );
  }
  if (kind === 'pglite') console.info('  (no reference on PGlite: the reference server reads PostgreSQL)');
}

function printMeasurement(
  kind: DatabaseKind,
  label: string,
  measurement: Measurement,
  settings: Settings,
): void {
  const rateConnections = Math.max(...settings.connections);
  heading(
    `${DATABASE_NAMES[kind]}, ${label}: mix of every read at ${settings.mixRate} req/s, ${rateConnections} connections, ${settings.seconds} s per run`,
  );
  printTable(
    [
      'run',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'non2xx',
      'hello meanwhile p99 / max ms',
      'RSS after, MB',
      'note',
    ],
    measurement.mix.map((sample, index) => [
      String(index + 1),
      fixed(sample.rps),
      fixed(sample.p50, 1),
      fixed(sample.p99, 1),
      sample.errors,
      sample.non2xx,
      `${fixed(measurement.helloDuringMix[index]?.p99Ms ?? Number.NaN, 1)} / ${fixed(measurement.helloDuringMix[index]?.maxMs ?? Number.NaN, 1)}`,
      megabytes(measurement.rss[index + 1]),
      sample.rps < KEPT_UP * settings.mixRate ? 'did not keep up: p99 is queueing' : '',
    ]),
  );
  console.info(
    `  portal RSS after start ${megabytes(measurement.rss[0])} MB; over the last run: ${fixed(rssGrowth(measurement) * 100, 1)} %`,
  );

  printClosedLoop(kind, label, measurement, settings);

  heading(
    `${DATABASE_NAMES[kind]}, ${label}: fixed rate ${settings.rate} req/s, ${rateConnections} connections, ${settings.seconds} s`,
  );
  printTable(
    ['route', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non2xx', 'note'],
    [...measurement.fixedRate].map(([path, sample]) => [
      path,
      fixed(sample.rps),
      fixed(sample.p50, 1),
      fixed(sample.p99, 1),
      sample.errors,
      sample.non2xx,
      sample.rps < KEPT_UP * settings.rate ? 'did not keep up: p99 is queueing' : '',
    ]),
  );
}

async function benchDatabase(kind: DatabaseKind, settings: Settings): Promise<void> {
  let database: BenchDatabase;
  try {
    database = await freshDatabase(kind);
  } catch (error) {
    if (settings.databasesChosen) throw error;
    console.info(
      `\nnote: skipping ${DATABASE_NAMES[kind]}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return;
  }
  try {
    console.info(`\n${DATABASE_NAMES[kind]}: demo data`);
    const normal = await measure(database, settings);
    printMeasurement(kind, 'demo data', normal, settings);
    printGoals(kind, normal);
    if (!settings.large) return;

    console.info(`\n${DATABASE_NAMES[kind]}: generating a large association`);
    const db = await openDatabase(database.config);
    try {
      printGeneration(
        await generateAssociation(
          db,
          settings.members === undefined ? undefined : { members: settings.members },
        ),
      );
    } finally {
      await db.close();
    }
    const large = await measure(database, settings);
    printMeasurement(kind, 'large association', large, settings);
    printGoals(kind, large);
    printGrowth(kind, normal, large);
  } finally {
    await database.dispose();
  }
}

const settings = settingsFromArgs();
console.info(
  `API load: node ${process.version}, ${settings.connections.join(' and ')} connections, ` +
    `${settings.warmupSeconds} s warm-up, ${settings.rounds} rounds of ${settings.seconds} s, fixed rate ${settings.rate} req/s, mix ${settings.mixRate} req/s`,
);
for (const kind of settings.databases) await benchDatabase(kind, settings);
