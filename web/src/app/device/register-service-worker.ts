import { Workbox } from 'workbox-window';

const SERVICE_WORKER_URL = '/sw.js';

function whenIdle(then: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(then, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(then, 1_000);
  return () => clearTimeout(timer);
}

/**
 * Registers the service worker once the browser is idle (the caller waits for the page's load), so the
 * first page shares nothing with it. `onWaiting` gets a function that activates a waiting new version
 * and reloads, for the member to call. Answers how to call it off.
 */
export function registerServiceWorker(onWaiting: (activateAndReload: () => void) => void): () => void {
  // Vite's dev server has no worker to register, and an insecure origin may not have one.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return () => undefined;
  return whenIdle(() => {
    const workbox = new Workbox(SERVICE_WORKER_URL);
    workbox.addEventListener('waiting', () =>
      onWaiting(() => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      }),
    );
    workbox.register().catch(() => undefined);
  });
}
