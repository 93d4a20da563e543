import type { Role } from '#contracts/roles';
import type { Clock } from '../../src/lib/clock.js';
import { PERSONA_FOR_ROLE, PERSONAS, type PersonaKey } from '../../src/db/seed/personas.js';
import { seedDemo } from '../../src/db/seed/seed-demo.js';
import type { ApiRouteRule } from '../../src/plugins/access.js';
import { listenForBankId } from '../../src/testing/bankid-login.js';
import { signIn } from '../../src/testing/sign-in.js';
import { buildTestApp, type TestApp } from '../../src/testing/test-app.js';

/** The whole portal with the demo association seeded and its BankID simulator listening. */
export async function demoPortal(options: { clock?: Clock } = {}): Promise<TestApp> {
  const test = await buildTestApp(options);
  await seedDemo(test.db);
  await listenForBankId(test);
  return test;
}

/** The person id of a seeded persona. */
export async function personIdOf(test: TestApp, persona: PersonaKey): Promise<string> {
  const [person] = await test.db.query<{ id: string }>('SELECT id FROM person WHERE personal_number = $1', [
    PERSONAS[persona].personalNumber,
  ]);
  if (person === undefined) throw new Error(`persona ${persona} is not seeded`);
  return person.id;
}

/** A role the route lets through its guard: its first, or Member where any session will do. */
export const allowedRole = ({ access }: ApiRouteRule): Role =>
  typeof access === 'string' ? 'Member' : (access[0] ?? 'Member');

/** The cookie of a new session of the persona with `role`; the database must hold the seeded personas. */
export async function personaCookie(test: TestApp, role: Role): Promise<string> {
  const { persona, actsFor } = PERSONA_FOR_ROLE[role];
  return signIn(test, { personId: await personIdOf(test, persona), stakeholderId: actsFor, roles: [role] });
}
