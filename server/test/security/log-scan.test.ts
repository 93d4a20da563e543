import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { BankIdStatus } from '#contracts/bankid';
import { PERSONAS } from '../../src/db/seed/personas.js';
import { seedDemo } from '../../src/db/seed/seed-demo.js';
import {
  bankIdBrowser,
  bankIdPhone,
  cookieFrom,
  listenForBankId,
  SAME_ORIGIN,
} from '../../src/testing/bankid-login.js';
import { bankIdSigning } from '../../src/testing/signed-write.js';
import { testClock } from '../../src/testing/test-clock.js';
import { personalNumberSpellings } from '../../src/testing/personal-number-spellings.js';
import {
  buildLoggedTestApp,
  personalNumbersInLines,
  secretsInLines,
  type LoggedTestApp,
  type Secret,
} from './log-capture.js';
import { openApiDocument, operationOf } from './openapi-operations.js';
import { personalNumbersInUrls } from './personal-number-parameters.js';
import { personalNumberForms } from './response-oracles.js';

const KARIN = PERSONAS.member.personalNumber;
const SVEN = PERSONAS.supplier.personalNumber;
const dashed = (twelve: string): string => `${twelve.slice(0, 8)}-${twelve.slice(8)}`;

/** Test-only routes: two ways to crash with a personal number, and a route that logs what it is sent. */
function registerRoutes(test: LoggedTestApp): void {
  const app = test.app.withTypeProvider<ZodTypeProvider>();
  // A note in the path, the query and a header, logged as a handler might: in the message, in fields, in
  // an error.
  app.get('/api/test/note/:note', { config: { access: 'public' } }, async (request) => {
    const { note } = request.params as { note: string };
    const { q } = request.query as { q?: string };
    request.log.info({ note, q, header: request.headers['x-note'] }, `Anteckning: ${q ?? ''}`);
    request.log.warn({ err: new Error(`Förstod inte ${note}`) }, 'note not understood');
    return {};
  });
  app.get('/api/test/crash', { config: { access: 'public' } }, async () => {
    throw new Error(`Ingen stakeholder för ${dashed(KARIN)}`);
  });
  app.post('/api/test/duplicate-person', { config: { access: 'public' } }, async () => {
    // A unique violation: PostgreSQL names the duplicate value in the error's detail.
    await test.db.query(`INSERT INTO person (personal_number, given_name, surname) VALUES ($1, 'K', 'L')`, [
      KARIN,
    ]);
  });
}

/** Collects what must never be logged as the journeys create it: cookies set and BankID order secrets. */
function watchSecrets(test: LoggedTestApp, secrets: Map<string, Secret>): void {
  const add = (secret: Secret): void => {
    secrets.set(secret.value, secret);
  };
  test.app.addHook('onSend', async (_request: FastifyRequest, reply: FastifyReply) => {
    for (const header of [reply.getHeader('set-cookie') ?? []].flat()) {
      const [name = '', value = ''] = String(header).split(';')[0]?.split('=') ?? [];
      if (value !== '') add({ value, kind: `the ${name} cookie` });
    }
  });
  test.app.addHook('onResponse', async () => {
    const orders = await test.db.query<{
      order_ref: string;
      qr_start_secret: string;
      auto_start_token: string;
    }>('SELECT order_ref, qr_start_secret, auto_start_token FROM bankid_order');
    for (const order of orders) {
      add({ value: order.order_ref, kind: 'an orderRef' });
      add({ value: order.qr_start_secret, kind: 'a qrStartSecret' });
      add({ value: order.auto_start_token, kind: 'an autoStartToken' });
    }
    // A signed write's evidence is kept, never logged (docs/signing.md).
    const evidence = await test.db.query<{ signature: string; ocsp_response: string }>(
      'SELECT signature, ocsp_response FROM signed_write WHERE signature IS NOT NULL',
    );
    for (const signed of evidence) {
      add({ value: signed.signature, kind: 'a BankID signature' });
      add({ value: signed.ocsp_response, kind: 'an OCSP response' });
    }
  });
}

/**
 * Goal 24 and ASVS 14.2.1: what the log holds after real traffic (logins with the simulator, a
 * registration, staff lookups, logouts, refusals and crashes), at the most verbose level.
 */
