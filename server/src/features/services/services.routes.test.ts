import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#contracts/api-error';
import type { Role } from '#contracts/roles';
import { nextActionText, standStateLine, type StandList } from '#contracts/estates';
import type { Estimate, ServiceCatalogue, ServiceDetails } from '#contracts/services';
import { insertServiceOrder, orderLineOn } from '../../db/seed/order-builders.js';
import { squareAt } from '../../db/seed/stand-builders.js';
import {
  CORNER,
  insertForestOwner,
  SAME_ORIGIN,
  type ForestOwner,
} from '../../testing/forest-owner-world.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';
import { insertPerson, insertPersonStakeholder } from '../../db/seed/builders.js';

const clock = testClock(new Date('2026-11-22T08:00:00Z'));

describe('forest services: the catalogue, one service and the price estimate', () => {
  let owner: ForestOwner;

  const test = portalForTests({ clock });
  beforeAll(async () => {
    owner = await insertForestOwner(test, clock);
  });

  const get = (url: string, cookie = owner.cookie) => test.app.inject({ url, headers: { cookie } });
  const estimate = (body: object, cookie = owner.cookie, name = 'rojning') =>
    test.app.inject({
      method: 'POST',
      url: `/api/services/${name}/estimate`,
      headers: { ...SAME_ORIGIN, cookie },
      payload: body,
    });
  const onStands = (...standIds: string[]) => ({
    estateId: owner.estate.id,
    area: { kind: 'stands', standIds },
    quantity: null,
  });
  const errorOf = (body: string) => JSON.parse(body.replaceAll('\u00a0', ' ')) as ApiErrorBody;

  it('lists the eight services for every role, and recommends the member’s stands most urgent first', async () => {
    for (const role of ['Potential', 'Member', 'Supplier', 'Viewer', 'Editor', 'DelegatedRight'] as const) {
      const response = await get('/api/services', await owner.cookieAs(role));
      expect(response.statusCode, role).toBe(200);
      expect(response.json<ServiceCatalogue>().services).toHaveLength(8);
    }
    const { recommendations } = (await get('/api/services')).json<ServiceCatalogue>();
    expect(recommendations).toEqual([
      {
        serviceName: 'plantering',
        estateId: owner.estate.id,
        estateDesignation: owner.estate.designation,
        standId: owner.stands.plantering.id,
        standNumber: 2,
        areaHa: 2.3,
        reason: 'K1, 0 år · Plantering 2026',
      },
      expect.objectContaining({
        serviceName: 'rojning',
        reason: 'R2, 14 år · Röjning 2027',
      }),
      expect.objectContaining({
        serviceName: 'gallring',
        reason: 'G1, 38 år · Gallring 2028',
      }),
    ]);
    expect((await test.app.inject({ url: '/api/services' })).statusCode).toBe(401);
  });

  it('shows one service with its recommendations, the advisor, the seasons and whether the session may order', async () => {
    const response = await get('/api/services/rojning');
    expect(response.statusCode).toBe(200);
    const details = response.json<ServiceDetails>();
    expect(details.service).toMatchObject({
      name: 'rojning',
      title: 'Röjning',
      price: { model: 'per-ha', unitPriceOre: 340_000 },
    });
    expect(details.recommendations.map((entry) => entry.standNumber)).toEqual([1]);
    expect(details.advisor).toMatchObject({
      phone: '010-123 40 00',
      email: expect.stringContaining('@example.se') as unknown,
    });
    expect(details.preferredTimes.map((time) => time.label)).toEqual([
      'Så snart som möjligt',
      'Våren 2027',
      'Sommaren 2027',
      'Hösten 2027',
      'Våren 2028',
    ]);
    const canOrder = async (role: Role) =>
      (await get('/api/services/rojning', await owner.cookieAs(role))).json<ServiceDetails>().canOrder;
    expect([await canOrder('Member'), await canOrder('Editor'), await canOrder('Supplier')]).toEqual([
      true,
      true,
      true,
    ]);
    expect([await canOrder('Viewer'), await canOrder('DelegatedRight')]).toEqual([false, false]);
    // A member without estates has nothing to order for.
    const person = await insertPerson(test.db);
    const bare = await insertPersonStakeholder(test.db, person, { relation: 'potential' });
    const potential = await signIn(
      test,
      { personId: person.id, stakeholderId: bare.id, roles: ['Potential'] },
      clock,
    );
    expect((await get('/api/services/rojning', potential)).json<ServiceDetails>()).toMatchObject({
      canOrder: false,
      advisor: null,
      recommendations: [],
    });
  });

  it('answers 404 in Swedish for a service the catalogue does not have', async () => {
    const response = await get('/api/services/hyggesbranning');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Tjänsten finns inte.' });
  });

  it('prices stands of the member’s own estate, and a drawn area measured on the server', async () => {
    const stands = await estimate(onStands(owner.stands.rojning.id, owner.stands.gallring.id));
    expect(stands.statusCode).toBe(200);
    // 1 ha + 1,44 ha at 3 400 kr/ha.
    expect(stands.json<Estimate>()).toMatchObject({
      areaHa: 2.44,
      netOre: 829_600,
      vatOre: 207_400,
      totalOre: 1_037_000,
    });
    const drawn = await estimate({
      estateId: owner.estate.id,
      area: { kind: 'drawn', geometry: squareAt([CORNER[0] + 300, CORNER[1] + 300], 150) },
      quantity: null,
    });
    expect(drawn.json<Estimate>()).toMatchObject({ areaHa: 2.25, netOre: 765_000 });
  });

  it('prices only the part of a drawn area on the estate, and refuses one mostly off it', async () => {
    // 100 m × 200 m, of which 100 m × 196 m on the estate: 2 % outside.
    const edge = await estimate({
      estateId: owner.estate.id,
      area: {
        kind: 'drawn',
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [CORNER[0] + 500, CORNER[1] - 4],
              [CORNER[0] + 600, CORNER[1] - 4],
              [CORNER[0] + 600, CORNER[1] + 196],
              [CORNER[0] + 500, CORNER[1] + 196],
              [CORNER[0] + 500, CORNER[1] - 4],
            ],
          ],
        },
      },
      quantity: null,
    });
    expect(edge.json<Estimate>().areaHa).toBe(1.96);
    const outside = await estimate({
      estateId: owner.estate.id,
      area: { kind: 'drawn', geometry: squareAt([CORNER[0] + 950, CORNER[1] + 500], 100) },
      quantity: null,
    });
    expect(outside.statusCode).toBe(422);
    expect(errorOf(outside.body).fieldErrors).toEqual({
      'area.geometry': [
        `Området ligger utanför fastigheten ${owner.estate.designation}. Rita området inom fastighetens gränser.`,
      ],
    });
  });

  it('refuses a polygon that is not a valid area (400), stands of another estate and a quantity out of bounds (422)', async () => {
    const bowTie = await estimate({
      estateId: owner.estate.id,
      area: {
        kind: 'drawn',
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [CORNER[0] + 100, CORNER[1] + 100],
              [CORNER[0] + 300, CORNER[1] + 300],
              [CORNER[0] + 300, CORNER[1] + 100],
              [CORNER[0] + 100, CORNER[1] + 300],
              [CORNER[0] + 100, CORNER[1] + 100],
            ],
          ],
        },
      },
      quantity: null,
    });
    expect(bowTie.statusCode).toBe(400);
    expect(Object.keys(errorOf(bowTie.body).fieldErrors ?? {})).toEqual(['area.geometry']);

    const other = await insertForestOwner(test, clock);
    const foreignStand = await estimate(onStands(owner.stands.rojning.id, other.stands.rojning.id));
    expect(foreignStand.statusCode).toBe(422);
    expect(errorOf(foreignStand.body)).toEqual({
      code: 'RULES_BROKEN',
      message: 'Några uppgifter uppfyller inte reglerna. Rätta dem och försök igen.',
      fieldErrors: {
        'area.standIds': [
          'Någon av avdelningarna finns inte på den valda fastigheten. Välj avdelningarna på nytt i kartan.',
        ],
      },
    });

    const planting = (quantity: number | null) =>
      estimate({ ...onStands(owner.stands.plantering.id), quantity }, owner.cookie, 'plantering');
    expect((await planting(2300)).statusCode).toBe(200);
    expect(errorOf((await planting(1200)).body).fieldErrors).toEqual({
      quantity: ['Ange plantor per hektar mellan 1 500 och 3 000 plantor/ha.'],
    });
    expect(errorOf((await planting(null)).body).fieldErrors).toEqual({
      quantity: ['Ange plantor per hektar.'],
    });
    expect(
      errorOf((await estimate({ ...onStands(owner.stands.rojning.id), quantity: 5 })).body).fieldErrors,
    ).toEqual({
      quantity: ['Den här tjänsten tar inget antal. Lämna fältet tomt.'],
    });
    expect((await estimate({ ...onStands(owner.stands.rojning.id), quantity: 2.5 })).statusCode).toBe(400);
  });

  it('answers 404 for another member’s estate, as for one that does not exist', async () => {
    const other = await insertForestOwner(test, clock);
    const foreign = await estimate({ ...onStands(other.stands.rojning.id), estateId: other.estate.id });
    const missing = await estimate({ ...onStands(other.stands.rojning.id), estateId: 'nope' });
    expect([foreign.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(foreign.json()).toEqual(missing.json());
    expect(
      (await estimate(onStands(owner.stands.rojning.id), owner.cookie, 'hyggesbranning')).statusCode,
    ).toBe(404);
  });

  it('lets representatives and viewing staff ask for an estimate too, as it stores nothing', async () => {
    for (const role of ['DelegatedRight', 'Viewer', 'Editor', 'Supplier'] as const) {
      const response = await estimate(onStands(owner.stands.rojning.id), await owner.cookieAs(role));
      expect(response.statusCode, role).toBe(200);
    }
  });

  it('recommends a rolled plan’s stands as the order form shows them, and not work already ordered or done', async () => {
    const rolled = await insertForestOwner(test, clock);
    await test.db.query(
      `UPDATE estate SET plan_inventoried_on = '2019-06-12', plan_rolled_forward_to = '2026-09-01',
                         plan_rolled_from = '2019-06-12' WHERE id = $1`,
      [rolled.estate.id],
    );
    const standsNow = async () =>
      (await get(`/api/estates/${rolled.estate.id}/stands`, rolled.cookie)).json<StandList>().stands;
    const thinning = async () =>
      (await get('/api/services/gallring', rolled.cookie)).json<ServiceDetails>().recommendations;

    // The card says what the order form (the stand list) says of the stand: one line for both.
    const gallring = (await standsNow()).find((stand) => stand.id === rolled.stands.gallring.id);
    expect(gallring?.rolledForward).not.toBeNull();
    expect((await thinning()).map(({ standNumber, reason }) => ({ standNumber, reason }))).toEqual([
      { standNumber: 3, reason: gallring && standStateLine(gallring) },
    ]);

    // Ordered: the stand says so with the order's number, and gallring is not offered for it again.
    const owner = { stakeholderId: rolled.stakeholderId, personId: rolled.person.id };
    const line = { ...(await orderLineOn(test.db, rolled.estate.id)), standIds: [rolled.stands.gallring.id] };
    const order = await insertServiceOrder(test.db, owner, { status: 'confirmed', lines: [line] });
    expect(await thinning()).toEqual([]);
    const ordered = (await standsNow()).find((stand) => stand.id === rolled.stands.gallring.id);
    expect(ordered && nextActionText(ordered)).toBe(`Gallring, beställd ${order.number}`);

    // Done: the stand is thinned in 2026, and its next action is the final felling, from there.
    await test.db.query(`UPDATE service_order SET status = 'done' WHERE id = $1`, [order.id]);
    await test.db.query(
      `INSERT INTO service_order_step (order_id, step, at, by_name, done_on, final_net_ore, final_vat_ore,
                                       final_total_ore)
       VALUES ($1, 'done', '2026-10-02T10:00:00Z', 'Anders Nyberg', '2026-10-01', 0, 0, 0)`,
      [order.id],
    );
    const thinned = (await standsNow()).find((stand) => stand.id === rolled.stands.gallring.id);
    expect(thinned?.rolledForward).toMatchObject({
      lastWork: { action: 'Gallring', year: 2026 },
      nextAction: 'Slutavverkning',
    });
    expect(thinned?.rolledForward?.nextActionYear).toBeGreaterThanOrEqual(2036);
    expect(await thinning()).toEqual([]);
  });
});
