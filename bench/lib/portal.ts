/**
 * The portal as the benchmarks meet it: the production build (`npm run build`) started as its own process
 * on a free loopback port, on a database of its own, with the test-only `/bench/hello` route switched on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import type { DatabaseConfig } from '#server/config/env';
import { databaseUrlWithName, withAdminClient } from '#server/testing/test-database';

/** A checkout whose `dist/` to start: this one, or BENCH_PORTAL_ROOT to measure another build. */
const PORTAL_ROOT = process.env.BENCH_PORTAL_ROOT ?? join(import.meta.dirname, '..', '..');
const MAIN = join(PORTAL_ROOT, 'dist', 'server', 'src', 'main.js');
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

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

export interface RunningPortal {
  /** `http://127.0.0.1:<port>`, also the portal's PUBLIC_URL, so a browser's Origin header matches. */
  readonly url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

function portalEnv(database: DatabaseConfig, port: number, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_ENV: 'local',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'true',
    BENCH_ROUTES: 'on',
    LOG_LEVEL: 'warn',
    ...extra,
  };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (database.kind === 'postgres') env.DATABASE_URL = database.url;
  else env.DATA_DIR = database.dataDir;
  return env;
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the portal exited with ${child.exitCode} before it was ready:\n${output()}`);
    }
    const ready = await fetch(`${url}/api/internal/isReady`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the portal was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/** Starts `node dist/server/src/main.js` and resolves once `/api/internal/isReady` answers 200. */
export async function startPortal(
  database: DatabaseConfig,
  extraEnv: Record<string, string> = {},
): Promise<RunningPortal> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    cwd: PORTAL_ROOT,
    env: portalEnv(database, port, extraEnv),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer): void => {
    // Only the tail matters: what the portal said before it failed.
    log = (log + chunk.toString()).slice(-8_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitUntilReady(url, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
