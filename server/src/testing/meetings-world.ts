import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  insertPerson,
  insertPersonStakeholder,
  type PersonRow,
  type StakeholderRow,
} from '../db/seed/builders.js';
import {
  insertAdvisor,
  insertBusiness,
  insertEstate,
  insertMemberContact,
  insertSbo,
  type AdvisorRow,
  type BusinessRow,
  type EstateRow,
} from '../db/seed/business-builders.js';
import { signIn } from './sign-in.js';
import { buildTestApp, type TestApp } from './test-app.js';
import { testClock } from './test-clock.js';

const SAME_ORIGIN = { origin: 'http://localhost:3000' };
/** Sunday 22 November 2026, 09:00 in Sweden. */
export const NOW = new Date('2026-11-22T08:00:00Z');
/** Wednesday 25 November 2026, 10:00–11:00 in Sweden. */
export const WEDNESDAY_TEN = new Date('2026-11-25T09:00:00Z');

interface MeetingsWorld {
  test: TestApp;
  person: PersonRow;
  member: StakeholderRow;
  advisor: AdvisorRow;
  business: BusinessRow;
  estate: EstateRow;
  cookie: string;
}

/**
 * The meeting tests' world: one app per file and, fresh for each test, Karin (a member with an e-mail,
 * signed in with `cookie`), her business and estate and her advisor Anders; plus the calls the tests make.
 */
export function useMeetingsWorld() {
  const clock = testClock(NOW);
  const world = {} as MeetingsWorld;

  beforeAll(async () => {
    world.test = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await world.test.close();
  });
  beforeEach(async () => {
    const { db } = world.test;
    await db.query('DELETE FROM outgoing_mail');
    world.person = await insertPerson(db, { givenName: 'Karin', surname: 'Lindqvist' });
    world.member = await insertPersonStakeholder(db, world.person);
    const sbo = await insertSbo(db);
    world.advisor = await insertAdvisor(db, sbo, { name: 'Anders Nyberg', phone: '010-456 12 34' });
    world.business = await insertBusiness(db, world.member, sbo, world.advisor);
    world.estate = await insertEstate(db, world.business, { designation: 'Uppsala Ekeby 2:7' });
    await insertMemberContact(db, world.member, { email: 'karin@example.se' });
    world.cookie = await signIn(world.test, {
      personId: world.person.id,
      stakeholderId: world.member.id,
      roles: ['Member'],
    });
  });

  const get = (url: string, headers: Record<string, string> = { cookie: world.cookie }) =>
    world.test.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload?: unknown, headers: Record<string, string> = { cookie: world.cookie }) =>
    world.test.app.inject({
      method: 'POST',
      url,
      headers: { ...SAME_ORIGIN, ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const calls = {
    clock,
    get,
    post,
    book: (slotId: string, headers?: Record<string, string>, extra: Record<string, unknown> = {}) =>
      post('/api/meetings', { slotId, topic: 'thinning', kind: 'forest-visit', ...extra }, headers),
    meetingRows: () =>
      world.test.db.query<{ stakeholder_id: string; cancelled: boolean }>(
        `SELECT stakeholder_id, cancelled_at IS NOT NULL AS cancelled FROM meeting m
         JOIN advisor_slot s ON s.id = m.slot_id WHERE s.advisor_id = $1`,
        [world.advisor.id],
      ),
    mails: () =>
      world.test.db.query<{ recipient: string; subject: string; body: string }>(
        'SELECT recipient, subject, body FROM outgoing_mail ORDER BY created_at',
      ),
  };
  return { world, ...calls };
}
