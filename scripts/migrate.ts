// `npm run db:migrate`: applies pending migrations to the configured database and exits non-zero on failure.
import { loadConfig } from '../server/src/config/env.js';
import { openDatabase } from '../server/src/db/database.js';
import { migrate } from '../server/src/db/migrate.js';

const config = loadConfig(process.env);
const db = await openDatabase(config.database);
try {
  const applied = await migrate(db);
  console.log(applied.length === 0 ? 'Database is up to date.' : `Applied: ${applied.join(', ')}`);
} finally {
  await db.close();
}
