import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '#contracts/profile';
import type { WorkList, Workspace } from '#contracts/staff-work';
import { insertAdvisor, insertSbo } from '../../db/seed/business-builders.js';
import {
  insertPerson,
  insertPersonStakeholder,
  insertStaff,
  type PersonRow,
} from '../../db/seed/builders.js';
import { insertServiceOrder } from '../../db/seed/order-builders.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';

describe('the staff workspace and its work list', () => {
  let lena: PersonRow;
  let editor: string;
  let advisors: { north: string; south: string };
  let districts: { north: string; south: string };
  const numbers: string[] = [];

  const test = portalForTests();
  beforeAll(async () => {
    const north = await insertSbo(test.db, { name: 'Norra' });
    const south = await insertSbo(test.db, { name: 'Södra' });
    districts = { north: north.id, south: south.id };
    advisors = {
      north: (await insertAdvisor(test.db, north, { name: 'Anders Nyberg' })).id,
      south: (await insertAdvisor(test.db, south, { name: 'Sara Olsson' })).id,
    };
    // Five orders, a day apart, alternating between the districts.
    for (let day = 1; day <= 5; day += 1) {
      const person = await insertPerson(test.db);
      const owner = await insertPersonStakeholder(test.db, person);
      const { number } = await insertServiceOrder(
        test.db,
        { stakeholderId: owner.id, personId: person.id },
        {
          placedAt: new Date(`2026-11-0${String(day)}T09:00:00Z`),
          advisorId: day % 2 === 0 ? advisors.south : advisors.north,
          status: day === 1 ? 'done' : 'received',
        },
      );
      numbers.push(number);
    }
  });
  beforeEach(async () => {
    lena = await insertPerson(test.db, { givenName: 'Lena', surname: 'Sjöberg' });
    await insertStaff(test.db, lena, { mayEdit: true });
    editor = await signIn(test, { personId: lena.id, stakeholderId: null, roles: ['Viewer', 'Editor'] });
  });

  const list = async (query: string): Promise<WorkList> => {
    const response = await test.app.inject({ url: `/api/staff/work${query}`, headers: { cookie: editor } });
    expect(response.statusCode).toBe(200);
    return response.json<WorkList>();
  };
  const orderNumbers = (page: WorkList) =>
    page.items.filter((item) => item.kind === 'order').map((item) => item.id);

  it('lets staff enter the workspace as themselves, acting for no member', async () => {
    const identified = await signIn(test, { personId: lena.id, stakeholderId: null, roles: [] });
    const entered = await test.app.inject({
      method: 'POST',
      url: '/api/staff/workspace',
      headers: { cookie: identified, 'sec-fetch-site': 'same-origin' },
    });
    expect(entered.statusCode).toBe(200);
    expect(entered.json<Profile>()).toMatchObject({ roles: ['Viewer', 'Editor'], name: 'Lena Sjöberg' });
    expect(entered.json<Profile>().actingFor).toBeUndefined();
    const cookie = String(entered.headers['set-cookie']).split(';')[0] ?? '';
    const workspace = await test.app.inject({ url: '/api/staff/workspace', headers: { cookie } });
    expect(workspace.json<Workspace>()).toMatchObject({
      name: 'Lena Sjöberg',
      mayEdit: true,
      ownAdvisorId: null,
    });
    expect(workspace.json<Workspace>().districts.map((d) => d.name)).toEqual(
      expect.arrayContaining(['Norra', 'Södra']),
    );
  });

  it('keeps everyone else out of the workspace', async () => {
    const person = await insertPerson(test.db);
    const member = await insertPersonStakeholder(test.db, person);
    const identified = await signIn(test, { personId: person.id, stakeholderId: null, roles: [] });
    const entered = await test.app.inject({
      method: 'POST',
      url: '/api/staff/workspace',
      headers: { cookie: identified, 'sec-fetch-site': 'same-origin' },
    });
    expect(entered.statusCode).toBe(404);
    expect(entered.json<{ message: string }>().message).toBe('Arbetsytan är till för föreningens personal.');
    const cookie = await signIn(test, { personId: person.id, stakeholderId: member.id, roles: ['Member'] });
    expect((await test.app.inject({ url: '/api/staff/work', headers: { cookie } })).statusCode).toBe(403);
    expect((await test.app.inject({ url: '/api/staff/work' })).statusCode).toBe(401);
  });

  it('lists the newest first and pages on without gaps or repeats', async () => {
    const first = await list('?kind=order&limit=2');
    expect(orderNumbers(first)).toEqual([numbers[4], numbers[3]]);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(`?kind=order&limit=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    const third = await list(`?kind=order&limit=2&cursor=${encodeURIComponent(second.nextCursor ?? '')}`);
    expect([...orderNumbers(second), ...orderNumbers(third)]).toEqual([numbers[2], numbers[1], numbers[0]]);
    expect(third.nextCursor).toBeNull();
  });

  it('filters by advisor, district and open or closed', async () => {
    expect(orderNumbers(await list(`?advisor=${advisors.south}`))).toEqual([numbers[3], numbers[1]]);
    expect(orderNumbers(await list(`?district=${districts.north}&state=open`))).toEqual([
      numbers[4],
      numbers[2],
    ]);
    const closed = await list(`?district=${districts.north}&state=closed`);
    expect(closed.items).toEqual([
      expect.objectContaining({
        id: numbers[0],
        status: 'Utförd',
        state: 'closed',
        advisor: { id: advisors.north, name: 'Anders Nyberg' },
        district: { id: districts.north, name: 'Norra' },
      }),
    ]);
  });

  it('refuses a filter or cursor it cannot read, in Swedish', async () => {
    for (const query of [
      '?kind=invoice',
      '?state=maybe',
      '?cursor=1952031497',
      // Well formed, but a time past year 9999 (the fuzzer's find: it gave a 500).
      '?cursor=3a000aa000_order_a',
      '?advisor=%3Cscript%3E',
      '?limit=0',
    ]) {
      const response = await test.app.inject({ url: `/api/staff/work${query}`, headers: { cookie: editor } });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toMatch(/[åäöÅÄÖ]|Ange|Välj/);
    }
  });
});
