import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomPoint, CustomPointList } from '#contracts/custom-points';
import type { FeatureCollection, Polygon } from '#contracts/geometry';
import type { Role } from '#contracts/roles';
import {
  insertDelegatedRight,
  insertPerson,
  insertPersonStakeholder,
  type PersonRow,
  type StakeholderRow,
} from '../../db/seed/builders.js';
import { insertBusiness, insertEstate, insertSbo } from '../../db/seed/business-builders.js';
import { insertCustomPoint } from '../../db/seed/demo-custom-points.js';
import { signIn } from '../../testing/sign-in.js';
import { buildTestApp } from '../../testing/test-app.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

const SAME_ORIGIN = { origin: 'http://localhost:3000' };
const E = 650_500;
const N = 6_650_300;
const field: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [E, N],
      [E + 200, N],
      [E + 200, N + 100],
      [E, N + 100],
      [E, N],
    ],
  ],
};
const windthrow = {
  title: '  Vindfälle  ',
  text: 'Tre granar nere vid diket.',
  category: 'skada',
  geometry: { type: 'Point', coordinates: [E + 10.123, N + 20.456] },
};

describe('custom points', () => {
  let karin: StakeholderRow;
  let karinPerson: PersonRow;
  let other: StakeholderRow;
  let cookie: string;
  const clock = testClock(new Date('2026-11-22T08:00:00Z'));
  const test = portalForTests({ clock });

  beforeEach(async () => {
    karinPerson = await insertPerson(test.db, { givenName: 'Karin', surname: 'Lindqvist' });
    karin = await insertPersonStakeholder(test.db, karinPerson);
    other = await insertPersonStakeholder(test.db, await insertPerson(test.db));
    cookie = await signIn(test, { personId: karinPerson.id, stakeholderId: karin.id, roles: ['Member'] });
  });

  const sessionAs = async (role: Role, personId = karinPerson.id) =>
    signIn(test, { personId, stakeholderId: karin.id, roles: [role] });
  const get = (url: string, headers: Record<string, string> = { cookie }) =>
    test.app.inject({ method: 'GET', url, headers });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = { cookie }) =>
    test.app.inject({
      method,
      url,
      headers: { ...SAME_ORIGIN, ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const createdBy = async (id: string) =>
    (
      await test.db.query<{ created_by: string; updated_by: string }>(
        'SELECT created_by, updated_by FROM custom_point WHERE id = $1',
        [id],
      )
    )[0];

  it('answers 204 while the member has no points', async () => {
    const response = await get('/api/custom-points');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('creates a point, rounded to centimetres and trimmed, and lists it', async () => {
    const created = await send('POST', '/api/custom-points', windthrow);
    expect(created.statusCode).toBe(201);
    const point = created.json<CustomPoint>();
    expect(point).toEqual({
      id: expect.any(String) as string,
      title: 'Vindfälle',
      text: 'Tre granar nere vid diket.',
      category: 'skada',
      geometry: { type: 'Point', coordinates: [E + 10.12, N + 20.46] },
      areaHa: null,
      createdAt: '2026-11-22T08:00:00.000Z',
      updatedAt: '2026-11-22T08:00:00.000Z',
      version: 1,
      observation: null,
    });
    const list = await get('/api/custom-points');
    expect(list.json<CustomPointList>()).toEqual({ points: [point] });
  });

  it('measures a drawn area on the server', async () => {
    const created = await send('POST', '/api/custom-points', {
      ...windthrow,
      category: 'natur',
      geometry: field,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<CustomPoint>().areaHa).toBe(2);
    const [row] = await test.db.query<{ area_m2: number }>(
      'SELECT area_m2 FROM custom_point WHERE stakeholder_id = $1',
      [karin.id],
    );
    expect(row?.area_m2).toBe(20_000);
  });

  it('refuses bad geometry with a Swedish message for the geometry field and stores nothing', async () => {
    const bowTie = {
      type: 'Polygon',
      coordinates: [
        [
          [E, N],
          [E + 200, N + 100],
          [E + 200, N],
          [E, N + 100],
          [E, N],
        ],
      ],
    };
    const response = await send('POST', '/api/custom-points', { ...windthrow, geometry: bowTie });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body.replaceAll('\u00a0', ' '))).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Några uppgifter är inte giltiga. Rätta dem och försök igen.',
      fieldErrors: {
        geometry: [
          'Områdets kant korsar sig själv vid E 650 600, N 6 650 350. Rita om gränsen så att den inte korsar sig själv.',
        ],
      },
    });
    const lonLat = await send('POST', '/api/custom-points', {
      ...windthrow,
      geometry: { type: 'Point', coordinates: [17.64, 59.86] },
    });
    expect(lonLat.json<{ fieldErrors: unknown }>().fieldErrors).toEqual({
      geometry: ['Koordinaterna ser ut att vara longitud och latitud; kartan använder SWEREF 99 TM.'],
    });
    expect(await test.db.query('SELECT id FROM custom_point WHERE stakeholder_id = $1', [karin.id])).toEqual(
      [],
    );
  });

  it('refuses a missing title, an unknown category and control characters', async () => {
    const response = await send('POST', '/api/custom-points', {
      ...windthrow,
      title: ' ',
      category: 'svamp',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'category',
      'title',
    ]);
    const control = await send('POST', '/api/custom-points', { ...windthrow, text: 'rad\u0000två' });
    expect(control.statusCode).toBe(400);
  });

  it('updates and deletes the member’s own point; another member’s answers 404 and is left alone', async () => {
    const own = await insertCustomPoint(test.db, { stakeholderId: karin.id, personId: karinPerson.id });
    const theirs = await insertCustomPoint(test.db, { stakeholderId: other.id, personId: karinPerson.id });
    clock.advance(60_000);

    const moved = await send('PUT', `/api/custom-points/${own.id}`, {
      ...windthrow,
      geometry: { type: 'Point', coordinates: [E + 50, N + 50] },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<CustomPoint>()).toMatchObject({
      id: own.id,
      geometry: { type: 'Point', coordinates: [E + 50, N + 50] },
      createdAt: '2026-11-01T09:00:00.000Z',
      updatedAt: new Date(clock.now()).toISOString(),
    });

    expect((await send('PUT', `/api/custom-points/${theirs.id}`, windthrow)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/custom-points/${theirs.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', '/api/custom-points/not-a-uuid')).statusCode).toBe(404);
    expect(await test.db.query('SELECT id FROM custom_point WHERE id = $1', [theirs.id])).toHaveLength(1);

    const deleted = await send('DELETE', `/api/custom-points/${own.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await get('/api/custom-points')).statusCode).toBe(204);
  });

  it('lets representatives and viewing staff read but not write', async () => {
    const own = await insertCustomPoint(test.db, { stakeholderId: karin.id, personId: karinPerson.id });
    for (const role of ['DelegatedRight', 'Viewer'] as const) {
      const headers = { cookie: await sessionAs(role) };
      expect((await get('/api/custom-points', headers)).statusCode).toBe(200);
      for (const [method, url] of [
        ['POST', '/api/custom-points'],
        ['PUT', `/api/custom-points/${own.id}`],
      ] as const) {
        const response = await send(method, url, windthrow, headers);
        expect(response.statusCode, `${role} ${method}`).toBe(403);
      }
      expect((await send('DELETE', `/api/custom-points/${own.id}`, undefined, headers)).statusCode).toBe(403);
    }
    expect(
      await test.db.query('SELECT id FROM custom_point WHERE stakeholder_id = $1', [karin.id]),
    ).toHaveLength(1);
  });

  it('lets an Editor write for the member, recorded as the writer', async () => {
    const lena = await insertPerson(test.db, { givenName: 'Lena', surname: 'Sjöberg' });
    const headers = { cookie: await sessionAs('Editor', lena.id) };
    const created = await send('POST', '/api/custom-points', windthrow, headers);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<CustomPoint>();
    expect(await createdBy(id)).toEqual({ created_by: lena.id, updated_by: lena.id });
    expect((await send('PUT', `/api/custom-points/${id}`, windthrow)).statusCode).toBe(200);
    expect(await createdBy(id)).toEqual({ created_by: lena.id, updated_by: karinPerson.id });
  });

  it('shows a representative with a mandate for some estates only the notes on those', async () => {
    const sbo = await insertSbo(test.db);
    const business = await insertBusiness(test.db, karin, sbo, null);
    const ekeby = await insertEstate(test.db, business, { designation: 'Uppsala Ekeby 2:7' });
    await insertEstate(test.db, business, { designation: 'Uppsala Viggeby 4:3' });
    await test.db.query('UPDATE estate SET min_e = $2, min_n = $3, max_e = $4, max_n = $5 WHERE id = $1', [
      ekeby.id,
      E - 500,
      N - 500,
      E + 500,
      N + 500,
    ]);
    const maria = await insertPerson(test.db, { givenName: 'Maria', surname: 'Lindqvist' });
    const mandate = await insertDelegatedRight(test.db, karin, maria);
    await test.db.query(
      'INSERT INTO delegated_right_estate (delegated_right_id, estate_id) VALUES ($1, $2)',
      [mandate.id, ekeby.id],
    );
    const owner = { stakeholderId: karin.id, personId: karinPerson.id };
    await insertCustomPoint(test.db, owner, { title: 'På Ekeby' });
    await insertCustomPoint(test.db, owner, {
      title: 'På Viggeby',
      geometry: { type: 'Point', coordinates: [652_300, 6_651_600] },
    });

    const asMaria = { cookie: await sessionAs('DelegatedRight', maria.id) };
    const seen = (await get('/api/custom-points', asMaria)).json<CustomPointList>();
    expect(seen.points.map((point) => point.title)).toEqual(['På Ekeby']);
    const karinSees = (await get('/api/custom-points')).json<CustomPointList>();
    expect(karinSees.points.map((point) => point.title).sort()).toEqual(['På Ekeby', 'På Viggeby']);
  });

  it('gives the egna-punkter map layer the member’s notes in the extent, styled by category', async () => {
    const owner = { stakeholderId: karin.id, personId: karinPerson.id };
    const area = await insertCustomPoint(test.db, owner, {
      title: 'Här',
      category: 'natur',
      geometry: field,
    });
    const point = await insertCustomPoint(test.db, owner, { title: 'Spår', category: 'vilt' });
    await insertCustomPoint(test.db, owner, {
      title: 'Långt bort',
      geometry: { type: 'Point', coordinates: [700_000, 7_000_000] },
    });
    await insertCustomPoint(test.db, { stakeholderId: other.id, personId: karinPerson.id });
    const bbox = [E - 1_000, N - 1_000, E + 1_000, N + 1_000].join(',');
    const response = await get(`/api/geo/layers/egna-punkter/features?bbox=${bbox}`);
    expect(response.statusCode).toBe(200);
    const { features } = response.json<FeatureCollection>();
    expect(features.map((feature) => feature.id).sort()).toEqual([area.id, point.id].sort());
    expect(features.find((feature) => feature.id === area.id)).toEqual({
      type: 'Feature',
      id: area.id,
      geometry: field,
      properties: {
        id: area.id,
        title: 'Här',
        text: '',
        category: 'natur',
        categoryLabel: 'Naturvärde',
        areaHa: 2,
        styleKey: 'egen-yta',
      },
    });
    expect(features.find((feature) => feature.id === point.id)?.properties).toMatchObject({
      categoryLabel: 'Vilt och jakt',
      areaHa: null,
      styleKey: 'punkt-vilt',
    });
  });

  it('keeps the notes readable but unchangeable while the customNotesEditing flag is off', async () => {
    const off = await buildTestApp({ env: { FEATURE_OVERRIDES: 'customNotesEditing:off' } });
    try {
      const person = await insertPerson(off.db);
      const member = await insertPersonStakeholder(off.db, person);
      const headers = {
        cookie: await signIn(off, { personId: person.id, stakeholderId: member.id, roles: ['Member'] }),
      };
      const response = await off.app.inject({
        method: 'POST',
        url: '/api/custom-points',
        headers: { ...SAME_ORIGIN, ...headers },
        payload: windthrow,
      });
      expect(response.statusCode).toBe(404);
      expect((await off.app.inject({ method: 'GET', url: '/api/custom-points', headers })).statusCode).toBe(
        204,
      );
    } finally {
      await off.close();
    }
  });
});
