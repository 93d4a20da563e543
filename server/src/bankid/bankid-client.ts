import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { z } from 'zod';
import type { BankIdConfig } from '../config/env.js';

/** An `/auth` or `/sign` order (docs/bankid.md 2.1). Fields left undefined are not sent. */
export interface AuthRequest {
  /** The user's address as the portal sees it (a trusted proxy hop or the socket), never the body's. */
  endUserIp: string;
  /** Plain UTF-8 text shown in the app; the client base64-encodes it. */
  userVisibleData?: string;
  userVisibleDataFormat?: 'simpleMarkdownV1';
  /** Plain UTF-8 text put in the signature but not shown; the client base64-encodes it. */
  userNonVisibleData?: string;
  returnUrl?: string;
  returnRisk?: boolean;
  requirement?: {
    pinCode?: boolean;
    mrtd?: boolean;
    personalNumber?: string;
    certificatePolicies?: string[];
    cardReader?: 'class1' | 'class2';
  };
  web?: { referringDomain?: string; userAgent?: string; deviceIdentifier?: string };
}

export interface OrderResponse {
  orderRef: string;
  autoStartToken: string;
  qrStartToken: string;
  /** Never leaves the backend. */
  qrStartSecret: string;
}

export interface CompletionData {
  user: { personalNumber: string; name: string; givenName: string; surname: string };
  device: { ipAddress: string; uhi?: string };
  bankIdIssueDate?: string;
  stepUp?: { mrtd: boolean };
  signature: string;
  ocspResponse: string;
  risk?: 'low' | 'moderate' | 'high';
}

export interface CollectResponse {
  orderRef: string;
  status: 'pending' | 'failed' | 'complete';
  hintCode?: string;
  completionData?: CompletionData;
}

/** A call that did not give a usable answer: BankID's error, a broken answer, or no answer at all. */
export class BankIdError extends Error {
  constructor(
    /** 0 when BankID was not reached (connection failure or our own time-out). */
    readonly httpStatus: number,
    /** BankID's errorCode, `network` when BankID was not reached, or `invalidResponse`. */
    readonly errorCode: string,
    /** For logs only; never shown to users. */
    readonly details?: string,
  ) {
    super(`BankID answered ${errorCode} (HTTP ${String(httpStatus)})${details ? `: ${details}` : ''}`);
    this.name = 'BankIdError';
  }
}

export interface BankIdClient {
  auth(request: AuthRequest): Promise<OrderResponse>;
  sign(request: AuthRequest & { userVisibleData: string }): Promise<OrderResponse>;
  collect(orderRef: string): Promise<CollectResponse>;
  cancel(orderRef: string): Promise<void>;
}

export interface BankIdClientOptions {
  /** The RP API root, e.g. `https://appapi2.test.bankid.com/rp/v6.0`; a function is asked at every call. */
  baseUrl: string | (() => string);
  /** Mutual TLS: the RP certificate and BankID's CA, the only CA trusted. */
  tls?: { pfx: Buffer; passphrase: string; ca: Buffer };
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

const OrderResponseSchema = z.object({
  orderRef: z.string().min(1),
  autoStartToken: z.string().min(1),
  qrStartToken: z.string().min(1),
  qrStartSecret: z.string().min(1),
});

// Loose: BankID adds fields without a new version, and the completion data is kept whole for audit.
const CompletionDataSchema = z
  .looseObject({
    user: z.looseObject({
      personalNumber: z.string(),
      name: z.string(),
      givenName: z.string(),
      surname: z.string(),
    }),
    device: z.looseObject({ ipAddress: z.string(), uhi: z.string().optional() }),
    bankIdIssueDate: z.string().optional(),
    stepUp: z.object({ mrtd: z.boolean() }).optional(),
    // BankID's own Java sample calls it setUp (docs/bankid.md 2.2).
    setUp: z.object({ mrtd: z.boolean() }).optional(),
    signature: z.string(),
    ocspResponse: z.string(),
    risk: z.enum(['low', 'moderate', 'high']).optional(),
  })
  .transform(({ setUp, stepUp, ...rest }): CompletionData => {
    const step = stepUp ?? setUp;
    return step === undefined ? rest : { ...rest, stepUp: step };
  });

const CollectResponseSchema = z
  .object({
    orderRef: z.string().min(1),
    status: z.enum(['pending', 'failed', 'complete']),
    hintCode: z.string().optional(),
    completionData: CompletionDataSchema.optional(),
  })
  .refine((answer) => answer.status !== 'complete' || answer.completionData !== undefined, {
    message: 'complete without completionData',
  });

const CancelResponseSchema = z.object({});

const ErrorBodySchema = z.object({ errorCode: z.string().min(1), details: z.string().optional() });

/** The JSON BankID gets: no undefined fields and no empty objects (an empty `web` is an error there). */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compact);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value)
    .map(([key, inner]) => [key, compact(inner)] as const)
    .filter(([, inner]) => inner !== undefined);
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

