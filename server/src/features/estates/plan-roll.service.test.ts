import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertPerson, insertPersonStakeholder, type StakeholderRow } from '../../db/seed/builders.js';
import {
  insertBusiness,
  insertEstate,
  insertMemberContact,
  insertSbo,
  type EstateRow,
} from '../../db/seed/business-builders.js';
import { insertNotificationSetting } from '../../db/seed/notifications-builders.js';
import { insertStand, squareAt } from '../../db/seed/stand-builders.js';
// The real notifier, as background-work.ts passes it: the test is about the notification and mail a roll gives.
// eslint-disable-next-line boundaries/dependencies
import { createNotifier } from '../notifications/notify.js';
import { testConfig } from '../../testing/test-app.js';
import { testClock } from '../../testing/test-clock.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { createStandsNowRepository } from '../../forest-state/stands-now.repository.js';
import { rollPlansForward } from './plan-roll.service.js';

/** docs/forest-growth.md 7.1's spruce stand, 35 years old in its plan's inventory year. */
const THINNING_STAND = {
  siteIndex: 'G28',
  cuttingClass: 'G1',
  goalClass: 'PG',
  age: 35,
  volumePerHa: 180,
  growthPerHa: 9.5,
  proposedAction: 'Gallring',
  proposedYear: 2028,
} as const;

