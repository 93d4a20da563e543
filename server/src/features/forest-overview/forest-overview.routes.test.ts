import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StandAction } from '#contracts/estates';
import type { ActivationStatus, ForestOverview } from '#contracts/forest-overview';
import type { FeatureCollection } from '#contracts/geometry';
import type { Queryable } from '../../db/database.js';
import {
  insertDelegatedRight,
  insertPerson,
  insertPersonStakeholder,
  type PersonRow,
  type StakeholderRow,
} from '../../db/seed/builders.js';
import { insertBusiness, insertEstate, insertSbo, type EstateRow } from '../../db/seed/business-builders.js';
import { createJobWorker } from '../../jobs/job-worker.js';
import { signIn } from '../../testing/sign-in.js';
import { buildTestApp } from '../../testing/test-app.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';
import { BUILD_FOREST_OVERVIEW, forestOverviewJobHandlers } from './forest-overview.job.js';

const SAME_ORIGIN = { origin: 'http://localhost:3000' };
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

interface StandFacts {
  readonly areaM2: number;
  readonly volumePerHa: number;
  readonly growthPerHa: number;
  readonly action: StandAction;
  readonly year: number | null;
  readonly cuttingClass?: string;
}

let standSequence = 0;

/** A square stand on `estate` whose recorded area is `areaM2` (the overview reads the recorded area). */
async function insertStand(db: Queryable, estate: EstateRow, facts: StandFacts): Promise<{ id: string }> {
  const n = ++standSequence;
  const [e, n0] = [650_000 + n * 300, 6_650_000];
  const side = Math.sqrt(facts.areaM2);
  const geometry = {
    type: 'Polygon',
    coordinates: [
      [
        [e, n0],
        [e + side, n0],
        [e + side, n0 + side],
        [e, n0 + side],
        [e, n0],
      ],
    ],
  };
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO stand (estate_id, number, area_m2, age, site_index, cutting_class, goal_class, pine_percent,
                        spruce_percent, deciduous_percent, volume_per_ha, growth_per_ha, proposed_action,
                        proposed_year, geometry, min_e, min_n, max_e, max_n, productive_area_m2)
     VALUES ($1, $2, $3, 45, 'G28', $4, 'PG', 30, 60, 10, $5, $6, $7, $8, $9, $10, $11, $12, $13, $3)
     RETURNING id`,
    [
      estate.id,
      n,
      facts.areaM2,
      facts.cuttingClass ?? 'G1',
      facts.volumePerHa,
      facts.growthPerHa,
      facts.action,
      facts.year,
      JSON.stringify(geometry),
      e,
      n0,
      e + side,
      n0 + side,
    ],
  );
  if (row === undefined) throw new Error('no stand');
  return row;
}

describe('forest overview', () => {
  let karinPerson: PersonRow;
  let karin: StakeholderRow;
  let ekeby: EstateRow;
  let viggeby: EstateRow;
  let cookie: string;
  const clock = testClock(new Date('2026-11-22T08:00:00Z'));
  let worker: ReturnType<typeof createJobWorker>;

  const test = portalForTests({ clock });
  beforeAll(async () => {
    worker = createJobWorker({
      db: test.db,
      clock,
      log: quiet,
      handlers: forestOverviewJobHandlers({ db: test.db, clock }),
    });
  });
  beforeEach(async () => {
    karinPerson = await insertPerson(test.db, { givenName: 'Karin', surname: 'Lindqvist' });
    karin = await insertPersonStakeholder(test.db, karinPerson);
    const sbo = await insertSbo(test.db);
    const business = await insertBusiness(test.db, karin, sbo, null);
    ekeby = await insertEstate(test.db, business, { designation: 'Uppsala Ekeby 2:7' });
    viggeby = await insertEstate(test.db, business, { designation: 'Uppsala Viggeby 4:3' });
    await insertStand(test.db, ekeby, {
      areaM2: 40_000,
      volumePerHa: 200,
      growthPerHa: 6.5,
      action: 'Gallring',
      year: 2027,
    });
    await insertStand(test.db, ekeby, {
      areaM2: 25_000,
      volumePerHa: 300,
      growthPerHa: 4,
      action: 'Slutavverkning',
      year: 2030,
      cuttingClass: 'S2',
    });
    await insertStand(test.db, ekeby, {
      areaM2: 10_000,
      volumePerHa: 0,
      growthPerHa: 0,
      action: 'Plantering',
      year: 2026,
      cuttingClass: 'K1',
    });
    await insertStand(test.db, viggeby, {
      areaM2: 20_000,
      volumePerHa: 150,
      growthPerHa: 5.5,
      action: 'Gallring',
      year: 2031,
    });
    await insertStand(test.db, viggeby, {
      areaM2: 15_000,
      volumePerHa: 50,
      growthPerHa: 3.2,
      action: 'Röjning',
      year: 2025,
      cuttingClass: 'R2',
    });
    cookie = await signIn(test, { personId: karinPerson.id, stakeholderId: karin.id, roles: ['Member'] });
  });

  const get = (url: string, headers: Record<string, string> = { cookie }) =>
    test.app.inject({ method: 'GET', url, headers });
  const activate = (headers: Record<string, string> = { cookie }) =>
    test.app.inject({
      method: 'POST',
      url: '/api/user/activate_skogsoversikt',
      headers: { ...SAME_ORIGIN, ...headers },
    });
  const status = async (headers?: Record<string, string>) =>
    (await get('/api/user/oversikt_activation_status', headers)).json<ActivationStatus>();
  const jobsFor = async (stakeholderId: string) =>
    test.db.query<{ state: string }>(
      `SELECT state FROM job WHERE kind = $1 AND payload ->> 'stakeholderId' = $2`,
      [BUILD_FOREST_OVERVIEW, stakeholderId],
    );

  it('is inactive, with no figures, before activation', async () => {
    expect(await status()).toEqual({ state: 'inactive', readyAt: null, message: null });
    expect((await get('/api/forest-overview')).statusCode).toBe(204);
  });

  it('goes from pending to ready once the worker has built it, with the figures of the stands', async () => {
    const first = await activate();
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ state: 'pending', readyAt: null, message: null });
    expect((await activate()).json<ActivationStatus>().state).toBe('pending');
    expect(await jobsFor(karin.id)).toEqual([{ state: 'queued' }]);
    expect((await status()).state).toBe('pending');
    expect((await get('/api/forest-overview')).statusCode).toBe(204);

    clock.advance(1_000);
    expect(await worker.runDue()).toBeGreaterThanOrEqual(1);

    expect(await status()).toEqual({ state: 'ready', readyAt: '2026-11-22T08:00:01.000Z', message: null });
    expect(await jobsFor(karin.id)).toEqual([{ state: 'done' }]);
    const overview = await get('/api/forest-overview');
    expect(overview.statusCode).toBe(200);
    expect(overview.json<ForestOverview>()).toEqual({
      builtAt: '2026-11-22T08:00:01.000Z',
      estateCount: 2,
      standCount: 5,
      productiveAreaHa: 11,
      volumeTotal: 1_925,
      volumePerHa: 175,
      growthTotal: 52,
      // Thinning in 2031 is beyond five years; the cleaning overdue since 2025 is still to do.
      upcomingActions: [
        { action: 'Plantering', areaHa: 1, standCount: 1 },
        { action: 'Röjning', areaHa: 1.5, standCount: 1 },
        { action: 'Gallring', areaHa: 4, standCount: 1 },
        { action: 'Slutavverkning', areaHa: 2.5, standCount: 1 },
      ],
    });

    // Active now: activating again queues nothing more.
    expect((await activate()).json<ActivationStatus>().state).toBe('ready');
    expect(await jobsFor(karin.id)).toHaveLength(1);
  });

  it('shows a representative the figures of the estates their mandate covers, and lets them not activate', async () => {
    const maria = await insertPerson(test.db, { givenName: 'Maria', surname: 'Lindqvist' });
    const mandate = await insertDelegatedRight(test.db, karin, maria);
    await test.db.query(
      'INSERT INTO delegated_right_estate (delegated_right_id, estate_id) VALUES ($1, $2)',
      [mandate.id, ekeby.id],
    );
    const asMaria = {
      cookie: await signIn(test, { personId: maria.id, stakeholderId: karin.id, roles: ['DelegatedRight'] }),
    };
    const refused = await activate(asMaria);
    expect(refused.statusCode).toBe(403);
    expect(await jobsFor(karin.id)).toEqual([]);

    await activate();
    await worker.runDue();
    expect((await status(asMaria)).state).toBe('ready');
    expect((await get('/api/forest-overview', asMaria)).json<ForestOverview>()).toMatchObject({
      estateCount: 1,
      standCount: 3,
      productiveAreaHa: 7.5,
      volumeTotal: 1_550,
      volumePerHa: 207,
      growthTotal: 36,
      upcomingActions: [
        { action: 'Plantering', areaHa: 1, standCount: 1 },
        { action: 'Gallring', areaHa: 4, standCount: 1 },
        { action: 'Slutavverkning', areaHa: 2.5, standCount: 1 },
      ],
    });
  });

  it('refuses viewing staff, and keeps each member’s overview their own', async () => {
    const viewer = await insertPerson(test.db, { givenName: 'Johan', surname: 'Ek' });
    const asViewer = {
      cookie: await signIn(test, { personId: viewer.id, stakeholderId: karin.id, roles: ['Viewer'] }),
    };
    expect((await activate(asViewer)).statusCode).toBe(403);

    await activate();
    await worker.runDue();
    const otherPerson = await insertPerson(test.db);
    const other = await insertPersonStakeholder(test.db, otherPerson);
    const asOther = {
      cookie: await signIn(test, { personId: otherPerson.id, stakeholderId: other.id, roles: ['Member'] }),
    };
    expect((await status(asOther)).state).toBe('inactive');
    expect((await get('/api/forest-overview', asOther)).statusCode).toBe(204);
    expect((await get('/api/user/oversikt_activation_status', {})).statusCode).toBe(401);
  });

  it('says so when building fails for good, and may be activated again', async () => {
    const real = forestOverviewJobHandlers({ db: test.db, clock })[BUILD_FOREST_OVERVIEW];
    if (real?.failed === undefined) throw new Error('the build job records its failure');
    const recordFailure = real.failed.bind(real);
    const broken = createJobWorker({
      db: test.db,
      clock,
      log: quiet,
      handlers: {
        [BUILD_FOREST_OVERVIEW]: {
          run: () => Promise.reject(new Error('stands unreadable')),
          failed: recordFailure,
        },
      },
    });
    await activate();
    for (let attempt = 0; attempt < 5; attempt++) {
      await broken.runDue();
      clock.advance(60 * 60_000);
    }
    expect(await status()).toEqual({
      state: 'failed',
      readyAt: null,
      message: 'Skogsöversikten kunde inte tas fram. Försök att aktivera den igen om en stund.',
    });
    expect((await activate()).json<ActivationStatus>().state).toBe('pending');
    await worker.runDue();
    expect((await status()).state).toBe('ready');
  });

  it('draws the skogsoversikt map layer only once the overview is ready, styled by huggningsklass', async () => {
    const layer = async (bbox: readonly number[]) =>
      get(`/api/geo/layers/skogsoversikt/features?bbox=${bbox.join(',')}`);
    const region = [600_000, 6_600_000, 700_000, 6_700_000];
    expect((await layer(region)).statusCode).toBe(204);

    await activate();
    await worker.runDue();
    const drawn = (await layer(region)).json<FeatureCollection>();
    expect(drawn.features).toHaveLength(5);
    const clearing = drawn.features.find((feature) => feature.properties.cuttingClass === 'K1');
    expect(clearing?.properties).toMatchObject({
      estateId: ekeby.id,
      styleKey: 'stand-K1',
      areaHa: 1,
      age: 45,
      volumePerHa: 0,
      nextAction: 'Plantering 2026',
    });
    const finalFelling = drawn.features.find((feature) => feature.properties.cuttingClass === 'S2');
    expect(finalFelling?.properties.styleKey).toBe('stand-S1');

    const [first] = drawn.features;
    const [e = 0, n = 0] = (first?.geometry as { coordinates: number[][][] }).coordinates[0]?.[0] ?? [];
    const tiny = (await layer([e - 1, n - 1, e + 1, n + 1])).json<FeatureCollection>();
    expect(tiny.features.map((feature) => feature.id)).toEqual([first?.id]);
  });

  it('answers 404 to activation while the forestOverviewActivation flag is off', async () => {
    const off = await buildTestApp({ env: { FEATURE_OVERRIDES: 'forestOverviewActivation:off' } });
    try {
      const person = await insertPerson(off.db);
      const member = await insertPersonStakeholder(off.db, person);
      const headers = {
        ...SAME_ORIGIN,
        cookie: await signIn(off, { personId: person.id, stakeholderId: member.id, roles: ['Member'] }),
      };
      const response = await off.app.inject({
        method: 'POST',
        url: '/api/user/activate_skogsoversikt',
        headers,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
