/**
 * The portal as the benchmarks meet it: the production build (`npm run build`) started as its own process
 * on a free loopback port, on a database of its own, with the test-only `/bench/hello` route switched on.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type DatabaseConfig } from '#server/config/env';
import { databaseUrlWithName, withAdminClient } from '#server/testing/test-database';
import { freePort, startServerProcess, type ServerProcess } from './server-process.js';

/** A checkout whose `dist/` to start: this one, or BENCH_PORTAL_ROOT to measure another build. */
const PORTAL_ROOT = process.env.BENCH_PORTAL_ROOT ?? join(import.meta.dirname, '..', '..');
const MAIN = join(PORTAL_ROOT, 'dist', 'server', 'src', 'main.js');

export type DatabaseKind = DatabaseConfig['kind'];

/** A database made for one benchmark run, and how to get rid of it afterwards. */
export interface BenchDatabase {
  readonly config: DatabaseConfig;
  dispose(): Promise<void>;
}

/** The PostgreSQL server to make benchmark databases on: DATABASE_URL, else the local one as this user. */
export const postgresAdminUrl = (): string =>
  process.env.DATABASE_URL ?? `postgres://${userInfo().username}@127.0.0.1:5432/postgres`;

/** An empty embedded database in a temporary directory, or a new database on the PostgreSQL server. */
export async function freshDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
    return {
      config: { kind, dataDir },
      dispose: async () => {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = postgresAdminUrl();
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  return {
    config: { kind, url: databaseUrlWithName(adminUrl, name) },
    dispose: async () => {
      await withAdminClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

export interface RunningPortal extends ServerProcess {
  /** Also the portal's PUBLIC_URL, so a browser's Origin header matches. */
  readonly url: string;
  /** The name of the session cookie, as the portal's configuration has it. */
  readonly sessionCookie: string;
}

/** The portal as shipped (logging too), but for the demo data and the benchmark route. */
function portalEnv(database: DatabaseConfig, port: number, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_ENV: 'local',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'true',
    BENCH_ROUTES: 'on',
    ...extra,
  };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (database.kind === 'postgres') env.DATABASE_URL = database.url;
  else env.DATA_DIR = database.dataDir;
  return env;
}

/** Starts `node dist/server/src/main.js` and resolves once `/api/internal/isReady` answers 200. */
export async function startPortal(
  database: DatabaseConfig,
  extraEnv: Record<string, string> = {},
): Promise<RunningPortal> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const env = portalEnv(database, port, extraEnv);
  const server = await startServerProcess({
    name: 'the portal',
    port,
    args: [MAIN],
    cwd: PORTAL_ROOT,
    env,
    readyPath: '/api/internal/isReady',
  });
  return { ...server, sessionCookie: loadConfig(env).session.cookieName };
}
