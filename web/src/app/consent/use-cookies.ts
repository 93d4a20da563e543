import { useSyncExternalStore } from 'react';
import { COOKIE_POLL_MS } from './consent';

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, COOKIE_POLL_MS);
  return () => clearInterval(timer);
}

/** The cookie string, re-read every 300 ms (docs/portal.md 3); components re-render only when it changed. */
export function useCookieString(): string {
  return useSyncExternalStore(subscribe, () => document.cookie);
}
