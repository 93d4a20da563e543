import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Cart } from '#contracts/checkout';
import { insertClearingOrder } from '../../src/db/seed/order-builders.js';
import { SAME_ORIGIN } from '../../src/testing/bankid-login.js';
import { personIdOf } from './persona-sessions.js';
import type { Change, SignedWriteCase, World } from './signed-write-world.js';
import { KARIN, STALE, count, inject, json, memberRenamed, post, setting } from './signed-write-world.js';

/** The signed writes of orders: placing the cart's order, and answering a final price above the estimate. */

/** Gallring of two Ekeby stands and a road on Viggeby, in Karin's cart; the cart emptied first. */
async function fillCart(world: World): Promise<string[]> {
  const cart = await json<Cart>(world, '/api/cart');
  for (const item of cart.items)
    await inject(world, {
      method: 'DELETE',
      url: `/api/cart/items/${item.id}`,
      headers: { ...SAME_ORIGIN, cookie: world.cookie },
    });
  const ids: string[] = [];
  for (const draft of [thinning(world), road(world)]) {
    const added = await inject(world, post(world.cookie, '/api/cart/items', draft));
    expect(added.statusCode).toBe(201);
    ids.push(added.json<{ id: string }>().id);
  }
  return ids;
}
const standIds = (world: World, estate: 'ekeby' | 'viggeby', numbers: number[]) =>
  numbers.map((number) => world.estates[estate].stands.get(number) ?? `no stand ${String(number)}`);
const thinning = (world: World) => ({
  serviceName: 'gallring',
  estateId: world.estates.ekeby.id,
  area: { kind: 'stands', standIds: standIds(world, 'ekeby', [2, 3]) },
  quantity: null,
  wishes: 'Spara björkarna vid bäcken.',
  preferredTime: 'snarast',
});
const road = (world: World) => ({
  serviceName: 'skogsvagar',
  estateId: world.estates.viggeby.id,
  area: { kind: 'stands', standIds: standIds(world, 'viggeby', [1]) },
  quantity: 500,
  wishes: '',
  preferredTime: 'snarast',
});

/** One cart line changed with `PUT /api/cart/items/{id}`: it keeps its id, so the order's body is the same. */
const lineChanged =
  (index: number, draft: (world: World) => object): Change['make'] =>
  async (world, request) => {
    const id = (request.payload as { itemIds: string[] }).itemIds[index];
    const changed = await inject(world, {
      method: 'PUT',
      url: `/api/cart/items/${id ?? ''}`,
      headers: { ...SAME_ORIGIN, cookie: world.cookie },
      payload: draft(world),
    });
    expect(changed.statusCode).toBe(200);
    return async () => undefined;
  };

export const order: SignedWriteCase = {
  async request(world) {
    const itemIds = await fillCart(world);
    const { termsVersion } = await json<Cart>(world, '/api/cart');
    return post(world.cookie, '/api/orders', {
      itemIds,
      termsVersion,
      acceptTerms: true,
      contact: { email: 'karin@example.se', phone: '070-314 52 97' },
      message: 'Ring *före* åtta | tack',
    });
  },
  made: (world) =>
    count(world, 'SELECT count(*)::int AS n FROM service_order WHERE stakeholder_id = $1', [KARIN]),
  changes: {
    'a line’s service, estate and quantity (another tab, or an Editor for her)': {
      refused: STALE,
      make: lineChanged(0, (world) => ({ ...road(world), quantity: 5000 })),
    },
    'a line’s stands': {
      refused: STALE,
      make: lineChanged(0, (world) => ({
        ...thinning(world),
        area: { kind: 'stands', standIds: standIds(world, 'ekeby', [2]) },
      })),
    },
    'a line’s quantity': {
      refused: STALE,
      make: lineChanged(1, (world) => ({ ...road(world), quantity: 600 })),
    },
    'a line’s wishes': {
      refused: STALE,
      make: lineChanged(0, (world) => ({ ...thinning(world), wishes: 'Ta björkarna också.' })),
    },
    'a line’s time': {
      refused: STALE,
      make: lineChanged(1, (world) => ({ ...road(world), preferredTime: '2027-host' })),
    },
    'a stand’s productive area, and so the price': {
      refused: STALE,
      async make(world) {
        const id = world.estates.ekeby.stands.get(3);
        const [stand] = await world.test.db.query<{ productive: number }>(
          'SELECT productive_area_m2 AS productive FROM stand WHERE id = $1',
          [id],
        );
        const smaller = (stand?.productive ?? 0) - 5_000;
        return setting('stand', 'productive_area_m2', 'id = $1', smaller, () => [id])(world);
      },
    },
    'whom it is for': memberRenamed,
  },
};

/** Karin's order done at a price above its estimate, waiting for her answer. */
async function orderAwaitingHerAnswer(world: World): Promise<string> {
  const { db } = world.test;
  const { number } = await insertClearingOrder(
    db,
    { stakeholderId: KARIN, personId: await personIdOf(world.test, 'member') },
    world.estates.ekeby.id,
  );
  await db.query(
    `INSERT INTO service_order_step (order_id, step, at, by_name, done_on, final_lines, final_net_ore,
            final_vat_ore, final_total_ore, price_reason)
     SELECT id, 'done', now(), 'Lena Sjöberg', '2026-12-04',
            '[{"position": 1, "areaHa": 2.1, "netOre": 816000, "vatOre": 204000, "totalOre": 1020000}]',
            816000, 204000, 1020000, 'Tätare ungskog än planen visade.'
       FROM service_order WHERE number = $1`,
    [number],
  );
  await db.query(`UPDATE service_order SET status = 'done' WHERE number = $1`, [number]);
  return number;
}
const numberIn = (request: InjectOptions) =>
  (typeof request.url === 'string' ? request.url : '').split('/')[3] ?? '';
const DONE_STEP = `step = 'done' AND order_id = (SELECT id FROM service_order WHERE number = $1)`;

export const finalPrice: SignedWriteCase = {
  async request(world) {
    return post(world.cookie, `/api/orders/${await orderAwaitingHerAnswer(world)}/final-price/accept`, {});
  },
  made: (world) =>
    count(
      world,
      `SELECT count(*)::int AS n FROM service_order WHERE stakeholder_id = $1 AND status = 'price-accepted'`,
      [KARIN],
    ),
  changes: {
    'the final price (the advisor corrected it)': {
      refused: STALE,
      async make(world, request) {
        const number = numberIn(request);
        await world.test.db.query(
          `UPDATE service_order_step SET final_net_ore = 900000, final_vat_ore = 225000, final_total_ore = 1125000
            WHERE ${DONE_STEP}`,
          [number],
        );
        return async () => undefined;
      },
    },
    'the reason given for it': {
      refused: STALE,
      async make(world, request) {
        return setting('service_order_step', 'price_reason', DONE_STEP, 'Ett annat skäl.', () => [
          numberIn(request),
        ])(world);
      },
    },
    'whom it is for': memberRenamed,
  },
};
