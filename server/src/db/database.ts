import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseConfig } from '../config/env.js';
import { openPgliteThread } from './pglite-thread.js';

export type Row = Record<string, unknown>;

export interface Queryable {
  /** One parameterised statement; `$1, $2 …` are bound from `params`, never spliced into the text. */
  query<R extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<R[]>;
  /** A script of several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: DatabaseConfig['kind'];
  /**
   * Runs `work` in one transaction: all of it is committed, or none of it. While `work` runs, statements
   * made through the database itself join the transaction too (and so does a nested `transaction`), so
   * services that were handed the database rather than `tx` still write all or nothing.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The database could not be reached or did not answer in time: the request may be retried later (503). */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

export interface DatabaseLimits {
  /** How long one statement may run before it is cancelled; unset: as long as it needs (migrations). */
  readonly statementTimeoutMs?: number;
  /** How long opening a connection to PostgreSQL may take. */
  readonly connectTimeoutMs?: number;
}

const CONNECT_TIMEOUT_MS = 5_000;
/** PostgreSQL cancels a slow statement itself; the client waits this much longer for a silent server. */
const SILENT_SERVER_MARGIN_MS = 1_000;

export async function openDatabase(config: DatabaseConfig, limits: DatabaseLimits = {}): Promise<Database> {
  if (config.kind === 'postgres') return openPostgres(config.url, limits);
  const dir = join(config.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  // Durable across a killed process: PGlite writes through to the data directory's files (NODEFS) before
  // a commit returns. It runs with fsync off (`-F`), so an operating-system crash may lose recent commits.
  // It runs on a thread of its own, so its statements do not hold up the requests being served.
  const db = joiningTransactions(await openPgliteThread(dir));
  return limits.statementTimeoutMs === undefined ? db : withQueryTimeout(db, limits.statementTimeoutMs);
}

export function wrapPglite(db: PGlite): Database {
  const queryable = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <R extends Row>(sql: string, params: readonly unknown[] = []) =>
      (await target.query<R>(sql, [...params])).rows,
    exec: async (sql) => {
      await target.exec(sql);
    },
  });
  return joiningTransactions({
    kind: 'pglite',
    ...queryable(db),
    transaction: (work) => db.transaction((tx) => work(queryable(tx))),
    close: async () => {
      if (!db.closed) await db.close();
    },
  });
}

/** Routes statements made while a transaction's work runs into that transaction (see `transaction`). */
function joiningTransactions(db: Database): Database {
  const current = new AsyncLocalStorage<Queryable>();
  return {
    kind: db.kind,
    query: (sql, params) => (current.getStore() ?? db).query(sql, params),
    exec: (sql) => (current.getStore() ?? db).exec(sql),
    transaction: (work) => {
      const outer = current.getStore();
      if (outer !== undefined) return work(outer);
      return db.transaction((tx) => current.run(tx, () => work(tx)));
    },
    close: () => db.close(),
  };
}

/**
 * Every statement answers within `timeoutMs` or fails as unavailable, so no request waits forever. For
 * PGlite, which has no statement timeout of its own: a statement stuck behind its single connection (held
 * by a long transaction) is answered as unavailable, but PGlite cannot cancel it, so it still runs once the
 * connection is free; like any write whose answer was lost, a retry may find it done.
 */
