import type { Queryable } from '../../src/db/database.js';

/**
 * Every table's row count and a digest of all its rows: the same fingerprint before and after a request
 * means the request wrote nothing (no insert, update or delete anywhere, tables added later included).
 */
export async function databaseFingerprint(
  db: Queryable,
  except: readonly string[] = [],
): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables.filter((table) => !except.includes(table.name))) {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    const [row] = await db.query<{ rows: number; digest: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest
       FROM ${quoted} t`,
    );
    fingerprint[name] = `${String(row?.rows ?? 0)} rows, ${row?.digest ?? ''}`;
  }
  return fingerprint;
}
