import { nextActionText } from '#contracts/estates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONA_COMPANY, PERSONAS } from '../../db/seed/personas.js';
import { seedDemo } from '../../db/seed/seed-demo.js';
// The real notifier, as background-work.ts passes it: the demo's notifications are what Karin reads.
// eslint-disable-next-line boundaries/dependencies
import { createNotifier } from '../notifications/notify.js';
import { testConfig } from '../../testing/test-app.js';
import { testClock } from '../../testing/test-clock.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { createStandsNowRepository } from '../../forest-state/stands-now.repository.js';
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
         FROM estate WHERE plan_inventoried_on IS NOT NULL ORDER BY designation`,
    );
    expect(plans).toEqual([
      { designation: 'Tierp Ängskär 3:9', inventoried: '2018-09-03', rolled_to: '2026-09-01' },
      { designation: 'Uppsala Ekeby 2:7', inventoried: '2019-06-12', rolled_to: '2026-09-01' },
      { designation: 'Uppsala Lövstalöt 1:14', inventoried: '2020-05-28', rolled_to: '2026-09-01' },
      { designation: 'Uppsala Viggeby 4:3', inventoried: '2021-08-24', rolled_to: '2026-09-01' },
      { designation: 'Älvdalen Brunnsberg 5:21', inventoried: '2017-07-05', rolled_to: '2026-09-01' },
    ]);

    const told = (stakeholderId: string) =>
      test.db.query<{ title: string }>(
        `SELECT title FROM notification WHERE stakeholder_id = $1 AND category = 'forest' ORDER BY title`,
        [stakeholderId],
      );
    // Not told: Ekeby 3, felled in 2024; Viggeby 8, whose gallring Karin has ordered; Brunnsberg 1, thinned.
    expect((await told(PERSONAS.member.stakeholderId)).map((row) => row.title)).toEqual([
      'Avdelning 16 på Uppsala Viggeby 4:3 ska röjas i år enligt skogsbruksplanen',
      'Avdelning 25 på Uppsala Ekeby 2:7 har nått röjningshöjd',
      'Avdelning 4 på Uppsala Viggeby 4:3 har nått gallringsålder',
    ]);
    expect((await told(PERSONA_COMPANY.stakeholderId)).map((row) => row.title)).toEqual([
      'Avdelning 17 på Älvdalen Brunnsberg 5:21 har nått röjningshöjd',
      'Avdelning 6 på Älvdalen Brunnsberg 5:21 ska röjas i år enligt skogsbruksplanen',
    ]);
  });

  it('moves the stands the demo’s work was done on, and says which are ordered', async () => {
    const estateIds = (await test.db.query<{ id: string }>('SELECT id FROM estate')).map((row) => row.id);
    const stands = await createStandsNowRepository(test.db).stands(estateIds, '2026-11-29');
    const stand = (designation: string, number: number) => {
      const found = stands.find((each) => each.estateDesignation === designation && each.number === number);
      if (found === undefined) throw new Error(`no stand ${String(number)} on ${designation}`);
      return { ...found, text: nextActionText(found) };
    };
    // Felled 2024 (AU-2024-10231), scarified 2025 (SV-2025-3310): bare land to plant in 2026.
    for (const number of [3, 5, 6]) {
      expect(stand('Uppsala Ekeby 2:7', number)).toMatchObject({
        rolledForward: {
          cuttingClass: 'K1',
          volumeTotal: 0,
          lastWork: { action: 'Markberedning', year: 2025 },
        },
        text: 'Plantering, dags 2026',
      });
    }
    // Thinned in September 2026 (AU-2026-11872): 30 % less volume, and the final felling is next, in ten years at least.
    for (const number of [2, 4, 9]) {
      const thinned = stand('Uppsala Ekeby 2:7', number);
      expect(thinned.rolledForward).toMatchObject({ lastWork: { action: 'Gallring', year: 2026 } });
      expect(thinned.rolledForward?.nextAction).toBe('Slutavverkning');
      expect(thinned.rolledForward?.nextActionYear).toBeGreaterThanOrEqual(2036);
    }
    // A gallring the 2019 inventory planned for 2029 is still the stand's, in 2029: G2, not S1 since 2022.
    expect(stand('Uppsala Ekeby 2:7', 12)).toMatchObject({
      cuttingClass: 'G2',
      proposedYear: 2029,
      rolledForward: { cuttingClass: 'G2' },
      text: 'Gallring 2029',
    });
    // Ordered: Karin's confirmed order, and the signed felling contract on Viggeby.
    expect(stand('Uppsala Viggeby 4:3', 8).text).toMatch(/^Gallring, beställd SO-\d{4}-\d{6}$/);
    expect(stand('Uppsala Viggeby 4:3', 5).text).toBe('Slutavverkning, avtalad AU-2026-12544');
  });
});
