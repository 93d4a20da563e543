/**
 * Transactions benchmark: one member with 2 000 000 bookings, then the real app (buildApp +
 * inject, no HTTP) answering the transactions page for the cases a member meets: the first page, a page
 * deep in the list by cursor, a period, a rare kind, a text search (rare and common), one account and a
 * year, and a year's CSV export. Prints p50/p95/p99 per case.
 *
 *   npm run bench:transactions -- [--db=postgres,pglite] [--rows=2000000] [--iterations=200] [--seconds=20]
 *
 * PostgreSQL: DATABASE_URL names the server (default postgres://root@127.0.0.1:5432/postgres); the database
 * `bench_tx` is created and dropped. PGlite: in memory.
 */
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config/env';
import { openDatabase, wrapPglite, type Database } from '#server/db/database';
import { migrate } from '#server/db/migrate';
import { insertPerson, insertPersonStakeholder } from '#server/db/seed/builders';
import { insertAccount } from '#server/db/seed/economy-builders';
import { insertBulkBookings } from '#server/ledger/bulk-bookings';
import { encodeCursor } from '#server/features/transactions/transactions.service';
import { systemClock } from '#server/lib/clock';
import { createSessionRepository } from '#server/session/session.repository';
import { createSessionService } from '#server/session/session.service';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    rows: { type: 'string', default: '2000000' },
    iterations: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '20' },
  },
});
const ROWS = Number(values.rows);
const ITERATIONS = Number(values.iterations);
const CASE_BUDGET_MS = Number(values.seconds) * 1000;
const SERVER = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const BENCH_DB = 'bench_tx';
/** About 20 years of bookings, 2006 to 2026, whatever the row count. */
const PER_DAY = Math.max(1, Math.round(ROWS / 7300));

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function open(kind: string): Promise<{ db: Database; url?: string; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const db = wrapPglite(await PGlite.create());
    return { db, drop: () => db.close() };
  }
  await admin(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${BENCH_DB}`);
  const url = new URL(SERVER);
  url.pathname = `/${BENCH_DB}`;
  const db = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.close();
      await admin(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    },
  };
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function run(kind: string): Promise<void> {
  const started = performance.now();
  const { db, url, drop } = await open(kind);
  try {
    await migrate(db);
    const person = await insertPerson(db, { givenName: 'Bench', surname: 'Benchsson' });
    const member = await insertPersonStakeholder(db, person);
    const merkonto = await insertAccount(db, member, { number: '8140-999001' });
    const plan = await insertAccount(db, member, { kind: 'betalningsplan', number: '8150-999001' });
    const planRows = Math.round(ROWS / 100);
    await insertBulkBookings(db, merkonto, {
      count: ROWS - planRows,
      firstDay: '2006-01-01',
      perDay: PER_DAY,
    });
    await insertBulkBookings(db, plan, {
      count: planRows,
      firstDay: '2006-01-01',
      perDay: Math.max(1, Math.round(planRows / 7300)),
    });
    await db.exec('ANALYZE booking');
    const generatedS = (performance.now() - started) / 1000;
    console.log(
      `\n## ${kind}: ${ROWS.toLocaleString('sv-SE')} bookings generated in ${generatedS.toFixed(0)} s`,
    );

    const config = loadConfig({
      APP_ENV: 'local',
      LOG_LEVEL: 'silent',
      ...(url === undefined ? {} : { DATABASE_URL: url }),
    });
    const app = await buildApp({ config, db, logger: false });
    await app.ready();
    const token = await createSessionService({
      repository: createSessionRepository(db),
      clock: systemClock,
    }).start({ personId: person.id, stakeholderId: member.id, roles: ['Member'] });
    const cookie = `${config.session.cookieName}=${token}`;

    const [middle] = await db.query<{ day: string; id: string }>(
      `SELECT to_char(booked_on, 'YYYY-MM-DD') AS day, id::text AS id FROM booking WHERE stakeholder_id = $1
       ORDER BY booked_on DESC, id DESC OFFSET $2 LIMIT 1`,
      [member.id, Math.floor(ROWS / 2)],
    );
    const deep = encodeCursor({ bookedOn: middle?.day ?? '2016-01-01', id: middle?.id ?? '1' });
    const cases: [string, string][] = [
      ['first page', '/api/transactions'],
      ['deep page (cursor at row 1 000 000)', `/api/transactions?cursor=${deep}`],
      ['period: one year', '/api/transactions?from=2015-01-01&to=2015-12-31'],
      ['period: one month', '/api/transactions?from=2015-03-01&to=2015-03-31'],
      ['kind: avgift (rare)', '/api/transactions?kind=avgift'],
      ['kind: ranta (common)', '/api/transactions?kind=ranta'],
      ['text: common word', '/api/transactions?q=r%C3%A4nta'],
      ['text: one row (whole list)', '/api/transactions?q=AVR-1500000'],
      ['text: one row in one year', '/api/transactions?q=AVR-1500000&from=2015-01-01&to=2015-12-31'],
      ['account + one year', `/api/transactions?account=${plan.id}&from=2015-01-01&to=2015-12-31`],
      ['CSV export: one month', '/api/transactions/export.csv?from=2015-03-01&to=2015-03-31'],
    ];
    console.log('| case | n | p50 ms | p95 ms | p99 ms | rows | total |');
    console.log('|---|---:|---:|---:|---:|---:|---|');
    for (const [name, path] of cases) {
      const times: number[] = [];
      let rows = 0;
      let total = '';
      const caseStart = performance.now();
      for (let i = 0; i < ITERATIONS + 5; i++) {
        const t0 = performance.now();
        const response = await app.inject({ url: path, headers: { cookie } });
        const ms = performance.now() - t0;
        if (response.statusCode !== 200)
          throw new Error(`${name}: ${String(response.statusCode)} ${response.body}`);
        if (i >= 5) times.push(ms);
        if (i === 0) {
          if (path.includes('export.csv')) rows = response.body.split('\r\n').length - 2;
          else {
            const page = response.json<{
              transactions: unknown[];
              total: { count: number; capped: boolean } | null;
            }>();
            rows = page.transactions.length;
            total = page.total === null ? '–' : `${page.total.capped ? '>' : ''}${String(page.total.count)}`;
          }
        }
        if (performance.now() - caseStart > CASE_BUDGET_MS && times.length >= 10) break;
      }
      times.sort((a, b) => a - b);
      const f = (p: number) => percentile(times, p).toFixed(1);
      console.log(
        `| ${name} | ${String(times.length)} | ${f(50)} | ${f(95)} | ${f(99)} | ${String(rows)} | ${total} |`,
      );
    }
    await app.close();
  } finally {
    await drop();
  }
}

for (const kind of values.db.split(',')) await run(kind);
