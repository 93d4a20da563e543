import type { Queryable } from '../../src/db/database.js';
import { insertPerson, insertPersonStakeholder } from '../../src/db/seed/builders.js';
import { systemClock } from '../../src/lib/clock.js';
import { createSessionRepository } from '../../src/session/session.repository.js';
import { createSessionService } from '../../src/session/session.service.js';
import { exampleApplication } from '../../src/testing/registration-application.js';

/** A potential member, signed in (a real session in the database), about to apply for membership. */
export interface Applicant {
  readonly personId: string;
  readonly stakeholderId: string;
  /** The `cookie` header that carries the applicant's session. */
  readonly cookie: string;
}

export const REGISTER_URL = '/api/Ir/RegisterNewUser';
export const REGISTRATION_URL = '/api/Ir/GetRegistration';

/** What a browser on the portal's own pages sends with a state-changing call. */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' } as const;

/** The registration form as the SPA posts it; the e-mail tells whose it is. */
export const applicationOf = (applicant: Applicant) =>
  exampleApplication({ email: `sokande-${applicant.stakeholderId}@example.se` });

/** The membership application as `app.inject()` takes it, sent by the applicant's own browser. */
export const registrationRequest = (applicant: Applicant) => ({
  method: 'POST' as const,
  url: REGISTER_URL,
  headers: { ...SAME_ORIGIN, cookie: applicant.cookie },
  payload: applicationOf(applicant),
});

/**
 * `count` potential members, each with a session started the way a finished login leaves it (as
 * testing/sign-in.ts does), straight in the database: a load of real, independent writers.
 */
export async function insertApplicants(
  db: Queryable,
  count: number,
  cookieName: string,
): Promise<Applicant[]> {
  const sessions = createSessionService({ repository: createSessionRepository(db), clock: systemClock });
  const applicants: Applicant[] = [];
  for (let i = 0; i < count; i++) {
    const person = await insertPerson(db, { givenName: 'Erik', surname: 'Holm' });
    const stakeholder = await insertPersonStakeholder(db, person, { relation: 'potential' });
    const token = await sessions.start({
      personId: person.id,
      stakeholderId: stakeholder.id,
      roles: ['Potential'],
    });
    applicants.push({ personId: person.id, stakeholderId: stakeholder.id, cookie: `${cookieName}=${token}` });
  }
  return applicants;
}

/** How many applications each stakeholder has in the database. */
export async function applicationsByStakeholder(db: Queryable): Promise<Map<string, number>> {
  const rows = await db.query<{ stakeholder_id: string; applications: number }>(
    'SELECT stakeholder_id, count(*)::int AS applications FROM registration GROUP BY stakeholder_id',
  );
  return new Map(rows.map((row) => [row.stakeholder_id, row.applications]));
}
