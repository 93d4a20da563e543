import { describe, expect, it } from 'vitest';
import type { Order } from '#contracts/checkout';
import { insertPerson, insertPersonStakeholder, insertStaff } from '../../db/seed/builders.js';
import { insertAdvisor, insertSbo } from '../../db/seed/business-builders.js';
import { insertServiceOrder, orderLineOn } from '../../db/seed/order-builders.js';
import { insertPlannedEstate } from '../../db/seed/stand-builders.js';
import { pdfText } from '../../pdf/pdf-text.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

/** Who took each step of a member's order is named by what they are to the member, on the page and the receipt. */
describe('the roles on an order’s timeline', () => {
  const clock = testClock(new Date('2026-11-24T09:00:00Z'));
  const test = portalForTests({ clock });

  it('calls Lena, staff who are no advisor, a handläggare, and the member’s advisor theirs', async () => {
    const db = test.db;
    const karin = await insertPerson(db, { givenName: 'Karin', surname: 'Lindqvist' });
    const memberId = (await insertPersonStakeholder(db, karin)).id;
    const sbo = await insertSbo(db);
    const anders = await insertAdvisor(db, sbo, { name: 'Anders Nyberg' });
    const elin = await insertAdvisor(db, sbo, { name: 'Elin Forsberg' });
    const estate = await insertPlannedEstate(db, memberId);
    const { id, number } = await insertServiceOrder(
      db,
      { stakeholderId: memberId, personId: karin.id },
      {
        status: 'done',
        placedByName: 'Karin Lindqvist',
        advisorId: anders.id,
        lines: [await orderLineOn(db, estate.id)],
      },
    );
    // Staff people: Anders (Karin's advisor), Elin (another advisor) and Lena (no advisor).
    const staffPerson = async (givenName: string, surname: string, advisorId: string | null) => {
      const person = await insertPerson(db, { givenName, surname });
      await insertStaff(db, person, { mayEdit: true });
      await db.query('UPDATE staff SET advisor_id = $2 WHERE person_id = $1', [person.id, advisorId]);
      return person;
    };
    const steps: [string, { id: string }, string][] = [
      ['confirmed', await staffPerson('Anders', 'Nyberg', anders.id), 'Anders Nyberg'],
      ['scheduled', await staffPerson('Elin', 'Forsberg', elin.id), 'Elin Forsberg'],
      ['done', await staffPerson('Lena', 'Sjöberg', null), 'Lena Sjöberg'],
    ];
    for (const [index, [step, person, name]] of steps.entries()) {
      await db.query(
        `INSERT INTO service_order_step (order_id, step, at, by_person_id, by_name, planned_period, scheduled_on,
                                         contractor, done_on, final_lines, final_net_ore, final_vat_ore,
                                         final_total_ore)
         VALUES ($1, $2, $3, $4, $5, 'vecka 48', '2026-11-22', 'Röj & Plant AB', '2026-11-23',
                 '[{"position": 1, "areaHa": 1, "netOre": 0, "vatOre": 0, "totalOre": 0}]', 0, 0, 0)`,
        [id, step, new Date(Date.UTC(2026, 10, 20 + index)), person.id, name],
      );
    }

    const cookie = await signIn(test, { personId: karin.id, stakeholderId: memberId, roles: ['Member'] });
    const order = (
      await test.app.inject({ url: `/api/orders/${number}`, headers: { cookie } })
    ).json<Order>();
    expect(order.steps.map(({ step, byName, byRole }) => ({ step, byName, byRole }))).toEqual([
      { step: 'received', byName: 'Karin Lindqvist', byRole: 'member' },
      { step: 'confirmed', byName: 'Anders Nyberg', byRole: 'membersAdvisor' },
      { step: 'scheduled', byName: 'Elin Forsberg', byRole: 'advisor' },
      { step: 'done', byName: 'Lena Sjöberg', byRole: 'staff' },
    ]);

    const receipt = await test.app.inject({ url: `/api/orders/${number}/receipt`, headers: { cookie } });
    expect(receipt.statusCode).toBe(200);
    const text = (await pdfText(receipt.rawPayload)).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Markerad som utförd av Lena Sjöberg, handläggare hos föreningen');
    expect(text).not.toContain('Rådgivare');
  });
});
