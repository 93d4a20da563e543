import fc from 'fast-check';
import { addDays, swedishDayAt } from '#contracts/calendar-day';
import { extraKey, hostileValue } from './hostile-values.js';

/** The JSON Schema subset the routes' zod schemas turn into (OpenAPI 3.0 flavour, with `nullable`). */
export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly nullable?: boolean;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number | boolean;
  readonly exclusiveMaximum?: number | boolean;
}

const firstType = (schema: JsonSchema): string | undefined =>
  typeof schema.type === 'string' ? schema.type : schema.type?.find((type) => type !== 'null');

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  // Unbounded unless the schema bounds it: a pattern such as `^[A-Za-z0-9_-]{87}$` sets its own length.
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const fits = (text: string): boolean => text.length >= min && text.length <= max;
  // A typed day is checked against today (contracts/calendar-day.ts): the days people type lie near it.
  if (schema.format === 'date') {
    return fc.integer({ min: -400, max: 400 }).map((days) => addDays(swedishDayAt(new Date()), days));
  }
  if (schema.pattern !== undefined) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    default:
      return fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, min + 40) });
  }
}

function bound(schema: JsonSchema, side: 'minimum' | 'maximum'): number | undefined {
  const exclusive = side === 'minimum' ? schema.exclusiveMinimum : schema.exclusiveMaximum;
  const step = side === 'minimum' ? 1e-9 : -1e-9;
  if (typeof exclusive === 'number') return exclusive + step;
  const value = schema[side];
  return value !== undefined && exclusive === true ? value + step : value;
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const record = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, validValue(value)]),
  );
  return fc.record(record, { requiredKeys: [...(schema.required ?? [])] });
}

function validShape(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives !== undefined) return fc.oneof(...alternatives.map(validValue));
  if (schema.allOf !== undefined) return validValue(Object.assign({}, ...schema.allOf) as JsonSchema);
  switch (firstType(schema)) {
    case 'string':
      return validString(schema);
    case 'integer':
      return fc.integer({
        min: Math.ceil(bound(schema, 'minimum') ?? -1_000_000),
        max: Math.floor(bound(schema, 'maximum') ?? 1_000_000),
      });
    case 'number':
      return fc.double({
        min: bound(schema, 'minimum') ?? -1e9,
        max: bound(schema, 'maximum') ?? 1e9,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, (schema.minItems ?? 0) + 5),
      });
    case 'object':
      return validObject(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values the schema accepts (as far as JSON Schema can say; zod refinements may still refuse some). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const shape = validShape(schema);
  return schema.nullable === true ? fc.oneof(shape, fc.constant(null)) : shape;
}

const ABSENT = Symbol('absent');

/** An object with each field valid, hostile or missing, plus keys nobody declared. */
function fuzzedObject(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {}).map(([key, value]) =>
    fc.tuple(fc.constant(key), fc.option(fuzzedValue(value, depth + 1), { nil: ABSENT, freq: 6 })),
  );
  const extras = fc.array(fc.tuple(extraKey, hostileValue), { maxLength: 3 });
  return fc.tuple(fc.tuple(...fields), extras).map(([declared, extra]) => {
    const object: Record<string, unknown> = {};
    for (const [key, value] of [...declared, ...extra]) {
      // defineProperty, so `__proto__` becomes an own key that JSON.stringify sends.
      if (value !== ABSENT) Object.defineProperty(object, key, { value, enumerable: true, writable: true });
    }
    return object;
  });
}

/** Mostly well-shaped values with hostile parts: what a fuzzer sends to find the edge of validation. */
export function fuzzedValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const variants: fc.WeightedArbitrary<unknown>[] = [
    { weight: 4, arbitrary: validValue(schema) },
    { weight: 2, arbitrary: hostileValue },
  ];
  if (firstType(schema) === 'object' && depth < 3) {
    variants.push({ weight: 4, arbitrary: fuzzedObject(schema, depth) });
  }
  if (firstType(schema) === 'array' && depth < 3) {
    variants.push({
      weight: 2,
      arbitrary: fc.array(fuzzedValue(schema.items ?? {}, depth + 1), { maxLength: 8 }),
    });
  }
  return fc.oneof(...variants);
}
