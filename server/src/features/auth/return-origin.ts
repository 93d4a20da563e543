import { hostname, networkInterfaces } from 'node:os';
import type { AppEnvironment } from '#contracts/environment';

/** What of a request the return origin is read from: Fastify's `protocol` and `host` (the Host header). */
export interface ReturnOriginRequest {
  readonly protocol: string;
  readonly host: string;
}

/** The names this machine answers to: localhost, its host name, every address of its network interfaces. */
function ownHostnames(publicUrl: string): Set<string> {
  const names = new Set(['localhost', new URL(publicUrl).hostname]);
  const machine = hostname().toLowerCase();
  names.add(machine).add(`${machine}.local`);
  for (const addresses of Object.values(networkInterfaces())) {
    for (const { address, family } of addresses ?? []) {
      names.add(family === 'IPv6' ? `[${address.split('%')[0] ?? address}]` : address);
    }
  }
  return names;
}

/** `protocol://host` when the Host header is a bare host (and port): no user, path or anything else. */
function originOfHost(protocol: string, host: string): URL | undefined {
  if (protocol !== 'http' && protocol !== 'https') return undefined;
  try {
    const url = new URL(`${protocol}://${host}`);
    return url.host === host.toLowerCase() && url.pathname === '/' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where BankID's app sends the user back to (the same-device return link). In production and staging,
 * always PUBLIC_URL. Locally the portal is opened by whatever address reaches it (127.0.0.1, localhost,
 * or the machine's network address from a phone), and the browser's cookies live on that origin: the
 * return goes to the origin the browser used, but only when its Host names this machine. Anything else
 * (another site's name pointed at us) gets PUBLIC_URL, so no request can choose where the app returns to.
 */
export function returnOriginFor(config: { environment: AppEnvironment; publicUrl: string }) {
  return (request: ReturnOriginRequest): string => {
    if (config.environment !== 'local') return config.publicUrl;
    const url = originOfHost(request.protocol, request.host);
    if (url === undefined || !ownHostnames(config.publicUrl).has(url.hostname)) return config.publicUrl;
    return url.origin;
  };
}
