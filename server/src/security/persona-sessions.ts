import type { Role } from '#contracts/roles';
import { PERSONA_FOR_ROLE, PERSONAS } from '../db/seed/personas.js';
import type { ApiRouteRule } from '../plugins/access.js';
import { signIn } from '../testing/sign-in.js';
import type { TestApp } from '../testing/test-app.js';

/** A role the route lets through its guard: its first, or Member where any session will do. */
export const allowedRole = ({ access }: ApiRouteRule): Role =>
  typeof access === 'string' ? 'Member' : (access[0] ?? 'Member');

/** The cookie of a new session of the persona with `role`; the database must hold the seeded personas. */
export async function personaCookie(test: TestApp, role: Role): Promise<string> {
  const { persona, actsFor } = PERSONA_FOR_ROLE[role];
  const [person] = await test.db.query<{ id: string }>('SELECT id FROM person WHERE personal_number = $1', [
    PERSONAS[persona].personalNumber,
  ]);
  if (person === undefined) throw new Error(`persona ${persona} is not seeded`);
  return signIn(test, { personId: person.id, stakeholderId: actsFor, roles: [role] });
}
