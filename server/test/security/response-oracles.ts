import { Ajv, type ValidateFunction } from 'ajv';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import type { JsonSchema } from './json-schema-arbitrary.js';
import { responseSchema, type OpenApiOperation } from './openapi-operations.js';
import { securityHeaderProblems, type Headers } from './security-header-problems.js';

/** Every error answer: `{code, message, fieldErrors?}`, the contract itself as JSON Schema. */
const API_ERROR_SCHEMA = z.toJSONSchema(ApiErrorSchema, { target: 'draft-7' }) as JsonSchema;

/** What no answer may show (docs/quality.md 3.2): stack frames, source paths, SQL and database errors. */
const LEAKS: readonly (readonly [string, RegExp])[] = [
  ['a stack frame', /\n\s+at |\bat [^\s()]+ \([^)]*:\d+:\d+\)/],
  [
    'a source path',
    /[\w.-]+\.(?:ts|js|mjs|cjs):\d+|(?:\/[\w.-]+){2,}\.(?:ts|js|mjs|cjs)\b|node_modules|file:\/\//,
  ],
  ['SQL', /\bSELECT\b|\bINSERT\b|\bUPDATE\s+\w+\s+SET\b|\bDELETE\s+FROM\b/i],
  [
    'a database error',
    /syntax error|\brelation "|duplicate key|violates .* constraint|invalid input syntax/i,
  ],
];

const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addFormat('email', /^[^\s@]+@[^\s@]+$/);
ajv.addFormat('uuid', /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i);
ajv.addFormat('date-time', (text: string) => !Number.isNaN(Date.parse(text)));
ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
ajv.addFormat('uri', (text: string) => URL.canParse(text));
const validators = new WeakMap<object, ValidateFunction>();
const validatorFor = (schema: JsonSchema): ValidateFunction => {
  let validate = validators.get(schema);
  if (validate === undefined) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
};

/** The 10- and 12-digit forms, with and without a dash or plus, of each personal number. */
export function personalNumberForms(personalNumbers: readonly string[]): string[] {
  return personalNumbers.flatMap((twelve) => {
    const [birth, serial] = [twelve.slice(0, 8), twelve.slice(8)];
    return [
      twelve,
      `${birth}-${serial}`,
      `${birth}+${serial}`,
      `${birth} ${serial}`,
      `${birth.slice(2)}${serial}`,
      `${birth.slice(2)}-${serial}`,
      `${birth.slice(2)}+${serial}`,
    ];
  });
}

/** A JSON body as the texts it carries (keys and strings, unescaped), so patterns see what a reader sees. */
function readableText(body: string): string {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return body;
  }
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string' || typeof value === 'number') texts.push(String(value));
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        texts.push(key);
        collect(item);
      }
    }
  };
  collect(json);
  return texts.join('\n');
}

/**
 * The texts among those sent that an oracle would take for a leak (SQL-ish input, a personal number): an
 * answer that repeats one, now or after storing it (a name on an application), echoes the caller's own.
 */
export function suspiciousTexts(sent: readonly string[], personalNumbers: readonly string[]): string[] {
  return sent
    .flatMap((text) => [text, text.trim()])
    .filter(
      (text) =>
        text.length >= 3 &&
        (LEAKS.some(([, pattern]) => pattern.test(text)) ||
          personalNumbers.some((number) => text.includes(number))),
    );
}

/** What an answer reveals that it must not: leaks and personal numbers that are not echoes of `sent`. */
export function leakProblems(
  body: string,
  sent: Iterable<string>,
  personalNumbers: readonly string[],
): string[] {
  let text = readableText(body);
  for (const echo of sent) if (echo.length >= 3) text = text.split(echo).join('');
  const problems = LEAKS.filter(([, pattern]) => pattern.test(text)).map(
    ([what]) => `the body shows ${what}`,
  );
  if (personalNumbers.some((number) => text.includes(number)))
    problems.push('the body shows a personal number');
  return problems;
}

function bodyProblems(
  operation: OpenApiOperation,
  status: number,
  contentType: string,
  body: string,
): string[] {
  if (status === 204) return body === '' ? [] : ['a 204 with a body'];
  if (!contentType.startsWith('application/json')) return [`a ${contentType || 'typeless'} body, not JSON`];
  const schema = responseSchema(operation, status) ?? (status >= 400 ? API_ERROR_SCHEMA : undefined);
  if (schema === undefined) return [`status ${String(status)} is not declared in the OpenAPI document`];
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return ['a body that is not JSON'];
  }
  const problems: string[] = [];
  const validate = validatorFor(schema);
  if (!validate(json)) problems.push(`the body breaks its schema: ${ajv.errorsText(validate.errors)}`);
  if (status >= 400 && !validatorFor(API_ERROR_SCHEMA)(json))
    problems.push('an error body without code and message');
  return problems;
}

export interface ApiAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: string;
}

/**
 * A file the member downloads or opens (a CSV export, a PDF, an SIE file): a 200 sent as a named attachment
 * or inline file, not JSON. Its bytes are still searched for leaks, and its headers checked, like any other answer.
 */
const isDownload = (answer: ApiAnswer): boolean =>
  answer.status === 200 &&
  /^(attachment|inline); filename=/.test(String(answer.headers['content-disposition'] ?? ''));

/** Everything wrong with one API answer (docs/quality.md goal 18), given what was sent and who exists. */
export function answerProblems(
  operation: OpenApiOperation,
  path: string,
  answer: ApiAnswer,
  sent: Iterable<string>,
  personalNumbers: readonly string[],
): string[] {
  const problems = answer.status >= 500 ? [`a server error ${String(answer.status)}`] : [];
  const contentType = String(answer.headers['content-type'] ?? '');
  return [
    ...problems,
    ...(isDownload(answer) ? [] : bodyProblems(operation, answer.status, contentType, answer.body)),
    ...leakProblems(answer.body, sent, personalNumbers),
    ...securityHeaderProblems(answer.headers, path, false),
  ];
}

/**
 * A raw path whose `..` segments climb out of /api asks for another page, as a browser would resolve it:
 * it may answer as that page does, but never with a server error or without the security headers.
 */
export function answerOutsideApiProblems(path: string, answer: ApiAnswer): string[] {
  return [
    ...(answer.status >= 500 ? [`a server error ${String(answer.status)}`] : []),
    ...securityHeaderProblems(answer.headers, path, false),
  ];
}
