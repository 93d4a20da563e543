import { describe, expect, it } from 'vitest';
import type { Polygon } from '#contracts/geometry';
import type { StaffOrderAreas } from '#contracts/staff-order-areas';
import { insertPerson, insertPersonStakeholder, insertStaff } from '../../db/seed/builders.js';
import { insertServiceOrder, orderLineOn } from '../../db/seed/order-builders.js';
import { insertPlannedEstate, insertStand } from '../../db/seed/stand-builders.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

const DRAWN: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [650_010, 6_650_010],
      [650_090, 6_650_010],
      [650_090, 6_650_090],
      [650_010, 6_650_010],
    ],
  ],
};

describe('the order errand’s small map', () => {
  const clock = testClock(new Date('2026-11-24T09:00:00Z'));
  const test = portalForTests({ clock });

  it('gives each line’s estate stands, the ordered ones marked, and the drawn area; audited to the member', async () => {
    const karin = await insertPerson(test.db, { givenName: 'Karin', surname: 'Lindqvist' });
    const memberId = (await insertPersonStakeholder(test.db, karin)).id;
    const estate = await insertPlannedEstate(test.db, memberId);
    await insertStand(test.db, estate, { number: 2 });
    const standsLine = await orderLineOn(test.db, estate.id);
    const { id, number } = await insertServiceOrder(
      test.db,
      { stakeholderId: memberId, personId: karin.id },
      { lines: [standsLine, standsLine] },
    );
    // The second line is an area drawn on the map, as the checkout stores one.
    await test.db.query(
      `UPDATE service_order_line SET area_kind = 'drawn', stand_ids = '[]', stand_numbers = '[]', geometry = $2
        WHERE order_id = $1 AND position = 2`,
      [id, JSON.stringify(DRAWN)],
    );
    const lena = await insertPerson(test.db, { givenName: 'Lena', surname: 'Sjöberg' });
    await insertStaff(test.db, lena, { mayEdit: true });
    const staff = await signIn(test, { personId: lena.id, stakeholderId: null, roles: ['Viewer', 'Editor'] });

    const response = await test.app.inject({
      url: `/api/staff/orders/${number}/areas`,
      headers: { cookie: staff },
    });
    expect(response.statusCode).toBe(200);
    const { lines } = response.json<StaffOrderAreas>();
    expect(lines.map((line) => line.position)).toEqual([1, 2]);
    expect(lines[0]?.stands.map(({ number: stand, ordered }) => ({ stand, ordered }))).toEqual([
      { stand: 1, ordered: true },
      { stand: 2, ordered: false },
    ]);
    expect(lines[0]?.drawn).toBeNull();
    expect(lines[1]?.stands.every((stand) => !stand.ordered)).toBe(true);
    expect(lines[1]?.drawn).toEqual(DRAWN);
    expect(
      await test.db.query('SELECT route FROM audit_event WHERE subject_stakeholder_id = $1', [memberId]),
    ).toEqual([{ route: '/api/staff/orders/:number/areas' }]);

    const unknown = await test.app.inject({
      url: '/api/staff/orders/SO-2026-999999/areas',
      headers: { cookie: staff },
    });
    expect(unknown.statusCode).toBe(404);
    const member = await signIn(test, { personId: karin.id, stakeholderId: memberId, roles: ['Member'] });
    const refused = await test.app.inject({
      url: `/api/staff/orders/${number}/areas`,
      headers: { cookie: member },
    });
    expect(refused.statusCode).toBe(403);
  });
});
