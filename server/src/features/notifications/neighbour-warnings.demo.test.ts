import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NEIGHBOUR } from '../../db/seed/demo-neighbour.js';
import { DEMO_ESTATES } from '../../db/seed/demo-estates.js';
import { PERSONAS } from '../../db/seed/personas.js';
import { seedDemo } from '../../db/seed/seed-demo.js';
import { testConfig } from '../../testing/test-app.js';
import { testClock } from '../../testing/test-clock.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { warnNeighboursOfBarkBeetle } from './neighbour-warnings.js';
import { createNotifier } from './notify.js';

describe('the demo’s neighbour of Karin', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
    await seedDemo(test.db);
  });
  afterAll(async () => {
    await test.destroy();
  });

  it('is warned when bark beetle Karin reported on Uppsala Ekeby 2:7 is confirmed', async () => {
    const ekeby = DEMO_ESTATES.find((spec) => spec.designation === 'Uppsala Ekeby 2:7');
    const [x = 0, y = 0] = ekeby?.centre ?? [];
    const clock = testClock();
    await test.db.transaction((tx) =>
      warnNeighboursOfBarkBeetle(
        tx,
        { notify: createNotifier({ config: testConfig(), clock }).notify, clock },
        { observationId: 'demo-find', point: { x, y }, reporterStakeholderId: PERSONAS.member.stakeholderId },
      ),
    );
    const [warning] = await test.db.query<{ body: string }>(
      `SELECT body FROM notification WHERE stakeholder_id = $1 AND title = 'Granbarkborre nära din fastighet'`,
      [DEMO_NEIGHBOUR.stakeholderId],
    );
    expect(warning?.body).toContain(
      `Granbarkborre har bekräftats inom 2 km från ${DEMO_NEIGHBOUR.estate.designation}.`,
    );
  });

  it('lies apart from every estate of Karin’s: his boundary meets none of hers', async () => {
    const [overlaps] = await test.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM estate mine, estate his
        WHERE his.business_id = $1 AND mine.business_id <> $1
          AND mine.min_e < his.max_e AND mine.max_e > his.min_e
          AND mine.min_n < his.max_n AND mine.max_n > his.min_n`,
      [DEMO_NEIGHBOUR.businessId],
    );
    expect(overlaps?.n).toBe(0);
  });
});
