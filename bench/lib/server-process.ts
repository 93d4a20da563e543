/**
 * A server the benchmarks start as a process of its own on a free loopback port: started, waited for until
 * it answers, asked for its resident memory, and stopped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly pid: number;
  /** Resident memory in bytes now (VmRSS); NaN where /proc is not there to read. */
  rss(): number;
  stop(): Promise<void>;
}

export interface ServerStart {
  /** What it is called in an error message. */
  readonly name: string;
  readonly port: number;
  /** Arguments to this Node.js executable. */
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  /** A path that answers 2xx once the server is ready. */
  readonly readyPath: string;
}

export async function freePort(): Promise<number> {
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

/** The process's resident set size from /proc/<pid>/status, in bytes. */
export function residentBytes(pid: number): number {
  try {
    const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kilobytes === undefined ? Number.NaN : Number(kilobytes) * 1024;
  } catch {
    return Number.NaN;
  }
}

async function waitUntilReady(
  start: ServerStart,
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${start.name} exited with ${child.exitCode} before it was ready:\n${output()}`);
    }
    const ready = await fetch(`${url}${start.readyPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${start.name} was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/** Spawns `node <args>` and resolves once `readyPath` answers 2xx. */
export async function startServerProcess(start: ServerStart): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${start.port}`;
  const child = spawn(process.execPath, start.args, {
    cwd: start.cwd,
    env: start.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${start.name} did not start`);
  let log = '';
  const keep = (chunk: Buffer): void => {
    // Only the tail matters: what the server said before it failed.
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
    await waitUntilReady(start, url, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid, rss: () => residentBytes(pid), stop };
}
