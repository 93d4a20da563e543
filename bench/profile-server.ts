/**
 * A CPU profile of the portal answering one authenticated read under load, for finding where a request's
 * time goes. Runs the portal from source in this process on a fresh copy of the demo (PostgreSQL when
 * DATABASE_URL is set, else PGlite), logs as shipped (to /dev/null), and loads `--path` with autocannon.
 *
 *   tsx --conditions=source bench/profile-server.ts --path=/api/Ir/GetMemberData [--seconds=10] [--role=Member]
 *
 * Writes a .cpuprofile to test-results/bench/profiles/ (open it in Chromium's DevTools) and prints the
 * functions with the most self time.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import type { Role } from '#contracts/roles';
import { loggerOptions } from '#server/plugins/logger';
import { personaCookie } from '../server/test/security/persona-sessions.js';
import { inProcessPortal } from './lib/in-process-portal.js';
import { printTable } from './lib/report.js';

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/api/Ir/GetMemberData' },
    role: { type: 'string', default: 'Member' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** Where a frame's code comes from: a package, the portal's own code, the engine or Node itself. */
function originOf(url: string, functionName: string): string {
  if (url.startsWith('wasm://')) return 'database engine (PGlite wasm)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg !== undefined) return pkg;
  if (/\/(server|contracts)\//.test(url)) return 'portal code';
  if (url.startsWith('node:')) return 'node';
  return functionName.startsWith('(') ? functionName : 'node (native)';
}

/** Self time by origin, as a share of all samples. */
function byOrigin(nodes: readonly ProfileNode[]): (string | number)[][] {
  const total = nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
  const shares = new Map<string, number>();
  for (const node of nodes) {
    const origin = originOf(node.callFrame.url, node.callFrame.functionName);
    shares.set(origin, (shares.get(origin) ?? 0) + (node.hitCount ?? 0));
  }
  return [...shares]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([origin, hits]) => [`${((100 * hits) / total).toFixed(1)} %`, origin]);
}

/** Self time by function, as a share of all samples. */
function topFunctions(nodes: readonly ProfileNode[], count: number): (string | number)[][] {
  const total = nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
  const byName = new Map<string, number>();
  for (const node of nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(server|contracts)\//, '$1/');
    const key = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
    byName.set(key, (byName.get(key) ?? 0) + (node.hitCount ?? 0));
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, hits]) => [`${((100 * hits) / total).toFixed(1)} %`, name]);
}

const AUTOCANNON = join(import.meta.dirname, '..', 'node_modules', '.bin', 'autocannon');

/** Load from a process of its own, so the profile holds only the portal's work. */
async function loadFromOutside(
  target: { url: string; cookie: string },
  connections: number,
  seconds: number,
): Promise<{ rps: number; p99: number }> {
  const { stdout } = await promisify(execFile)(
    AUTOCANNON,
    ['--json', '-c', String(connections), '-d', String(seconds), '-H', `cookie=${target.cookie}`, target.url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as { requests: { average: number }; latency: { p99: number } };
  return { rps: result.requests.average, p99: result.latency.p99 };
}

// Logging as shipped (level info), written to nowhere: the work of logging is measured, not a terminal.
const test = await inProcessPortal({
  env: { LOG_LEVEL: 'info' },
  logger: { ...(loggerOptions('info') as object), file: '/dev/null' },
});
const { app, db } = test;
const inspector = new Session();
try {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const cookie = await personaCookie(test, values.role as Role);
  const target = { url: `${address}${values.path}`, cookie };
  const connections = Number(values.connections);
  await loadFromOutside(target, connections, 2);
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.start');
  const sample = await loadFromOutside(target, connections, Number(values.seconds));
  const { profile } = await inspector.post('Profiler.stop');
  const dir = join(import.meta.dirname, '..', 'test-results', 'bench', 'profiles');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${values.path.replace(/\W+/g, '_')}-${db.kind}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  console.info(
    `${values.path} on ${db.kind}: ${sample.rps.toFixed(0)} req/s, p99 ${sample.p99} ms (load from another process)`,
  );
  console.info(`profile: ${file}\n`);
  printTable(['self', 'origin'], byOrigin(profile.nodes));
  console.info('');
  printTable(['self', 'function'], topFunctions(profile.nodes, 25));
} finally {
  inspector.disconnect();
  await test.close();
}
