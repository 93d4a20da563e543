import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { DEMO_BUSINESS } from './demo-business.js';
import { seedDemo } from './seed-demo.js';

describe('the demo estates step', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test.destroy();
  });

  const karinsEstates = () =>
    test.db.query<{ designation: string; stands: number; has_boundary: boolean; in_box: boolean }>(
      `SELECT e.designation, (SELECT count(*)::int FROM stand s WHERE s.estate_id = e.id) AS stands,
              e.boundary IS NOT NULL AS has_boundary,
              e.min_e < e.max_e AND e.min_n < e.max_n AND e.min_e > 640000 AND e.max_n < 6660000 AS in_box
         FROM estate e WHERE e.business_id = $1 ORDER BY e.designation`,
      [DEMO_BUSINESS.business.karins],
    );

  it('gives every demo estate a boundary and a forest plan, and Karin’s 20–40 stands each', async () => {
    await seedDemo(test.db);
    const [missing] = await test.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM estate e
        WHERE e.boundary IS NULL OR NOT EXISTS (SELECT 1 FROM stand s WHERE s.estate_id = e.id)`,
    );
    expect(missing?.n).toBe(0);
    const karins = await karinsEstates();
    expect(karins.map((estate) => estate.designation)).toEqual(['Uppsala Ekeby 2:7', 'Uppsala Viggeby 4:3']);
    for (const estate of karins) {
      expect(estate.stands).toBeGreaterThanOrEqual(20);
      expect(estate.stands).toBeLessThanOrEqual(40);
      expect(estate).toMatchObject({ has_boundary: true, in_box: true });
    }
  });

  it('fills in a demo database seeded before estates had geometry, and the same way as before', async () => {
    const before = await test.db.query(
      'SELECT number, area_m2, cutting_class FROM stand ORDER BY estate_id, number',
    );
    await test.db.query('DELETE FROM stand');
    await test.db.query(
      'UPDATE estate SET boundary = NULL, min_e = NULL, min_n = NULL, max_e = NULL, max_n = NULL',
    );
    expect(await seedDemo(test.db)).toBe(true);
    expect((await karinsEstates()).every((estate) => estate.has_boundary && estate.stands >= 20)).toBe(true);
    expect(
      await test.db.query('SELECT number, area_m2, cutting_class FROM stand ORDER BY estate_id, number'),
    ).toEqual(before);
    expect(await seedDemo(test.db)).toBe(false);
  });
});
