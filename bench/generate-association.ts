/**
 * Fills a database with a large association (bench/lib/large-association.ts), for measuring the portal at
 * a real association's size. Migrates first, so an empty database will do.
 *
 *   DATABASE_URL=postgres://… tsx --conditions=source bench/generate-association.ts [--members=50000]
 *   tsx --conditions=source bench/generate-association.ts --data-dir=/tmp/big [--members=50000]
 *
 * `--data-dir` is a DATA_DIR as the portal reads it (the embedded database lives in its pglite/ folder).
 * The portal must not be running on an embedded database while this writes to it.
 */
import { parseArgs } from 'node:util';
import type { DatabaseConfig } from '#server/config/env';
import { openDatabase } from '#server/db/database';
import { migrate } from '#server/db/migrate';
import { DEFAULT_SIZE, generateAssociation, printGeneration } from './lib/large-association.js';

function databaseFromArgs(dataDir: string | undefined): DatabaseConfig {
  const url = process.env.DATABASE_URL;
  if (url !== undefined && dataDir !== undefined)
    throw new Error('give DATABASE_URL or --data-dir, not both');
  if (url !== undefined) return { kind: 'postgres', url };
  if (dataDir !== undefined) return { kind: 'pglite', dataDir };
  throw new Error('say where: DATABASE_URL=postgres://… or --data-dir=DIR (an embedded database)');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { members: { type: 'string' }, 'data-dir': { type: 'string' } },
  });
  const database = databaseFromArgs(values['data-dir']);
  const members = values.members === undefined ? DEFAULT_SIZE.members : Number(values.members);
  const db = await openDatabase(database);
  try {
    await migrate(db);
    console.info(`Generating an association of ${members} members on ${database.kind}…`);
    printGeneration(await generateAssociation(db, { members }));
  } finally {
    await db.close();
  }
}

await main();
