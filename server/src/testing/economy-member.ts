import { insertPerson, insertPersonStakeholder } from '../db/seed/builders.js';
import { insertAccount, type AccountRow } from '../db/seed/economy-builders.js';
import type { Clock } from '../lib/clock.js';
import { signIn } from './sign-in.js';
import type { TestApp } from './test-app.js';

export interface EconomyMember {
  cookie: string;
  merkonto: AccountRow;
  plan: AccountRow;
  stakeholderId: string;
}

/** A signed-in member with an empty merkonto and payment-plan account. */
export async function newEconomyMember(test: TestApp, clock: Clock): Promise<EconomyMember> {
  const person = await insertPerson(test.db);
  const stakeholder = await insertPersonStakeholder(test.db, person);
  const merkonto = await insertAccount(test.db, stakeholder);
  const plan = await insertAccount(test.db, stakeholder, { kind: 'betalningsplan' });
  const cookie = await signIn(
    test,
    { personId: person.id, stakeholderId: stakeholder.id, roles: ['Member'] },
    clock,
  );
  return { cookie, merkonto, plan, stakeholderId: stakeholder.id };
}