describe('the log', () => {
  let test: LoggedTestApp;
  const clock = testClock();
  const secrets = new Map<string, Secret>();

  beforeAll(async () => {
    test = await buildLoggedTestApp(clock);
    registerRoutes(test);
    watchSecrets(test, secrets);
    await test.app.ready();
    await seedDemo(test.db);
    await listenForBankId(test);
    await journeys(test, clock);
  });
  afterAll(async () => {
    await test.close();
  });

  it('holds no personal number, session id, flow cookie or BankID secret', () => {
    const personalNumbers = personalNumberForms(
      Object.values(PERSONAS).map((persona) => persona.personalNumber),
    );
    const all = [
      ...secrets.values(),
      ...personalNumbers.map((value) => ({ value, kind: 'a personal number' })),
    ];
    expect(secretsInLines(test.lines, all)).toEqual([]);
    // The scan read real traffic: sessions and orders were made, requests and crashes were logged.
    const made = (kind: string) => [...secrets.values()].filter((secret) => secret.kind === kind).length;
    expect(made(`the ${test.config.session.cookieName} cookie`)).toBeGreaterThan(3);
    expect(made('an orderRef')).toBeGreaterThan(3);
    expect(made('a BankID signature')).toBe(1);
    expect(test.lines.filter((line) => line.includes('"url":"/api/bankid/status')).length).toBeGreaterThan(3);
    expect(test.lines.filter((line) => line.includes('request failed')).length).toBe(2);
  });

  it('holds no personal number in any spelling a person might type, in a URL, a header or a message', () => {
    const twelves = Object.values(PERSONAS).map((persona) => persona.personalNumber);
    expect(personalNumbersInLines(test.lines, twelves)).toEqual([]);
    // Not vacuous: every spelling was sent, and the handler logged what it was sent.
    const notes = test.lines.filter((line) => line.includes('Anteckning'));
    expect(notes.length).toBeGreaterThanOrEqual(personalNumberSpellings(SVEN).length / 2);
  });

  it('masks the personal number in the path of Ir/GetStakeholderByPoNo, the one URL that takes one', () => {
    const lookups = test.lines.filter((line) => line.includes('GetStakeholderByPoNo'));
    expect(lookups.length).toBeGreaterThanOrEqual(4);
    for (const line of lookups) expect(line).toContain('/api/Ir/GetStakeholderByPoNo/************');
  });

  it('finds a secret where there is one', () => {
    const lines = ['{"msg":"ok"}', `{"msg":"hittade ${dashed(KARIN)}"}`];
    expect(secretsInLines(lines, [{ value: dashed(KARIN), kind: 'a personal number' }])).toEqual([
      `line 2: a personal number ({"msg":"hittade ${dashed(KARIN)}"})`,
    ]);
  });
});

describe('API URLs', () => {
  it('take a personal number nowhere but in Ir/GetStakeholderByPoNo/{poNo}', async () => {
    const test = await buildLoggedTestApp(testClock(), 'silent');
    try {
      registerRoutes(test);
      test.app.get('/api/test/lookup/:personalNumber', { config: { access: 'public' } }, async () => ({}));
      test.app.get(
        '/api/test/search',
        {
          config: { access: 'public' },
          schema: { querystring: z.object({ q: z.string().regex(/^\d{12}$/) }) },
        },
        async () => ({}),
      );
      await test.app.ready();
      const document = openApiDocument(test.app);
      const found = personalNumbersInUrls(test.app.apiRoutes, (route) => operationOf(document, route));
      // The two planted here are caught; the earlier API's own lookup is allowed; nothing else.
      expect(found).toEqual([
        'GET /api/test/lookup/{personalNumber}: path parameter personalNumber',
        'GET /api/test/search: query parameter q',
      ]);
    } finally {
      await test.close();
    }
  });
});

