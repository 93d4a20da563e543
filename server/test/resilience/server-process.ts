import { spawn } from 'node:child_process';
import { projectRoot } from '../../src/config/project-root.js';
import { http } from './http-client.js';
import type { PortalGet } from './portal-health.js';
import { waitFor } from './wait-for.js';

export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  readonly get: PortalGet;
  /** Everything the process printed, for a failing test's message. */
  output(): string;
  /** Sends `signal` and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

/**
 * The portal as its own process, started the way production starts it (main.ts: migrate, then listen),
 * but from source: dist/ holds the last build, which may predate the code under test. `env` is the whole
 * configuration; nothing of the test's own environment (DATABASE_URL…) leaks in.
 */
export async function startServer(
  env: Record<string, string>,
  { timeoutMs = 45_000 } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'server/src/main.ts'], {
    cwd: projectRoot(),
    env: {
      PATH: process.env.PATH ?? '',
      APP_ENV: 'local',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited = false;
  const ended = new Promise<void>((resolve) => {
    child.on('exit', () => {
      exited = true;
      resolve();
    });
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  let url: string | undefined;
  try {
    await waitFor(
      'the server to listen',
      () => {
        if (exited) throw new Error(`the server exited while starting:\n${output}`);
        url = LISTENING.exec(output)?.[1];
        return url !== undefined;
      },
      { timeoutMs, intervalMs: 50 },
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const base = url ?? '';
  return {
    url: base,
    pid: child.pid ?? 0,
    get: (path) => http(`${base}${path}`),
    output: () => output,
    async kill(signal) {
      if (!exited) child.kill(signal);
      await ended;
    },
  };
}
