import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** Status 0 is no answer at all: the connection closes, as when the server cannot be reached. */
export type TestAnswer = [status: number, body?: unknown];

/**
 * For page tests: a real HTTP server answering the way the portal's API does, started before the file's
 * tests and closed after them. Each test sets `answers` by "METHOD /path?query", or by "METHOD /path" for
 * any query; anything else gets `unanswered` (404).
 * `delays` holds an answer back. `requests` records what the page sent; `root` is the API root to give the page's client.
 */
export function testApiServer() {
  const api = {
    answers: {} as Record<string, TestAnswer>,
    /** Answers given one after another, by the same keys as `answers` and before them; the last one repeats. */
    answersInTurn: {} as Record<string, TestAnswer[]>,
    /** Milliseconds to hold an answer back, by the same key as `answers`. */
    delays: {} as Record<string, number>,
    /** Answers wait for this, so a test can look at the page while a call is on its way. */
    hold: Promise.resolve(),
    /** The answer to a request no key matches. */
    unanswered: [404] as TestAnswer,
    requests: [] as {
      method: string;
      url: string;
      body: unknown;
      headers: Record<string, string | string[] | undefined>;
    }[],
    root: '',
    /** The bodies of the POSTs sent, in order. */
    posted(): unknown[] {
      return api.requests.filter((request) => request.method === 'POST').map((request) => request.body);
    },
  };
  let server: Server | undefined;

  const nextInTurn = (key: string): TestAnswer | undefined => {
    const inTurn = api.answersInTurn[key];
    return inTurn !== undefined && inTurn.length > 1 ? inTurn.shift() : inTurn?.[0];
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const method = request.method ?? '';
        const url = request.url ?? '';
        api.requests.push({
          method,
          url,
          body: body === '' ? undefined : (JSON.parse(body) as unknown),
          headers: request.headers,
        });
        const pathname = url.split('?')[0] ?? '';
        const [status, payload] =
          nextInTurn(`${method} ${url}`) ??
          nextInTurn(`${method} ${pathname}`) ??
          api.answers[`${method} ${url}`] ??
          api.answers[`${method} ${pathname}`] ??
          api.unanswered;
        if (status === 0) return void request.socket.destroy();
        const delay = api.delays[`${method} ${url}`] ?? 0;
        void api.hold.then(() =>
          setTimeout(() => {
            response
              .writeHead(status, { 'content-type': 'application/json' })
              .end(payload === undefined || status === 204 ? '' : JSON.stringify(payload));
          }, delay),
        );
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    api.root = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/api/`;
  });
  afterAll(() => {
    server?.close();
  });

  return api;
}
