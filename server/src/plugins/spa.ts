import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { APP_SHELL_PATH } from '#contracts/app-shell';
import { FIRST_DATA_ELEMENT_ID } from '#contracts/first-data';
import { decideAccess, legacyRedirectTarget, matchRoute } from '#contracts/routes';
import { RUNTIME_CONFIG_ELEMENT_ID } from '#contracts/runtime-config-element';
import type { AppConfig } from '../config/env.js';
import { runtimeConfigFor } from '../config/runtime-config.js';
import { API_PREFIX } from './api-route.js';
import { sendPage } from './compressed-page.js';
import { firstDataFor, NO_SESSION } from './first-data.js';
import { NotFoundError } from './http-errors.js';
import { routePreloads } from './route-preloads.js';

export interface SpaOptions {
  config: AppConfig;
  /** index.html for a URL; defaults to the production build. The dev server passes Vite's transform. */
  indexHtml?: (url: string) => Promise<string>;
}

const RUNTIME_CONFIG_PLACEHOLDER = '<!--runtime-config-->';
const NOT_BUILT =
  '<!doctype html><html lang="sv"><meta charset="utf-8"><title>Inte byggd</title>' +
  '<p>Webbappen är inte byggd ännu. Kör <code>npm run build</code> eller <code>npm start</code>.</p></html>';

/** The runtime configuration as a JSON data block: not executed, so the CSP needs no inline scripts. */
export function injectRuntimeConfig(html: string, config: AppConfig): string {
  const json = JSON.stringify(runtimeConfigFor(config)).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`;
  return html
    .replace(RUNTIME_CONFIG_PLACEHOLDER, element)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(config.branding.productName)}</title>`);
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Serves the built SPA: hashed assets with long caching, and index.html (with the runtime configuration)
 * for every page path. Paths the SPA does not know answer 404, old paths redirect with 301.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, { config, indexHtml }: SpaOptions) => {
    const builtIndex = join(config.web.distDir, 'index.html');
    let renderIndex =
      indexHtml === undefined
        ? undefined
        : async (url: string) => injectRuntimeConfig(await indexHtml(url), config);
    if (renderIndex === undefined && existsSync(builtIndex)) {
      // The configuration is fixed for the life of the process, so the page is put together once.
      const page = injectRuntimeConfig(readFileSync(builtIndex, 'utf8'), config);
      renderIndex = async () => page;
      await app.register(fastifyStatic, {
        root: config.web.distDir,
        index: false,
        wildcard: false,
        preCompressed: true,
        // index.html is only ever served with its runtime configuration, by the route below.
        globIgnore: ['index.html'],
        setHeaders(reply, path) {
          const hashed = path.includes('/assets/');
          // The service worker is asked for afresh on every check, so a new version is found at once.
          const worker = path.endsWith('/sw.js');
          reply.header(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : worker ? 'no-cache' : 'public, max-age=3600',
          );
        },
      });
    }

    // The dev server serves modules by their source paths; only a build has chunks to name.
    const preloads = indexHtml === undefined ? routePreloads(config.web.distDir) : new Map<never, never>();

    // The shell the service worker keeps for when there is no network: the page without any first data, the
    // same for everyone whatever cookie comes with it (docs/offline.md).
    app.get(APP_SHELL_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (renderIndex === undefined) return reply.code(503).type('text/html').send(NOT_BUILT);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      return sendPage(request, reply, await renderIndex(APP_SHELL_PATH));
    });

    app.get<{ Params: { '*': string } }>('/*', { schema: { hide: true } }, async (request, reply) => {
      const url = new URL(request.url, 'http://portal');
      // The path as the router decoded it: `/%61pi/x` is an API path too.
      if (`/${request.params['*']}`.startsWith(API_PREFIX)) {
        throw new NotFoundError('Det finns ingen sådan tjänst i API:t.');
      }
      const target = legacyRedirectTarget(url.pathname);
      if (target !== undefined) return reply.redirect(target + url.search, 301);
      if (renderIndex === undefined) return reply.code(503).type('text/html').send(NOT_BUILT);
      const route = matchRoute(url.pathname);
      const exists = route !== undefined && decideAccess(route, null, config.flags) !== 'not-found';
      const firstData = await firstDataFor(app, request, {
        route: exists ? route : undefined,
        flags: config.flags,
        cookieName: config.session.cookieName,
      });
      const head =
        (route === undefined ? '' : (preloads.get(route) ?? '')) +
        (firstData === undefined
          ? ''
          : `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${firstData}</script>`);
      const page = (await renderIndex(request.url)).replace('</head>', `${head}</head>`);
      reply
        .code(exists ? 200 : 404)
        .type('text/html; charset=utf-8')
        // A page with a member's data is theirs alone: no cache, shared or private, keeps it.
        .header(
          'cache-control',
          firstData === undefined || firstData === NO_SESSION ? 'no-cache' : 'no-store',
        );
      return sendPage(request, reply, page);
    });
  },
  { name: 'spa', dependencies: ['session'], fastify: '5.x' },
);
