import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../src/db/seed/personas.js';
import { securityHeadersPlugin } from '../../src/plugins/security-headers.js';
import { testConfig } from '../../src/testing/test-app.js';
import { answerProblems, personalNumberForms, suspiciousTexts } from './response-oracles.js';

describe('the fuzzing oracles', () => {
  const operation = {
    responses: {
      200: {
        content: {
          'application/json': {
            schema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
          },
        },
      },
    },
  };
  /** The headers the portal sends, from its own plugin: no database needed. */
  const headersOf = async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, { config: testConfig() });
    app.get('/api/x', async () => ({ ok: true }));
    try {
      return (await app.inject({ url: '/api/x' })).headers;
    } finally {
      await app.close();
    }
  };
  const number = PERSONAS.member.personalNumber;

  it('see server errors, bodies off their schema, leaks and missing headers, but not echoes', async () => {
    const headers = await headersOf();
    const problemsOf = (status: number, body: string, sent: string[] = [], answerHeaders = headers) =>
      answerProblems(
        operation,
        '/api/x',
        { status, headers: answerHeaders, body },
        sent,
        personalNumberForms([number]),
      );
    const json = (value: unknown) => JSON.stringify(value);

    expect(problemsOf(200, json({ ok: true }))).toEqual([]);
    expect(problemsOf(500, json({ code: 'INTERNAL_ERROR', message: 'Fel' }))).toEqual(['a server error 500']);
    expect(problemsOf(200, json({ ok: 'ja' }))[0]).toMatch(/^the body breaks its schema/);
    expect(problemsOf(201, json({ ok: true }))).toEqual([
      'status 201 is not declared in the OpenAPI document',
    ]);
    expect(problemsOf(400, json({ error: 'Bad Request' }))[0]).toMatch(/^the body breaks its schema/);
    expect(
      problemsOf(
        400,
        json({ code: 'X', message: 'at Object.<anonymous> (/work/main/server/src/app.ts:12:3)' }),
      ),
    ).toEqual(['the body shows a stack frame', 'the body shows a source path']);
    expect(problemsOf(400, json({ code: 'X', message: 'SELECT * FROM person' }))).toEqual([
      'the body shows SQL',
    ]);
    expect(problemsOf(400, json({ code: 'X', message: 'relation "person" does not exist' }))).toEqual([
      'the body shows a database error',
    ]);
    const shortForm = `${number.slice(2, 8)}-${number.slice(8)}`;
    expect(problemsOf(400, json({ code: 'X', message: `Okänd: ${shortForm}` }))).toEqual([
      'the body shows a personal number',
    ]);
    expect(problemsOf(400, json({ code: 'X', message: "SELECT 1 ' OR 1=1" }), ["SELECT 1 ' OR 1=1"])).toEqual(
      [],
    );
    expect(problemsOf(200, json({ ok: true }), [], { ...headers, 'cache-control': 'public' })).toEqual([
      'API answer not no-store',
    ]);
  });

  it('remember of what was sent only what would look like a leak, trimmed as a form stores it', () => {
    const forms = personalNumberForms([number]);
    expect(suspiciousTexts(['  SELECT 1 FROM x ', 'Erik', number, 'ÅÅÅ'], forms)).toEqual([
      '  SELECT 1 FROM x ',
      'SELECT 1 FROM x',
      number,
      number,
    ]);
  });
});
