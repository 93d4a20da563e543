import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { portalRoutes, type PortalRoute } from '#contracts/routes';

/** Written by the build (scripts/route-chunks-plugin.ts): per route name, its page's chunks and CSS. */
const ROUTE_CHUNKS_FILE = join('.vite', 'route-chunks.json');

type RouteFiles = Readonly<Record<string, { js: string[]; css: string[] }>>;

/**
 * The links that let the browser fetch a page's own module and styles beside the entry, rather than a round
 * trip later when the router asks for them. Empty without a build (tests, the dev server).
 */
export function routePreloads(distDir: string): ReadonlyMap<PortalRoute, string> {
  const file = join(distDir, ROUTE_CHUNKS_FILE);
  if (!existsSync(file)) return new Map();
  const routes = JSON.parse(readFileSync(file, 'utf8')) as RouteFiles;
  return new Map(
    Object.entries(portalRoutes).map(([name, route]): [PortalRoute, string] => {
      const { js = [], css = [] } = routes[name] ?? {};
      return [
        route,
        js.map((href) => `<link rel="modulepreload" crossorigin href="/${href}">`).join('') +
          css.map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`).join(''),
      ];
    }),
  );
}
