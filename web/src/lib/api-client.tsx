import { createContext, useContext, type ReactNode } from 'react';
import type { ZodMiniType } from 'zod/mini';
import type { FirstAnswers } from './first-data';

const NETWORK_MESSAGE = 'Det gick inte att nå servern. Kontrollera din anslutning och försök igen.';
const FALLBACK_MESSAGE = 'Något gick fel. Försök igen om en stund.';
const BAD_RESPONSE_MESSAGE = 'Svaret från servern kunde inte läsas. Försök igen om en stund.';

/** Every failed call becomes one of these: the HTTP status (0 when the server was not reached) and Swedish text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Readonly<Record<string, string[]>>,
    /** The whole error body, for an answer that carries more than a message (a 409's current state). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * A response schema, or a function that imports it: the first page load then carries no schema library,
 * which loads beside the call instead (bench/bundle-size.ts).
 */
export type SchemaSource<T> = ZodMiniType<T> | (() => Promise<ZodMiniType<T>>);

/** An answer the page holds, as `takeFromPage` gives it: null for a 204, undefined when there is none. */
export type InPage<T> = T | null | undefined;

export interface SendOptions<T> {
  readonly body?: unknown;
  readonly schema?: SchemaSource<T>;
  /** Required by calls that create an order or move money; a retry with the same key is safe. */
  readonly idempotencyKey?: string;
  /** The completed BankID signing of this very write (docs/signing.md). */
  readonly signingId?: string;
  /** The version a change is made from (`"3"`): the server refuses it with 409 when it has changed since. */
  readonly ifMatch?: string;
}

export interface ApiClient {
  /** GET; resolves to null when the server answers 204 (no data). */
  get<T>(path: string, schema: SchemaSource<T>): Promise<T | null>;
  /**
   * The answer the page holds for a GET of `path` (lib/first-data.ts), taken once, for a query's
   * `initialData`: such a query renders with its data at once instead of a tick later. Undefined when none.
   */
  takeFromPage(path: string): unknown;
  send<T = null>(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    options?: SendOptions<T>,
  ): Promise<T | null>;
}

/**
 * The SPA's only way to call the API: always with credentials, answers parsed with the shared schema,
 * errors as ApiError, and a 401 from any call handed to `onUnauthorized` (the app goes to /logout). A GET
 * the page already holds the answer to (`firstAnswers`) is answered from it, once.
 */
export function createApiClient({
  apiRoot,
  onUnauthorized,
  firstAnswers,
}: {
  apiRoot: string;
  onUnauthorized: () => void;
  firstAnswers?: FirstAnswers;
}): ApiClient {
  async function call<T>(method: string, path: string, options: SendOptions<T> = {}): Promise<T | null> {
    const inPage = method === 'GET' ? firstAnswers?.take(path) : undefined;
    if (inPage !== undefined) return inPage.answer as T | null;
    const headers: Record<string, string> = { accept: 'application/json' };
    const isForm = options.body instanceof FormData;
    // A form's multipart boundary is set by the browser.
    if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
    if (options.ifMatch !== undefined) headers['if-match'] = options.ifMatch;
    if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
    if (options.signingId !== undefined) headers['signing-id'] = options.signingId;
    const schema = typeof options.schema === 'function' ? options.schema() : options.schema;
    // Awaited below only when an answer needs parsing; a failed import must not go unhandled meanwhile.
    if (schema instanceof Promise) schema.catch(() => undefined);
    let response: Response;
    try {
      response = await fetch(apiRoot + path, {
        method,
        credentials: 'include',
        headers,
        body: isForm ? options.body : options.body === undefined ? undefined : JSON.stringify(options.body),
      });
    } catch {
      throw new ApiError(0, 'NETWORK_ERROR', NETWORK_MESSAGE);
    }
    if (response.status === 401) onUnauthorized();
    if (!response.ok) throw await errorFrom(response);
    if (response.status === 204 || schema === undefined) return null;
    const parsed = (await schema).safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new ApiError(response.status, 'INVALID_RESPONSE', BAD_RESPONSE_MESSAGE);
    return parsed.data;
  }

  return {
    get: (path, schema) => call('GET', path, { schema }),
    takeFromPage: (path) => firstAnswers?.take(path)?.answer,
    send: (method, path, options) => call(method, path, options),
  };
}

async function errorFrom(response: Response): Promise<ApiError> {
  const { ApiErrorSchema } = await import('#contracts/api-error');
  const raw: unknown = await response.json().catch(() => undefined);
  const body = ApiErrorSchema.safeParse(raw);
  return body.success
    ? new ApiError(response.status, body.data.code, body.data.message, body.data.fieldErrors, raw)
    : new ApiError(response.status, 'HTTP_' + String(response.status), FALLBACK_MESSAGE);
}

const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (client === null) throw new Error('useApiClient outside ApiClientProvider');
  return client;
}
