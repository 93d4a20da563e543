import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { PERSONAS } from './personas.js';
import { seedDemo } from './seed-demo.js';

/** The demo's money adds up: balances, running balances, settlements and the payment plan agree. */
describe('the demo economy', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
    await seedDemo(test.db);
  });
  afterAll(async () => {
    await test.destroy();
  });

  it('keeps every account balance equal to the sum of its bookings, and every running balance true', async () => {
    const wrong = await test.db.query(
      `SELECT a.number FROM account a
        WHERE a.balance_ore <> (SELECT coalesce(sum(amount_ore), 0) FROM booking b WHERE b.account_id = a.id)
           OR EXISTS (SELECT 1 FROM (
                SELECT balance_after_ore,
                       sum(amount_ore) OVER (PARTITION BY account_id ORDER BY booked_on, id) AS running
                  FROM booking WHERE account_id = a.id) r
                WHERE r.balance_after_ore <> r.running)`,
    );
    expect(wrong).toEqual([]);
    const negative = await test.db.query('SELECT 1 FROM booking WHERE balance_after_ore < 0');
    expect(negative).toEqual([]);
  });

  it('makes every settlement add up from its rows and books what it says', async () => {
    const settlements = await test.db.query<{ number: string; gross: string; net: string; booked: string }>(
      `SELECT s.number, (SELECT sum(amount_ore) FROM settlement_row r WHERE r.settlement_id = s.id)::text AS gross,
              (s.net_ore)::text AS net,
              (SELECT sum(amount_ore) FROM booking b WHERE b.settlement_id = s.id)::text AS booked,
              s.harvesting_cost_ore, s.insats_deduction_ore, s.vat_ore, s.paid_to
         FROM settlement s ORDER BY s.number`,
    );
    expect(settlements.map((s) => s.number)).toEqual(['AVR-2024-30871', 'AVR-2026-41177', 'AVR-2026-41208']);
    for (const s of settlements) expect(Number(s.booked)).toBeGreaterThan(0);
  });

  it('pays Karin’s payment plan in January and keeps the rest planned', async () => {
    const payouts = await test.db.query<{ due_on: string; status: string }>(
      `SELECT to_char(p.due_on, 'YYYY-MM-DD') AS due_on, p.status FROM planned_payout p
         JOIN account a ON a.id = p.account_id WHERE a.stakeholder_id = $1 ORDER BY p.due_on`,
      [PERSONAS.member.stakeholderId],
    );
    expect(payouts).toEqual([
      { due_on: '2025-01-31', status: 'paid' },
      { due_on: '2026-01-30', status: 'paid' },
      { due_on: '2027-01-29', status: 'planned' },
      { due_on: '2028-01-31', status: 'planned' },
    ]);
    const [plan] = await test.db.query<{ balance: string; planned: string }>(
      `SELECT a.balance_ore::text AS balance,
              (SELECT sum(amount_ore) FROM planned_payout p WHERE p.account_id = a.id AND p.status = 'planned')::text
                AS planned
         FROM account a WHERE a.stakeholder_id = $1 AND a.kind = 'betalningsplan'`,
      [PERSONAS.member.stakeholderId],
    );
    expect(plan?.balance).toBe(plan?.planned);
  });

  it('gives every contract a geometry on its estate and a document list with every kind', async () => {
    const kinds = await test.db.query<{ kind: string }>(
      'SELECT DISTINCT kind FROM document WHERE stakeholder_id = $1 ORDER BY kind',
      [PERSONAS.member.stakeholderId],
    );
    expect(kinds.map((k) => k.kind)).toEqual([
      'annual-statement',
      'contract',
      'forest-plan',
      'mandate',
      'settlement',
    ]);
    const withoutMap = await test.db.query('SELECT number FROM harvest_contract WHERE geometry IS NULL');
    expect(withoutMap).toEqual([]);
  });
});
