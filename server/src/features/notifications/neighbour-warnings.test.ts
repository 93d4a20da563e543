import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Position } from '#contracts/geometry';
import type { Database } from '../../db/database.js';
import { insertPerson, insertPersonStakeholder } from '../../db/seed/builders.js';
import { insertBusiness, insertEstate, insertSbo } from '../../db/seed/business-builders.js';
import { setEstateBoundary, squareAt } from '../../db/seed/stand-builders.js';
import { testConfig } from '../../testing/test-app.js';
import { testClock } from '../../testing/test-clock.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { warnNeighboursOfBarkBeetle } from './neighbour-warnings.js';
import { createNotifier } from './notify.js';

/** Where the find is, to the metre: none of these figures may be told to a neighbour. */
const FIND = { x: 647_312, y: 6_640_781 };

describe('warning the neighbours of confirmed bark beetle', () => {
  let db: Database;
  let destroy: () => Promise<void>;
  const clock = testClock();
  const notify = createNotifier({ config: testConfig(), clock }).notify;
  const members: Record<string, string> = {};

  /** A member with one square estate of 200 m per `corners` entry, named as given. */
  async function member(name: string, estates: Record<string, Position>) {
    const [givenName = name, surname = 'Skogsägare'] = name.split(' ');
    const stakeholder = await insertPersonStakeholder(db, await insertPerson(db, { givenName, surname }));
    const business = await insertBusiness(db, stakeholder, await insertSbo(db), null);
    for (const [designation, corner] of Object.entries(estates)) {
      const estate = await insertEstate(db, business, { designation });
      await setEstateBoundary(db, estate.id, squareAt(corner, 200));
    }
    members[name] = stakeholder.id;
    return stakeholder.id;
  }

  const notificationsOf = (name: string) =>
    db.query<{ category: string; title: string; body: string; link: string }>(
      'SELECT category, title, body, link FROM notification WHERE stakeholder_id = $1',
      [members[name]],
    );
  const warn = (observationId: string) =>
    db.transaction((tx) =>
      warnNeighboursOfBarkBeetle(
        tx,
        { notify, clock },
        { observationId, point: FIND, reporterStakeholderId: members['Karin Lindqvist'] ?? '' },
      ),
    );

  beforeAll(async () => {
    ({ db, destroy } = await createTestDatabase());
    await member('Karin Lindqvist', { 'Uppsala Ekeby 2:7': [FIND.x - 100, FIND.y - 100] });
    // 1.5 km east of the find, and a second estate 1.9 km north: warned once, of the nearer one.
    await member('Nils Granqvist', {
      'Uppsala Norrby 1:4': [FIND.x, FIND.y + 1_900],
      'Uppsala Söderby 3:1': [FIND.x + 1_500, FIND.y - 100],
    });
    await member('Greta Fjärran', { 'Uppsala Fjärran 5:2': [FIND.x + 2_500, FIND.y - 100] });
    // 1.5 km east and 1.5 km north: each axis within 2 km, the estate 2.1 km away.
    await member('Olle Hörnet', { 'Uppsala Hörnet 7:1': [FIND.x + 1_500, FIND.y + 1_500] });
    await member('Stina Avstängd', { 'Uppsala Nära 4:4': [FIND.x + 1_000, FIND.y] });
    await db.query('INSERT INTO neighbour_warning_setting (stakeholder_id, enabled) VALUES ($1, false)', [
      members['Stina Avstängd'],
    ]);
    await db.query(
      `INSERT INTO push_subscription (stakeholder_id, endpoint, p256dh, auth)
       VALUES ($1, 'https://fcm.googleapis.com/fcm/send/nils-telefon', 'BNcR', 'a2F')`,
      [members['Nils Granqvist']],
    );
  });
  afterAll(async () => {
    await destroy();
  });

  it('warns a member 1.5 km away once, naming their nearest estate, and nobody farther, the reporter or who opted out', async () => {
    expect(await warn('observation-1')).toBe(1);

    const [warning, ...more] = await notificationsOf('Nils Granqvist');
    expect(more).toEqual([]);
    expect(warning).toMatchObject({ category: 'forest', title: 'Granbarkborre nära din fastighet' });
    expect(warning?.body).toContain('Granbarkborre har bekräftats inom 2 km från Uppsala Söderby 3:1.');
    expect(warning?.body).toContain('kilometerrutan N 6640 Ö 647');
    // The map at the middle of the 1 km square, not at the find.
    expect(warning?.link).toBe('/kartvy?mitt=647500,6640500');

    for (const name of ['Karin Lindqvist', 'Greta Fjärran', 'Olle Hörnet', 'Stina Avstängd']) {
      expect(await notificationsOf(name)).toEqual([]);
    }
  });

  it('tells no name and no exact point', async () => {
    const [warning] = await notificationsOf('Nils Granqvist');
    const told = JSON.stringify(warning);
    expect(told).not.toMatch(/Karin|Lindqvist|Ekeby/);
    for (const figure of ['647312', '647 312', '6640781', '6 640 781', '781', '312']) {
      expect(told).not.toContain(figure);
    }
  });

  it('pushes the warning to the member’s phone as a title and the map link', async () => {
    const jobs = await db.query<{ payload: Record<string, unknown> }>(
      `SELECT payload FROM job WHERE kind = 'push.send'`,
    );
    expect(jobs.map((job) => [job.payload.title, job.payload.url])).toEqual([
      ['Granbarkborre nära din fastighet', '/kartvy?mitt=647500,6640500'],
    ]);
  });

  it('warns no one twice of the same find, and again of a new one', async () => {
    expect(await warn('observation-1')).toBe(0);
    expect(await notificationsOf('Nils Granqvist')).toHaveLength(1);
    expect(await warn('observation-2')).toBe(1);
    expect(await notificationsOf('Nils Granqvist')).toHaveLength(2);
  });
});
