import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#contracts/api-error';
import type { Cart, Order, OrderSummaries } from '#contracts/checkout';
import { squareAt } from '../../db/seed/stand-builders.js';
import {
  CORNER,
  insertForestOwner,
  SAME_ORIGIN,
  type ForestOwner,
} from '../../testing/forest-owner-world.js';
import { listenForBankId } from '../../testing/bankid-login.js';
import { bankIdSigning } from '../../testing/signed-write.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

const clock = testClock(new Date('2026-11-22T08:00:00Z'));
let keys = 0;
const key = (): string => `order-key-${String(++keys)}`;

describe('placing an order', () => {
  const test = portalForTests({ clock });
  beforeAll(async () => {
    await listenForBankId(test);
  });

  const post = (url: string, cookie: string, body: object, idempotencyKey = key()) =>
    test.app.inject({
      method: 'POST',
      url,
      headers: { ...SAME_ORIGIN, cookie, 'idempotency-key': idempotencyKey },
      payload: body,
    });
  const get = (url: string, cookie: string) => test.app.inject({ url, headers: { cookie } });
  const cartOf = async (cookie: string) => (await get('/api/cart', cookie)).json<Cart>();

  /** The owner's cart with a thinning of stand 1 and a planting of a drawn area; its item ids. */
  async function filledCart(owner: ForestOwner, cookie = owner.cookie): Promise<string[]> {
    const base = { estateId: owner.estate.id, wishes: '', preferredTime: '2027-var' };
    const added = [
      await post('/api/cart/items', cookie, {
        ...base,
        serviceName: 'rojning',
        area: { kind: 'stands', standIds: [owner.stands.rojning.id] },
        quantity: null,
        wishes: 'Spara björkarna längs bäcken.',
      }),
      await post('/api/cart/items', cookie, {
        ...base,
        serviceName: 'plantering',
        area: { kind: 'drawn', geometry: squareAt([CORNER[0] + 300, CORNER[1] + 300], 100) },
        quantity: 2500,
        preferredTime: 'snarast',
      }),
    ];
    for (const response of added) expect(response.statusCode).toBe(201);
    return (await cartOf(cookie)).items.map((item) => item.id);
  }
  const placement = (itemIds: string[], overrides: object = {}) => ({
    itemIds,
    contact: { email: 'karin@example.se', phone: '070-314 52 97' },
    message: 'Ring efter klockan 16.',
    acceptTerms: true,
    termsVersion: '2026-11',
    ...overrides,
  });
  const placing = (cookie: string, body: object, idempotencyKey = key()) => ({
    method: 'POST' as const,
    url: '/api/orders',
    headers: { ...SAME_ORIGIN, cookie, 'idempotency-key': idempotencyKey },
    payload: body,
  });
  /** Signed with BankID as the member does it (docs/signing.md); a refused request is refused before. */
  const place = (cookie: string, body: object, idempotencyKey = key()) =>
    bankIdSigning(test).signed(placing(cookie, body, idempotencyKey));
  const stored = async (stakeholderId: string) => {
    const [row] = await test.db.query<{ orders: number; lines: number; cart: number; notifications: number }>(
      `SELECT (SELECT count(*)::int FROM service_order WHERE stakeholder_id = $1) AS orders,
              (SELECT count(*)::int FROM service_order_line l JOIN service_order o ON o.id = l.order_id
                WHERE o.stakeholder_id = $1) AS lines,
              (SELECT count(*)::int FROM cart_item WHERE stakeholder_id = $1) AS cart,
              (SELECT count(*)::int FROM notification WHERE stakeholder_id = $1) AS notifications`,
      [stakeholderId],
    );
    return row;
  };
  const mailsAbout = (number: string) =>
    test.db.query<{ recipient: string; subject: string; body: string }>(
      `SELECT recipient, subject, body FROM outgoing_mail WHERE subject LIKE '%' || $1 || '%' ORDER BY subject`,
      [number],
    );

  it('places the reviewed cart as one order, empties the cart, mails the member and the advisor, and notifies', async () => {
    const owner = await insertForestOwner(test, clock);
    const itemIds = await filledCart(owner);
    const asked = await bankIdSigning(test).ask(placing(owner.cookie, placement(itemIds)));
    expect(asked.json<{ text: string }>().text).toBe(
      [
        '# Beställning av skogliga tjänster',
        `För: Karin ${owner.person.surname}, medlemsnummer ${owner.stakeholderId}`,
        `Röjning på ${owner.estate.designation}: 1 ha, avdelning 1`,
        'Önskad tid: Våren 2027',
        `Plantering på ${owner.estate.designation}: 1 ha, ritat område, 2\u00a0500 plantor/ha`,
        'Önskad tid: Så snart som möjligt',
        'Pris: 17\u00a0150,00\u00a0kr exkl. moms, moms 4\u00a0287,50\u00a0kr',
        'Totalt: 21\u00a0437,50\u00a0kr',
        'Meddelande: Ring efter klockan 16.',
      ].join('\n'),
    );
    // Checking the order before signing placed nothing.
    expect((await cartOf(owner.cookie)).items).toHaveLength(2);
    const response = await place(owner.cookie, placement(itemIds));
    expect(response.statusCode).toBe(201);
    const order = response.json<Order>();
    expect(order.number).toMatch(/^SO-2026-\d{6}$/);
    expect(order.signature).toMatchObject({ signerName: `Karin ${owner.person.surname}`, onBehalf: false });
    expect(order).toMatchObject({
      placedAt: '2026-11-22T08:00:00.000Z',
      status: 'received',
      // Röjning 1 ha: 3 400 kr. Planting 1 ha × 2 500 plants at 5,50 kr: 13 750 kr.
      netOre: 1_715_000,
      vatOre: 428_750,
      totalOre: 2_143_750,
      contact: { name: `Karin ${owner.person.surname}`, email: 'karin@example.se', phone: '070-314 52 97' },
      message: 'Ring efter klockan 16.',
      placedBy: { name: `Karin ${owner.person.surname}`, onBehalf: false },
      advisor: { phone: '010-123 40 00' },
      confirmationEmail: 'karin@example.se',
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        serviceName: 'rojning',
        estateDesignation: owner.estate.designation,
        standNumbers: [1],
        areaHa: 1,
        wishes: 'Spara björkarna längs bäcken.',
        preferredTimeLabel: 'Våren 2027',
      }),
      expect.objectContaining({
        serviceName: 'plantering',
        standNumbers: [],
        quantityText: '2\u00a0500 plantor/ha',
        preferredTimeLabel: 'Så snart som möjligt',
      }),
    ]);
    expect(await stored(owner.stakeholderId)).toEqual({ orders: 1, lines: 2, cart: 0, notifications: 1 });
    expect((await cartOf(owner.cookie)).items).toEqual([]);

    const [toAdvisor, confirmation] = await mailsAbout(order.number);
    expect(confirmation).toMatchObject({
      recipient: 'karin@example.se',
      subject: `Orderbekräftelse ${order.number}`,
    });
    const text = confirmation?.body.replaceAll('\u00a0', ' ') ?? '';
    expect(text).toContain('1. Röjning på');
    expect(text).toContain('Pris: 3 400,00 kr exkl. moms, 4 250,00 kr inkl. moms');
    expect(text).toContain('Totalt inkl. moms: 21 437,50 kr');
    expect(text).toContain('Så här går det till nu:');
    expect(toAdvisor).toMatchObject({
      recipient: order.advisor?.email,
      subject: `Ny beställning ${order.number} från Karin ${owner.person.surname}`,
    });
    expect(toAdvisor?.body).toContain(`medlemsnummer ${owner.stakeholderId}`);
    expect(toAdvisor?.body).not.toContain(owner.person.personalNumber);
    const [notice] = await test.db.query<{
      category: string;
      title: string;
      link: string;
      estate_ids: string[];
    }>('SELECT category, title, link, estate_ids FROM notification WHERE stakeholder_id = $1', [
      owner.stakeholderId,
    ]);
    expect(notice).toEqual({
      category: 'contracts',
      title: `Vi har tagit emot beställning ${order.number}`,
      link: `/orderbekraftelse?order=${order.number}`,
      // The estate of its lines: a representative whose mandate leaves it out is not told of the order.
      estate_ids: [owner.estate.id],
    });

    const read = await get(`/api/orders/${order.number}`, owner.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(order);
  });

  it('refuses a cart changed since review (409) and new terms (409), writing nothing', async () => {
    const owner = await insertForestOwner(test, clock);
    const itemIds = await filledCart(owner);
    const changed = await place(owner.cookie, placement(itemIds.slice(0, 1)));
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      code: 'CART_CHANGED',
      message: 'Varukorgen har ändrats sedan du granskade den. Kontrollera beställningen igen.',
    });
    expect((await place(owner.cookie, placement([...itemIds, itemIds[0] ?? '']))).statusCode).toBe(409);
    const terms = await place(owner.cookie, placement(itemIds, { termsVersion: '2025-01' }));
    expect(terms.json<ApiErrorBody>()).toMatchObject({ code: 'TERMS_CHANGED' });
    expect((await place(owner.cookie, placement(itemIds, { acceptTerms: false }))).statusCode).toBe(400);
    expect(await stored(owner.stakeholderId)).toEqual({ orders: 0, lines: 0, cart: 2, notifications: 0 });
  });

  it('refuses a line no longer valid on the member’s estate (409), naming it', async () => {
    const owner = await insertForestOwner(test, clock);
    const itemIds = await filledCart(owner);
    await test.db.query('DELETE FROM stand WHERE id = $1', [owner.stands.rojning.id]);
    const response = await place(owner.cookie, placement(itemIds));
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiErrorBody>().message).toBe(
      `Röjning på ${owner.estate.designation} går inte längre att beställa som den är angiven. ` +
        'Ändra eller ta bort den i varukorgen.',
    );
    expect(await stored(owner.stakeholderId)).toMatchObject({ orders: 0, cart: 2 });
  });

  it('gives exactly one order for 100 concurrent requests with one Idempotency-Key, and refuses the key for another body', async () => {
    const owner = await insertForestOwner(test, clock);
    const itemIds = await filledCart(owner);
    const same = key();
    const signing = bankIdSigning(test);
    const { signingId } = await signing.signFor(placing(owner.cookie, placement(itemIds), same));
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        signing.carryOut(placing(owner.cookie, placement(itemIds), same), signingId),
      ),
    );
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => answer.json<Order>().number)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'false')).toHaveLength(1);
    expect(await stored(owner.stakeholderId)).toEqual({ orders: 1, lines: 2, cart: 0, notifications: 1 });
    const number = answers[0]?.json<Order>().number ?? '';
    expect(await mailsAbout(number)).toHaveLength(2);
    const reused = await place(owner.cookie, placement(itemIds, { message: 'Något annat.' }), same);
    expect(reused.statusCode).toBe(422);
    expect(reused.json<ApiErrorBody>().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('records an Editor’s order as on the member’s behalf, mails no confirmation without an address, and refuses read-only roles', async () => {
    const owner = await insertForestOwner(test, clock);
    for (const role of ['DelegatedRight', 'Viewer'] as const) {
      expect((await place(await owner.cookieAs(role), placement(['x']))).statusCode, role).toBe(403);
    }
    const editor = await owner.cookieAs('Editor');
    const itemIds = await filledCart(owner, editor);
    const response = await place(
      editor,
      placement(itemIds, { contact: { email: null, phone: '070-314 52 97' } }),
    );
    expect(response.statusCode).toBe(201);
    const order = response.json<Order>();
    expect(order).toMatchObject({
      placedBy: { name: `Lena ${owner.staff.surname}`, onBehalf: true },
      confirmationEmail: null,
    });
    const mails = await mailsAbout(order.number);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Ny beställning ${order.number} från Karin ${owner.person.surname}`,
    ]);
    expect(mails[0]?.body).toContain(
      `Beställningen lades av Lena ${owner.staff.surname} för medlemmens räkning.`,
    );
  });

  it('shows an order to its member only, lists them as purchases and the open ones on the overview', async () => {
    const owner = await insertForestOwner(test, clock);
    const other = await insertForestOwner(test, clock);
    const first = (await place(owner.cookie, placement(await filledCart(owner)))).json<Order>();
    clock.advance(60_000);
    const second = (await place(owner.cookie, placement(await filledCart(owner)))).json<Order>();
    await test.db.query(`UPDATE service_order SET status = 'done' WHERE number = $1`, [first.number]);

    expect((await get(`/api/orders/${first.number}`, other.cookie)).statusCode).toBe(404);
    expect((await get('/api/orders/SO-2026-999999', owner.cookie)).statusCode).toBe(404);

    const purchases = (await get('/api/purchases', owner.cookie)).json<OrderSummaries>();
    expect(purchases.orders).toEqual([
      {
        number: second.number,
        placedAt: second.placedAt,
        status: 'received',
        services: 'Röjning, Plantering',
        totalOre: 2_143_750,
        placedBy: { name: `Karin ${owner.person.surname}`, onBehalf: false },
        signature: second.signature,
      },
      expect.objectContaining({ number: first.number, status: 'done' }),
    ]);
    expect((await get('/api/purchases', other.cookie)).json<OrderSummaries>().orders).toEqual([]);
    const open = await get('/api/overview/orders', owner.cookie);
    expect(open.json<OrderSummaries>().orders.map((order) => order.number)).toEqual([second.number]);
    const delegate = await get('/api/overview/orders', await owner.cookieAs('DelegatedRight'));
    expect(delegate.json<OrderSummaries>().orders.map((order) => order.number)).toEqual([second.number]);
  });
});
