import { describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db/database.js';
import { faultyDatabase } from './faulty-database.js';

/** A database that answers every statement with its own text, and commits what a transaction did. */
function echoDatabase() {
  const committed: string[] = [];
  const echo = (log?: string[]): Queryable => ({
    query: async <R>(sql: string) => {
      log?.push(sql);
      return [{ sql }] as R[];
    },
    exec: async (sql) => {
      log?.push(sql);
    },
  });
  const db: Database = {
    kind: 'pglite',
    ...echo(),
    async transaction(work) {
      const pending: string[] = [];
      const result = await work(echo(pending));
      committed.push(...pending);
      return result;
    },
    close: async () => undefined,
  };
  return { db, committed };
}

const lost = { message: 'Connection terminated unexpectedly' };

describe('the fault-injecting database', () => {
  it('breaks the nth statement from now, or the next that matches, and only that one', async () => {
    const { db, faults } = faultyDatabase(echoDatabase().db);
    faults.failStatement(2);
    await expect(db.query('SELECT 1')).resolves.toEqual([{ sql: 'SELECT 1' }]);
    await expect(db.query('SELECT 2')).rejects.toMatchObject(lost);
    await expect(db.query('SELECT 3')).resolves.toHaveLength(1);

    faults.failStatement(/^INSERT/);
    await expect(db.query('SELECT 4')).resolves.toHaveLength(1);
    await expect(db.query('INSERT 5')).rejects.toMatchObject(lost);
    await expect(db.query('INSERT 6')).resolves.toHaveLength(1);
  });

  it('fails everything after the statements it lets pass, until the database recovers', async () => {
    const { db, faults } = faultyDatabase(echoDatabase().db);
    faults.failAfter(1);
    await expect(db.query('SELECT 1')).resolves.toHaveLength(1);
    await expect(db.query('SELECT 2')).rejects.toMatchObject(lost);
    await expect(db.exec('SELECT 3')).rejects.toMatchObject(lost);
    faults.recover();
    await expect(db.query('SELECT 4')).resolves.toHaveLength(1);
  });

  it('leaves a transaction broken midway uncommitted', async () => {
    const underneath = echoDatabase();
    const { db, faults } = faultyDatabase(underneath.db);
    faults.failStatement(/^COMMIT$/);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT 1');
      }),
    ).rejects.toMatchObject(lost);
    expect(underneath.committed).toEqual([]);
    await db.transaction(async (tx) => {
      await tx.query('INSERT 2');
    });
    expect(underneath.committed).toEqual(['INSERT 2']);
  });

  it('holds statements while hanging, and fails them as lost when the database recovers', async () => {
    const { db, faults } = faultyDatabase(echoDatabase().db);
    faults.hangFromNow();
    let settled = false;
    const hung = db.query('SELECT 1').finally(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    faults.recover();
    await expect(hung).rejects.toMatchObject(lost);
    await expect(db.query('SELECT 2')).resolves.toHaveLength(1);
  });
});
