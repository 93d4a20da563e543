import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#contracts/api-error';
import type { Cart, CartItem } from '#contracts/checkout';
import { insertForestOwner, SAME_ORIGIN, type ForestOwner } from '../../testing/forest-owner-world.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { testClock } from '../../testing/test-clock.js';

const clock = testClock(new Date('2026-11-22T08:00:00Z'));
let keys = 0;
const key = (): string => `cart-key-${String(++keys)}`;

describe('the cart', () => {
  let test: TestApp;
  let closed: TestApp;

  beforeAll(async () => {
    test = await buildTestApp({ clock });
    closed = await buildTestApp({ clock, env: { FEATURE_OVERRIDES: 'servicesOrderable:off' } });
  });
  afterAll(async () => {
    await test.close();
    await closed.close();
  });

  const draft = (owner: ForestOwner, overrides: object = {}) => ({
    serviceName: 'rojning',
    estateId: owner.estate.id,
    area: { kind: 'stands', standIds: [owner.stands.rojning.id] },
    quantity: null,
    wishes: 'Spara björkarna längs bäcken.',
    preferredTime: '2027-var',
    ...overrides,
  });
  const add = (cookie: string, body: object, idempotencyKey: string | null = key(), app = test) =>
    app.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: {
        ...SAME_ORIGIN,
        cookie,
        ...(idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey }),
      },
      payload: body,
    });
  const change = (cookie: string, id: string, body: object, app = test) =>
    app.app.inject({
      method: 'PUT',
      url: `/api/cart/items/${id}`,
      headers: { ...SAME_ORIGIN, cookie },
      payload: body,
    });
  const remove = (cookie: string, id: string, app = test) =>
    app.app.inject({ method: 'DELETE', url: `/api/cart/items/${id}`, headers: { ...SAME_ORIGIN, cookie } });
  const cart = async (cookie: string) =>
    (await test.app.inject({ url: '/api/cart', headers: { cookie } })).json<Cart>();
  const count = async (cookie: string) =>
    (await test.app.inject({ url: '/api/cart/count', headers: { cookie } })).json<{ count: number }>().count;
  const errorOf = (body: string) => JSON.parse(body.replaceAll('\u00a0', ' ')) as ApiErrorBody;

  it('adds a line checked and priced by the server, kept across sessions with the contact details on file', async () => {
    const owner = await insertForestOwner(test, clock);
    expect(await cart(owner.cookie)).toEqual({
      items: [],
      netOre: 0,
      vatOre: 0,
      totalOre: 0,
      contact: { name: `Karin ${owner.person.surname}`, email: owner.email, phone: '070-314 52 97' },
      termsVersion: '2026-11',
    });
    const response = await add(owner.cookie, draft(owner));
    expect(response.statusCode).toBe(201);
    const item = response.json<CartItem>();
    expect(item).toEqual({
      id: expect.any(String) as unknown,
      serviceName: 'rojning',
      serviceTitle: 'Röjning',
      estateId: owner.estate.id,
      estateDesignation: owner.estate.designation,
      area: {
        kind: 'stands',
        standIds: [owner.stands.rojning.id],
        standNumbers: [1],
        geometry: null,
        areaHa: 1,
      },
      quantity: null,
      quantityText: null,
      wishes: 'Spara björkarna längs bäcken.',
      preferredTime: '2027-var',
      preferredTimeLabel: 'Våren 2027',
      estimate: expect.objectContaining({
        areaHa: 1,
        netOre: 340_000,
        vatOre: 85_000,
        totalOre: 425_000,
      }) as unknown,
      addedBy: { name: `Karin ${owner.person.surname}`, onBehalf: false },
    });
    // Another device: a new session of the same member finds the same cart.
    const elsewhere = await owner.cookieAs('Member');
    expect(await count(elsewhere)).toBe(1);
    expect(await cart(elsewhere)).toMatchObject({
      items: [item],
      netOre: 340_000,
      vatOre: 85_000,
      totalOre: 425_000,
    });
    // The same key again: the same line, not a second.
    const same = key();
    await add(owner.cookie, draft(owner, { wishes: '' }), same);
    const replay = await add(owner.cookie, draft(owner, { wishes: '' }), same);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await count(owner.cookie)).toBe(2);
    expect((await add(owner.cookie, draft(owner), null)).statusCode).toBe(400);
  });

  it('changes a line and prices it again, and removes it', async () => {
    const owner = await insertForestOwner(test, clock);
    const item = (await add(owner.cookie, draft(owner))).json<CartItem>();
    const changed = await change(
      owner.cookie,
      item.id,
      draft(owner, {
        serviceName: 'plantering',
        area: { kind: 'stands', standIds: [owner.stands.plantering.id] },
        quantity: 2000,
        preferredTime: 'snarast',
      }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json<CartItem>()).toMatchObject({
      id: item.id,
      serviceTitle: 'Plantering',
      quantityText: '2\u00a0000 plantor/ha',
      preferredTimeLabel: 'Så snart som möjligt',
      // 2,25 ha × 2 000 = 4 500 plants at 5,50 kr.
      estimate: { areaHa: 2.25, netOre: 2_475_000 },
    });
    expect((await remove(owner.cookie, item.id)).statusCode).toBe(204);
    expect(await count(owner.cookie)).toBe(0);
    expect((await remove(owner.cookie, item.id)).statusCode).toBe(404);
  });

  it('refuses a time not offered, stands of another estate, and more than 20 lines (422), changing nothing', async () => {
    const owner = await insertForestOwner(test, clock);
    const late = await add(owner.cookie, draft(owner, { preferredTime: '2026-host', quantity: 3 }));
    expect(late.statusCode).toBe(422);
    expect(errorOf(late.body).fieldErrors).toEqual({
      quantity: ['Den här tjänsten tar inget antal. Lämna fältet tomt.'],
      preferredTime: ['Välj en av tiderna i listan.'],
    });
    expect(
      errorOf((await add(owner.cookie, draft(owner, { preferredTime: 'igår' }))).body).fieldErrors,
    ).toEqual({
      preferredTime: ['Välj en av tiderna i listan.'],
    });
    for (let i = 0; i < 20; i++) expect((await add(owner.cookie, draft(owner))).statusCode).toBe(201);
    const full = await add(owner.cookie, draft(owner));
    expect(full.statusCode).toBe(422);
    expect(errorOf(full.body)).toEqual({
      code: 'CART_FULL',
      message: 'Varukorgen rymmer högst 20 tjänster. Skicka beställningen eller ta bort något först.',
    });
    expect(await count(owner.cookie)).toBe(20);
  });

  it('answers 404 for another member’s estate and another member’s line, and leaves both alone', async () => {
    const owner = await insertForestOwner(test, clock);
    const other = await insertForestOwner(test, clock);
    const theirs = (await add(other.cookie, draft(other))).json<CartItem>();
    expect((await add(owner.cookie, draft(other))).statusCode).toBe(404);
    expect((await change(owner.cookie, theirs.id, draft(owner))).statusCode).toBe(404);
    expect((await remove(owner.cookie, theirs.id)).statusCode).toBe(404);
    expect((await change(owner.cookie, 'not-a-uuid', draft(owner))).statusCode).toBe(404);
    expect(await count(owner.cookie)).toBe(0);
    expect((await cart(other.cookie)).items).toEqual([theirs]);
  });

  it('refuses representatives and viewing staff (403) and marks what an Editor adds as on the member’s behalf', async () => {
    const owner = await insertForestOwner(test, clock);
    for (const role of ['DelegatedRight', 'Viewer'] as const) {
      const cookie = await owner.cookieAs(role);
      expect((await add(cookie, draft(owner))).statusCode, role).toBe(403);
      expect((await test.app.inject({ url: '/api/cart', headers: { cookie } })).statusCode, role).toBe(403);
    }
    const delegate = await add(await owner.cookieAs('DelegatedRight'), draft(owner));
    expect(delegate.json<ApiErrorBody>().message).toBe(
      'Du är inloggad som ombud med läsrätt och kan inte beställa eller ändra något.',
    );
    const editor = await add(await owner.cookieAs('Editor'), draft(owner));
    expect(editor.statusCode).toBe(201);
    expect(editor.json<CartItem>().addedBy).toEqual({ name: `Lena ${owner.staff.surname}`, onBehalf: true });
    expect((await cart(owner.cookie)).items.map((item) => item.addedBy.onBehalf)).toEqual([true]);
  });

  it('refuses every cart change with a Swedish message while ordering is switched off', async () => {
    const owner = await insertForestOwner(closed, clock);
    const response = await add(owner.cookie, draft(owner), key(), closed);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'ORDERING_CLOSED',
      message:
        'Det går inte att beställa skogliga tjänster här just nu. Kontakta din skogsinspektor så hjälper vi dig.',
    });
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await change(owner.cookie, id, draft(owner), closed)).statusCode).toBe(403);
    expect((await remove(owner.cookie, id, closed)).statusCode).toBe(403);
  });
});
