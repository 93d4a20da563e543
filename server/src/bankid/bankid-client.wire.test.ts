import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createSecureContext } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankIdConfig } from '../config/env.js';
import { testClock } from '../testing/test-clock.js';
import { bankIdClientFromConfig, createBankIdClient } from './bankid-client.js';
import { failure, startTestSimulator } from './simulator/test-simulator.js';

/** The client's wire format and configuration, against a stand-in that records what it is sent. */

const CERTS = join(import.meta.dirname, 'certs');

/** A stand-in for BankID that answers what each test sets and records what it was sent: for what the simulator never does. */
let answer: { status: number; body: string } = { status: 200, body: '{}' };
let received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string } | undefined;
let fakeBankId: Server;
let fakeUrl: string;

beforeAll(async () => {
  fakeBankId = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received = {
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => fakeBankId.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${String((fakeBankId.address() as AddressInfo).port)}/rp/v6.0/`;
});
afterAll(() => new Promise((resolve) => fakeBankId.close(resolve)));

const fakeClient = () => createBankIdClient({ baseUrl: fakeUrl });
const answerWith = (status: number, body: unknown) => {
  answer = { status, body: typeof body === 'string' ? body : JSON.stringify(body) };
};

const TOKENS = { orderRef: 'o', autoStartToken: 'a', qrStartToken: 'q', qrStartSecret: 's' };
const COMPLETION = {
  user: { personalNumber: '195203149710', name: 'Karin Lindqvist', givenName: 'Karin', surname: 'Lindqvist' },
  device: { ipAddress: '192.0.2.1', uhi: 'abc' },
  signature: 'c2ln',
  ocspResponse: 'b2NzcA==',
};

describe('what the client sends', () => {
  it('POSTs exactly application/json to the endpoint, base64 text, and no undefined or empty fields', async () => {
    answerWith(200, TOKENS);
    await fakeClient().auth({
      endUserIp: '192.0.2.1',
      userVisibleData: 'Logga in på Skogsportalen',
      userNonVisibleData: 'ärende 12',
      returnUrl: undefined,
      requirement: { personalNumber: undefined },
      web: { referringDomain: 'portal.example', userAgent: undefined },
    });
    expect([received?.method, received?.url]).toEqual(['POST', '/rp/v6.0/auth']);
    expect(received?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received?.body ?? '')).toEqual({
      endUserIp: '192.0.2.1',
      userVisibleData: Buffer.from('Logga in på Skogsportalen').toString('base64'),
      userNonVisibleData: Buffer.from('ärende 12').toString('base64'),
      web: { referringDomain: 'portal.example' },
    });
  });
});

describe('answers the client refuses', () => {
  it.each([
    ['an order without tokens', 200, { orderRef: 'o' }],
    ['an answer that is not JSON', 200, 'OK'],
    ['an HTML error page', 502, '<html>Bad gateway</html>'],
  ])('%s is invalidResponse', async (_case, status, body) => {
    answerWith(status, body);
    expect(await failure(fakeClient().auth({ endUserIp: '192.0.2.1' }))).toMatchObject({
      httpStatus: status,
      errorCode: 'invalidResponse',
    });
  });

  it('a complete status without completionData is invalidResponse', async () => {
    answerWith(200, { orderRef: 'o', status: 'complete' });
    expect((await failure(fakeClient().collect('o'))).errorCode).toBe('invalidResponse');
  });
});

describe('answers the client tolerates', () => {
  it('tolerates unknown fields, keeps those of the completion data for audit, and reads setUp as stepUp', async () => {
    answerWith(200, {
      orderRef: 'o',
      status: 'complete',
      newField: 1,
      completionData: { ...COMPLETION, setUp: { mrtd: true }, somethingNew: 'x' },
    });
    const result = await fakeClient().collect('o');
    expect(result).toEqual({
      orderRef: 'o',
      status: 'complete',
      completionData: { ...COMPLETION, stepUp: { mrtd: true }, somethingNew: 'x' },
    });
  });

  it('keeps an unknown hint code and an unknown error code', async () => {
    answerWith(200, { orderRef: 'o', status: 'pending', hintCode: 'userFace' });
    expect((await fakeClient().collect('o')).hintCode).toBe('userFace');
    answerWith(400, { errorCode: 'somethingNew', details: 'x' });
    expect(await failure(fakeClient().collect('o'))).toMatchObject({
      httpStatus: 400,
      errorCode: 'somethingNew',
      details: 'x',
    });
  });
});

describe('configuration', () => {
  it('loads the public test certificate with its passphrase, and both CAs', () => {
    expect(() =>
      createSecureContext({
        pfx: readFileSync(join(CERTS, 'FPTestcert5_20240610.p12')),
        passphrase: 'qwerty123',
        ca: [readFileSync(join(CERTS, 'test.ca')), readFileSync(join(CERTS, 'prod.ca'))],
      }),
    ).not.toThrow();
  });

  const simulatorTimings = { startFailedAfterMs: 30_000, expiresAfterMs: 180_000 };

  it('asks for the own simulator address at call time, not before', async () => {
    const simulator = await startTestSimulator({ clock: testClock() });
    let asked = 0;
    const config: BankIdConfig = { mode: 'simulator', simulator: simulatorTimings };
    const configured = bankIdClientFromConfig(config, () => {
      asked++;
      return simulator.rpUrl;
    });
    expect(asked).toBe(0);
    await expect(configured.auth({ endUserIp: '192.0.2.1' })).resolves.toHaveProperty('orderRef');
    expect(asked).toBe(1);
    await simulator.close();
  });

  it('uses mutual TLS over https with the configured files', async () => {
    const config: BankIdConfig = {
      mode: 'test',
      // Nothing answers TLS here: the point is that the https path with the certificate is taken.
      baseUrl: fakeUrl.replace('http:', 'https:'),
      tls: {
        pfxPath: join(CERTS, 'FPTestcert5_20240610.p12'),
        passphrase: 'qwerty123',
        caPath: join(CERTS, 'test.ca'),
      },
      simulator: simulatorTimings,
    };
    const configured = bankIdClientFromConfig(config, () => 'unused');
    expect(await failure(configured.collect('o'))).toMatchObject({ httpStatus: 0, errorCode: 'network' });
  });

  it('refuses test or production mode without a base URL', () => {
    expect(() => bankIdClientFromConfig({ mode: 'test', simulator: simulatorTimings }, () => 'x')).toThrow();
  });
});
