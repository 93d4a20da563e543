import type { ApiClient } from '../../lib/api-client';

const schemas = () => import('#contracts/push');

/** How long to wait for the service worker before telling the member to reload. */
const READY_TIMEOUT_MS = 10_000;

export type PushDeviceState = 'unsupported' | 'denied' | 'on' | 'off';

/** Whether this browser can take pushes at all (an iPhone only from a home-screen app). */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** This device as it is now: push on, off, refused in the browser, or impossible here. */
export async function pushDeviceState(): Promise<PushDeviceState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription === null || subscription === undefined ? 'off' : 'on';
}

export class PushNotReadyError extends Error {}

async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_resolve, reject) => {
    setTimeout(() => reject(new PushNotReadyError()), READY_TIMEOUT_MS);
  });
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

const bytesOf = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

/** Asks the browser's permission, subscribes with the portal's key and tells the server. */
export async function turnPushOn(api: ApiClient): Promise<PushDeviceState> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const registration = await readyRegistration();
  const key = await api.get('push/public-key', async () => (await schemas()).PushPublicKeySchema);
  if (key === null) throw new Error('no public key');
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: bytesOf(key.publicKey),
  });
  await api.send('POST', 'push/subscriptions', { body: subscription.toJSON() });
  return 'on';
}

/** Stops pushes to this device, on the server first so none is sent after. */
export async function turnPushOff(api: ApiClient): Promise<PushDeviceState> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription !== null && subscription !== undefined) {
    await api.send('DELETE', 'push/subscriptions', { body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'off';
}
