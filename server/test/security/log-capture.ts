import { Writable } from 'node:stream';
import { buildApp } from '../../src/app.js';
import type { Clock } from '../../src/lib/clock.js';
import { decodePercentEscapesFully } from '../../src/lib/percent-escapes.js';
import { loggerOptions } from '../../src/plugins/logger.js';
import { holdsPersonalNumber } from '../../src/testing/personal-number-spellings.js';
import { testConfig, type TestApp } from '../../src/testing/test-app.js';
import { createTestDatabase } from '../../src/testing/test-database.js';
import { textsIn } from './request-plan.js';

export interface LoggedTestApp extends TestApp {
  /** Every line the portal logged, as written (JSON). */
  readonly lines: readonly string[];
}

/** The portal with its production logger (masking, redaction) writing into memory, not yet ready. */
export async function buildLoggedTestApp(
  clock: Clock,
  level = 'trace',
  env: Record<string, string> = {},
): Promise<LoggedTestApp> {
  const { db, destroy } = await createTestDatabase();
  const config = testConfig(env);
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const logger = { ...(loggerOptions(level) as object), stream };
  const app = await buildApp({ config, db, clock, logger, healthCacheMs: 0 });
  return {
    app,
    db,
    config,
    lines,
    async close() {
      await app.close();
      await destroy();
    },
  };
}

export interface Secret {
  readonly value: string;
  readonly kind: string;
}

/**
 * Which lines hold which secret: `line 12: a session id`. A line is read as written and as a reader who
 * decodes its percent-escapes would read it, so `%31%39…` in a logged URL is found too.
 */
export function secretsInLines(lines: readonly string[], secrets: readonly Secret[]): string[] {
  const found: string[] = [];
  lines.forEach((line, index) => {
    const decoded = decodePercentEscapesFully(line);
    for (const { value, kind } of secrets) {
      if (line.includes(value) || decoded.includes(value)) {
        found.push(`line ${String(index + 1)}: ${kind} (${line.slice(0, 160)})`);
      }
    }
  });
  return found;
}

/** Every text of a JSON log line: its keys and string values, nested ones too. */
const textsOf = (line: string): string[] => textsIn(JSON.parse(line));

/**
 * Which lines hold which personal number (12 digits) in any spelling: each text of the line read as a
 * reader reads it, escapes decoded and any decimal digits taken as 0–9, whatever stands between them.
 */
export function personalNumbersInLines(lines: readonly string[], twelves: readonly string[]): string[] {
  const found: string[] = [];
  lines.forEach((line, index) => {
    for (const text of textsOf(line)) {
      const numbers = twelves.filter((twelve) => holdsPersonalNumber(text, twelve));
      if (numbers.length > 0) found.push(`line ${String(index + 1)}: ${text.slice(0, 160)}`);
    }
  });
  return found;
}