describe('the yearly roll of the forest plans', () => {
  let test: TestDatabase;
  let member: StakeholderRow;
  let estate: EstateRow;
  let address: string;
  const config = testConfig({
    FEATURE_OVERRIDES: 'notificationEmails:on',
    PUBLIC_URL: 'https://portal.example.se',
  });
  const at = (iso: string) => testClock(new Date(iso));
  const roll = (
    clock: ReturnType<typeof testClock>,
    more: Partial<Parameters<typeof rollPlansForward>[0]> = {},
  ) =>
    rollPlansForward({
      db: test.db,
      clock,
      notify: createNotifier({ config, clock }).notify,
      pauseMs: 0,
      ...more,
    });

  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test.destroy();
  });
  beforeEach(async () => {
    // Each test rolls every plan in the database: the earlier tests' plans are already rolled, and stay so.
    await test.db.query('UPDATE estate SET plan_inventoried_on = NULL');
    member = await insertPersonStakeholder(test.db, await insertPerson(test.db));
    address = `member.${member.id}@example.se`;
    await insertMemberContact(test.db, member, { email: address });
    const business = await insertBusiness(test.db, member, await insertSbo(test.db), null);
    estate = await insertEstate(test.db, business, {
      designation: 'Uppsala Ekeby 2:7',
      planInventoriedOn: '2024-06-12',
    });
  });

  const estateState = async (id = estate.id) => {
    const [row] = await test.db.query<{ rolled_to: string | null; rolled_from: string | null }>(
      `SELECT to_char(plan_rolled_forward_to, 'YYYY-MM-DD') AS rolled_to,
              to_char(plan_rolled_from, 'YYYY-MM-DD') AS rolled_from
         FROM estate WHERE id = $1`,
      [id],
    );
    return row;
  };
  /** The stand now, as every screen reads it; undefined while its plan is not rolled. */
  const rolledStand = async (standId: string) => {
    const [estateId] = (
      await test.db.query<{ estate_id: string }>('SELECT estate_id FROM stand WHERE id = $1', [standId])
    ).map((row) => row.estate_id);
    const stands = await createStandsNowRepository(test.db).stands(
      estateId === undefined ? [] : [estateId],
      '2026-11-29',
    );
    const rolled = stands.find((stand) => stand.id === standId)?.rolledForward ?? undefined;
    return (
      rolled && {
        age: rolled.age,
        cutting_class: rolled.cuttingClass,
        volume_per_ha: rolled.volumePerHa,
        next_action: rolled.nextAction,
        next_action_year: rolled.nextActionYear,
      }
    );
  };
  const notices = () =>
    test.db.query<{ category: string; title: string; body: string; link: string }>(
      'SELECT category, title, body, link FROM notification WHERE stakeholder_id = $1 ORDER BY title',
      [member.id],
    );
  const mails = () =>
    test.db.query<{ subject: string; body: string }>(
      'SELECT subject, body FROM outgoing_mail WHERE recipient = $1',
      [address],
    );

  it('rolls each plan to the latest 1 September once, and tells of an action the year it becomes due', async () => {
    const stand = await insertStand(test.db, estate, { ...THINNING_STAND, number: 4 });
    // 31 August 2026 (Swedish time): the latest 1 September is 2025's.
    expect(await roll(at('2026-08-31T12:00:00Z'))).toEqual({ rolled: 1, failed: 0 });
    expect(await estateState()).toEqual({ rolled_to: '2025-09-01', rolled_from: '2024-06-12' });
    // 36 years in 2025 (11.7 m): gallring comes in 2026, when the dominant height passes 12 m.
    expect(await rolledStand(stand.id)).toMatchObject({
      age: 36,
      next_action: 'Gallring',
      next_action_year: 2026,
    });
    expect(await notices()).toEqual([]);

    const september = at('2026-09-01T06:00:00Z');
    expect(await roll(september)).toEqual({ rolled: 1, failed: 0 });
    expect(await estateState()).toEqual({ rolled_to: '2026-09-01', rolled_from: '2024-06-12' });
    expect(await rolledStand(stand.id)).toMatchObject({ age: 37, cutting_class: 'G1' });
    expect(await notices()).toEqual([
      {
        category: 'forest',
        title: 'Avdelning 4 på Uppsala Ekeby 2:7 har nått gallringsålder',
        body: expect.stringContaining('framskriven till 1 september 2026') as unknown,
        link: `/skogligatjanster/gallring?fastighet=${estate.id}&avdelning=${stand.id}`,
      },
    ]);
    // About the stand's estate, so a representative whose mandate leaves that estate out is not shown it.
    expect(
      await test.db.query('SELECT estate_ids FROM notification WHERE stakeholder_id = $1', [member.id]),
    ).toEqual([{ estate_ids: [estate.id] }]);
    // The category is shown in the portal, not mailed, unless the member asks for it.
    expect(await mails()).toEqual([]);

    // Idempotent: nothing left to roll, nothing told twice, later in the year too.
    expect(await roll(september)).toEqual({ rolled: 0, failed: 0 });
    expect(await roll(at('2027-08-31T12:00:00Z'))).toEqual({ rolled: 0, failed: 0 });
    expect(await notices()).toHaveLength(1);
  });

  it('tells of each action once, also when the same plan is rolled to the same year again', async () => {
    await insertStand(test.db, estate, { ...THINNING_STAND, number: 4 });
    const clock = at('2026-11-29T09:00:00Z');
    await roll(clock);
    expect(await notices()).toHaveLength(1);
    // As if the roll were lost (a restored backup): the unique key still keeps the notice to one.
    await test.db.query(
      'UPDATE estate SET plan_rolled_forward_to = NULL, plan_rolled_from = NULL WHERE id = $1',
      [estate.id],
    );
    expect(await roll(clock)).toEqual({ rolled: 1, failed: 0 });
    expect(await notices()).toHaveLength(1);
  });

  it('on a first roll tells only of what became due in the rolled year, and mails when the member asked', async () => {
    await insertNotificationSetting(test.db, member.id, {
      category: 'forest',
      channel: 'email',
      enabled: true,
    });
    const reaching = await insertStand(test.db, estate, { ...THINNING_STAND, number: 4 });
    // 40 years in 2024 (13.3 m): past the thinning height when the plan was made, whose gallring 2028 holds.
    const alreadyDue = await insertStand(test.db, estate, { ...THINNING_STAND, number: 5, age: 40 });
    await roll(at('2026-11-29T09:00:00Z'));
    expect(await rolledStand(alreadyDue.id)).toMatchObject({
      age: 42,
      next_action: 'Gallring',
      next_action_year: 2028,
    });
    expect((await notices()).map((notice) => notice.link)).toEqual([
      `/skogligatjanster/gallring?fastighet=${estate.id}&avdelning=${reaching.id}`,
    ]);
    const [mail] = await mails();
    expect(mail?.subject).toBe('Avdelning 4 på Uppsala Ekeby 2:7 har nått gallringsålder – Skogsportalen');
    expect(mail?.body).toContain(
      `https://portal.example.se/skogligatjanster/gallring?fastighet=${estate.id}&avdelning=${reaching.id}`,
    );
  });

  it('rolls a plan again from a new inventory, and shows nothing the new plan already shows', async () => {
    const stand = await insertStand(test.db, estate, { ...THINNING_STAND, number: 4 });
    const clock = at('2026-11-29T09:00:00Z');
    await roll(clock);
    expect(await rolledStand(stand.id)).toMatchObject({ age: 37 });
    expect(await notices()).toHaveLength(1);

    // Inventoried anew in June 2026: thinned, 37 years, and the plan proposes the next gallring for 2036.
    await test.db.query(`UPDATE estate SET plan_inventoried_on = '2026-06-15' WHERE id = $1`, [estate.id]);
    await test.db.query(
      `UPDATE stand SET age = 37, volume_per_ha = 140, proposed_year = 2036 WHERE id = $1`,
      [stand.id],
    );
    expect(await roll(clock)).toEqual({ rolled: 1, failed: 0 });
    expect(await estateState()).toEqual({ rolled_to: '2026-09-01', rolled_from: '2026-06-15' });
    expect(await rolledStand(stand.id)).toMatchObject({ age: 37, cutting_class: 'G1', volume_per_ha: 140 });
    expect(await notices()).toHaveLength(1);
  });

  it('leaves estates without a plan date, or inventoried after the day rolled to, as they are', async () => {
    const business = await insertBusiness(test.db, member, await insertSbo(test.db), null);
    const planless = await insertEstate(test.db, business, { designation: 'Uppsala Utan 1:1' });
    const planlessStand = await insertStand(test.db, planless, { ...THINNING_STAND });
    const fresh = await insertEstate(test.db, business, {
      designation: 'Uppsala Ny 1:2',
      planInventoriedOn: '2026-10-01',
    });
    const freshStand = await insertStand(test.db, fresh, { ...THINNING_STAND });
    await test.db.query('UPDATE estate SET plan_inventoried_on = NULL WHERE id = $1', [estate.id]);

    expect(await roll(at('2026-11-29T09:00:00Z'))).toEqual({ rolled: 0, failed: 0 });
    for (const id of [planless.id, fresh.id]) {
      expect(await estateState(id)).toEqual({ rolled_to: null, rolled_from: null });
    }
    expect(await rolledStand(planlessStand.id)).toBeUndefined();
    expect(await rolledStand(freshStand.id)).toBeUndefined();
  });

  it('rolls in batches, each going on after the last, and stops between batches when asked', async () => {
    const business = await insertBusiness(test.db, member, await insertSbo(test.db), null);
    for (let n = 0; n < 4; n += 1) {
      const more = await insertEstate(test.db, business, {
        designation: `Uppsala Fler 1:${String(n + 1)}`,
        planInventoriedOn: '2020-05-01',
      });
      await insertStand(test.db, more, {
        ...THINNING_STAND,
        geometry: squareAt([650_000 + n * 200, 6_650_000], 100),
      });
    }
    const clock = at('2026-11-29T09:00:00Z');
    let batches = 0;
    const stopAfterTwo = () => (batches += 1) >= 2;
    expect(await roll(clock, { batchSize: 2, stopping: stopAfterTwo })).toEqual({ rolled: 4, failed: 0 });
    expect(await roll(clock, { batchSize: 2 })).toEqual({ rolled: 1, failed: 0 });
    expect(await roll(clock, { batchSize: 2 })).toEqual({ rolled: 0, failed: 0 });
  });
});
