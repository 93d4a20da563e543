import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AllEstates } from '#contracts/estates';
import type { Polygon } from '#contracts/geometry';
import type { Role } from '#contracts/roles';
import {
  insertPerson,
  insertPersonStakeholder,
  type PersonRow,
  type StakeholderRow,
} from '../db/seed/builders.js';
import {
  insertBusiness,
  insertCoOwner,
  insertEstate,
  insertSbo,
  type EstateRow,
} from '../db/seed/business-builders.js';
import { insertMandate } from '../db/seed/mandates-builders.js';
import { insertStand, setEstateBoundary, squareAt } from '../db/seed/stand-builders.js';
import { signIn } from './sign-in.js';
import { buildTestApp, type TestApp } from './test-app.js';
import { testClock } from './test-clock.js';

export const BOUNDARY: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [650_000, 6_650_000],
      [650_800, 6_650_000],
      [650_900, 6_650_700],
      [650_100, 6_650_810],
      [650_000, 6_650_000],
    ],
  ],
};

export interface EstatesWorld {
  test: TestApp;
  karin: PersonRow;
  member: StakeholderRow;
  other: StakeholderRow;
  cookie: string;
  ekeby: EstateRow;
  viggeby: EstateRow;
  theirs: EstateRow;
}

/**
 * The estates tests' world: one app per file and, fresh for each test, Karin (signed in as `cookie`) with
 * Ekeby 2:7 (a boundary and three stands) and Viggeby 4:3, and another member's estate with one stand; plus
 * the calls the tests make.
 */
export function useEstatesWorld() {
  const world = {} as EstatesWorld;
  const clock = testClock(new Date('2026-11-22T08:00:00Z'));

  beforeAll(async () => {
    world.test = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await world.test.close();
  });
  beforeEach(async () => {
    await world.test.db.query('DELETE FROM audit_event');
    world.karin = await insertPerson(world.test.db, { givenName: 'Karin', surname: 'Lindqvist' });
    world.member = await insertPersonStakeholder(world.test.db, world.karin);
    world.other = await insertPersonStakeholder(world.test.db, await insertPerson(world.test.db));
    world.cookie = await signIn(
      world.test,
      { personId: world.karin.id, stakeholderId: world.member.id, roles: ['Member'] },
      clock,
    );
    const sbo = await insertSbo(world.test.db);
    const business = await insertBusiness(world.test.db, world.member, sbo, null);
    world.ekeby = await insertEstate(world.test.db, business, {
      designation: 'Uppsala Ekeby 2:7',
      totalAreaHa: 64.8,
      productiveAreaHa: 58.3,
      share: [1, 2],
    });
    world.viggeby = await insertEstate(world.test.db, business, {
      designation: 'Uppsala Viggeby 4:3',
      totalAreaHa: 38.2,
      productiveAreaHa: 33.6,
      share: [1, 2],
    });
    await insertCoOwner(world.test.db, business, {
      name: 'Karin Lindqvist',
      stakeholderId: world.member.id,
      share: [1, 2],
    });
    await insertCoOwner(world.test.db, business, { name: 'Gunnar Lindqvist', share: [1, 2] });
    await setEstateBoundary(world.test.db, world.ekeby.id, BOUNDARY);
    await insertStand(world.test.db, world.ekeby, {
      number: 2,
      geometry: squareAt([650_100, 6_650_100], 200),
      age: 95,
      cuttingClass: 'S2',
      volumePerHa: 250,
      proposedAction: 'Slutavverkning',
      proposedYear: 2027,
    });
    await insertStand(world.test.db, world.ekeby, {
      number: 1,
      geometry: squareAt([650_000, 6_650_000], 100),
      age: 42,
      siteIndex: 'G30',
      cuttingClass: 'G1',
      goalClass: 'PG',
      species: { pine: 25, spruce: 65, deciduous: 10 },
      volumePerHa: 160,
      growthPerHa: 9.5,
      proposedAction: 'Gallring',
      proposedYear: 2028,
    });
    await insertStand(world.test.db, world.ekeby, {
      number: 3,
      geometry: squareAt([650_400, 6_650_100], 150),
      age: 15,
      cuttingClass: 'R2',
      volumePerHa: 30,
      proposedAction: 'Röjning',
      proposedYear: 2026,
    });
    world.theirs = await insertEstate(
      world.test.db,
      await insertBusiness(world.test.db, world.other, sbo, null),
      {
        designation: 'Uppsala Annans 1:1',
      },
    );
    await insertStand(world.test.db, world.theirs, { number: 1 });
  });

  const getAll = (headers: Record<string, string> = { cookie: world.cookie }) =>
    world.test.app.inject({ method: 'GET', url: '/api/Ir/GetAllEstates', headers });
  const getStands = (estateId: string, headers: Record<string, string> = { cookie: world.cookie }) =>
    world.test.app.inject({ method: 'GET', url: `/api/estates/${estateId}/stands`, headers });
  const designations = async (headers: Record<string, string>) => {
    const response = await getAll(headers);
    return response.statusCode === 204
      ? []
      : response.json<AllEstates>().estates.map((estate) => estate.designation);
  };
  /** Karin's daughter, acting for her under a mandate. */
  const signInRepresentative = async (mandate: Parameters<typeof insertMandate>[3] = {}) => {
    const maria = await insertPerson(world.test.db, { givenName: 'Maria', surname: 'Lindqvist' });
    await insertMandate(world.test.db, world.member, maria, mandate);
    return {
      cookie: await signIn(
        world.test,
        { personId: maria.id, stakeholderId: world.member.id, roles: ['DelegatedRight'] },
        clock,
      ),
    };
  };
  const signInStaff = async (role: Role) => {
    const staff = await insertPerson(world.test.db);
    return {
      cookie: await signIn(
        world.test,
        { personId: staff.id, stakeholderId: world.member.id, roles: [role] },
        clock,
      ),
    };
  };
  return { world, clock, getAll, getStands, designations, signInRepresentative, signInStaff };
}
