import { Writable } from 'node:stream';
import { pino, type LoggerOptions } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { testConfig } from '../testing/test-app.js';
import { systemClock } from '../lib/clock.js';
import {
  holdsPersonalNumber,
  ORDINARY_NUMBERS,
  personalNumberSpellings,
} from '../testing/personal-number-spellings.js';
import { buildLoggedTestApp } from '../../test/security/log-capture.js';
import { loggerOptions, maskPersonalNumbers } from './logger.js';

describe('masking identity numbers', () => {
  it('masks personnummer and organisationsnummer in every common form', () => {
    for (const number of [
      '19121212-1212',
      '191212121212',
      '121212-1212',
      '1212121212',
      '556677-8899',
      '19121212+1212',
    ]) {
      expect(maskPersonalNumbers(`id ${number} x`)).toBe(`id ${'*'.repeat(number.length)} x`);
    }
  });

  it('masks them percent-escaped, twice escaped, or split by a space, as a URL may carry them', () => {
    expect(maskPersonalNumbers('/api/x/%31%39%31%32%31%32%31%32%2d%31%32%31%32')).toBe(
      '/api/x/*************',
    );
    expect(maskPersonalNumbers('/api/x/%2531%2539121212%2D1212')).toBe('/api/x/*************');
    expect(maskPersonalNumbers('?q=19121212%201212&r=1')).toBe('?q=*************&r=1');
    expect(maskPersonalNumbers('?q=19121212 - 1212')).toBe('?q=***************');
  });

  it('masks every spelling a person might type or paste: separators, 10 or 12 digits, any decimal digits', () => {
    const sven = '197005069757';
    const spellings = personalNumberSpellings(sven);
    expect(spellings.length).toBeGreaterThan(100);
    const shown = spellings.flatMap((spelling) =>
      [`Anteckning: ${spelling}.`, `/api/x?note=${encodeURIComponent(spelling)}&y=1`]
        .map(maskPersonalNumbers)
        .filter((masked) => holdsPersonalNumber(masked, sven)),
    );
    expect(shown).toEqual([]);
    // The check reads them all as the number before masking.
    expect(spellings.filter((spelling) => !holdsPersonalNumber(spelling, sven))).toEqual([]);
  });

  it('leaves order numbers, dates, times, amounts, bank accounts, phone numbers and coordinates alone', () => {
    for (const text of ORDINARY_NUMBERS) expect(maskPersonalNumbers(`är ${text} här`)).toBe(`är ${text} här`);
  });

  it('masks a database error’s detail and leaves out its bind values', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = pino({ ...(loggerOptions('info') as LoggerOptions) }, stream);
    const error = Object.assign(new Error('duplicate key value violates unique constraint'), {
      detail: 'Key (personal_number)=(191212121212) already exists.',
      params: ['191212121212', 'Karin'],
    });
    log.error({ err: error }, 'request failed');
    const logged = (JSON.parse(lines.join('')) as { err: Record<string, unknown> }).err;
    expect(logged.detail).toBe('Key (personal_number)=(************) already exists.');
    expect(logged).not.toHaveProperty('params');
    expect(logged.message).toBe('duplicate key value violates unique constraint');
  });

  it('leaves years, amounts and short numbers alone', () => {
    expect(maskPersonalNumbers('2026-11-22 kostade 12345 kr, order 1234')).toBe(
      '2026-11-22 kostade 12345 kr, order 1234',
    );
  });
});

describe('the request log', () => {
  it('are one line per request, written with its outcome', async () => {
    const logged = await buildLoggedTestApp(systemClock, 'info');
    await logged.app.inject({ url: '/api/auth/profile' });
    await logged.close();
    const requestLines = logged.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.reqId !== undefined);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/auth/profile' },
      res: { statusCode: 204 },
      responseTime: expect.any(Number) as number,
    });
  });
});

describe('request logs', () => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.destroy();
  });

  it('never contain a personnummer or a cookie', async () => {
    database = await createTestDatabase();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = { ...(loggerOptions('info') as object), stream };
    const app = await buildApp({ config: testConfig(), db: database.db, logger });
    await app.inject({
      url: '/api/Ir/GetStakeholderByPoNo/191212121212',
      headers: { cookie: 'session=abcdefghij' },
    });
    await app.inject({ url: '/minasidor?pnr=19121212-1212' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('GetStakeholderByPoNo/************');
    expect(log).not.toMatch(/19121212-?1212/);
    expect(log).not.toContain('abcdefghij');
  });
});