const base64 = (text: string | undefined): string | undefined =>
  text === undefined ? undefined : Buffer.from(text, 'utf8').toString('base64');

function orderBody(request: AuthRequest): unknown {
  return compact({
    ...request,
    userVisibleData: base64(request.userVisibleData),
    userNonVisibleData: base64(request.userNonVisibleData),
  });
}

interface RawAnswer {
  status: number;
  body: string;
}

/**
 * The RP API v6 client (docs/bankid.md 2): POST with a JSON body, mutual TLS to BankID or plain HTTP to the
 * simulator. Every answer is validated; every failure becomes a BankIdError. It never retries by itself.
 */
export function createBankIdClient(options: BankIdClientOptions): BankIdClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const httpsAgent =
    options.tls === undefined ? undefined : new https.Agent({ ...options.tls, keepAlive: true });
  const baseUrl = (): string =>
    (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl).replace(/\/+$/, '');

  function send(endpoint: string, payload: string): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      let url: URL;
      try {
        url = new URL(`${baseUrl()}/${endpoint}`);
      } catch (error) {
        reject(new BankIdError(0, 'network', `no usable base URL: ${String(error)}`));
        return;
      }
      const secure = url.protocol === 'https:';
      const requestOptions: http.RequestOptions = {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
      };
      const request = secure
        ? https.request(url, { ...requestOptions, agent: httpsAgent })
        : http.request(url, requestOptions);
      const timer = setTimeout(() => {
        request.destroy(new BankIdError(0, 'network', `no answer within ${String(timeoutMs)} ms`));
      }, timeoutMs);
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        });
        response.on('error', (error) => {
          clearTimeout(timer);
          reject(error instanceof BankIdError ? error : new BankIdError(0, 'network', error.message));
        });
      });
      request.on('error', (error) => {
        clearTimeout(timer);
        reject(error instanceof BankIdError ? error : new BankIdError(0, 'network', error.message));
      });
      request.end(payload);
    });
  }

  async function call<T>(endpoint: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
    const answer = await send(endpoint, JSON.stringify(body));
    let json: unknown;
    try {
      json = JSON.parse(answer.body);
    } catch {
      json = undefined;
    }
    if (answer.status !== 200) {
      const error = ErrorBodySchema.safeParse(json);
      if (error.success) throw new BankIdError(answer.status, error.data.errorCode, error.data.details);
      throw new BankIdError(
        answer.status,
        'invalidResponse',
        `not an error body: ${answer.body.slice(0, 200)}`,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new BankIdError(200, 'invalidResponse', `${endpoint}: ${z.prettifyError(parsed.error)}`);
    }
    return parsed.data;
  }

  return {
    auth: (request) => call('auth', orderBody(request), OrderResponseSchema),
    sign: (request) => call('sign', orderBody(request), OrderResponseSchema),
    collect: (orderRef) => call('collect', { orderRef }, CollectResponseSchema),
    cancel: async (orderRef) => {
      await call('cancel', { orderRef }, CancelResponseSchema);
    },
  };
}

/**
 * The client for the configured mode. The simulator this process serves is reached over HTTP at an address
 * known only once the server listens, so `selfBaseUrl` is asked at call time.
 */
export function bankIdClientFromConfig(config: BankIdConfig, selfBaseUrl: () => string): BankIdClient {
  const baseUrl = config.baseUrl ?? (config.mode === 'simulator' ? selfBaseUrl : undefined);
  if (baseUrl === undefined) throw new Error(`BankID mode ${config.mode} needs a base URL`);
  const tls =
    config.tls === undefined
      ? undefined
      : {
          pfx: readFileSync(config.tls.pfxPath),
          passphrase: config.tls.passphrase,
          ca: readFileSync(config.tls.caPath),
        };
  return createBankIdClient({ baseUrl, tls });
}
