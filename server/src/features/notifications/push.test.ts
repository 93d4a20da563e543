import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '#contracts/roles';
import { insertPerson, insertPersonStakeholder, type StakeholderRow } from '../../db/seed/builders.js';
import { createJobWorker } from '../../jobs/job-worker.js';
import {
  decryptPush,
  startPushServiceStandIn,
  verifiedVapidClaims,
  type PushServiceStandIn,
  type TestDevice,
} from '../../testing/push-service-stand-in.js';
import { signIn } from '../../testing/sign-in.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { testClock } from '../../testing/test-clock.js';
import { createNotifier } from './notify.js';
import { pushJobHandlers } from './push.job.js';
import { MAX_DEVICES_PER_MEMBER } from './push-subscriptions.repository.js';

const SAME_ORIGIN = { origin: 'http://localhost:3000' };
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('push to the phone', () => {
  let test: TestApp;
  let pushService: PushServiceStandIn;
  let karin: StakeholderRow;
  let personId: string;
  let cookie: string;
  const clock = testClock(new Date('2026-11-22T08:00:00Z'));

  beforeAll(async () => {
    test = await buildTestApp({ clock });
    pushService = await startPushServiceStandIn();
  });
  afterAll(async () => {
    await pushService.close();
    await test.close();
  });
  beforeEach(async () => {
    const person = await insertPerson(test.db, { givenName: 'Karin', surname: 'Lindqvist' });
    personId = person.id;
    karin = await insertPersonStakeholder(test.db, person);
    cookie = await signIn(test, { personId, stakeholderId: karin.id, roles: ['Member'] });
    pushService.received.length = 0;
  });

  const subscribe = (device: Pick<TestDevice, 'endpoint' | 'keys'>, headers = { cookie }) =>
    test.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { ...SAME_ORIGIN, ...headers },
      payload: { endpoint: device.endpoint, expirationTime: null, keys: device.keys },
    });
  const endpointsOf = async (stakeholderId: string) =>
    (
      await test.db.query<{ endpoint: string }>(
        'SELECT endpoint FROM push_subscription WHERE stakeholder_id = $1 ORDER BY created_at',
        [stakeholderId],
      )
    ).map((row) => row.endpoint);
  const worker = () =>
    createJobWorker({
      db: test.db,
      clock,
      log: quiet,
      handlers: pushJobHandlers({ db: test.db, config: test.config.push }),
    });
  /** What staff moving Karin's order on does: a notification with a push, in one transaction. */
  const notifyOrderStep = () =>
    test.db.transaction((tx) =>
      createNotifier({ config: test.config, clock }).notify(tx, karin.id, {
        category: 'contracts',
        title: 'Röjningen på Uppsala Ekeby 2:7 är klar',
        text: 'Karin Lindqvist, slutpriset blev 12 400 kr.',
        link: '/minasidor/bestallningar/100234',
        estateIds: [],
        push: 'Nytt steg i din beställning',
      }),
    );

  it('sends the title and link encrypted for the device, signed with the portal’s VAPID key', async () => {
    const device = pushService.device();
    expect((await subscribe(device)).statusCode).toBe(204);
    const { publicKey } = (await test.app.inject({ url: '/api/push/public-key', headers: { cookie } })).json<{
      publicKey: string;
    }>();

    await notifyOrderStep();
    expect(pushService.received).toHaveLength(0);
    expect(await worker().runDue()).toBe(1);

    expect(pushService.received).toHaveLength(1);
    const [push] = pushService.received;
    if (push === undefined) throw new Error('no push');
    expect(push.endpoint).toBe(device.endpoint);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    const vapid = verifiedVapidClaims(push.headers);
    expect(vapid.publicKey).toBe(publicKey);
    expect(vapid.claims.aud).toBe(pushService.origin);
    expect(vapid.claims.sub).toMatch(/^mailto:/);

    const plain = decryptPush(device, push.body);
    expect(JSON.parse(plain)).toEqual({
      title: 'Nytt steg i din beställning',
      url: '/minasidor/bestallningar/100234',
    });
    expect(plain).not.toMatch(/Karin|Lindqvist|Ekeby|12 400|kr/);
    // Encrypted on the wire: the words are not there to read.
    expect(push.body.toString('latin1')).not.toContain('beställning');
  });

  it('keeps the key pair over a restart, so subscribed devices keep working', async () => {
    const first: unknown = (
      await test.app.inject({ url: '/api/push/public-key', headers: { cookie } })
    ).json();
    const again = await buildTestAppOn(test);
    expect((await again.inject({ url: '/api/push/public-key', headers: { cookie } })).json()).toEqual(first);
    await again.close();
  });

  it('pushes nothing for a category the member has turned off in the portal', async () => {
    await subscribe(pushService.device());
    await test.db.query(
      `INSERT INTO notification_setting (stakeholder_id, category, channel, enabled) VALUES ($1, 'contracts', 'portal', false)`,
      [karin.id],
    );
    await notifyOrderStep();
    expect(await worker().runDue()).toBe(0);
    expect(pushService.received).toHaveLength(0);
  });

  it('removes a device the push service no longer knows (410), and another answering 404', async () => {
    const [gone, unknown, kept] = [pushService.device(), pushService.device(), pushService.device()];
    for (const device of [gone, unknown, kept]) await subscribe(device);
    pushService.answer(gone, 410);
    pushService.answer(unknown, 404);

    await notifyOrderStep();
    expect(await worker().runDue()).toBe(3);

    expect(await endpointsOf(karin.id)).toEqual([kept.endpoint]);
    const states = await test.db.query<{ state: string }>(
      `SELECT state FROM job WHERE kind = 'push.send' AND payload->>'title' = 'Nytt steg i din beställning' AND state <> 'done'`,
    );
    expect(states).toEqual([]);
  });

  it('retries a push the push service failed (500) with the queue’s back-off, then delivers it', async () => {
    const device = pushService.device();
    await subscribe(device);
    pushService.answer(device, 500);
    await notifyOrderStep();

    expect(await worker().runDue()).toBe(1);
    expect(await worker().runDue()).toBe(0);
    expect(await endpointsOf(karin.id)).toEqual([device.endpoint]);

    pushService.answer(device, 201);
    clock.advance(10_000);
    expect(await worker().runDue()).toBe(1);
    expect(pushService.received).toHaveLength(2);
    expect(JSON.parse(decryptPush(device, pushService.received[1]?.body ?? Buffer.alloc(0)))).toMatchObject({
      title: 'Nytt steg i din beställning',
    });
  });

  describe('subscribing', () => {
    it('refuses an endpoint that is not a push service, and saves nothing', async () => {
      const device = pushService.device();
      for (const endpoint of ['http://10.0.0.5/push', 'file:///etc/passwd', 'inte en adress']) {
        const response = await subscribe({ ...device, endpoint });
        expect(response.statusCode).toBe(400);
        expect(
          response.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.endpoint?.[0],
        ).toContain('inte en känd aviseringstjänst');
      }
      expect(await endpointsOf(karin.id)).toEqual([]);
    });

    it('refuses keys that are not base64url', async () => {
      const device = pushService.device();
      const response = await subscribe({ ...device, keys: { p256dh: '<script>', auth: device.keys.auth } });
      expect(response.statusCode).toBe(400);
      expect(await endpointsOf(karin.id)).toEqual([]);
    });

    it.each<Role>(['DelegatedRight', 'Editor', 'Viewer'])(
      'is for the member’s own session only, not %s',
      async (role) => {
        const session = await signIn(test, { personId, stakeholderId: karin.id, roles: [role] });
        const response = await subscribe(pushService.device(), { cookie: session });
        expect(response.statusCode).toBe(403);
        expect(await endpointsOf(karin.id)).toEqual([]);
      },
    );

    it(`keeps at most ${String(MAX_DEVICES_PER_MEMBER)} devices, dropping the one turned on longest ago`, async () => {
      const devices = Array.from({ length: MAX_DEVICES_PER_MEMBER + 1 }, () => pushService.device());
      for (const device of devices) {
        clock.advance(1_000);
        await subscribe(device);
      }
      expect(await endpointsOf(karin.id)).toEqual(devices.slice(1).map((device) => device.endpoint));
    });

    it('turns this device off, and leaves another member’s device alone', async () => {
      const [mine, theirs] = [pushService.device(), pushService.device()];
      await subscribe(mine);
      const other = await insertPersonStakeholder(test.db, await insertPerson(test.db));
      await test.db.query(
        `INSERT INTO push_subscription (stakeholder_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)`,
        [other.id, theirs.endpoint, theirs.keys.p256dh, theirs.keys.auth],
      );
      for (const endpoint of [mine.endpoint, theirs.endpoint]) {
        const response = await test.app.inject({
          method: 'DELETE',
          url: '/api/push/subscriptions',
          headers: { ...SAME_ORIGIN, cookie },
          payload: { endpoint },
        });
        expect(response.statusCode).toBe(204);
      }
      expect(await endpointsOf(karin.id)).toEqual([]);
      expect(await endpointsOf(other.id)).toEqual([theirs.endpoint]);
    });
  });
});

/** A second app on the same database, as after a restart. */
async function buildTestAppOn(test: TestApp) {
  const { buildApp } = await import('../../app.js');
  const app = await buildApp({ config: test.config, db: test.db, logger: false, healthCacheMs: 0 });
  await app.ready();
  return app;
}
