import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { databaseUrlWithName, TEMPLATE_DATABASE, testDatabaseUrl, withAdminClient } from './test-database.js';

/** On PostgreSQL: migrate a template database once, so each test file starts from a cheap copy. */
export default async function setup(): Promise<void> {
  const url = testDatabaseUrl();
  if (url === undefined) return;
  await withAdminClient(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  });
  const template = await openDatabase({ kind: 'postgres', url: databaseUrlWithName(url, TEMPLATE_DATABASE) });
  try {
    await migrate(template);
  } finally {
    await template.close();
  }
}
