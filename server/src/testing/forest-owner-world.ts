import type { Role } from '#contracts/roles';
import type { StandAction } from '#contracts/estates';
import type { Position } from '#contracts/geometry';
import { insertPerson, insertPersonStakeholder, insertStaff } from '../db/seed/builders.js';
import { insertMemberContact } from '../db/seed/business-builders.js';
import { insertForestBusiness } from '../db/seed/profile-builders.js';
import { insertStand, setEstateBoundary, squareAt } from '../db/seed/stand-builders.js';
import type { Clock } from '../lib/clock.js';
import { signIn } from './sign-in.js';
import type { TestApp } from './test-app.js';

export const SAME_ORIGIN = { origin: 'http://localhost:3000' };

/** The estate's south-west corner, north of Uppsala in SWEREF 99 TM; it is a square of 1 000 m. */
export const CORNER: Position = [650_000, 6_650_000];

let members = 0;

/**
 * A forest owner for the ordering tests: a member with contact details, a business with an advisor and one
 * estate (a 1 × 1 km square boundary) whose plan has a stand per action, each a square of its own; and a
 * session for any role acting for them: staff roles by a staff person, a representative by a delegate.
 */
export async function insertForestOwner(test: TestApp, clock: Clock) {
  const n = ++members;
  const person = await insertPerson(test.db, { givenName: 'Karin', surname: `Skogsägare${String(n)}` });
  const member = await insertPersonStakeholder(test.db, person);
  const email = `agare${String(n)}@example.se`;
  await insertMemberContact(test.db, member, { email, phone: '070-314 52 97' });
  const business = await insertForestBusiness(test.db, member.id);
  const estate = business.estates[0];
  if (estate === undefined) throw new Error('insertForestBusiness gave no estate');
  await setEstateBoundary(test.db, estate.id, squareAt(CORNER, 1000));

  const stand = (number: number, action: StandAction, year: number | null, side: number) =>
    insertStand(test.db, estate, {
      number,
      geometry: squareAt([CORNER[0] + (number - 1) * 200, CORNER[1]], side),
      cuttingClass: action === 'Röjning' ? 'R2' : action === 'Plantering' ? 'K1' : 'G1',
      age: action === 'Röjning' ? 14 : action === 'Plantering' ? 0 : 38,
      proposedAction: action,
      proposedYear: year,
    });
  const stands = {
    rojning: await stand(1, 'Röjning', 2027, 100),
    plantering: await stand(2, 'Plantering', 2026, 150),
    gallring: await stand(3, 'Gallring', 2028, 120),
    none: await stand(4, 'Ingen', null, 100),
  };

  const staff = await insertPerson(test.db, { givenName: 'Lena', surname: `Sjöberg${String(n)}` });
  await insertStaff(test.db, staff, { mayEdit: true });
  const delegate = await insertPerson(test.db, { givenName: 'Maria', surname: `Ombud${String(n)}` });
  const actorFor: Partial<Record<Role, string>> = {
    Editor: staff.id,
    Viewer: staff.id,
    DelegatedRight: delegate.id,
  };
  const cookieAs = (role: Role) =>
    signIn(test, { personId: actorFor[role] ?? person.id, stakeholderId: member.id, roles: [role] }, clock);
  return {
    person,
    staff,
    stakeholderId: member.id,
    email,
    estate,
    stands,
    cookie: await cookieAs('Member'),
    cookieAs,
  };
}

export type ForestOwner = Awaited<ReturnType<typeof insertForestOwner>>;
