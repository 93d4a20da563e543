import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { DEMO_BUSINESS } from './demo-business.js';
import { DEMO_APPLICANT } from './demo-errands.js';
import { PERSONAS } from './personas.js';
import { seedDemo } from './seed-demo.js';

describe('the demo seed', () => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase();
  });
  afterEach(async () => {
    await test.destroy();
  });

  const count = async (table: string): Promise<number> => {
    const [row] = await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    return row?.n ?? 0;
  };

  it('gives Karin her business with two estates, co-owned with her brother, and her advisor', async () => {
    expect(await seedDemo(test.db)).toBe(true);
    const estates = await test.db.query<{ designation: string; owner: string; advisor: string }>(
      `SELECT e.designation, b.stakeholder_id AS owner, a.name AS advisor
         FROM estate e JOIN business b ON b.id = e.business_id JOIN advisor a ON a.id = b.advisor_id
        WHERE b.id = $1 ORDER BY e.designation`,
      [DEMO_BUSINESS.business.karins],
    );
    expect(estates).toEqual([
      { designation: 'Uppsala Ekeby 2:7', owner: PERSONAS.member.stakeholderId, advisor: 'Anders Nyberg' },
      { designation: 'Uppsala Viggeby 4:3', owner: PERSONAS.member.stakeholderId, advisor: 'Anders Nyberg' },
    ]);
    expect(await count('co_owner')).toBeGreaterThanOrEqual(2);
  });

  it('leaves the staff an open message, plan change request and application from others than Karin', async () => {
    await seedDemo(test.db);
    const open = await test.db.query<{ kind: string; who: string }>(
      `SELECT 'message' AS kind, stakeholder_id AS who FROM contact_message WHERE handled_at IS NULL
       UNION ALL SELECT 'plan-change', stakeholder_id FROM payment_plan_change WHERE status = 'received'
       UNION ALL SELECT 'application', stakeholder_id FROM registration WHERE status = 'received'
       ORDER BY kind`,
    );
    expect(open).toEqual([
      { kind: 'application', who: DEMO_APPLICANT.stakeholderId },
      { kind: 'message', who: PERSONAS.delegate.stakeholderId },
      { kind: 'plan-change', who: PERSONAS.delegate.stakeholderId },
    ]);
    // Maria's plan pays out what it holds: the payout she asks to move and the one after it.
    const [plan] = await test.db.query<{ held: number; planned: number }>(
      `SELECT (SELECT sum(amount_ore)::int FROM booking WHERE account_id = a.id) AS held,
              (SELECT sum(amount_ore)::int FROM planned_payout WHERE account_id = a.id) AS planned
         FROM account a WHERE a.stakeholder_id = $1 AND a.kind = 'betalningsplan'`,
      [PERSONAS.delegate.stakeholderId],
    );
    expect(plan).toEqual({ held: 16_000_000, planned: 16_000_000 });
  });

  it('shows Karin that Lena (Editor) and Johan (Viewer) read her pages days ago', async () => {
    await seedDemo(test.db);
    const reads = await test.db.query<{ name: string; roles: string[]; route: string }>(
      `SELECT DISTINCT p.given_name || ' ' || p.surname AS name, a.actor_roles AS roles, a.route
         FROM audit_event a JOIN person p ON p.id = a.actor_person_id
        WHERE a.subject_stakeholder_id = $1 AND a.at < now() - interval '1 day'
        ORDER BY name, route`,
      [PERSONAS.member.stakeholderId],
    );
    expect(reads).toEqual(
      expect.arrayContaining([
        { name: 'Johan Ek', roles: ['Viewer'], route: '/api/transactions' },
        { name: 'Lena Sjöberg', roles: ['Editor'], route: '/api/payment-plan' },
      ]),
    );
  });

  it("tells in Karin's feed of the meeting and the mandate her pages show, with their dates", async () => {
    await seedDemo(test.db);
    const feed = async (kind: string) => {
      const [row] = await test.db.query<{ text: string; occurred_at: Date }>(
        'SELECT text, occurred_at FROM activity WHERE stakeholder_id = $1 AND kind = $2',
        [PERSONAS.member.stakeholderId, kind],
      );
      return row;
    };
    const [meeting] = await test.db.query<{ starts_at: Date; booked_at: Date }>(
      `SELECT s.starts_at, m.booked_at FROM meeting m JOIN advisor_slot s ON s.id = m.slot_id
        WHERE m.stakeholder_id = $1 AND s.starts_at > now()`,
      [PERSONAS.member.stakeholderId],
    );
    const day = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Stockholm',
      day: 'numeric',
      month: 'long',
    });
    const time = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', timeStyle: 'short' });
    const told = await feed('meeting');
    expect(told?.text).toContain(
      `den ${day.format(meeting?.starts_at)} kl. ${time.format(meeting?.starts_at)}`,
    );
    expect(told?.occurred_at).toEqual(meeting?.booked_at);

    const [mandate] = await test.db.query<{ given_at: Date }>(
      `SELECT d.given_at FROM mandate_document d JOIN delegated_right r ON r.id = d.delegated_right_id
        WHERE r.grantor_stakeholder_id = $1`,
      [PERSONAS.member.stakeholderId],
    );
    expect((await feed('mandate'))?.occurred_at).toEqual(mandate?.given_at);
  });

  it('adds nothing when run again, as at every restart', async () => {
    await seedDemo(test.db);
    const before = { people: await count('person'), estates: await count('estate') };
    expect(await seedDemo(test.db)).toBe(false);
    expect({ people: await count('person'), estates: await count('estate') }).toEqual(before);
  });

  it("adds a new feature's demo data to a database seeded before the feature existed, and keeps its people", async () => {
    await seedDemo(test.db);
    await test.db.query('UPDATE person SET given_name = $1 WHERE personal_number = $2', [
      'Karin Maria',
      PERSONAS.member.personalNumber,
    ]);
    // What a database seeded before estates existed lacked: the tables of migration 0004 and all that hangs on them.
    await test.db.query(
      'TRUNCATE co_owner, estate, business, member_stake, member_contact, sbo_contact, advisor, sbo CASCADE',
    );

    expect(await seedDemo(test.db)).toBe(true);
    expect(await count('estate')).toBeGreaterThan(0);
    const [karin] = await test.db.query<{ given_name: string }>(
      'SELECT given_name FROM person WHERE personal_number = $1',
      [PERSONAS.member.personalNumber],
    );
    expect(karin?.given_name).toBe('Karin Maria');
  });

  it("gives a database seeded before orders existed Karin's confirmed order at the next start, once", async () => {
    await seedDemo(test.db);
    // What a database seeded before orders existed lacked: the orders of migration 0019.
    await test.db.exec(
      'TRUNCATE service_order_step_correction, service_order_step, service_order_line, service_order',
    );
    expect(await seedDemo(test.db)).toBe(true);
    const orders = await test.db.query<{ stakeholder_id: string; status: string }>(
      'SELECT stakeholder_id, status FROM service_order',
    );
    expect(orders).toEqual([{ stakeholder_id: PERSONAS.member.stakeholderId, status: 'confirmed' }]);
    expect(await count('cart_item')).toBe(0);
    expect(await seedDemo(test.db)).toBe(false);
  });

  it('leaves a database that holds other people than the demo alone', async () => {
    await test.db.query(
      `INSERT INTO person (personal_number, given_name, surname) VALUES ('194001019801', 'Riktig', 'Person')`,
    );
    expect(await seedDemo(test.db)).toBe(false);
    expect(await count('business')).toBe(0);
  });
});
