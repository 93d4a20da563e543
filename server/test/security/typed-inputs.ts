import type { JsonSchema } from './json-schema-arbitrary.js';
import { parametersIn, requestBodySchema, type OpenApiOperation } from './openapi-operations.js';

/** What a person types that is not free text: a day, a moment (day and time) or a number. */
export type TypedKind = 'day' | 'moment' | 'number';

/** One typed value a route takes, where it is and how the answer names it. */
export interface TypedSite {
  readonly location: 'path' | 'query' | 'body';
  /** As `fieldErrors` names it: `limit`, `requested.0.dueOn`. */
  readonly field: string;
  /** The body's top-level alternative it is in (an order step's kind), 0 when there is one. */
  readonly variant: number;
  readonly kind: TypedKind;
}

// Named as days are: payOn, dueOn, scheduledOn, validUntil, date, from, to. Moments: startsAt.
const DAY_NAME = /(?:Date|Day|On|Until)$|^(?:date|day|from|to|until)$/;
const MOMENT_NAME = /At$/;
const NUMBER_NAME = /^(?:year|years|limit|hours)$|(?:Bp|Ore|Kr|Ha|Percent|Count)$/;

/** Numbers a count, a year, a rate or an amount may be: a pattern that takes one is a number's. */
const SMALL_NUMBERS = ['0', '1', '5', '10', '16', '100', '2026'];

const firstType = (schema: JsonSchema): string | undefined =>
  typeof schema.type === 'string' ? schema.type : schema.type?.find((type) => type !== 'null');

/** A day or moment by its format or name; a number by its type, a pattern that takes one, or its name. */
function kindOf(name: string, schema: JsonSchema): TypedKind | undefined {
  if (schema.format === 'date-time' || MOMENT_NAME.test(name)) return 'moment';
  if (schema.format === 'date' || DAY_NAME.test(name)) return 'day';
  const type = firstType(schema);
  if (type === 'integer' || type === 'number') return 'number';
  const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern);
  if (type === 'string' && SMALL_NUMBERS.some((text) => pattern?.test(text))) return 'number';
  return NUMBER_NAME.test(name) ? 'number' : undefined;
}

function bodySites(schema: JsonSchema, path: string[], variant: number): TypedSite[] {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives !== undefined) return alternatives.flatMap((option) => bodySites(option, path, variant));
  if (schema.properties !== undefined) {
    return Object.entries(schema.properties).flatMap(([key, child]) =>
      bodySites(child, [...path, key], variant),
    );
  }
  if (schema.items !== undefined) return bodySites(schema.items, [...path, '0'], variant);
  const name = path.at(-1) ?? '';
  const kind = /^\d+$/.test(name) ? undefined : kindOf(name, schema);
  return kind === undefined ? [] : [{ location: 'body', field: path.join('.'), variant, kind }];
}

/** The body's top-level alternatives (an order step's kinds), or the body itself. */
export const bodyVariants = (operation: OpenApiOperation): JsonSchema[] => {
  const body = requestBodySchema(operation);
  if (body === undefined) return [];
  return [...(body.anyOf ?? body.oneOf ?? [body])];
};

/** Every typed value of an operation: path and query parameters, and fields of its JSON body. */
export function typedSites(operation: OpenApiOperation): TypedSite[] {
  const parameters = (['path', 'query'] as const).flatMap((location) =>
    parametersIn(operation, location).flatMap((parameter): TypedSite[] => {
      const kind = kindOf(parameter.name, parameter.schema ?? {});
      return kind === undefined ? [] : [{ location, field: parameter.name, variant: 0, kind }];
    }),
  );
  const inBody = bodyVariants(operation).flatMap((variant, index) => bodySites(variant, [], index));
  return [...parameters, ...inBody];
}

/** A copy of `value` with `leaf` at `path`, making the objects and arrays on the way. */
export function withValueAt(value: unknown, path: readonly string[], leaf: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return leaf;
  const isIndex = /^\d+$/.test(key);
  const container: Record<string, unknown> | unknown[] =
    value !== null && typeof value === 'object'
      ? Array.isArray(value)
        ? [...(value as unknown[])]
        : { ...(value as Record<string, unknown>) }
      : isIndex
        ? []
        : {};
  const current = (container as Record<string, unknown>)[key];
  (container as Record<string, unknown>)[key] = withValueAt(current, rest, leaf);
  return container;
}

const FULLWIDTH_ZERO = 0xff10;
const fullwidth = (text: string): string =>
  text.replace(/\d/g, (digit) => String.fromCodePoint(FULLWIDTH_ZERO + Number(digit)));

/** A day far ahead and far back, a day that does not exist, a day not written YYYY-MM-DD. */
export const BAD_DAYS = ['9999-12-31', '0001-01-01', '2026-02-30', '2026-12-1', fullwidth('2026-12-01')];

export const BAD_MOMENTS = [
  '9999-12-31T08:00:00+01:00',
  '0001-01-01T08:00:00Z',
  `${fullwidth('2026-12-01')}T08:00:00Z`,
];

/** The number `value` as no decimal reader takes it: other bases, an exponent, padding, a sign, other digits. */
export const nonDecimalSpellings = (value: number): string[] => [
  `0x${value.toString(16)}`,
  `0X${value.toString(16).toUpperCase()}`,
  `0o${value.toString(8)}`,
  `0b${value.toString(2)}`,
  `${String(value)}e0`,
  ` ${String(value)}`,
  `${String(value)} `,
  `+${String(value)}`,
  fullwidth(String(value)),
  'Infinity',
];
