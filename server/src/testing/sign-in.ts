import type { Clock } from '../lib/clock.js';
import { systemClock } from '../lib/clock.js';
import { createSessionRepository } from '../session/session.repository.js';
import { createSessionService, type ActiveSession } from '../session/session.service.js';
import type { TestApp } from './test-app.js';

/**
 * A real session in the test's database, as a finished login leaves it; returns the `cookie` header
 * that carries it. Tests about something other than logging in start here.
 */
export async function signIn(
  test: TestApp,
  session: ActiveSession,
  clock: Clock = systemClock,
): Promise<string> {
  const service = createSessionService({ repository: createSessionRepository(test.db), clock });
  const token = await service.start(session);
  return `${test.config.session.cookieName}=${token}`;
}
