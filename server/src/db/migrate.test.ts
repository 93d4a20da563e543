import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createEmptyPostgresDatabase,
  createTestDatabase,
  testDatabaseUrl,
  type TestDatabase,
} from '../testing/test-database.js';
import { openDatabase } from './database.js';
import { isMigrated, migrate, readMigrations } from './migrate.js';

function migrationsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql);
  return dir;
}

describe('migrations', () => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase();
  });
  afterEach(async () => {
    await test.destroy();
  });

  it('leave a fresh database with every migration of the project applied', async () => {
    expect(await isMigrated(test.db)).toBe(true);
    const tables = await test.db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    expect(tables.map((table) => table.name)).toContain('session');
  });

  it('apply new files in order, once', async () => {
    const dir = migrationsDir({
      '9002_add_colour.sql': 'ALTER TABLE tree ADD COLUMN colour text;',
      '9001_create_tree.sql': 'CREATE TABLE tree (id int PRIMARY KEY);',
    });
    expect(await migrate(test.db, readMigrations(dir))).toEqual([
      '9001_create_tree.sql',
      '9002_add_colour.sql',
    ]);
    expect(await migrate(test.db, readMigrations(dir))).toEqual([]);
    await test.db.query('INSERT INTO tree (id, colour) VALUES (1, $1)', ['grön']);
    expect(await isMigrated(test.db, readMigrations(dir))).toBe(true);
  });

  it('apply a failing file not at all: its earlier statements are rolled back and it is not recorded', async () => {
    const dir = migrationsDir({
      '9001_broken.sql': 'CREATE TABLE half (id int); SELECT no_such_function();',
    });
    await expect(migrate(test.db, readMigrations(dir))).rejects.toThrow();
    const tables = await test.db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'half'`);
    expect(tables).toHaveLength(0);
    expect(await isMigrated(test.db, readMigrations(dir))).toBe(false);
  });

  it('run once even when several servers start at the same moment', async () => {
    const dir = migrationsDir({ '9001_create_counter.sql': 'CREATE TABLE counter (id int PRIMARY KEY);' });
    const others =
      test.url === undefined
        ? [test.db, test.db]
        : await Promise.all([1, 2].map(() => openDatabase({ kind: 'postgres', url: test.url ?? '' })));
    try {
      const results = await Promise.all(others.map((db) => migrate(db, readMigrations(dir))));
      expect(results.flat()).toEqual(['9001_create_counter.sql']);
    } finally {
      if (test.url !== undefined) await Promise.all(others.map((db) => db.close()));
    }
  });

  it.skipIf(testDatabaseUrl() === undefined)(
    'set up an empty PostgreSQL database once when several servers start on it at the same moment',
    async () => {
      const empty = await createEmptyPostgresDatabase(testDatabaseUrl() ?? '');
      const servers = await Promise.all(
        [1, 2, 3, 4].map(() => openDatabase({ kind: 'postgres', url: empty.url })),
      );
      try {
        const results = await Promise.allSettled(servers.map((db) => migrate(db)));
        expect(results.map((result) => result.status)).toEqual([
          'fulfilled',
          'fulfilled',
          'fulfilled',
          'fulfilled',
        ]);
        const applied = results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
        expect(applied.sort()).toEqual(readMigrations().map((migration) => migration.name));
        expect(await isMigrated(servers[0] ?? test.db)).toBe(true);
      } finally {
        await Promise.all(servers.map((db) => db.close()));
        await empty.drop();
      }
    },
  );

  it('refuse a file whose name does not say its order', () => {
    const dir = migrationsDir({ 'create_things.sql': 'SELECT 1;' });
    expect(() => readMigrations(dir)).toThrow(/0001_name\.sql/);
  });
});

describe('the embedded database', () => {
  it('keeps what was saved across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-data-'));
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await migrate(first);
    await first.query('CREATE TABLE note (text text)');
    await first.query('INSERT INTO note VALUES ($1)', ['sparad före omstart']);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await second.query('SELECT text FROM note')).toEqual([{ text: 'sparad före omstart' }]);
      expect(await migrate(second)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
