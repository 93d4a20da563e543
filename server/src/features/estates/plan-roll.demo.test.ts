import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONA_COMPANY, PERSONAS } from '../../db/seed/personas.js';
import { seedDemo } from '../../db/seed/seed-demo.js';
// The real notifier, as background-work.ts passes it: the demo's notifications are what Karin reads.
// eslint-disable-next-line boundaries/dependencies
import { createNotifier } from '../notifications/notify.js';
import { testConfig } from '../../testing/test-app.js';
import { testClock } from '../../testing/test-clock.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { rollPlansForward } from './plan-roll.service.js';

describe('the demo’s forest plans, rolled forward at the first start', () => {
  let test: TestDatabase;
  const clock = testClock(new Date('2026-11-29T09:00:00Z'));

  beforeAll(async () => {
    test = await createTestDatabase();
    await seedDemo(test.db);
  });
  afterAll(async () => {
    await test.destroy();
  });

  it('rolls every demo plan to 1 September this year from its inventory, and tells Karin what became due', async () => {
    const notify = createNotifier({ config: testConfig(), clock }).notify;
    expect(await rollPlansForward({ db: test.db, clock, notify, pauseMs: 0 })).toEqual({
      rolled: 5,
      failed: 0,
    });
    const plans = await test.db.query<{ designation: string; inventoried: string; rolled_to: string }>(
      `SELECT designation, to_char(plan_inventoried_on, 'YYYY-MM-DD') AS inventoried,
              to_char(plan_rolled_forward_to, 'YYYY-MM-DD') AS rolled_to
         FROM estate ORDER BY designation`,
    );
    expect(plans).toEqual([
      { designation: 'Tierp Ängskär 3:9', inventoried: '2018-09-03', rolled_to: '2026-09-01' },
      { designation: 'Uppsala Ekeby 2:7', inventoried: '2019-06-12', rolled_to: '2026-09-01' },
      { designation: 'Uppsala Lövstalöt 1:14', inventoried: '2020-05-28', rolled_to: '2026-09-01' },
      { designation: 'Uppsala Viggeby 4:3', inventoried: '2021-08-24', rolled_to: '2026-09-01' },
      { designation: 'Älvdalen Brunnsberg 5:21', inventoried: '2017-07-05', rolled_to: '2026-09-01' },
    ]);
    const [{ unrolled } = { unrolled: -1 }] = await test.db.query<{ unrolled: number }>(
      `SELECT count(*)::int AS unrolled FROM stand s
        WHERE NOT EXISTS (SELECT 1 FROM stand_rolled_forward r WHERE r.stand_id = s.id)`,
    );
    expect(unrolled).toBe(0);

    const told = (stakeholderId: string) =>
      test.db.query<{ title: string }>(
        `SELECT title FROM notification WHERE stakeholder_id = $1 AND category = 'forest' ORDER BY title`,
        [stakeholderId],
      );
    expect((await told(PERSONAS.member.stakeholderId)).map((row) => row.title)).toEqual([
      'Avdelning 25 på Uppsala Ekeby 2:7 har nått röjningshöjd',
      'Avdelning 4 på Uppsala Viggeby 4:3 har nått gallringsålder',
    ]);
    expect((await told(PERSONA_COMPANY.stakeholderId)).map((row) => row.title)).toEqual([
      'Avdelning 17 på Älvdalen Brunnsberg 5:21 har nått röjningshöjd',
    ]);
  });
});
