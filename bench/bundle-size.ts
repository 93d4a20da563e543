/**
 * The bundle budget, from the production build's manifest (run after `npm run build`):
 * - initial JavaScript of each measured route: the entry chunk, the page chunk the route loads, and every
 *   chunk they import statically;
 * - the whole critical path: the served HTML (with its runtime configuration), that JavaScript, the CSS
 *   those chunks bring, and any font the CSS loads;
 * - every lazy chunk on its own, except the map page's;
 * - the map page: all the JavaScript it adds to the app shell (OpenLayers, proj4 and the map's own code),
 *   one budget for the lot, since it is downloaded when the member opens the map: the page's module, then,
 *   once the page has painted, its map view;
 * - the map's drawing tools, which it loads when one opens, as lazy chunks;
 * - the map library in no page but the map's.
 * Sizes are gzip level 9. `--check` exits non-zero when anything is over budget (CI runs it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '#server/config/env';
import { injectRuntimeConfig } from '#server/plugins/spa';

interface ManifestChunk {
  file: string;
  /** The chunk's name (its module's or group's); file names are hashes only. */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const KB = 1024;
/**
 * `initialJs` holds the first two pages every member opens, the login and the overview. A member page after
 * them (`memberPageJs`) also carries the shared form and table parts (the date field, the error summary,
 * the formats), which the first two do not load; it is held 5 KB above them, the critical path the same.
 */
export const BUDGET = {
  initialJs: 130 * KB,
  memberPageJs: 135 * KB,
  criticalPath: 170 * KB,
  lazyChunk: 100 * KB,
  mapPage: 185 * KB,
};

/** The page module each measured route loads, and the budget for its initial JavaScript. */
const ROUTE_PAGES: Record<string, { page: string; initialJs: number }> = {
  '/login': { page: 'src/features/auth/routes/login-page.tsx', initialJs: BUDGET.initialJs },
  '/': { page: 'src/features/overview/routes/overview-page.tsx', initialJs: BUDGET.initialJs },
  '/minasidor/ekonomi/transaktioner': {
    page: 'src/features/transactions/routes/transactions-page.tsx',
    initialJs: BUDGET.memberPageJs,
  },
};

const MAP_PAGE = 'src/features/map/routes/map-page.tsx';
/** The map page's map view, which the page loads itself once it has painted. */
const MAP_VIEW = 'src/features/map/components/map-view.tsx';
/** Sources of map libraries, as their paths appear in the source maps. */
const MAP_LIBRARY = /node_modules\/(ol|proj4|maplibre-gl|leaflet|@turf|jsts)\//;

const DIST = join(import.meta.dirname, '..', 'dist', 'web');
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const chunk = (key: string): ManifestChunk => {
  const found = manifest[key];
  if (found === undefined) throw new Error(`Not in the build manifest: ${key}`);
  return found;
};

function staticClosure(keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    chunk(key).imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...seen];
}

const gzipBytes = (content: Buffer | string): number => gzipSync(content, { level: 9 }).length;
const fileBytes = (file: string): number => gzipBytes(readFileSync(join(DIST, file)));
const sum = (files: string[]): number => files.reduce((total, file) => total + fileBytes(file), 0);

const entryKey = (): string => {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.isEntry === true);
  if (key === undefined) throw new Error('The build manifest has no entry');
  return key;
};

