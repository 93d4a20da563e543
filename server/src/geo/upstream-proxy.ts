import { HttpError } from '../plugins/http-errors.js';

/**
 * The one way the server calls a geodata service in live mode. The browser only ever talks to us; we call
 * only allow-listed hosts, give up after the configured time (60 s: the original map SDK's 62 s request
 * timeout, less a margin so our answer reaches the browser first), switch to POST when a query URL would
 * exceed 2 000 characters (the SDK's maxUrlLength, and what many servers accept), and add credentials here,
 * never in anything the browser sees.
 */
export const MAX_GET_URL_LENGTH = 2_000;

export class UpstreamError extends HttpError {
  constructor(
    readonly reason: 'refused' | 'timeout' | 'failed',
    statusCode = reason === 'timeout' ? 504 : 502,
  ) {
    super(
      statusCode,
      reason === 'timeout' ? 'GEO_UPSTREAM_TIMEOUT' : 'GEO_UPSTREAM_UNAVAILABLE',
      reason === 'timeout'
        ? 'Karttjänsten svarade inte i tid. Försök igen om en stund.'
        : 'Karttjänsten går inte att nå just nu. Försök igen om en stund.',
    );
  }
}

export interface UpstreamRequest {
  readonly url: string;
  /** Query parameters; sent in the URL, or as a form body when the URL would be too long. */
  readonly params?: Readonly<Record<string, string>>;
  readonly headers?: Readonly<Record<string, string>>;
  /** A form body for a POST the caller wants regardless of length (e.g. an OAuth2 token request). */
  readonly form?: Readonly<Record<string, string>>;
}

export interface UpstreamResponse {
  readonly status: number;
  readonly contentType: string;
  readonly body: Buffer;
}

export interface UpstreamProxy {
  fetch(request: UpstreamRequest): Promise<UpstreamResponse>;
  /** `fetch` that expects 2xx JSON; anything else is an UpstreamError. */
  json(request: UpstreamRequest): Promise<unknown>;
}

export interface UpstreamProxyOptions {
  readonly allowedHosts: readonly string[];
  readonly timeoutMs: number;
  /** Warnings without URLs: a URL may carry a token. */
  readonly warn?: (message: string, details?: Record<string, unknown>) => void;
}

/**
 * An ArcGIS REST layer resource (`…/MapServer/<id>` or `…/FeatureServer/<id>`, not its `/query`).
 * Equivalent of the earlier portal's "feature-layer JSON patch" (docs/map.md 3): its ArcGIS SDK read
 * a layer's `supportedQueryFormats` and asked for PBF whenever it was listed; the patch rewrote the field
 * to "JSON". We keep doing it for the same reasons: our proxy passes and inspects JSON only, and
 * Skogsstyrelsen's MapServers (ArcGIS Server 10.x) advertise PBF/geoJSON that older versions do not
 * deliver reliably. Anything that reads the layer resource through us (our live queries, a future
 * client) therefore asks for `f=json`, which every ArcGIS Server version answers.
 */
export const isArcGisLayerResource = (url: URL): boolean =>
  /\/(MapServer|FeatureServer)\/\d+\/?$/.test(url.pathname);

export function patchArcGisLayerResource(resource: unknown): unknown {
  if (typeof resource !== 'object' || resource === null || !('supportedQueryFormats' in resource)) {
    return resource;
  }
  return { ...resource, supportedQueryFormats: 'JSON' };
}

export function createUpstreamProxy(options: UpstreamProxyOptions): UpstreamProxy {
  const allowed = new Set(options.allowedHosts.map((host) => host.toLowerCase()));

  async function send(request: UpstreamRequest): Promise<UpstreamResponse> {
    const url = new URL(request.url);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !allowed.has(url.host.toLowerCase())) {
      options.warn?.('geo upstream host not allowed', { host: url.host });
      throw new UpstreamError('refused');
    }
    for (const [key, value] of Object.entries(request.params ?? {})) url.searchParams.set(key, value);
    const usePost = request.form !== undefined || url.href.length > MAX_GET_URL_LENGTH;
    const target = usePost ? `${url.origin}${url.pathname}` : url.href;
    const body = usePost
      ? new URLSearchParams({ ...Object.fromEntries(url.searchParams), ...request.form }).toString()
      : undefined;
    let response: Response;
    try {
      response = await fetch(target, {
        method: usePost ? 'POST' : 'GET',
        headers: {
          accept: 'application/json, image/png;q=0.9, */*;q=0.5',
          ...(usePost ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...request.headers,
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      options.warn?.(timedOut ? 'geo upstream timed out' : 'geo upstream unreachable', { host: url.host });
      throw new UpstreamError(timedOut ? 'timeout' : 'failed');
    }
    let bytes: Buffer;
    try {
      bytes = Buffer.from(await response.arrayBuffer());
    } catch {
      // The body did not arrive in time (the same timeout covers the whole exchange).
      options.warn?.('geo upstream body timed out', { host: url.host });
      throw new UpstreamError('timeout');
    }
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: bytes };
  }

  return {
    fetch: send,
    async json(request) {
      const response = await send(request);
      const host = new URL(request.url).host;
      if (response.status < 200 || response.status > 299) {
        options.warn?.('geo upstream answered an error', { host, status: response.status });
        throw new UpstreamError('failed');
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(response.body.toString('utf8'));
      } catch {
        options.warn?.('geo upstream answered no JSON', { host });
        throw new UpstreamError('failed');
      }
      return isArcGisLayerResource(new URL(request.url)) ? patchArcGisLayerResource(parsed) : parsed;
    },
  };
}
