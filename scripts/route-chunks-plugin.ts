import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** Where the build writes, per page, the files its module needs beyond the entry's; the server reads it. */
export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';

export interface RouteFiles {
  readonly js: string[];
  readonly css: string[];
}

const LAZY_PAGE = /lazyPage\(\s*portalRoutes\.(\w+),\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

/**
 * A page's module loads only once the router has matched it, a round trip after the entry. The server
 * names it in the page (modulepreload), so the browser fetches it beside the entry instead. This finds,
 * per route name of `portalRoutes`, the chunk of the module each `lazyPage` call is handed (in a feature's
 * `*.routes.tsx`, or the app's own router).
 */
export function routeChunks(): Plugin {
  return {
    name: 'route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Rolldown.OutputChunk => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const byModule = new Map(chunks.map((chunk) => [chunk.facadeModuleId, chunk]));
      const closure = (files: readonly string[], seen = new Set<string>()): Set<string> => {
        for (const file of files) {
          if (seen.has(file)) continue;
          seen.add(file);
          closure(byFile.get(file)?.imports ?? [], seen);
        }
        return seen;
      };
      const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const routes: Record<string, RouteFiles> = {};
      for (const id of this.getModuleIds()) {
        if (!id.endsWith('.tsx') || id.includes('/node_modules/')) continue;
        for (const [, name, specifier] of readFileSync(id, 'utf8').matchAll(LAZY_PAGE)) {
          const page = byModule.get(resolve(dirname(id), `${specifier ?? ''}.tsx`));
          if (name === undefined || page === undefined) continue;
          const files = [...closure([page.fileName])].filter((file) => !entry.has(file));
          routes[name] = {
            js: files,
            css: files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]),
          };
        }
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify(routes) });
    },
  };
}