/** Real traffic, as browsers and phones make it; every step must go as a user would expect. */
async function journeys(test: LoggedTestApp, clock: ReturnType<typeof testClock>): Promise<void> {
  const browser = bankIdBrowser(test);
  const phone = bankIdPhone(test);
  const sessionCookie = test.config.session.cookieName;
  const post = (url: string, cookie: string, payload?: object) =>
    test.app.inject({
      method: 'POST',
      url,
      headers: { ...SAME_ORIGIN, cookie },
      ...(payload ? { payload } : {}),
    });
  const get = (url: string, cookie?: string) => test.app.inject({ url, headers: cookie ? { cookie } : {} });

  /** QR login: the phone approves, the page polls until complete, then the session. */
  async function qrLogin(personalNumber: string) {
    const { flowCookie } = await browser.start('qr');
    await phone.approve((await phone.newestOrder()).orderRef, personalNumber);
    clock.advance(2_000);
    expect((await browser.status(flowCookie)).json<BankIdStatus>().status).toBe('complete');
    return browser.complete(flowCookie);
  }

  // Karin: QR login, chooses herself among her options, reads her profile, logs out.
  const karin = await qrLogin(KARIN);
  expect(karin.statusCode).toBe(200);
  const chosen = await post(
    `/api/auth/bankid?stakeholderId=${PERSONAS.member.stakeholderId}`,
    cookieFrom(karin, sessionCookie),
  );
  expect(chosen.statusCode).toBe(200);
  const asKarin = cookieFrom(chosen, sessionCookie);
  expect((await get('/api/auth/profile', asKarin)).statusCode).toBe(200);
  expect((await get('/api/Ir/GetLoginOptions', asKarin)).statusCode).toBe(200);
  // She gives Sven a mandate, looking him up by personal number first, and takes it back.
  expect((await get(`/api/Ir/GetStakeholderByPoNo/${SVEN}`, asKarin)).statusCode).toBe(200);
  // Her own number: a mandate is never given to oneself.
  expect((await get(`/api/Ir/GetStakeholderByPoNo/${KARIN}`, asKarin)).statusCode).toBe(400);
  // A wrong check digit.
  const badCheckDigit = `${SVEN.slice(0, 11)}${String((Number(SVEN.slice(11)) + 1) % 10)}`;
  expect((await get(`/api/Ir/GetStakeholderByPoNo/${badCheckDigit}`, asKarin)).statusCode).toBe(400);
  // Signed with BankID (docs/signing.md): the sign order names Karin by personal number.
  const given = await bankIdSigning(test).signed({
    method: 'POST',
    url: '/api/Ir/CreateRight',
    headers: { ...SAME_ORIGIN, cookie: asKarin },
    payload: { personalNumber: dashed(SVEN) },
  });
  expect(given.statusCode).toBe(201);
  const { stakeholderRightId } = given.json<{ stakeholderRightId: string }>();
  expect((await get(`/api/Ir/GetRightEdocs/${stakeholderRightId}`, asKarin)).statusCode).toBe(200);
  expect((await post('/api/Ir/RemoveRight', asKarin, { stakeholderRightId })).statusCode).toBe(204);
  expect(
    (await get(`/api/Ir/GetStakeholderByPoNo/${PERSONAS.stranger.personalNumber}`, asKarin)).statusCode,
  ).toBe(404);
  expect((await get(`/api/Ir/GetStakeholderByPoNo/${KARIN}`)).statusCode).toBe(401);
  expect((await get(`/api/Ir/GetStakeholderByPoNo/${dashed(KARIN)}`, asKarin)).statusCode).toBe(400);
  expect((await post('/api/auth/logout', asKarin)).statusCode).toBe(204);
  expect((await get('/api/auth/profile', asKarin)).statusCode).toBe(204);

  // Erik: same device, through the phone page's autostart link, applies for membership.
  const { flowCookie, status } = await browser.start('same-device', 'mobile');
  const page = await get(status.launchUrl ?? '');
  expect(page.statusCode).toBe(200);
  const token = new URL(status.launchUrl ?? '', 'http://portal').searchParams.get('autostarttoken') ?? '';
  const approved = await test.app.inject({
    method: 'POST',
    url: `/bankid-simulator/app/orders/${(await phone.newestOrder()).orderRef}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      autostarttoken: token,
      persona: PERSONAS.potential.personalNumber,
    }).toString(),
  });
  expect(approved.statusCode).toBe(303);
  const returnNonce = new URL(String(approved.headers.location), 'http://portal').searchParams.get(
    'returnNonce',
  );
  clock.advance(2_000);
  expect((await browser.status(flowCookie, returnNonce ?? undefined)).json<BankIdStatus>().status).toBe(
    'complete',
  );
  const asErik = cookieFrom(await browser.complete(flowCookie), sessionCookie);
  const application = {
    firstName: 'Erik',
    lastName: 'Holm',
    email: 'erik.holm@exempel.se',
    phone: '070-123 45 67',
    street: 'Skogsvägen 1',
    postalCode: '123 45',
    city: 'Skogsby',
    message: `Mitt personnummer är ${dashed(PERSONAS.potential.personalNumber)}`,
    acceptTerms: true,
  };
  expect(
    (
      await post('/api/Ir/RegisterNewUser', asErik, {
        ...application,
        firstName: PERSONAS.potential.personalNumber,
        email: 'x',
      })
    ).statusCode,
  ).toBe(400);
  expect((await post('/api/Ir/RegisterNewUser', asErik, application)).statusCode).toBe(201);
  expect((await get('/api/Ir/GetRegistration', asErik)).statusCode).toBe(200);
  expect((await post('/api/auth/logout', asErik)).statusCode).toBe(204);

  // Lena (staff editor): looks Karin up by member number and serves her.
  const lena = await qrLogin(PERSONAS.editor.personalNumber);
  const asLena = cookieFrom(lena, sessionCookie);
  expect(
    (await get(`/api/Ir/GetLoginOptions?stakeholderId=${PERSONAS.member.stakeholderId}`, asLena)).statusCode,
  ).toBe(200);
  const serving = await post(`/api/auth/bankid?stakeholderId=${PERSONAS.member.stakeholderId}`, asLena, {
    role: 'Editor',
  });
  expect(serving.statusCode).toBe(200);
  const asEditor = cookieFrom(serving, sessionCookie);
  expect((await get('/api/Ir/GetMemberData', asEditor)).statusCode).toBe(200);
  expect((await post('/api/auth/logout', asEditor)).statusCode).toBe(204);

  // Olle: BankID knows him, the association does not.
  expect((await qrLogin(PERSONAS.stranger.personalNumber)).statusCode).toBe(403);

  // Logins that fail: cancelled on the phone, refused by BankID, BankID down.
  const cancelled = await browser.start('qr');
  await phone.cancel((await phone.newestOrder()).orderRef);
  clock.advance(2_000);
  expect((await browser.status(cancelled.flowCookie)).json<BankIdStatus>().status).toBe('failed');
  const refused = await browser.start('qr');
  await phone.fail((await phone.newestOrder()).orderRef, 'certificateErr');
  clock.advance(2_000);
  expect((await browser.status(refused.flowCookie)).json<BankIdStatus>().status).toBe('failed');
  await test.app.inject({
    method: 'POST',
    url: '/bankid-simulator/control/next-error',
    payload: { endpoint: 'auth', httpStatus: 503, errorCode: 'maintenance' },
  });
  const down = await test.app.inject({
    method: 'POST',
    url: '/api/bankid/start',
    headers: SAME_ORIGIN,
    payload: { flow: 'qr', device: 'computer' },
  });
  expect(down.statusCode).toBeGreaterThanOrEqual(400);

  // Refusals and crashes, some carrying a personal number where none belongs.
  expect((await get('/api/Ir/GetRegistration')).statusCode).toBe(401);
  await get(`/minasidor?pnr=${dashed(KARIN)}`);
  expect((await get(`/api/Ir/FinnsInte/${KARIN}`)).statusCode).toBe(404);
  // The same numbers percent-escaped, once or twice, or split by a space or a plus in a query.
  // Digits and a dash only: each one character, one escape.
  const escaped = (text: string): string =>
    text.replace(/./g, (character) => `%${character.charCodeAt(0).toString(16)}`);
  const [birth, serial] = [KARIN.slice(0, 8), KARIN.slice(8)];
  for (const url of [
    `/api/Ir/GetStakeholderByPoNo/${escaped(KARIN)}`,
    `/api/Ir/GetStakeholderByPoNo/${escaped(KARIN).replaceAll('%', '%25')}`,
    `/%61pi/Ir/GetStakeholderByPoNo/${KARIN}`,
    `/api/transactions?q=${birth}%20${serial}`,
    `/api/transactions?q=${birth}+${serial}`,
    `/api/transactions?q=${escaped(dashed(KARIN))}`,
    `/minasidor?pnr=${birth}%2B${serial}`,
  ]) {
    expect((await get(url)).statusCode, url).toBeGreaterThanOrEqual(200);
  }
  // Sven's number in every spelling a person might type or paste, in a path, a query and a header; a
  // header carries only Latin-1, so one with other characters is percent-escaped as a client would.
  for (const spelling of personalNumberSpellings(SVEN)) {
    const inUrl = encodeURIComponent(spelling);
    const header = /^[\x20-\x7e]*$/.test(spelling) ? spelling : inUrl;
    const response = await test.app.inject({
      url: `/api/test/note/${inUrl}?q=${inUrl}`,
      headers: { 'x-note': header },
    });
    expect(response.statusCode, spelling).toBeLessThan(500);
  }
  const crossSite = await test.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { 'sec-fetch-site': 'cross-site' },
  });
  expect(crossSite.statusCode).toBe(403);
  expect((await get(`/api/test/crash?pnr=${KARIN}`)).statusCode).toBe(500);
  expect(
    (await test.app.inject({ method: 'POST', url: '/api/test/duplicate-person', headers: SAME_ORIGIN }))
      .statusCode,
  ).toBe(500);
}
