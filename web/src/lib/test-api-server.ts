import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ApiResponses, ApiResponsesWithParameter } from './test-api-routes';

/** Status 0 is no answer at all: the connection closes, as when the server cannot be reached. */
export type TestAnswer = [status: number, body?: unknown];

type Route<K extends string> = K extends `${infer Path}?${string}` ? Path : K;
type Success = 200 | 201;
/** An error, no content, or no answer (0): the body is not the route's answer. */
type Other = 0 | 204 | 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 500 | 502 | 503;
type Typed<K extends keyof ApiResponses> =
  [status: Success, body: ApiResponses[K]] | [status: Other, body?: unknown];
/** Answers by "METHOD /api/path?query" or "METHOD /api/path": a route the contracts type takes its answer's type. */
export type TestAnswers = { [K in keyof ApiResponses]?: Typed<K> } & Record<string, TestAnswer>;
type AnswersInTurn = { [K in keyof ApiResponses]?: Typed<K>[] } & Record<string, TestAnswer[]>;
type AnyRoute = ApiResponses & ApiResponsesWithParameter;
type BodyOf<K extends string, S extends number> =
  Route<K> extends keyof AnyRoute
    ? S extends Success
      ? [body: AnyRoute[Route<K>]]
      : [body?: unknown]
    : [body?: unknown];

export interface TestRequest {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * For page tests: a real HTTP server answering the way the portal's API does, started before the file's
 * tests and closed after them. Each test sets `answers` (or `answer(…)`) by "METHOD /path?query", or by
 * "METHOD /path" for any query. A request no answer matches fails the test after it, naming the request,
 * unless the test declares a `fallback`.
 * `delays` holds an answer back. `requests` records what the page sent; `root` is the API root to give the page's client.
 */
export function testApiServer() {
  const api = {
    answers: {} as TestAnswers,
    /** Answers given one after another, by the same keys as `answers` and before them; the last one repeats. */
    answersInTurn: {} as AnswersInTurn,
    /** Milliseconds to hold an answer back, by the same key as `answers`. */
    delays: {} as Record<string, number>,
    /** Answers wait for this, so a test can look at the page while a call is on its way. */
    hold: Promise.resolve(),
    /** The answer to a request no key matches, when a test means the page to get one; otherwise it fails. */
    fallback: undefined as TestAnswer | undefined,
    /** Requests no answer matched, as "METHOD /url": each test fails after it if any (without a fallback). */
    unmatched: [] as string[],
    requests: [] as TestRequest[],
    root: '',
    /** Answers `key` ("METHOD /api/path"), the body typed by the contracts when the route has a type. */
    answer<K extends string, S extends number>(key: K, status: S, ...body: BodyOf<K, S>): void {
      (api.answers as Record<string, TestAnswer>)[key] = [status, body[0]];
    },
    /** Throws, naming them, when requests went unmatched since the last check; each test ends with it. */
    checkAllAnswered(): void {
      const asked = api.unmatched.splice(0);
      if (asked.length > 0) {
        throw new Error(
          `The test API server has no answer for ${asked.join(', ')}: give the test that answer, or a fallback.`,
        );
      }
    },
    /** The bodies of the POSTs sent, in order. */
    posted(): unknown[] {
      return api.requests.filter((request) => request.method === 'POST').map((request) => request.body);
    },
  };
  let server: Server | undefined;

  const answers = (): Record<string, TestAnswer> => api.answers;
  const nextInTurn = (key: string): TestAnswer | undefined => {
    const inTurn = (api.answersInTurn as Record<string, TestAnswer[]>)[key];
    return inTurn !== undefined && inTurn.length > 1 ? inTurn.shift() : inTurn?.[0];
  };
  const unmatched = (method: string, url: string): TestAnswer => {
    if (api.fallback !== undefined) return api.fallback;
    api.unmatched.push(`${method} ${url}`);
    return [404];
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
          answers()[`${method} ${url}`] ??
          answers()[`${method} ${pathname}`] ??
          unmatched(method, url);
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
  afterEach(() => {
    api.checkAllAnswered();
  });
  afterAll(() => {
    server?.close();
  });

  return api;
}

export type TestApi = ReturnType<typeof testApiServer>;
