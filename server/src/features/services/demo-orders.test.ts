import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderSummaries } from '#contracts/checkout';
import type { Estimate } from '#contracts/services';
import { PERSONAS } from '../../db/seed/personas.js';
import { seedDemo } from '../../db/seed/seed-demo.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { serviceNamed } from './services.catalogue.js';
import { priceEstimate } from './services.pricing.js';

/** Karin's demo order: open on her overview, her cart empty, priced as the catalogue prices it. */
describe('the demo order', () => {
  let cookie: string;

  const test = portalForTests();
  beforeAll(async () => {
    await seedDemo(test.db);
    const [karin] = await test.db.query<{ id: string }>('SELECT id FROM person WHERE personal_number = $1', [
      PERSONAS.member.personalNumber,
    ]);
    if (karin === undefined) throw new Error('Karin is not seeded');
    cookie = await signIn(test, {
      personId: karin.id,
      stakeholderId: PERSONAS.member.stakeholderId,
      roles: ['Member'],
    });
  });

  it('shows Karin one confirmed order on the overview, and an empty cart', async () => {
    const open = (
      await test.app.inject({ url: '/api/overview/orders', headers: { cookie } })
    ).json<OrderSummaries>();
    expect(open.orders).toEqual([
      {
        number: 'SO-2026-001001',
        placedAt: '2026-11-09T08:12:00.000Z',
        status: 'confirmed',
        services: 'Gallring, Naturvård',
        totalOre: 437_500,
        placedBy: { name: 'Karin Lindqvist', onBehalf: false },
        // Placed in the demo's past, before orders were signed.
        signature: null,
      },
    ]);
    const count = await test.app.inject({ url: '/api/cart/count', headers: { cookie } });
    expect(count.json()).toEqual({ count: 0 });
    const order = await test.app.inject({ url: '/api/orders/SO-2026-001001', headers: { cookie } });
    expect(order.json()).toMatchObject({
      advisor: { name: 'Anders Nyberg' },
      contact: { email: 'karin.lindqvist@example.se' },
    });
  });

  it('prices each line as the catalogue does for the stands ordered', async () => {
    const lines = await test.db.query<{ service_name: string; estimate: Estimate; area_m2: number }>(
      `SELECT l.service_name, l.estimate, (SELECT sum(s.productive_area_m2) FROM stand s
                WHERE s.id IN (SELECT jsonb_array_elements_text(l.stand_ids)::uuid)) AS area_m2
         FROM service_order_line l ORDER BY l.position`,
    );
    expect(lines.map((line) => line.service_name)).toEqual(['gallring', 'naturvard']);
    for (const line of lines) {
      const service = serviceNamed(line.service_name);
      if (service === undefined) throw new Error(`no service ${line.service_name}`);
      expect(line.estimate).toEqual(priceEstimate(service, line.area_m2, null));
    }
  });
});
