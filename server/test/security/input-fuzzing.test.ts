import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Role } from '#contracts/roles';
import { PERSONA_FOR_ROLE, PERSONAS } from '../../src/db/seed/personas.js';
import { seedDemo } from '../../src/db/seed/seed-demo.js';
import type { ApiRouteRule } from '../../src/plugins/access.js';
import { listenForBankId, SAME_ORIGIN } from '../../src/testing/bankid-login.js';
import { type TestApp } from '../../src/testing/test-app.js';
import { portalForTests } from '../../src/testing/portal-for-tests.js';
import { openApiDocument, operationOf } from './openapi-operations.js';
import { allowedRole, personaCookie } from './persona-sessions.js';
import { injectOptions, requestPlans, sentTexts } from './request-plan.js';
import { probeRequests, type RequestProbe } from './request-probe.js';
import {
  answerOutsideApiProblems,
  answerProblems,
  personalNumberForms,
  suspiciousTexts,
} from './response-oracles.js';

/** `FUZZ_SEED=<seed>` replays a run; `FUZZ_RUNS` generates more (or fewer) requests per route. */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
if (!Number.isSafeInteger(SEED))
  throw new Error(`FUZZ_SEED must be an integer, not ${String(process.env.FUZZ_SEED)}`);
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const REPLAY = `FUZZ_SEED=${String(SEED)} npx vitest run server/test/security/input-fuzzing.test.ts`;

/** A route that breaks on a quote, as one that splices input into SQL would: the fuzzer must find it. */
const FRAGILE = {
  method: 'GET',
  url: '/api/test/fragile',
  access: 'public',
  allowReadOnly: false,
  audit: false,
} as const;

