import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { DEMO_BUSINESS } from './demo-business.js';
import { PERSONAS } from './personas.js';
import { seedDemo } from './seed-demo.js';

describe('the demo’s meetings and subscriptions', () => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase();
    await seedDemo(test.db);
  });
  afterAll(async () => {
    await test.destroy();
  });

  it('gives Karin one past and one upcoming meeting with Anders Nyberg', async () => {
    const meetings = await test.db.query<{ upcoming: boolean; advisor_id: string; topic: string }>(
      `SELECT s.starts_at > now() AS upcoming, s.advisor_id, m.topic FROM meeting m
       JOIN advisor_slot s ON s.id = m.slot_id WHERE m.stakeholder_id = $1 ORDER BY s.starts_at`,
      [PERSONAS.member.stakeholderId],
    );
    expect(meetings).toEqual([
      { upcoming: false, advisor_id: DEMO_BUSINESS.advisor.karins, topic: 'regeneration' },
      { upcoming: true, advisor_id: DEMO_BUSINESS.advisor.karins, topic: 'thinning' },
    ]);
  });

  it('gives every advisor free and taken hours for the coming four weeks', async () => {
    const hours = await test.db.query<{ advisor_id: string; free: number; busy: number }>(
      `SELECT advisor_id, count(*) FILTER (WHERE NOT busy)::int AS free, count(*) FILTER (WHERE busy)::int AS busy
       FROM advisor_slot WHERE starts_at > now() GROUP BY advisor_id ORDER BY advisor_id`,
    );
    expect(hours.map((row) => row.advisor_id).sort()).toEqual(Object.values(DEMO_BUSINESS.advisor).sort());
    for (const row of hours) {
      expect(row.free).toBeGreaterThan(60);
      expect(row.busy).toBeGreaterThan(10);
    }
  });

  it('has Karin subscribed to the paper magazine and the newsletter', async () => {
    const subscriptions = await test.db.query(
      'SELECT topic, format FROM subscription WHERE stakeholder_id = $1 AND subscribed ORDER BY topic',
      [PERSONAS.member.stakeholderId],
    );
    expect(subscriptions).toEqual([
      { topic: 'magazine', format: 'paper' },
      { topic: 'newsletter', format: 'email' },
    ]);
  });
});
