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
const dataDir = resolve(root, process.env.DATA_DIR ?? 'data');
if (!existsSync(dataDir)) {
  console.log(`Nothing to reset: ${dataDir} does not exist. The next start seeds the demo.`);
} else {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(
    `Removed ${dataDir}. Stop the portal first if it runs; the next \`npm start\` seeds the demo afresh.`,
  );
}
