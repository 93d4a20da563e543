import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertDelegatedRight, insertPerson, insertPersonStakeholder } from '../db/seed/builders.js';
import { testClock } from '../testing/test-clock.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { createSessionRepository } from './session.repository.js';
import {
  createSessionService,
  EDITOR_IDLE_TIMEOUT_MS,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  type SessionService,
} from './session.service.js';

const MINUTE = 60 * 1000;

describe('sessions', () => {
  let test: TestDatabase;
  let clock: ReturnType<typeof testClock>;
  let sessions: SessionService;
  let member: { personId: string; stakeholderId: string; roles: readonly ['Member'] };
  let otherPersonId: string;

  beforeEach(async () => {
    test = await createTestDatabase();
    clock = testClock();
    sessions = createSessionService({ repository: createSessionRepository(test.db), clock });
    const person = await insertPerson(test.db);
    const stakeholder = await insertPersonStakeholder(test.db, person);
    member = { personId: person.id, stakeholderId: stakeholder.id, roles: ['Member'] };
    otherPersonId = (await insertPerson(test.db)).id;
  });
  afterEach(async () => {
    await test.destroy();
  });

  it('give each login a new unguessable token and keep only its hash', async () => {
    const first = await sessions.start({ ...member, roles: [...member.roles] });
    const second = await sessions.start({ ...member, roles: [...member.roles] });
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    const stored = await test.db.query<{ token_hash: Uint8Array }>('SELECT token_hash FROM session');
    expect(stored).toHaveLength(2);
    expect(stored.some((row) => Buffer.from(row.token_hash).toString('base64url') === first)).toBe(false);
  });

  it('resume with the identity they were started with, and the names the profile shows', async () => {
    const token = await sessions.start({ ...member, roles: [...member.roles] });
    expect(await sessions.resume(token)).toEqual({
      personId: member.personId,
      stakeholderId: member.stakeholderId,
      roles: ['Member'],
      names: { person: 'Test Testsson', actingFor: 'Test Testsson' },
    });
    expect(await sessions.resume('x'.repeat(43))).toBeUndefined();
    expect(await sessions.resume('not a token')).toBeUndefined();
  });

  it('stay alive while used, and end after 30 minutes without activity', async () => {
    const token = await sessions.start({ ...member, roles: [...member.roles] });
    clock.advance(25 * MINUTE);
    expect(await sessions.resume(token)).toBeDefined();
    clock.advance(25 * MINUTE);
    expect(await sessions.resume(token)).toBeDefined();
    clock.advance(SESSION_IDLE_TIMEOUT_MS + MINUTE);
    expect(await sessions.resume(token)).toBeUndefined();
    expect(await test.db.query('SELECT 1 FROM session')).toHaveLength(0);
  });

  it('end sooner for staff who serve a member (Editor)', async () => {
    const token = await sessions.start({
      personId: otherPersonId,
      stakeholderId: member.stakeholderId,
      roles: ['Editor'],
    });
    clock.advance(EDITOR_IDLE_TIMEOUT_MS - MINUTE);
    expect(await sessions.resume(token)).toBeDefined();
    clock.advance(EDITOR_IDLE_TIMEOUT_MS + MINUTE);
    expect(await sessions.resume(token)).toBeUndefined();
  });

  it('refuse a representative whose session rests on no mandate, and keep one that does', async () => {
    const token = await sessions.start({
      personId: otherPersonId,
      stakeholderId: member.stakeholderId,
      roles: ['DelegatedRight'],
    });
    expect(await sessions.resume(token)).toBeUndefined();

    await insertDelegatedRight(test.db, { id: member.stakeholderId }, { id: otherPersonId });
    const withMandate = await sessions.start({
      personId: otherPersonId,
      stakeholderId: member.stakeholderId,
      roles: ['DelegatedRight'],
    });
    expect(await sessions.resume(withMandate)).toBeDefined();
  });

  it('keep staff who view a member without any mandate (Viewer)', async () => {
    const token = await sessions.start({
      personId: otherPersonId,
      stakeholderId: member.stakeholderId,
      roles: ['Viewer'],
    });
    expect(await sessions.resume(token)).toBeDefined();
  });

  it('remember a person who has not yet chosen whom to act for', async () => {
    const token = await sessions.start({ personId: otherPersonId, stakeholderId: null, roles: [] });
    expect(await sessions.resume(token)).toEqual({
      personId: otherPersonId,
      stakeholderId: null,
      roles: [],
      names: { person: 'Test Testsson', actingFor: undefined },
    });
  });

  it('end after 12 hours however active they are', async () => {
    const token = await sessions.start({ ...member, roles: [...member.roles] });
    for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_TIMEOUT_MS - 20 * MINUTE; elapsed += 20 * MINUTE) {
      clock.advance(20 * MINUTE);
      expect(await sessions.resume(token)).toBeDefined();
    }
    clock.advance(40 * MINUTE);
    expect(await sessions.resume(token)).toBeUndefined();
  });

  it('end on the server at logout', async () => {
    const token = await sessions.start({ ...member, roles: [...member.roles] });
    await sessions.end(token);
    expect(await sessions.resume(token)).toBeUndefined();
  });
});
