import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { FOREIGN_CONTENT_TYPES, hostileString, hostileValue, MALFORMED_JSON } from './hostile-values.js';
import { fuzzedValue, validValue, type JsonSchema } from './json-schema-arbitrary.js';
import {
  parametersIn,
  requestBodySchema,
  type OpenApiOperation,
  type OpenApiParameter,
} from './openapi-operations.js';

export type BodyPlan =
  | { readonly kind: 'none' }
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'raw'; readonly contentType: string; readonly text: string };

/** One generated request, before it is encoded: what the fuzzer decided to send. */
export interface RequestPlan {
  readonly params: Readonly<Record<string, string>>;
  /** Encode path values as one segment, or keep `/`, `?` and `..` as they are. */
  readonly rawPath: boolean;
  readonly query: readonly [string, string][];
  readonly headers: Readonly<Record<string, string>>;
  readonly body: BodyPlan;
}

/** Query strings, paths and headers carry text: other values go as their text or JSON. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value);
}

/** Node answers 431 to a request line over 16 KiB, so longer path and query values never reach Fastify. */
const URL_VALUE_LIMIT = 4 * 1024;

/** Unpaired surrogates cannot be percent-encoded; a browser would send U+FFFD instead. */
const urlSafe = (text: string): string =>
  text
    .slice(0, URL_VALUE_LIMIT)
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Header values are visible ASCII only, or Node refuses to send them. */
const asHeaderValue = (value: unknown): string => asText(value).replace(/[^\x20-\x7e]/g, '');

type ValueArbitrary = (schema: JsonSchema) => fc.Arbitrary<unknown>;

/** Each parameter's name and value; absent now and then where `mayOmit` says it may be. */
const namedValues = (
  parameters: readonly OpenApiParameter[],
  value: ValueArbitrary,
  mayOmit: (parameter: OpenApiParameter) => boolean,
) =>
  fc.tuple(
    ...parameters.map((parameter) => {
      const present = value(parameter.schema ?? {});
      return fc.tuple(
        fc.constant(parameter.name),
        mayOmit(parameter) ? fc.option(present, { nil: undefined, freq: 3 }) : present,
      );
    }),
  );

const always = (): boolean => false;
const sometimes = (): boolean => true;
const unlessRequired = (parameter: OpenApiParameter): boolean => parameter.required !== true;

function queryPairs(declared: readonly (readonly [string, unknown])[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of declared) {
    if (value === undefined) continue;
    // A list is the query's other type: `?id=1&id=2`.
    for (const item of Array.isArray(value) ? value : [value]) pairs.push([name, urlSafe(asText(item))]);
  }
  return pairs;
}

function queryArbitrary(parameters: readonly OpenApiParameter[]) {
  const extra = fc.array(
    fc.tuple(fc.constantFrom('__proto__', 'constructor[prototype][x]', 'a[]', 'x'), hostileString),
    { maxLength: 2 },
  );
  return fc
    .tuple(
      namedValues(parameters, (schema) => fuzzedValue(schema), sometimes),
      extra,
    )
    .map(([declared, extraPairs]) => [
      ...queryPairs(declared),
      ...extraPairs.map(([name, value]): [string, string] => [name, urlSafe(value)]),
    ]);
}

const pathValues = (parameters: readonly OpenApiParameter[], value: ValueArbitrary) =>
  namedValues(parameters, value, always).map((pairs) =>
    Object.fromEntries(pairs.map(([name, item]) => [name, urlSafe(asText(item))])),
  );

const headerValues = (
  parameters: readonly OpenApiParameter[],
  value: ValueArbitrary,
  mayOmit: (parameter: OpenApiParameter) => boolean,
) =>
  namedValues(parameters, value, mayOmit).map((pairs) =>
    Object.fromEntries(
      pairs.filter(([, item]) => item !== undefined).map(([name, item]) => [name, asHeaderValue(item)]),
    ),
  );

const canHaveBody = (method: string): boolean => method !== 'GET' && method !== 'HEAD';

function bodyArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<BodyPlan> {
  return fc.oneof(
    {
      weight: 8,
      arbitrary: (schema === undefined ? hostileValue : fuzzedValue(schema)).map((value): BodyPlan => ({
        kind: 'json',
        value,
      })),
    },
    { weight: 1, arbitrary: fc.constant<BodyPlan>({ kind: 'none' }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('application/json', ...FOREIGN_CONTENT_TYPES),
          fc.oneof(fc.constantFrom(...MALFORMED_JSON), hostileString),
        )
        .map(([contentType, text]): BodyPlan => ({ kind: 'raw', contentType, text })),
    },
  );
}

/** Requests for one operation, shaped by its OpenAPI parameters and body: valid, hostile and in between. */
export function requestPlans(operation: OpenApiOperation, method: string): fc.Arbitrary<RequestPlan> {
  const fuzzed = (schema: JsonSchema) => fuzzedValue(schema);
  return fc.record({
    params: pathValues(parametersIn(operation, 'path'), fuzzed),
    rawPath: fc.boolean(),
    query: queryArbitrary(parametersIn(operation, 'query')),
    headers: headerValues(parametersIn(operation, 'header'), fuzzed, sometimes),
    body: canHaveBody(method)
      ? bodyArbitrary(requestBodySchema(operation))
      : fc.constant<BodyPlan>({ kind: 'none' }),
  });
}

/** Requests the schemas accept, as far as JSON Schema can tell (zod refinements may still refuse one). */
export function validPlans(operation: OpenApiOperation, method: string): fc.Arbitrary<RequestPlan> {
  const bodySchema = requestBodySchema(operation);
  return fc.record({
    params: pathValues(parametersIn(operation, 'path'), validValue),
    rawPath: fc.constant(false),
    query: namedValues(parametersIn(operation, 'query'), validValue, unlessRequired).map(queryPairs),
    headers: headerValues(parametersIn(operation, 'header'), validValue, unlessRequired),
    body:
      canHaveBody(method) && bodySchema !== undefined
        ? validValue(bodySchema).map((value): BodyPlan => ({ kind: 'json', value }))
        : fc.constant<BodyPlan>({ kind: 'none' }),
  });
}

function encodedPath(pattern: string, plan: RequestPlan): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = plan.params[name] ?? '';
    return plan.rawPath ? encodeURI(value) : encodeURIComponent(value);
  });
}

/** What `inject()` gets: the URL as one string, so a report can quote it. */
export interface PlannedRequest {
  readonly method: NonNullable<InjectOptions['method']>;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly payload?: string;
}

/**
 * The plan as `inject()` options. Each request carries a fresh Idempotency-Key, as the web client sends one
 * with every money or order call: without it those routes refuse before anything else could be probed.
 */
export function injectOptions(route: { method: string; url: string }, plan: RequestPlan): PlannedRequest {
  const query = new URLSearchParams(plan.query).toString();
  const url = encodedPath(route.url, plan) + (query === '' ? '' : `?${query}`);
  const { method } = route;
  const { body } = plan;
  const headers = { 'idempotency-key': randomUUID(), ...plan.headers };
  if (body.kind === 'none') return { method, url, headers };
  const [contentType, payload] =
    body.kind === 'json' ? ['application/json', JSON.stringify(body.value)] : [body.contentType, body.text];
  return { method, url, headers: { ...headers, 'content-type': contentType }, payload };
}

/** Every text in a value: strings, and the keys and strings of arrays and objects within it. */
export function textsIn(...values: unknown[]): string[] {
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        texts.push(key);
        collect(item);
      }
    }
  };
  values.forEach(collect);
  return texts;
}

/** Every text the request carried: an answer that repeats one of them echoes, it does not leak. */
export const sentTexts = (plan: RequestPlan): string[] =>
  textsIn(
    plan.params,
    plan.query,
    plan.headers,
    plan.body.kind === 'json' ? plan.body.value : plan.body.kind === 'raw' ? plan.body.text : undefined,
  );
