/// <reference lib="webworker" />
/**
 * The portal's service worker (docs/offline.md): the app shell and every page's code from the precache; a
 * page without network falls back to the shell, which holds no member's data; and, only while the member
 * has turned on "Använd i skogen utan täckning" on this device, the reads of the estates and the map are
 * kept, network first.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { APP_SHELL_PATH } from '#contracts/app-shell';
import { keepOffline } from './keep-offline';
import { listenForPush } from './push';

/** `__WB_MANIFEST`: the files to precache, written in by the build (vite-plugin-pwa). */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Paths the browser opens that are not the SPA's pages: downloads, the BankID simulator, test routes. */
const NOT_A_PAGE = /^\/(api|bankid-simulator|__e2e)(\/|$)/;
/** How long a page waits for the network before the shell answers: poor coverage is common in a forest. */
const PAGE_TIMEOUT_MS = 6_000;

/**
 * A page from the network, never kept (it may carry a member's first data, docs/adr/0011); without an
 * answer in time, the shell, whose SPA then reads what it needs through the API.
 */
async function openPage(request: Request): Promise<Response> {
  const shell = async (): Promise<Response> => (await matchPrecache(APP_SHELL_PATH)) ?? Response.error();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Response>((resolve) => {
    timer = setTimeout(() => resolve(shell()), PAGE_TIMEOUT_MS);
  });
  const network = fetch(request).catch(shell);
  try {
    return await Promise.race([network, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && !NOT_A_PAGE.test(url.pathname),
  ({ request }) => openPage(request),
);

keepOffline();
listenForPush(self);

// A new version waits until the member chooses to reload (the page's update banner asks for this).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// A first worker takes the open page at once, so it is kept without coverage without a reload.
clientsClaim();
