import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { LoginOptions } from '#contracts/login-options';
import type { GivenMandate } from '#contracts/mandates';
import type { Role } from '#contracts/roles';
import { insertBusiness, insertEstate, insertSbo, type SboRow } from '../db/seed/business-builders.js';
import {
  insertPerson,
  insertPersonStakeholder,
  type PersonRow,
  type StakeholderRow,
} from '../db/seed/builders.js';
import { signIn } from './sign-in.js';
import { listenForBankId } from './bankid-login.js';
import { bankIdSigning } from './signed-write.js';
import { buildTestApp, type TestApp } from './test-app.js';
import { testClock } from './test-clock.js';

const SAME_ORIGIN = { origin: 'http://localhost:3000' };
export const DAY = 24 * 60 * 60 * 1000;

export interface Estate {
  readonly id: string;
  readonly designation: string;
}

/** A personal number as people write it: `YYMMDD-NNNN`. */
export const dashed = (twelve: string) => `${twelve.slice(2, 8)}-${twelve.slice(8)}`;

interface MandatesWorld {
  test: TestApp;
  sbo: SboRow;
  karin: PersonRow;
  karins: StakeholderRow;
  estates: [Estate, Estate];
  sven: PersonRow;
  asKarin: string;
}

/**
 * The mandate tests' world: one app per file and, fresh for each test, Karin (a member with two estates,
 * signed in as `asKarin`) and Sven, whom she may give a mandate; plus the calls the tests make.
 */
export function useMandatesWorld() {
  // 09:00 in Sweden on 22 November 2026.
  const clock = testClock(new Date('2026-11-22T08:00:00Z'));
  const world = {} as MandatesWorld;

  beforeAll(async () => {
    world.test = await buildTestApp({ clock });
    await listenForBankId(world.test);
    world.sbo = await insertSbo(world.test.db);
  });
  afterAll(async () => {
    await world.test.close();
  });
  beforeEach(async () => {
    const { db } = world.test;
    world.karin = await insertPerson(db, { givenName: 'Karin', surname: 'Lindqvist' });
    world.karins = await insertPersonStakeholder(db, world.karin);
    const business = await insertBusiness(db, world.karins, world.sbo, null);
    world.estates = [
      await insertEstate(db, business, { designation: 'Tierp Västland 4:12' }),
      await insertEstate(db, business, { designation: 'Tierp Åby 1:3' }),
    ];
    world.sven = await insertPerson(db, { givenName: 'Sven', surname: 'Berglund' });
    world.asKarin = await session(world.karin, world.karins.id, 'Member');
  });

  const session = (person: PersonRow, stakeholderId: string | null, role?: Role) =>
    signIn(
      world.test,
      { personId: person.id, stakeholderId, roles: role === undefined ? [] : [role] },
      clock,
    );
  const get = (url: string, cookie: string) => world.test.app.inject({ url, headers: { cookie } });
  const post = (url: string, cookie: string, payload: object) =>
    world.test.app.inject({ method: 'POST', url, headers: { ...SAME_ORIGIN, cookie }, payload });
  const calls = {
    clock,
    session,
    get,
    post,
    /** Signed with BankID as the member does it (docs/signing.md); a refused request is refused before. */
    create: (payload: object, cookie = world.asKarin) =>
      bankIdSigning(world.test).signed({
        method: 'POST',
        url: '/api/Ir/CreateRight',
        headers: { ...SAME_ORIGIN, cookie },
        payload,
      }),
    remove: (stakeholderRightId: string, cookie = world.asKarin) =>
      post('/api/Ir/RemoveRight', cookie, { stakeholderRightId }),
    given: async (cookie = world.asKarin) =>
      (await get('/api/Ir/DelegatedRights', cookie)).json<GivenMandate[]>(),
    loginOptionsOf: async (person: PersonRow) =>
      (await get('/api/Ir/GetLoginOptions', await session(person, null))).json<LoginOptions>().options,
    rightsOf: (stakeholderId: string) =>
      world.test.db.query<{ id: string; revoked_at: Date | null }>(
        'SELECT id, revoked_at FROM delegated_right WHERE grantor_stakeholder_id = $1',
        [stakeholderId],
      ),
  };
  return { world, ...calls };
}