function registerFragileRoute(test: TestApp): void {
  test.app.withTypeProvider<ZodTypeProvider>().get(
    FRAGILE.url,
    {
      config: { access: FRAGILE.access },
      schema: {
        querystring: z.object({ q: z.string().optional() }),
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    // Breaks on what an injection or template string carries, as a handler that pastes input into SQL or
    // markup would: so the self-test below finds it whatever the seed (a quote alone, FUZZ_SEED=595782507
    // did not come up in 500 runs).
    async (request) => {
      const special = /['"<>{}$%]/.exec(request.query.q ?? '');
      if (special !== null) throw new Error(`syntax error at or near "${special[0]}"`);
      return { ok: true };
    },
  );
}

/**
 * The one answer that shows a personal number by design (docs/adr/0009-sie-export.md): a sole proprietor's
 * SIE file names the business by its organisation number, which is the member's own personnummer, when the
 * member exports it. Only that line, with the signed-in person's own number, on that route.
 */
const OWN_NUMBER_IN_FILE = 'GET /api/Ir/ExportSie/:year';
const ownOrganisationNumberLine = (role: Role): string => {
  const own = PERSONAS[PERSONA_FOR_ROLE[role].persona].personalNumber;
  return `#ORGNR ${own.slice(2, 8)}-${own.slice(8)}`;
};

const prototypeKeys = (): string => Object.getOwnPropertyNames(Object.prototype).sort().join();

interface RouteStats {
  requests: number;
  reachedHandler: number;
  tooMany: number;
  statuses: Map<number, number>;
}

/**
 * Goal 18: requests generated from the OpenAPI document (params, query, headers, body), valid-shaped and
 * hostile, to every API route, anonymous and signed in. No 5xx, every body as declared, no stack, SQL
 * or personal number, every security header, no prototype pollution.
 */
describe('every API route, fuzzed from its OpenAPI schemas', () => {
  let probe: RequestProbe;
  let personalNumbers: string[];
  /** Suspicious texts any request sent so far: answers may repeat what an earlier one stored. */
  const echoes = new Set<string>();

  const test = portalForTests({ ready: false });
  beforeAll(async () => {
    probe = probeRequests(test.app);
    registerFragileRoute(test);
    await test.app.ready();
    await seedDemo(test.db);
    await listenForBankId(test);
    const people = await test.db.query<{ personal_number: string }>('SELECT personal_number FROM person');
    personalNumbers = personalNumberForms(people.map((person) => person.personal_number));
  });

  /** A signed-in session for the route's role, renewed whenever a call replaced or ended it. */
  function sessionOf(role: Role) {
    let cookie: string | undefined;
    return {
      async current(): Promise<string> {
        cookie ??= await personaCookie(test, role);
        return cookie;
      },
      afterAnswer(response: LightMyRequestResponse): void {
        if (response.cookies.some((set) => set.name === test.config.session.cookieName)) cookie = undefined;
      },
    };
  }

  async function fuzz(route: ApiRouteRule, stats: RouteStats): Promise<void> {
    const operation = operationOf(openApiDocument(test.app), route);
    const role = allowedRole(route);
    const session = sessionOf(role);
    const ownLines = (who: 'anonymous' | 'signed in'): string[] =>
      who === 'signed in' && `${route.method} ${route.url}` === OWN_NUMBER_IN_FILE
        ? [ownOrganisationNumberLine(role)]
        : [];
    const pollutionFree = prototypeKeys();
    // Anonymous callers of a protected route stop at the guard, so most calls there are signed in.
    const anonymousWeight = route.access === 'public' ? 3 : 1;
    const caller = fc.oneof(
      { weight: anonymousWeight, arbitrary: fc.constant('anonymous' as const) },
      { weight: 3, arbitrary: fc.constant('signed in' as const) },
    );
    await fc.assert(
      fc.asyncProperty(requestPlans(operation, route.method), caller, async (plan, who) => {
        // Rate limits would answer most calls with 429; they have their own test.
        if (++stats.requests % 20 === 0) await test.db.query('DELETE FROM rate_limit');
        for (const text of suspiciousTexts(sentTexts(plan), personalNumbers)) echoes.add(text);
        const options = injectOptions(route, plan);
        const tags = probe.tag();
        const cookie = who === 'signed in' ? { cookie: await session.current() } : {};
        const response = await test.app.inject({
          ...options,
          headers: { ...options.headers, ...SAME_ORIGIN, ...tags, ...cookie },
        });
        if (who === 'signed in') session.afterAnswer(response);
        stats.statuses.set(response.statusCode, (stats.statuses.get(response.statusCode) ?? 0) + 1);
        if (probe.reachedHandler(tags)) stats.reachedHandler++;
        if (response.statusCode === 429) stats.tooMany++;
        // The path as the server resolves it: dot segments of a raw path are applied.
        const path = new URL(options.url, 'http://portal.test').pathname;
        const answer = { status: response.statusCode, headers: response.headers, body: response.body };
        const problems = path.startsWith('/api/')
          ? answerProblems(operation, path, answer, [...echoes, ...ownLines(who)], personalNumbers)
          : answerOutsideApiProblems(path, answer);
        if (prototypeKeys() !== pollutionFree) problems.push('Object.prototype gained a property');
        if (problems.length > 0) {
          throw new Error(
            `${who} ${route.method} ${options.url.slice(0, 200)} → ${String(response.statusCode)}: ` +
              `${problems.join('; ')}\nbody: ${response.body.slice(0, 300)}\nreplay: ${REPLAY}`,
          );
        }
      }),
      { seed: SEED, numRuns: RUNS, includeErrorInReport: true },
    );
  }

  it(
    `answers ${String(RUNS)} generated requests per route without a 5xx, leak or undeclared body`,
    { timeout: 300_000 },
    async () => {
      console.info(`Input fuzzing with FUZZ_SEED=${String(SEED)}; replay: ${REPLAY}`);
      const started = Date.now();
      const failures: string[] = [];
      const report: string[] = [];
      for (const route of test.app.apiRoutes.filter((candidate) => candidate.url !== FRAGILE.url)) {
        const stats: RouteStats = { requests: 0, reachedHandler: 0, tooMany: 0, statuses: new Map() };
        const routeStarted = Date.now();
        try {
          await fuzz(route, stats);
        } catch (error) {
          failures.push(`${route.method} ${route.url}: ${(error as Error).message}`);
        }
        const statuses = [...stats.statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${String(status)}×${String(count)}`);
        report.push(
          `${route.method} ${route.url}: ${String(stats.requests)} requests, ${String(stats.reachedHandler)} reached the handler; ${statuses.join(' ')} (${String(Date.now() - routeStarted)} ms)`,
        );
        // The fuzzer must get past validation sometimes, and rate limits must not answer for it.
        if (stats.reachedHandler === 0)
          failures.push(`${route.method} ${route.url}: no request reached the handler`);
        if (stats.tooMany > stats.requests / 10)
          failures.push(`${route.method} ${route.url}: ${String(stats.tooMany)} answers were 429`);
      }
      const total = report.length * RUNS;
      console.info(
        `${report.join('\n')}\n${String(total)} requests in ${String(Date.now() - started)} ms, FUZZ_SEED=${String(SEED)}`,
      );
      expect(failures, `replay: ${REPLAY}`).toEqual([]);
    },
  );

  it('finds a route that fails on hostile input, and says how to replay it', async () => {
    const stats: RouteStats = { requests: 0, reachedHandler: 0, tooMany: 0, statuses: new Map() };
    const found = await fuzz(FRAGILE, stats).then(
      () => 'nothing',
      (error: unknown) => String(error),
    );
    expect(found).toContain('a server error 500');
    expect(found).toContain(`FUZZ_SEED=${String(SEED)}`);
  });
});
