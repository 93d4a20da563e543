import pg from 'pg';

/**
 * What a database administrator (or a failing PostgreSQL) does to one test database, from a connection to
 * the server's `postgres` database. It only ever touches the test's own database, never the server.
 */
export function postgresAdmin(adminUrl: string, databaseUrl: string) {
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const run = async <R extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<R[]> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return (await client.query<R>(sql, params)).rows;
    } finally {
      await client.end();
    }
  };
  const quoted = `"${database.replaceAll('"', '""')}"`;

  return {
    database,

    /** The database's server processes and what they are doing (`active`, `idle in transaction`…). */
    backends: (): Promise<{ pid: number; state: string | null; waiting: string | null }[]> =>
      run(
        `SELECT pid, state, wait_event_type AS waiting FROM pg_stat_activity
         WHERE datname = $1 AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
        [database],
      ),

    /** Ends the database's connections (pg_terminate_backend), but those of `spare`; how many it ended. */
    async terminateConnections(spare: readonly number[] = []): Promise<number> {
      const rows = await run<{ ended: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
         WHERE datname = $1 AND pid <> pg_backend_pid() AND NOT (pid = ANY($2::int[]))`,
        [database, [...spare]],
      );
      return rows.filter((row) => row.ended).length;
    },

    /** While false, PostgreSQL refuses every new connection to the database, as if it were down. */
    async allowConnections(allowed: boolean): Promise<void> {
      await run(`ALTER DATABASE ${quoted} ALLOW_CONNECTIONS ${allowed ? 'true' : 'false'}`);
    },
  };
}

/** A connection of the test's own to its database, that holds locks while requests run into them. */
export async function lockHolder(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const [row] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
  return {
    pid: row?.pid ?? 0,
    async lock(table: string, mode: 'EXCLUSIVE' | 'ACCESS EXCLUSIVE'): Promise<void> {
      await client.query('BEGIN');
      await client.query(`LOCK TABLE ${table} IN ${mode} MODE`);
    },
    async release(): Promise<void> {
      await client.query('ROLLBACK');
    },
    close: () => client.end(),
  };
}
