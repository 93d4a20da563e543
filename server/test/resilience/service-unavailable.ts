import { expect } from 'vitest';

/** What no error answer may ever contain: stack frames, SQL, driver messages. */
const LEAKS = [
  /\bat \S+ \(/,
  /\b(SELECT|INSERT|UPDATE|DELETE)\b/i,
  /Connection terminated|timeout|PGlite|pg_/i,
];

export const SERVICE_UNAVAILABLE = {
  code: 'SERVICE_UNAVAILABLE',
  message: 'Tjänsten är tillfälligt otillgänglig. Försök igen om en stund.',
};

/** The answer a client gets while the database is away: 503, Retry-After, a Swedish message, nothing inside. */
export function expectServiceUnavailable(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}): void {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(JSON.parse(response.body)).toEqual(SERVICE_UNAVAILABLE);
  for (const leak of LEAKS) expect(response.body).not.toMatch(leak);
}
