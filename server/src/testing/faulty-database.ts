import type { Database, Queryable, Row } from '../db/database.js';

/** What pg throws, with no SQLSTATE, when the connection to PostgreSQL is cut. */
export const connectionLost = (): Error => new Error('Connection terminated unexpectedly');

/** Which statement to break: the `n`th from now (1 is the next one), or the next whose SQL matches. */
export type StatementMatch = number | RegExp;

export interface DatabaseFaults {
  /** The next `passing` statements pass; every one after fails as a lost connection, until `recover()`. */
  failAfter(passing: number): void;
  /** One statement fails as a lost connection, before it reaches the database; the others pass. */
  failStatement(match: StatementMatch): void;
  /** Statements from now on never answer, until `recover()`. */
  hangFromNow(): void;
  /** The database is back: statements pass again, and hung ones fail as lost connections. */
  recover(): void;
}

/**
 * A database that breaks on command, for fault tests on either engine: it wraps a real one, and a broken
 * statement fails the way pg fails when PostgreSQL goes away, or never answers. A transaction that breaks
 * midway is rolled back by the real database underneath, as PostgreSQL does when its connection dies.
 */
export function faultyDatabase(inner: Database): { db: Database; faults: DatabaseFaults } {
  let mode: 'healthy' | 'failing' | 'hanging' = 'healthy';
  let failingFrom = Infinity;
  let pending: { match: StatementMatch; seenAtArming: number } | undefined;
  let statements = 0;
  const hung = new Set<(error: Error) => void>();

  const matches = (sql: string): boolean => {
    if (pending === undefined) return false;
    const { match, seenAtArming } = pending;
    return typeof match === 'number' ? statements - seenAtArming === match : match.test(sql);
  };

  /** Runs before every statement: passes, throws, or waits until the database recovers. */
  async function gate(sql: string): Promise<void> {
    statements += 1;
    if (matches(sql)) {
      pending = undefined;
      throw connectionLost();
    }
    if (mode === 'failing' && statements >= failingFrom) {
      throw connectionLost();
    }
    if (mode === 'hanging') {
      await new Promise<never>((_resolve, reject) => hung.add(reject));
    }
  }

  const faultyQueryable = (target: Queryable): Queryable => ({
    async query<R extends Row>(sql: string, params?: readonly unknown[]) {
      await gate(sql);
      return target.query<R>(sql, params);
    },
    async exec(sql) {
      await gate(sql);
      await target.exec(sql);
    },
  });

  const db: Database = {
    kind: inner.kind,
    ...faultyQueryable(inner),
    async transaction(work) {
      await gate('BEGIN');
      return inner.transaction(async (tx) => {
        const result = await work(faultyQueryable(tx));
        await gate('COMMIT');
        return result;
      });
    },
    close: () => inner.close(),
  };

  const faults: DatabaseFaults = {
    failAfter: (passing) => {
      mode = 'failing';
      failingFrom = statements + passing + 1;
    },
    failStatement: (match) => {
      pending = { match, seenAtArming: statements };
    },
    hangFromNow: () => {
      mode = 'hanging';
    },
    recover: () => {
      mode = 'healthy';
      pending = undefined;
      for (const reject of hung) reject(connectionLost());
      hung.clear();
    },
  };
  return { db, faults };
}
