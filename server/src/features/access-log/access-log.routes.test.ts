import { METHODS } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AccessLogEntry, AccessLogPage } from '#contracts/access-log';
import type { Role } from '#contracts/roles';
import { insertAuditEvent } from '../../db/seed/audit-builders.js';
import {
  insertCompany,
  insertPerson,
  insertPersonStakeholder,
  insertStaff,
  type PersonRow,
  type StakeholderRow,
} from '../../db/seed/builders.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';
import { isStateChanging } from '../../plugins/access.js';
import { accessLogTexts, whatOf } from './access-log.texts.js';

const MINUTE = 60_000;
const START = new Date('2026-11-20T08:00:00Z');
const minutes = (n: number): Date => new Date(START.getTime() + n * MINUTE);

describe('who has looked at my data', () => {
  let karin: PersonRow;
  let member: StakeholderRow;
  let lena: PersonRow;
  let johan: PersonRow;
  let maria: PersonRow;
  let cookie: string;
  const clock = testClock(new Date('2026-11-22T08:00:00Z'));
  const test = portalForTests({ clock });

  beforeEach(async () => {
    karin = await insertPerson(test.db, { givenName: 'Karin', surname: 'Lindqvist' });
    member = await insertPersonStakeholder(test.db, karin);
    lena = await insertPerson(test.db, { givenName: 'Lena', surname: 'Sjöberg' });
    await insertStaff(test.db, lena, { mayEdit: true });
    johan = await insertPerson(test.db, { givenName: 'Johan', surname: 'Ek' });
    await insertStaff(test.db, johan);
    maria = await insertPerson(test.db, { givenName: 'Maria', surname: 'Lindqvist' });
    cookie = await signIn(test, { personId: karin.id, stakeholderId: member.id, roles: ['Member'] });
  });

  const read = (query = '', headers: Record<string, string> = { cookie }) =>
    test.app.inject({ method: 'GET', url: `/api/access-log${query}`, headers });
  const entries = async (query = ''): Promise<AccessLogEntry[]> => {
    const response = await read(query);
    expect(response.statusCode).toBe(200);
    return response.json<AccessLogPage>().entries;
  };
  const event = (actor: PersonRow, roles: Role[], route: string, at: Date, method = 'GET') =>
    insertAuditEvent(test.db, { actor, roles, subject: member, route, at, method });

  it('answers 204 while no one but the member has looked', async () => {
    expect((await read()).statusCode).toBe(204);
  });

  it('lists staff’s reads of the member’s pages through the API, with name, role and what', async () => {
    const asStaff = async (person: PersonRow, role: 'Viewer' | 'Editor', url: string) => {
      const staff = await signIn(test, { personId: person.id, stakeholderId: member.id, roles: [role] });
      const response = await test.app.inject({ method: 'GET', url, headers: { cookie: staff } });
      expect(response.statusCode, url).toBeLessThan(300);
    };
    await asStaff(johan, 'Viewer', '/api/transactions');
    await asStaff(lena, 'Editor', '/api/payment-plan');
    expect(await entries()).toEqual([
      expect.objectContaining({
        who: 'Lena Sjöberg',
        role: 'Editor',
        looked: ['Betalningsplan'],
        changes: [],
      }),
      expect.objectContaining({ who: 'Johan Ek', role: 'Viewer', looked: ['Transaktioner'], changes: [] }),
    ]);
  });

  it('shows one visit as one entry: each thing looked at once, and each change by what it changed', async () => {
    // Lena's visit as the audit trail keeps it: about forty calls in twenty minutes, and one step of an order.
    const calls: [string, string, number][] = [];
    for (let n = 0; n < 15; n++) calls.push(['/api/overview', 'GET', n]);
    for (let n = 0; n < 18; n++) calls.push(['/api/notifications', 'GET', n + 1]);
    calls.push(['/api/transactions', 'GET', 12], ['/api/staff/orders/:number', 'GET', 14]);
    for (const [route, method, minute] of calls)
      await event(lena, ['Editor'], route, minutes(minute), method);
    await insertAuditEvent(test.db, {
      actor: lena,
      roles: ['Editor'],
      subject: member,
      route: '/api/staff/orders/:number/steps',
      method: 'POST',
      at: minutes(20),
      object: 'SO-2026-001001',
    });
    // Johan's read meanwhile is his own visit; Lena back forty minutes later is another.
    await event(johan, ['Viewer'], '/api/documents', minutes(10));
    await event(lena, ['Editor'], '/api/overview', minutes(61));

    expect(await entries()).toEqual([
      {
        id: expect.any(String) as unknown,
        from: minutes(61).toISOString(),
        at: minutes(61).toISOString(),
        who: 'Lena Sjöberg',
        role: 'Editor',
        looked: ['Översikt'],
        changes: [],
      },
      {
        id: expect.any(String) as unknown,
        from: minutes(0).toISOString(),
        at: minutes(20).toISOString(),
        who: 'Lena Sjöberg',
        role: 'Editor',
        looked: ['Översikt', 'Aviseringar', 'Transaktioner', 'Beställningar'],
        changes: [{ at: minutes(20).toISOString(), what: 'Beställning SO-2026-001001' }],
      },
      expect.objectContaining({ who: 'Johan Ek', looked: ['Dokument'] }),
    ]);
    // Nothing is dropped from the trail: the log only groups it.
    const [kept] = await test.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM audit_event WHERE subject_stakeholder_id = $1',
      [member.id],
    );
    expect(kept?.count).toBe(calls.length + 3);
  });

  it('leaves out the member’s own people and others’ data, and tells a representative’s visit apart', async () => {
    const company = await insertCompany(test.db, { representatives: [karin] });
    await event(johan, ['Viewer'], '/api/transactions', minutes(0));
    await event(lena, ['Viewer', 'Editor'], '/api/staff/member-search', minutes(30), 'POST');
    await event(lena, ['Editor'], '/api/withdrawals', minutes(31), 'POST');
    await event(maria, ['DelegatedRight'], '/api/documents', minutes(32));
    // Karin herself, had she been staff, and someone else's data: neither is the member's log.
    await event(karin, ['Viewer'], '/api/contracts', minutes(41));
    await insertAuditEvent(test.db, {
      actor: lena,
      roles: ['Editor'],
      subject: company,
      route: '/api/contracts',
      at: minutes(42),
    });

    const shown = (await entries()).map(({ who, role, looked, changes }) => ({ who, role, looked, changes }));
    expect(shown).toEqual([
      { who: 'Maria Lindqvist', role: 'DelegatedRight', looked: ['Dokument'], changes: [] },
      {
        who: 'Lena Sjöberg',
        role: 'Editor',
        looked: ['Sökning efter medlem'],
        changes: [{ at: minutes(31).toISOString(), what: 'Uttag' }],
      },
      { who: 'Johan Ek', role: 'Viewer', looked: ['Transaktioner'], changes: [] },
    ]);
  });

  it('shows a HEAD, an OPTIONS or any other safe method as a read, and every other method as a change', async () => {
    // An hour apart, so each call is a visit of its own.
    for (const [index, method] of METHODS.entries()) {
      await event(lena, ['Editor'], '/api/withdrawals', minutes(index * 60), method);
    }
    // Newest first: the last method's event leads.
    const changedBy: Record<string, boolean> = Object.fromEntries(
      (await entries('?limit=50')).map((entry, index) => [
        METHODS.at(-1 - index) ?? '',
        entry.changes.length > 0,
      ]),
    );
    expect(changedBy).toEqual(Object.fromEntries(METHODS.map((method) => [method, isStateChanging(method)])));
    expect(changedBy).toMatchObject({ GET: false, HEAD: false, OPTIONS: false, POST: true, DELETE: true });
  });

  it('pages newest first by cursor and refuses a cursor that is not one of the member’s entries', async () => {
    for (let n = 0; n < 5; n += 1) await event(johan, ['Viewer'], '/api/documents', minutes(n * 40));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await read(`?limit=2${cursor === null ? '' : `&cursor=${cursor}`}`);
      expect(response.statusCode).toBe(200);
      const page = response.json<AccessLogPage>();
      seen.push(...page.entries.map((entry) => entry.at));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null);
    expect(pages).toBe(3);
    expect(seen).toEqual([160, 120, 80, 40, 0].map((n) => minutes(n).toISOString()));

    const other = await insertPersonStakeholder(test.db, maria);
    const elsewhere = await insertAuditEvent(test.db, {
      actor: lena,
      roles: ['Editor'],
      subject: other,
      route: '/api/documents',
      at: minutes(200),
    });
    for (const bad of [`e${elsewhere.id}`, 'e999999999', elsewhere.id, 'abc', 'e0']) {
      const response = await read(`?cursor=${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json<{ fieldErrors: unknown }>().fieldErrors).toEqual({
        cursor: ['Listan kunde inte fortsätta där den slutade. Ladda om sidan och försök igen.'],
      });
    }
  });

  it('is the member’s and staff’s to read, not a representative’s; a staff read is audited once', async () => {
    await event(johan, ['Viewer'], '/api/transactions', minutes(0));
    const as = (personId: string, roles: Role[]) =>
      signIn(test, { personId, stakeholderId: member.id, roles });
    const delegate = await read('', { cookie: await as(maria.id, ['DelegatedRight']) });
    expect(delegate.statusCode).toBe(403);

    const staff = await read('', { cookie: await as(lena.id, ['Viewer']) });
    expect(staff.statusCode).toBe(200);
    expect(
      await test.db.query('SELECT route FROM audit_event WHERE actor_person_id = $1', [lena.id]),
    ).toEqual([{ route: '/api/access-log' }]);
    // No personal number of anyone in the answer.
    for (const person of [karin, lena, johan, maria]) {
      expect(staff.body).not.toContain(person.personalNumber);
    }
  });

  it('names what every audited route shows of the member', () => {
    const unnamed = test.app.apiRoutes
      .filter((route) => route.audit && whatOf(route.url) === accessLogTexts.otherData)
      .map((route) => `${route.method} ${route.url}`);
    expect(unnamed).toEqual([]);
    expect(whatOf('/api/some-later-route')).toBe('Övriga uppgifter');
  });
});
