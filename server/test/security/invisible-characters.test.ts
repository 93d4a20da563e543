import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_ORIGIN } from '../../src/testing/bankid-login.js';
import { INVISIBLE_CHARACTERS } from '../../src/testing/invisible-characters.js';
import type { TestApp } from '../../src/testing/test-app.js';
import { databaseFingerprint } from './database-fingerprint.js';
import { openApiDocument, operationOf } from './openapi-operations.js';
import { allowedRole, demoPortal, personaCookie } from './persona-sessions.js';
import { injectOptions, validPlans, type RequestPlan } from './request-plan.js';

const MESSAGE = 'Texten innehåller ett osynligt styrtecken som inte kan sparas. Ta bort det och försök igen.';

/** What a read may write: who read what (staff audit) and how often (rate limits). */
const BOOKKEEPING = ['audit_event', 'rate_limit'];

/** The character put in the middle of the text, where no trimming takes it away. */
function withCharacter(text: string, character: string): string {
  const points = Array.from(text);
  const half = Math.floor(points.length / 2);
  return [...points.slice(0, half), character, ...points.slice(half)].join('');
}

/** One text a request carries, by the field name the answer gives it, and the request with it changed. */
interface TextSite {
  readonly field: string;
  readonly plan: (character: string) => RequestPlan;
}

function bodySites(value: unknown, path: string[], rebuild: (changed: unknown) => RequestPlan): TextSite[] {
  if (typeof value === 'string') {
    const field = path.join('.') || 'body';
    return [{ field, plan: (character) => rebuild(withCharacter(value, character)) }];
  }
  if (value === null || typeof value !== 'object') return [];
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index): [string, unknown] => [String(index), item])
    : Object.entries(value);
  return entries.flatMap(([key, item]) =>
    bodySites(item, [...path, key], (changed) =>
      rebuild(
        Array.isArray(value)
          ? value.map((other: unknown, index) => (String(index) === key ? changed : other))
          : { ...value, [key]: changed },
      ),
    ),
  );
}

/** Every text of the plan: path parameters, query values and the strings of a JSON body. */
function textSites(plan: RequestPlan): TextSite[] {
  const params = Object.entries(plan.params).map(([name, value]) => ({
    field: name,
    plan: (character: string) => ({
      ...plan,
      params: { ...plan.params, [name]: withCharacter(value, character) },
    }),
  }));
  const query = plan.query.map(([name, value], index) => ({
    field: name,
    plan: (character: string) => ({
      ...plan,
      query: plan.query.map((pair, i): [string, string] =>
        i === index ? [name, withCharacter(value, character)] : pair,
      ),
    }),
  }));
  const { body } = plan;
  const inBody =
    body.kind === 'json'
      ? bodySites(body.value, [], (value) => ({ ...plan, body: { kind: 'json', value } }))
      : [];
  return [...params, ...query, ...inBody];
}

const codePoint = (character: string): string =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Names, messages, searches and every other text: on every API route, a text with an invisible control or
 * format character (C0, C1, a bidi control that shows it turned around, a zero-width character…) is refused
 * with 400 naming the field, and stores nothing. Each route meets every character of the class, and each of
 * its texts at least one.
 */
describe('invisible control characters in what is sent', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await demoPortal();
  });
  afterAll(async () => {
    await test.close();
  });

  it('are refused with 400 for the field on every route with text, and nothing is stored', async () => {
    const problems: string[] = [];
    let routesWithText = 0;
    for (const route of test.app.apiRoutes) {
      const operation = operationOf(openApiDocument(test.app), route);
      const plans = fc.sample(validPlans(operation, route.method), { seed: 2_021, numRuns: 3 });
      const sites = plans.flatMap(textSites);
      if (sites.length === 0) continue;
      routesWithText += 1;
      const cookie = await personaCookie(test, allowedRole(route));
      const before = await databaseFingerprint(test.db, BOOKKEEPING);
      const tries = Math.max(sites.length, INVISIBLE_CHARACTERS.length);
      for (let index = 0; index < tries; index += 1) {
        const site = sites[index % sites.length];
        const character = INVISIBLE_CHARACTERS[index % INVISIBLE_CHARACTERS.length] ?? '';
        if (site === undefined) continue;
        // The limits of a few routes would answer 429 long before the class is through.
        if (route.rateLimit !== undefined) await test.db.query('DELETE FROM rate_limit');
        const request = injectOptions(route, site.plan(character));
        const response = await test.app.inject({
          ...request,
          headers: { ...request.headers, ...SAME_ORIGIN, cookie },
        });
        const fieldErrors =
          response.statusCode === 400
            ? response.json<{ fieldErrors?: Record<string, string[]> }>().fieldErrors
            : undefined;
        if (!(fieldErrors?.[site.field] ?? []).includes(MESSAGE)) {
          problems.push(
            `${route.method} ${route.url} with ${codePoint(character)} in ${site.field}: ` +
              `answered ${String(response.statusCode)} ${response.body.slice(0, 200)}`,
          );
        }
      }
      if (JSON.stringify(await databaseFingerprint(test.db, BOOKKEEPING)) !== JSON.stringify(before)) {
        problems.push(`${route.method} ${route.url}: stored something`);
      }
    }
    expect(problems).toEqual([]);
    // Not vacuous: most routes take some text.
    expect(routesWithText).toBeGreaterThan(test.app.apiRoutes.length / 2);
  }, 300_000);
});
