/**
 * The push services browsers subscribe at (Chrome and Android, Firefox, Safari, Edge). The server POSTs to a
 * device's endpoint, so an endpoint anywhere else is refused: otherwise a subscription could make the server
 * call an address inside its own network.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
];
const PUSH_SERVICE_DOMAINS = ['.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'];

/** Local runs and tests only: a stand-in push service on this machine. */
const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

function isPushServiceHost(host: string): boolean {
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(domain));
}

/** Whether the server may send to the endpoint: https to a known push service on its usual port. */
export function isPushServiceAddress(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  if (allowLocal && LOCAL_HOSTS.includes(host)) return url.protocol === 'http:' || url.protocol === 'https:';
  return url.protocol === 'https:' && url.port === '' && isPushServiceHost(host);
}