export function withQueryTimeout(db: Database, timeoutMs: number): Database {
  const bounded = <T>(work: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        reject(new DatabaseUnavailableError(`the database did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
    });
    return Promise.race([work, timeout]).finally(() => {
      clearTimeout(timer);
    });
  };
  const boundedQueryable = (target: Queryable): Queryable => ({
    query: (sql, params) => bounded(target.query(sql, params)),
    exec: (sql) => bounded(target.exec(sql)),
  });
  return {
    kind: db.kind,
    ...boundedQueryable(db),
    transaction: (work) => db.transaction((tx) => work(boundedQueryable(tx))),
    close: () => db.close(),
  };
}

/** The most statements kept prepared on each connection; a statement past them is planned each time. */
const MOST_PREPARED_STATEMENTS = 1_000;

/**
 * Names for the statements that take parameters, one per text, so that each connection prepares a statement
 * once and PostgreSQL can reuse its plan. Planning was most of a read's database time: the member's row, with
 * its joins, took 250 µs planned each time and 100 µs prepared. The portal's statement texts are fixed in
 * its code (parameters carry the values), so the names stay few; the limit guards against a text that is not.
 */
function statementNames(): (sql: string, params: readonly unknown[]) => string | undefined {
  const names = new Map<string, string>();
  return (sql, params) => {
    if (params.length === 0) return undefined;
    let name = names.get(sql);
    if (name === undefined && names.size < MOST_PREPARED_STATEMENTS) {
      name = `portal_${String(names.size)}`;
      names.set(sql, name);
    }
    return name;
  };
}

/** PostgreSQL refused the statement (a constraint, a timeout…) and said so: the connection is still good. */
const refusedByServer = (error: unknown): boolean =>
  error instanceof pg.DatabaseError && error.severity === 'ERROR';

function openPostgres(url: string, limits: DatabaseLimits): Database {
  const statementTimeout = limits.statementTimeoutMs;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: limits.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    keepAlive: true,
    ...(statementTimeout === undefined
      ? {}
      : { statement_timeout: statementTimeout, query_timeout: statementTimeout + SILENT_SERVER_MARGIN_MS }),
  });
  // An idle connection that dies (server restart) must not take the process down; the pool replaces it.
  pool.on('error', () => undefined);

  /** A connection from the pool, and how to give it back: one that may be broken is closed, not reused. */
  async function lend() {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw new DatabaseUnavailableError('could not connect to the database', { cause: error });
    }
    // The pool stops listening while a connection is lent out; unheard, its death would crash the process.
    const ignoreDeath = (): void => undefined;
    client.on('error', ignoreDeath);
    const giveBack = (failure?: unknown): void => {
      client.off('error', ignoreDeath);
      const broken = failure !== undefined && !refusedByServer(failure);
      client.release(broken ? new Error('connection failed', { cause: failure }) : undefined);
    };
    return { client, giveBack };
  }

  const nameOf = statementNames();
  const queryable = (client: pg.PoolClient): Queryable => ({
    query: async <R extends Row>(sql: string, params: readonly unknown[] = []) =>
      (await client.query<R>({ name: nameOf(sql, params), text: sql, values: [...params] })).rows,
    exec: async (sql) => {
      await client.query(sql);
    },
  });
  async function onLentConnection<T>(run: (target: Queryable) => Promise<T>): Promise<T> {
    const { client, giveBack } = await lend();
    try {
      const result = await run(queryable(client));
      giveBack();
      return result;
    } catch (error) {
      giveBack(error);
      throw error;
    }
  }

  return joiningTransactions({
    kind: 'postgres',
    query: <R extends Row>(sql: string, params?: readonly unknown[]) =>
      onLentConnection((target) => target.query<R>(sql, params)),
    exec: (sql) => onLentConnection((target) => target.exec(sql)),
    async transaction(work) {
      const { client, giveBack } = await lend();
      let connectionFailure: unknown;
      const watched: Queryable = {
        query: async (sql, params) => {
          try {
            return await queryable(client).query(sql, params);
          } catch (error) {
            if (!refusedByServer(error)) connectionFailure ??= error;
            throw error;
          }
        },
        exec: (sql) => watched.query(sql).then(() => undefined),
      };
      try {
        await watched.query('BEGIN');
        const result = await work(watched);
        await watched.query('COMMIT');
        giveBack();
        return result;
      } catch (error) {
        // A connection that broke or went silent is closed, not asked to roll back: a ROLLBACK would wait
        // on it as long again, and PostgreSQL rolls back the transaction of a connection that is gone.
        const rolledBack =
          connectionFailure === undefined &&
          (await client.query('ROLLBACK').then(
            () => true,
            () => false,
          ));
        giveBack(rolledBack ? undefined : (connectionFailure ?? error));
        throw error;
      }
    },
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  });
}
