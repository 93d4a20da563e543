/// <reference lib="webworker" />

/** What the server pushes (contracts/push.ts, PushMessageSchema): a title and a portal path. */
interface PushMessage {
  readonly title: string;
  readonly url: string;
}

/** The portal's icon beside each notification: the manifest's (web/public/icons). */
const ICON = '/icons/icon-192.png';
/** What a push that cannot be read still shows: the member opens the portal's notifications. */
const FALLBACK: PushMessage = { title: 'Ny avisering från Skogsportalen', url: '/' };

/** A portal path only: a push never opens another site. */
const portalPath = (url: string): string => (/^\/(?![/\\])/.test(url) ? url : '/');

function messageOf(event: PushEvent): PushMessage {
  try {
    const { title, url } = (event.data?.json() ?? {}) as { title?: unknown; url?: unknown };
    if (typeof title !== 'string' || title === '' || typeof url !== 'string') return FALLBACK;
    return { title, url: portalPath(url) };
  } catch {
    return FALLBACK;
  }
}

/** Focuses a window of the portal already open at the link, or else opens one. */
async function openLink(scope: ServiceWorkerGlobalScope, path: string): Promise<void> {
  const url = new URL(path, scope.location.origin).href;
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === url);
  if (open !== undefined) {
    await open.focus();
    return;
  }
  await scope.clients.openWindow(url);
}

/**
 * Shows each push as a notification (its title, the portal's icon, the link kept in `data`) and opens or
 * focuses the link when the member taps it. The push holds only a title and a portal path (docs/push.md).
 */
export function listenForPush(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => {
    const message = messageOf(event);
    event.waitUntil(
      scope.registration.showNotification(message.title, {
        icon: ICON,
        badge: ICON,
        data: { url: message.url },
        lang: 'sv',
      }),
    );
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const path = typeof data?.url === 'string' ? portalPath(data.url) : '/';
    event.waitUntil(openLink(scope, path));
  });
}
