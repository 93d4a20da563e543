import type { Clock } from '../lib/clock.js';
import { systemClock } from '../lib/clock.js';
import { insertDelegatedRight, insertPerson, insertPersonStakeholder } from '../db/seed/builders.js';
import { createSessionRepository } from '../session/session.repository.js';
import { createSessionService, type ActiveSession } from '../session/session.service.js';
import type { TestApp } from './test-app.js';

/**
 * A real session in the test's database, as a finished login leaves it; returns the `cookie` header
 * that carries it. Tests about something other than logging in start here. A representative's login
 * always rests on a mandate, so one is given (for all estates) when the test has not given one itself.
 */
export async function signIn(
  test: TestApp,
  session: ActiveSession,
  clock: Clock = systemClock,
): Promise<string> {
  if (session.roles.includes('DelegatedRight') && session.stakeholderId !== null) {
    const given = await test.db.query(
      'SELECT 1 FROM delegated_right WHERE grantor_stakeholder_id = $1 AND grantee_person_id = $2',
      [session.stakeholderId, session.personId],
    );
    if (given.length === 0) {
      await insertDelegatedRight(test.db, { id: session.stakeholderId }, { id: session.personId });
    }
  }
  const service = createSessionService({ repository: createSessionRepository(test.db), clock });
  const token = await service.start(session);
  return `${test.config.session.cookieName}=${token}`;
}

/** A new member, in person, logged in: the ids and the `cookie` header of their session. */
export async function signInAsNewMember(test: TestApp, clock: Clock = systemClock) {
  const person = await insertPerson(test.db);
  const stakeholder = await insertPersonStakeholder(test.db, person);
  const session = { personId: person.id, stakeholderId: stakeholder.id, roles: ['Member' as const] };
  return { ...session, cookie: await signIn(test, session, clock) };
}
