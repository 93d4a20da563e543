import fc from 'fast-check';
import { PERSONAS } from '../../src/db/seed/personas.js';

/** Inputs attackers and unlucky users send: injection, traversal, markup, odd unicode, identity numbers. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE person; --",
  "1' UNION SELECT personal_number FROM person --",
  '1; SELECT pg_sleep(5) --',
  '" OR 1=1 --',
  "\\'; --",
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..\\..\\..\\windows\\win.ini',
  '/%2e%2e/%2e%2e/etc/passwd',
  '%00',
  '\u0000',
  '__proto__',
  'constructor',
  'prototype',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '${7*7}',
  '{{7*7}}',
  '${jndi:ldap://x/a}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x7fffffff',
  '',
  ' ',
  '\t\r\n',
  '\u202Eevil.exe',
  '\uFEFF',
  '\uD800',
  '👩‍👩‍👧‍👦🌲',
  'Åsa Öberg-Ängström',
  'ﷺ'.repeat(50),
  PERSONAS.member.personalNumber,
  `${PERSONAS.member.personalNumber.slice(0, 8)}-${PERSONAS.member.personalNumber.slice(8)}`,
  '100245',
  '999999',
];

/** Keys that pollute prototypes when a parser or merge is careless. */
export const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', ''];

const hugeString = fc.constantFrom(5_000, 100_000, 1_100_000).map((length) => 'Å'.repeat(length));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 80 }) },
  { weight: 1, arbitrary: hugeString },
);

const nestedArrays = fc.integer({ min: 50, max: 500 }).map((depth) => {
  let value: unknown = [];
  for (let level = 0; level < depth; level++) value = [value];
  return value;
});

const pollutingObject = fc
  .constantFrom('{"__proto__":{"polluted":"ja"}}', '{"constructor":{"prototype":{"polluted":"ja"}}}')
  .map((json) => JSON.parse(json) as unknown);

/** A value of any type but the expected one, or an expected type with a hostile content. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constantFrom(null, {}, [], 0, -1, Number.MAX_SAFE_INTEGER + 2) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: pollutingObject },
  { weight: 1, arbitrary: nestedArrays },
);

/** Keys no schema declares, the prototype's among them. */
export const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_KEYS),
  fc.string({ maxLength: 20 }),
);

/** Bodies a JSON parser must refuse without falling over. */
export const MALFORMED_JSON = [
  '{',
  '{"flow":',
  '[1,2',
  '{"a":1}}',
  "{'a':1}",
  '{"a":NaN}',
  'nul',
  '\u0000',
  '{"__proto__":{"polluted":"ja"}}',
  '{"a":1,"a":2}',
  '"\\ud800"',
];

/** Content types a JSON API does not take. */
export const FOREIGN_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=gräns',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
];
