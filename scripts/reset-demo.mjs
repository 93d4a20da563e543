// `npm run reset-demo`: forgets the embedded database, so the next `npm start` migrates and seeds the demo afresh.
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = join(import.meta.dirname, '..');
if (process.env.DATABASE_URL !== undefined) {
  console.error(
    'DATABASE_URL is set: reset-demo only clears the embedded database. Drop that database yourself.',
  );
  process.exit(1);
}
// Only the embedded database's own folder (server/src/db/database.ts), never anything else in DATA_DIR.
const databaseDir = join(resolve(root, process.env.DATA_DIR ?? 'data'), 'pglite');
if (!existsSync(databaseDir)) {
  console.log(`Nothing to reset: ${databaseDir} does not exist. The next start seeds the demo.`);
} else {
  rmSync(databaseDir, { recursive: true, force: true });
  console.log(
    `Removed ${databaseDir}. The next \`npm start\` seeds the demo afresh (stop a running portal first).`,
  );
}
