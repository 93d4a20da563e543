/**
 * The reference server (bench/reference-server.ts) as its own process beside the portal, on the portal's
 * PostgreSQL database and reading the portal's session cookie.
 */
import { join } from 'node:path';
import { freePort, startServerProcess, type ServerProcess } from './server-process.js';

const REPOSITORY = join(import.meta.dirname, '..', '..');
const PROGRAM = join(REPOSITORY, 'bench', 'reference-server.ts');

/** The route it answers: the same path as the portal's. */
export const REFERENCE_PATH = '/api/Ir/GetMemberData';

export async function startReferenceServer(
  databaseUrl: string,
  sessionCookie: string,
): Promise<ServerProcess> {
  const port = await freePort();
  return startServerProcess({
    name: 'the reference server',
    port,
    args: ['--import', 'tsx', PROGRAM],
    cwd: REPOSITORY,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), SESSION_COOKIE: sessionCookie },
    readyPath: '/hello',
  });
}
