import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, Order } from '#contracts/checkout';
import { buildApp } from '../../app.js';
import { listenForBankId } from '../../testing/bankid-login.js';
import { faultyDatabase, type DatabaseFaults } from '../../testing/faulty-database.js';
import { insertForestOwner, SAME_ORIGIN, type ForestOwner } from '../../testing/forest-owner-world.js';
import { bankIdSigning } from '../../testing/signed-write.js';
import { testConfig, type TestApp } from '../../testing/test-app.js';
import { testClock } from '../../testing/test-clock.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';

const clock = testClock(new Date('2026-11-22T08:00:00Z'));

/** The database fails in the middle of placing an order: all of the order is written, or none of it. */
describe('placing an order when the database fails midway (fault-injecting adapter)', () => {
  let database: TestDatabase;
  let faults: DatabaseFaults;
  let test: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    const faulty = faultyDatabase(database.db);
    faults = faulty.faults;
    const config = testConfig();
    const app = await buildApp({ config, db: faulty.db, clock, logger: false, healthCacheMs: 0 });
    await app.ready();
    test = { app, db: faulty.db, config, close: () => app.close() };
    await listenForBankId(test);
  });
  afterAll(async () => {
    faults.recover();
    await test.close();
    await database.destroy();
  });

  const post = (url: string, owner: ForestOwner, body: object, key: string) =>
    test.app.inject({
      method: 'POST',
      url,
      headers: { ...SAME_ORIGIN, cookie: owner.cookie, 'idempotency-key': key },
      payload: body,
    });
  /** What of the owner's order is stored: every row it writes, and the key that would replay it. */
  const written = async ({ stakeholderId, email }: ForestOwner) => {
    const [row] = await database.db.query(
      `SELECT (SELECT count(*)::int FROM service_order WHERE stakeholder_id = $1) AS orders,
              (SELECT count(*)::int FROM service_order_line l JOIN service_order o ON o.id = l.order_id
                WHERE o.stakeholder_id = $1) AS lines,
              (SELECT count(*)::int FROM cart_item WHERE stakeholder_id = $1) AS cart,
              (SELECT count(*)::int FROM notification WHERE stakeholder_id = $1) AS notifications,
              (SELECT count(*)::int FROM outgoing_mail
                WHERE recipient = $2 OR body LIKE '%medlemsnummer ' || $1 || '%') AS mails,
              (SELECT count(*)::int FROM idempotency_key WHERE key LIKE 'fault-%') AS keys`,
      [stakeholderId, email],
    );
    return row;
  };

  it.each([
    ['writing the order lines', /INSERT INTO service_order_line/],
    ['emptying the cart', /DELETE FROM cart_item/],
    ['queueing the mails', /INSERT INTO outgoing_mail/],
    ['raising the notification', /INSERT INTO notification/],
    ['committing', /^COMMIT$/],
  ])(
    'answers 503 when %s fails, leaves the cart and writes nothing, and takes the retry',
    async (_step, statement) => {
      await database.db.query('DELETE FROM idempotency_key');
      const owner = await insertForestOwner(test, clock);
      for (const standId of [owner.stands.rojning.id, owner.stands.gallring.id]) {
        const added = await post(
          '/api/cart/items',
          owner,
          {
            serviceName: standId === owner.stands.rojning.id ? 'rojning' : 'gallring',
            estateId: owner.estate.id,
            area: { kind: 'stands', standIds: [standId] },
            quantity: null,
            wishes: '',
            preferredTime: 'snarast',
          },
          `add-${standId}`,
        );
        expect(added.statusCode).toBe(201);
      }
      const cart = (
        await test.app.inject({ url: '/api/cart', headers: { cookie: owner.cookie } })
      ).json<Cart>();
      const body = {
        itemIds: cart.items.map((item) => item.id),
        contact: { email: owner.email, phone: null },
        message: '',
        acceptTerms: true,
        termsVersion: cart.termsVersion,
      };
      const key = `fault-${owner.stakeholderId}`;

      // Signed first, as the member does (docs/signing.md); the database fails while it is carried out.
      const placing = {
        method: 'POST' as const,
        url: '/api/orders',
        headers: { ...SAME_ORIGIN, cookie: owner.cookie, 'idempotency-key': key },
        payload: body,
      };
      const signing = bankIdSigning(test);
      const { signingId } = await signing.signFor(placing);
      faults.failStatement(statement);
      const failed = await signing.carryOut(placing, signingId);
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(await written(owner)).toEqual({
        orders: 0,
        lines: 0,
        cart: 2,
        notifications: 0,
        mails: 0,
        keys: 0,
      });

      const retry = await signing.carryOut(placing, signingId);
      expect(retry.statusCode).toBe(201);
      expect(retry.json<Order>().lines).toHaveLength(2);
      expect(await written(owner)).toEqual({
        orders: 1,
        lines: 2,
        cart: 0,
        notifications: 1,
        mails: 2,
        keys: 1,
      });
    },
  );
});
