/**
 * Database round trips per authenticated read: the whole portal in process on the seeded demo, with every
 * statement counted per request. A round trip costs a network hop on PostgreSQL and the engine's turn on
 * PGlite, so the count is the first thing the load benchmark's ratios depend on.
 *
 *   tsx --conditions=source bench/round-trips.ts [--sql]    (--sql also prints each statement's first line)
 *
 * PostgreSQL when DATABASE_URL is set (a new database on that server, dropped afterwards), else PGlite.
 */
import { parseArgs } from 'node:util';
import type { Database, Queryable } from '#server/db/database';
import { personaCookie } from '../server/test/security/persona-sessions.js';
import { inProcessPortal } from './lib/in-process-portal.js';
import { READ_ROUTES } from './lib/read-routes.js';
import { printTable } from './lib/report.js';

const { values } = parseArgs({ options: { sql: { type: 'boolean', default: false } } });

/** Every statement made through the database, its transactions included, is written to `log`. */
function counting(db: Database, log: string[]): Database {
  const counted = (target: Queryable): Queryable => ({
    query: (sql, params) => {
      log.push(sql);
      return target.query(sql, params);
    },
    exec: (sql) => {
      log.push(sql);
      return target.exec(sql);
    },
  });
  return {
    kind: db.kind,
    ...counted(db),
    transaction: (work) => {
      log.push('BEGIN … COMMIT');
      return db.transaction((tx) => work(counted(tx)));
    },
    close: () => db.close(),
  };
}

const firstLine = (sql: string): string => sql.trim().replace(/\s+/g, ' ').slice(0, 110);

const statements: string[] = [];
const test = await inProcessPortal({ wrap: (db) => counting(db, statements) });
const { app, db } = test;
try {
  const rows: (string | number)[][] = [];
  for (const route of READ_ROUTES) {
    const cookie = await personaCookie(test, route.role);
    // The first call warms caches a long-running portal already has; the second is the one counted.
    await app.inject({ method: 'GET', url: route.path, headers: { cookie } });
    statements.length = 0;
    const answer = await app.inject({ method: 'GET', url: route.path, headers: { cookie } });
    rows.push([route.path, route.role, answer.statusCode, statements.length]);
    if (values.sql) for (const sql of statements) console.info(`  ${route.path}: ${firstLine(sql)}`);
  }
  console.info(`\nDatabase round trips per request (${db.kind}, seeded demo, second call)\n`);
  printTable(['Route', 'As', 'Status', 'Statements'], rows);
} finally {
  await test.close();
}
