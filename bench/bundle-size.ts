/**
 * Initial JavaScript per route, from the production build's manifest: the entry chunk, the page chunk the
 * route loads, and every chunk they import statically. Sizes are gzip level 9. Run after `npm run build`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const DIST = join(import.meta.dirname, '..', 'dist', 'web');
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** The page module each measured route loads. */
export const ROUTE_PAGES: Record<string, string> = {
  '/login': 'src/features/auth/routes/login-page.tsx',
  '/': 'src/features/overview/routes/overview-page.tsx',
  '/minasidor/ekonomi/transaktioner': 'src/features/economy/routes/transactions-page.tsx',
};

function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`Not in the build manifest: ${key}`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

const gzipBytes = (file: string): number => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

export function initialJavaScript(route: string): { files: string[]; gzipBytes: number } {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true);
  const page = ROUTE_PAGES[route];
  if (entry === undefined || page === undefined) throw new Error(`No entry or page for ${route}`);
  const files = [...closure([entry, page])].map((key) => manifest[key]?.file ?? '');
  return { files, gzipBytes: files.reduce((sum, file) => sum + gzipBytes(file), 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const route of Object.keys(ROUTE_PAGES)) {
    const { files, gzipBytes: bytes } = initialJavaScript(route);
    console.log(
      `${route.padEnd(36)} initial JS ${(bytes / 1024).toFixed(1).padStart(6)} KB gzip in ${files.length} files`,
    );
  }
}
