import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '../testing/test-database.js';
import type { Queryable } from './database.js';

const TWICE = 'SELECT $1::int * 2 AS twice';

/** How many statements with this text the connection holds prepared, as PostgreSQL lists them. */
async function preparedOn(connection: Queryable, text: string): Promise<number> {
  const [row] = await connection.query<{ count: string }>(
    'SELECT count(*) AS count FROM pg_prepared_statements WHERE statement = $1',
    [text],
  );
  return Number(row?.count);
}

describe.skipIf(testDatabaseUrl() === undefined)('statements on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('a statement with parameters is prepared once per connection and answers each call with its own values', async () => {
    // One transaction holds one connection, so what it prepared can be seen from it.
    await database.db.transaction(async (connection) => {
      expect(await connection.query(TWICE, [2])).toEqual([{ twice: 4 }]);
      expect(await connection.query(TWICE, [21])).toEqual([{ twice: 42 }]);
      expect(await preparedOn(connection, TWICE)).toBe(1);
    });
  });

  it('a statement without parameters is not kept prepared', async () => {
    const text = 'SELECT 7 AS seven';
    await database.db.transaction(async (connection) => {
      expect(await connection.query(text)).toEqual([{ seven: 7 }]);
      expect(await preparedOn(connection, text)).toBe(0);
    });
  });

  it('a prepared statement that the server refuses once still runs after', async () => {
    const divide = 'SELECT 10 / $1::int AS quotient';
    await database.db.transaction(async (connection) => {
      expect(await connection.query(divide, [5])).toEqual([{ quotient: 2 }]);
    });
    await expect(database.db.query(divide, [0])).rejects.toThrow(/division by zero/);
    expect(await database.db.query(divide, [2])).toEqual([{ quotient: 5 }]);
  });
});
