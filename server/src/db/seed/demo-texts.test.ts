import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { seedDemo } from './seed-demo.js';

/** Texts a member reads as running prose: a date there says "14 mars 2026", never "2026-03-14". */
const MEMBER_TEXTS = [
  { table: 'booking', columns: ['text'] },
  { table: 'activity', columns: ['title', 'text'] },
  { table: 'notification', columns: ['title', 'body'] },
  { table: 'contract_event', columns: ['note'] },
] as const;

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;

describe("the demo seed's member texts", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
    await seedDemo(test.db);
  });
  afterAll(async () => {
    await test.destroy();
  });

  it.each(MEMBER_TEXTS)('write no ISO dates in $table', async ({ table, columns }) => {
    const found: string[] = [];
    for (const column of columns) {
      const rows = await test.db.query<{ value: string }>(
        `SELECT DISTINCT ${column} AS value FROM ${table} WHERE ${column} ~ '\\d{4}-\\d{2}-\\d{2}'`,
      );
      found.push(...rows.map((row) => row.value).filter((value) => ISO_DATE.test(value)));
    }
    const [{ n } = { n: 0 }] = await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    expect(n, `the demo seeds rows in ${table}`).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });
});
