import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface HttpAnswer {
  readonly statusCode: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/**
 * One HTTP request over a connection of its own, as a separate client would make it. `localAddress` picks
 * the loopback address it comes from (127.0.0.0/8), so one test can be several clients.
 */
export function http(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    json?: unknown;
    localAddress?: string;
    timeoutMs?: number;
  } = {},
): Promise<HttpAnswer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        agent: false,
        localAddress: options.localAddress,
        timeout: options.timeoutMs ?? 10_000,
        headers: {
          ...options.headers,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          resolve({
            statusCode: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer from ${url} in time`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** `name=value` of a cookie the answer set, for the next request's `cookie` header. */
export function cookieOf(answer: HttpAnswer, name: string): string {
  const cookie = (answer.headers['set-cookie'] ?? [])
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`));
  if (cookie === undefined) throw new Error(`no ${name} cookie in the answer`);
  return cookie;
}