function fontsOf(cssFiles: string[]): string[] {
  const fonts = cssFiles.flatMap((file) =>
    [...readFileSync(join(DIST, file), 'utf8').matchAll(/url\(["']?\/?([^"')]+\.(?:woff2?|ttf|otf))/g)].map(
      (match) => match[1] ?? '',
    ),
  );
  return [...new Set(fonts)];
}

const servedHtml = (): string =>
  injectRuntimeConfig(readFileSync(join(DIST, 'index.html'), 'utf8'), loadConfig({ APP_ENV: 'local' }));

export interface RouteSize {
  route: string;
  initialJs: number;
  criticalPath: number;
  files: number;
}

export function routeSize(route: string): RouteSize {
  const page = ROUTE_PAGES[route]?.page;
  if (page === undefined) throw new Error(`No page for ${route}`);
  const keys = staticClosure([entryKey(), page]);
  const js = keys.map((key) => chunk(key).file);
  const css = [...new Set(keys.flatMap((key) => chunk(key).css ?? []))];
  const fonts = fontsOf(css);
  const initialJs = sum(js);
  return {
    route,
    initialJs,
    criticalPath: gzipBytes(servedHtml()) + initialJs + sum(css) + sum(fonts),
    files: js.length + css.length + fonts.length + 1,
  };
}

/** The chunks the map page adds to the app shell when it opens. */
const mapPageKeys = (): string[] => {
  const shell = new Set(staticClosure([entryKey()]));
  return staticClosure([MAP_PAGE, MAP_VIEW]).filter(
    (key) => !shell.has(key) && chunk(key).file.endsWith('.js'),
  );
};

/** Gzip bytes of the JavaScript the map page adds to the app shell. */
export const mapPageBytes = (): number => sum(mapPageKeys().map((key) => chunk(key).file));

/** The map's own lazy chunks (its drawing tools): loaded only from the map page's code. */
function mapToolKeys(): string[] {
  const mapKeys = new Set(staticClosure([MAP_PAGE, MAP_VIEW]));
  const importersOf = (key: string): string[] =>
    Object.keys(manifest).filter((other) => chunk(other).dynamicImports?.includes(key) === true);
  return Object.keys(manifest).filter((key) => {
    const importers = importersOf(key);
    return importers.length > 0 && importers.every((importer) => mapKeys.has(importer));
  });
}

/** Every JavaScript chunk that no measured route loads up front (nor the map page), with its own size. */
export function lazyChunks(): { file: string; name: string; bytes: number }[] {
  const initial = new Set(
    Object.values(ROUTE_PAGES).flatMap(({ page }) => staticClosure([entryKey(), page])),
  );
  const map = new Set(mapPageKeys());
  return Object.keys(manifest)
    .filter((key) => !initial.has(key) && !map.has(key) && chunk(key).file.endsWith('.js'))
    .map((key) => ({
      file: chunk(key).file,
      name: chunk(key).name ?? key,
      bytes: fileBytes(chunk(key).file),
    }));
}

/** Pages (and the entry) whose up-front chunks contain a map library: must be none but the map page. */
export function pagesWithMapLibrary(): string[] {
  const mapOwn = new Set([MAP_PAGE, MAP_VIEW, ...mapToolKeys()]);
  const pages = Object.keys(manifest).filter(
    (key) => (manifest[key]?.isEntry === true || manifest[key]?.isDynamicEntry === true) && !mapOwn.has(key),
  );
  // The bundler's tiny runtime chunk comes without a source map; it holds no library code.
  const sourcesOf = (file: string): string[] =>
    existsSync(join(DIST, `${file}.map`))
      ? (JSON.parse(readFileSync(join(DIST, `${file}.map`), 'utf8')) as { sources: string[] }).sources
      : [];
  return pages.filter((page) =>
    staticClosure([page]).some((key) =>
      sourcesOf(chunk(key).file).some((source) => MAP_LIBRARY.test(source)),
    ),
  );
}

/**
 * Page modules the router loads lazily that the server does not name in the page (route-chunks.json, written
 * by scripts/route-chunks-plugin.ts): opened directly, such a page waits a round trip for its module.
 */
export function pagesNotPreloaded(): string[] {
  const preloaded = new Set(
    Object.values(
      JSON.parse(readFileSync(join(DIST, '.vite', 'route-chunks.json'), 'utf8')) as Record<
        string,
        { js: string[] }
      >,
    ).flatMap(({ js }) => js),
  );
  return Object.keys(manifest).filter(
    (key) =>
      manifest[key]?.isDynamicEntry === true &&
      /^src\/(features\/[\w-]+\/routes|app\/errors)\/[\w-]+-page\.tsx$/.test(key) &&
      !preloaded.has(chunk(key).file),
  );
}

const kb = (bytes: number): string => `${(bytes / KB).toFixed(1).padStart(6)} KB`;
const verdict = (bytes: number, budget: number): string => (bytes <= budget ? 'ok' : 'OVER BUDGET');

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems: string[] = [];
  console.log(
    `Initial route gzip (budget: JS ${kb(BUDGET.initialJs)}, a later member page ${kb(BUDGET.memberPageJs)}, ` +
      `critical path ${kb(BUDGET.criticalPath)})`,
  );
  for (const [route, { initialJs }] of Object.entries(ROUTE_PAGES)) {
    const size = routeSize(route);
    console.log(
      `  ${route.padEnd(34)} JS ${kb(size.initialJs)} ${verdict(size.initialJs, initialJs).padEnd(11)}` +
        ` critical path ${kb(size.criticalPath)} ${verdict(size.criticalPath, BUDGET.criticalPath)}` +
        ` (${size.files} files)`,
    );
    if (size.initialJs > initialJs) problems.push(`${route}: initial JS over budget`);
    if (size.criticalPath > BUDGET.criticalPath) problems.push(`${route}: critical path over budget`);
  }
  const lazy = lazyChunks().sort((a, b) => b.bytes - a.bytes);
  console.log(`Lazy chunks gzip (budget ${kb(BUDGET.lazyChunk)} each): ${lazy.length}, largest:`);
  for (const { file, name, bytes } of lazy.slice(0, 5)) {
    console.log(`  ${`${name} (${file})`.padEnd(50)} ${kb(bytes)} ${verdict(bytes, BUDGET.lazyChunk)}`);
  }
  problems.push(
    ...lazy.filter(({ bytes }) => bytes > BUDGET.lazyChunk).map(({ name }) => `${name}: over budget`),
  );
  const mapPage = mapPageBytes();
  console.log(
    `Map page JS gzip (budget ${kb(BUDGET.mapPage)}): ${kb(mapPage)} ${verdict(mapPage, BUDGET.mapPage)}`,
  );
  if (mapPage > BUDGET.mapPage) problems.push('map page: over budget');
  const withMap = pagesWithMapLibrary();
  console.log(`Map library outside the map page: ${withMap.length === 0 ? 'none' : withMap.join(', ')}`);
  problems.push(...withMap.map((page) => `${page}: loads the map library up front`));
  const notPreloaded = pagesNotPreloaded();
  console.log(
    `Pages the server does not preload: ${notPreloaded.length === 0 ? 'none' : notPreloaded.join(', ')}`,
  );
  problems.push(...notPreloaded.map((page) => `${page}: not in route-chunks.json`));
  if (process.argv.includes('--check') && problems.length > 0) {
    console.error(`Bundle budget broken:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
}
