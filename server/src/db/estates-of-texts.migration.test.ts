import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseBefore } from '../testing/test-database.js';
import type { Database } from './database.js';
import { migrate, readMigrations } from './migrate.js';
import { insertPerson, insertPersonStakeholder } from './seed/builders.js';
import { insertContract } from './seed/contract-builders.js';
import { insertAccount } from './seed/economy-builders.js';
import { FREE_VALUATION, insertServiceOrder } from './seed/order-builders.js';
import type { EstateRow } from './seed/business-builders.js';
import { insertForestBusiness } from './seed/profile-builders.js';
import { squareAt } from './seed/stand-builders.js';

const MIGRATION = '0030';

/**
 * Notifications and bookings the release before 0030 wrote know nothing of estates: the migration finds the
 * estate each is about, so a representative's mandate for some estates hides the others' from the first
 * start after it, the demo's data included.
 */
describe('the migration that gives notifications and bookings their estates', () => {
  let database: { db: Database; destroy: () => Promise<void> };
  let ekeby: EstateRow;
  let viggeby: EstateRow;
  const notification = async (title: string) =>
    (
      await database.db.query<{ estate_ids: string[]; security_notice: boolean }>(
        'SELECT estate_ids, security_notice FROM notification WHERE title = $1',
        [title],
      )
    )[0];
  const booking = async (text: string) =>
    (
      await database.db.query<{ estate_id: string | null }>('SELECT estate_id FROM booking WHERE text = $1', [
        text,
      ])
    )[0]?.estate_id;

  beforeAll(async () => {
    database = await createTestDatabaseBefore(MIGRATION);
    const { db } = database;
    const person = await insertPerson(db);
    const karin = await insertPersonStakeholder(db, person);
    const business = await insertForestBusiness(db, karin.id, { estates: 2 });
    [ekeby, viggeby] = business.estates as [EstateRow, EstateRow];
    const write = (sql: string, params: unknown[]) => db.query(sql, params);

    // As the release before wrote them: no estates, no security flag.
    const notify = (category: string, title: string, body: string, link: string) =>
      write(
        `INSERT INTO notification (stakeholder_id, category, title, body, link) VALUES ($1, $2, $3, $4, $5)`,
        [karin.id, category, title, body, link],
      );
    await notify(
      'forest',
      'Avdelning 4 har nått gallringsålder',
      'Dags att gallra.',
      `/skogligatjanster/gallring?estate=${viggeby.id}&stand=x`,
    );
    await notify(
      'contracts',
      'Kontraktet är signerat',
      `Slutavverkningen på ${viggeby.designation} är planerad.`,
      '/minasidor/kontrakt',
    );
    // A stand as the release before wrote it (no productive area yet), ordered as today's builder orders.
    const [stand] = await db.query<{ id: string }>(
      `INSERT INTO stand (estate_id, number, area_m2, age, site_index, cutting_class, goal_class, pine_percent,
                          spruce_percent, deciduous_percent, volume_per_ha, growth_per_ha, proposed_action,
                          proposed_year, geometry, min_e, min_n, max_e, max_n)
       VALUES ($1, 1, 10000, 42, 'G28', 'G1', 'PG', 20, 70, 10, 160, 9.5, 'Gallring', 2027, $2,
               650000, 6650000, 650100, 6650100) RETURNING id`,
      [viggeby.id, JSON.stringify(squareAt([650_000, 6_650_000], 100))],
    );
    const order = await insertServiceOrder(
      db,
      { stakeholderId: karin.id, personId: person.id },
      {
        lines: [
          {
            serviceName: 'gallring',
            serviceTitle: 'Gallring',
            estateId: viggeby.id,
            estateDesignation: viggeby.designation,
            standIds: [stand?.id ?? ''],
            standNumbers: [1],
            wishes: '',
            preferredTime: 'snarast',
            preferredTimeLabel: 'Så snart som möjligt',
            estimate: { ...FREE_VALUATION, areaHa: 1 },
          },
        ],
      },
    );
    await notify(
      'contracts',
      'Vi har tagit emot din beställning',
      'Du har beställt: Gallring.',
      `/orderbekraftelse?order=${order.number}`,
    );
    await notify('news', 'Kallelse till föreningsstämman', 'Stämman hålls i april.', '/ommellanskog');
    await notify(
      'mandates',
      'En fullmakt har getts i ditt namn',
      `Sven har fått fullmakt att se ${ekeby.designation}.`,
      '/minasidor/minafullmakter',
    );

    const account = await insertAccount(db, karin);
    const contract = await insertContract(db, karin, ekeby.id);
    const [settlement] = await db.query<{ id: string }>(
      `INSERT INTO settlement (contract_id, stakeholder_id, number, kind, settled_on, net_ore, paid_to)
       VALUES ($1, $2, 'AVR-2026-1', 'slutlikvid', '2026-11-13', 100000, 'merkonto') RETURNING id`,
      [contract.id, karin.id],
    );
    const book = (text: string, amountOre: number, balanceAfterOre: number, settlementId: string | null) =>
      write(
        `INSERT INTO booking (account_id, stakeholder_id, booked_on, kind, text, amount_ore, balance_after_ore,
                              settlement_id)
         VALUES ($1, $2, '2026-11-18', 'likvid', $3, $4, $5, $6)`,
        [account.id, karin.id, text, amountOre, balanceAfterOre, settlementId],
      );
    await book('Likvid enligt avräkning AVR-2026-1', 100_000, 100_000, settlement?.id ?? null);
    await book(`Likvid för gallring på ${viggeby.designation}`, 50_000, 150_000, null);
    await book('Utdelning på insatskapital 2025', 500, 150_500, null);

    expect(await migrate(db)).toEqual(
      readMigrations()
        .filter((migration) => migration.version >= MIGRATION)
        .map((migration) => migration.name),
    );
  }, 60_000);
  afterAll(async () => {
    await database.destroy();
  });

  it('gives a notification the estates its text names or its link opens, and none to one about no estate', async () => {
    expect(await notification('Avdelning 4 har nått gallringsålder')).toEqual({
      estate_ids: [viggeby.id],
      security_notice: false,
    });
    expect((await notification('Kontraktet är signerat'))?.estate_ids).toEqual([viggeby.id]);
    expect((await notification('Vi har tagit emot din beställning'))?.estate_ids).toEqual([viggeby.id]);
    expect((await notification('Kallelse till föreningsstämman'))?.estate_ids).toEqual([]);
  });

  it('marks every notice about a mandate as a security notice', async () => {
    expect((await notification('En fullmakt har getts i ditt namn'))?.security_notice).toBe(true);
    expect((await notification('Kallelse till föreningsstämman'))?.security_notice).toBe(false);
  });

  it('gives a booking the estate of its settlement’s contract, or the one its text names, else none', async () => {
    expect(await booking('Likvid enligt avräkning AVR-2026-1')).toBe(ekeby.id);
    expect(await booking(`Likvid för gallring på ${viggeby.designation}`)).toBe(viggeby.id);
    expect(await booking('Utdelning på insatskapital 2025')).toBeNull();
  });
});
