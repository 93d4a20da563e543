// `npm start`: builds when the build is missing or older than the sources, then starts the portal.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const STAMP = join(root, 'dist', '.build-stamp');
const SOURCES = [
  'contracts',
  'server/src',
  'web',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.base.json',
];

function newestChange(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(full).map((name) => newestChange(join(path, name))));
}

const builtAt = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
if (builtAt < Math.max(...SOURCES.map(newestChange))) {
  console.log('Building the portal (first start or changed sources)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Listening on every interface: say where a phone on the same network opens the portal.
if (['0.0.0.0', '::'].includes(process.env.HOST ?? '')) {
  const port = process.env.PORT ?? '3000';
  const addresses = Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal);
  for (const { address } of addresses)
    console.log(`From a phone on the same network: http://${address}:${port}`);
}

await import(join(root, 'dist', 'server', 'src', 'main.js'));
