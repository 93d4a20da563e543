import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomPoint, CustomPointConflict } from '#contracts/custom-points';
import type { Role } from '#contracts/roles';
import {
  insertPerson,
  insertPersonStakeholder,
  type PersonRow,
  type StakeholderRow,
} from '../../db/seed/builders.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';
import { formData, GPS_TEXT, phoneJpeg, type FormPart } from '../../testing/photo-files.js';

const SAME_ORIGIN = { origin: 'http://localhost:3000' };
const E = 650_500;
const N = 6_650_300;
const FIELDS: FormPart[] = [
  { name: 'kind', value: 'granbarkborre' },
  { name: 'note', value: 'Borrmjöl vid tre granar.' },
  { name: 'helpWanted', value: 'true' },
  { name: 'east', value: String(E) },
  { name: 'north', value: String(N) },
];
const photo = (picture: string): FormPart => ({
  name: 'photo',
  value: phoneJpeg(picture),
  fileName: 'IMG_1.jpg',
});

describe('observations', () => {
  let karin: StakeholderRow;
  let karinPerson: PersonRow;
  let cookie: string;
  const clock = testClock(new Date('2026-11-22T08:00:00Z'));
  const test = portalForTests({ clock });

  beforeEach(async () => {
    karinPerson = await insertPerson(test.db, { givenName: 'Karin', surname: 'Lindqvist' });
    karin = await insertPersonStakeholder(test.db, karinPerson);
    cookie = await signIn(test, { personId: karinPerson.id, stakeholderId: karin.id, roles: ['Member'] });
  });

  const sessionAs = (role: Role) =>
    signIn(test, { personId: karinPerson.id, stakeholderId: karin.id, roles: [role] });
  const post = (parts: FormPart[], key: string | undefined, headers: Record<string, string> = { cookie }) => {
    const form = formData(parts);
    return test.app.inject({
      method: 'POST',
      url: '/api/observations',
      headers: {
        ...SAME_ORIGIN,
        ...headers,
        ...form.headers,
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      payload: form.payload,
    });
  };
  const counts = async () => {
    const [row] = await test.db.query<{ points: number; photos: number }>(
      `SELECT (SELECT count(*)::int FROM custom_point WHERE stakeholder_id = $1) AS points,
              (SELECT count(*)::int FROM observation_photo ph JOIN custom_point p ON p.id = ph.point_id
                WHERE p.stakeholder_id = $1) AS photos`,
      [karin.id],
    );
    return row;
  };

  it('saves an observation with its photos, served back without any location metadata', async () => {
    const created = await post([...FIELDS, photo('first'), photo('second')], 'obs-1');
    expect(created.statusCode).toBe(201);
    const point = created.json<CustomPoint>();
    expect(point).toMatchObject({
      title: 'Granbarkborre / insektsangrepp',
      text: 'Borrmjöl vid tre granar.',
      category: 'observation',
      geometry: { type: 'Point', coordinates: [E, N] },
      version: 1,
      observation: { kind: 'granbarkborre', helpWanted: true, answers: [], confirmed: null },
    });
    expect(point.observation?.photos).toHaveLength(2);

    const served = await test.app.inject({
      method: 'GET',
      url: point.observation?.photos[0]?.url ?? '',
      headers: { cookie },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('no-store');
    expect(served.rawPayload.toString('latin1')).toContain('first');
    expect(served.rawPayload.toString('latin1')).not.toContain(GPS_TEXT);

    const other = await insertPersonStakeholder(test.db, await insertPerson(test.db));
    const otherCookie = await signIn(test, {
      personId: karinPerson.id,
      stakeholderId: other.id,
      roles: ['Member'],
    });
    const foreign = await test.app.inject({
      method: 'GET',
      url: point.observation?.photos[0]?.url ?? '',
      headers: { cookie: otherCookie },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('makes one observation of a send retried after the first completed, answered from the key', async () => {
    const first = await post([...FIELDS, photo('only')], 'same-key');
    const retry = await post([...FIELDS, photo('only')], 'same-key');
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json<CustomPoint>().id).toBe(first.json<CustomPoint>().id);
    expect(await counts()).toEqual({ points: 1, photos: 1 });

    const otherContent = await post([...FIELDS, photo('another picture')], 'same-key');
    expect(otherContent.statusCode).toBe(422);
    expect(await counts()).toEqual({ points: 1, photos: 1 });
  });

  it('keeps nothing of an upload cut off half-way, and the retry makes exactly one', async () => {
    const whole = formData([...FIELDS, photo('cut off')]);
    const cut = await test.app.inject({
      method: 'POST',
      url: '/api/observations',
      headers: { ...SAME_ORIGIN, cookie, ...whole.headers, 'idempotency-key': 'cut-key' },
      payload: whole.payload.subarray(0, whole.payload.length - 60),
    });
    expect(cut.statusCode).toBeGreaterThanOrEqual(400);
    expect(cut.statusCode).toBeLessThan(500);
    expect(await counts()).toEqual({ points: 0, photos: 0 });

    const retry = await post([...FIELDS, photo('cut off')], 'cut-key');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('false');
    expect(await counts()).toEqual({ points: 1, photos: 1 });
  });

  it('refuses a send without a key, a PDF, a sixth photo and an unknown kind, keeping nothing', async () => {
    expect((await post(FIELDS, undefined)).statusCode).toBe(400);
    const pdf = await post(
      [...FIELDS, { name: 'photo', value: Buffer.from('%PDF-1.4 kvitto'), fileName: 'a.pdf' }],
      'pdf',
    );
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json<{ message: string }>().message).toBe('Fotona måste vara JPEG- eller PNG-bilder.');
    const six = await post([...FIELDS, ...['1', '2', '3', '4', '5', '6'].map(photo)], 'six');
    expect(six.statusCode).toBe(422);
    expect(six.json<{ message: string }>().message).toBe('En observation kan ha högst fem foton.');
    const unknown = await post([{ name: 'kind', value: 'ufo' }, ...FIELDS.slice(1)], 'ufo');
    expect(unknown.statusCode).toBe(400);
    const hidden = await post(
      FIELDS.map((field) => (field.name === 'note' ? { ...field, value: 'Granar\u202E vid bäcken' } : field)),
      'bidi',
    );
    expect(hidden.statusCode).toBe(400);
    expect(hidden.body).toContain('osynligt styrtecken');
    expect(await counts()).toEqual({ points: 0, photos: 0 });
  });

  it('lets representatives and viewing staff see the photos but send none', async () => {
    const created = (await post([...FIELDS, photo('seen')], 'seen')).json<CustomPoint>();
    for (const role of ['DelegatedRight', 'Viewer'] as const) {
      const readOnly = await sessionAs(role);
      expect((await post(FIELDS, `ro-${role}`, { cookie: readOnly })).statusCode).toBe(403);
      const seen = await test.app.inject({
        method: 'GET',
        url: created.observation?.photos[0]?.url ?? '',
        headers: { cookie: readOnly },
      });
      expect(seen.statusCode).toBe(200);
    }
    expect(await counts()).toEqual({ points: 1, photos: 1 });
  });

  it('refuses a change or delete made from an older version with 409 and the point as it now is', async () => {
    const created = (await post(FIELDS, 'versioned')).json<CustomPoint>();
    const change = (text: string, version: number) =>
      test.app.inject({
        method: 'PUT',
        url: `/api/custom-points/${created.id}`,
        headers: { ...SAME_ORIGIN, cookie, 'if-match': `"${String(version)}"` },
        payload: { title: created.title, text, category: 'observation', geometry: created.geometry },
      });
    const onPhone = await change('Ändrat på telefonen.', 1);
    expect(onPhone.statusCode).toBe(200);
    expect(onPhone.json<CustomPoint>()).toMatchObject({ version: 2, observation: { kind: 'granbarkborre' } });
    expect(onPhone.headers.etag).toBe('"2"');

    const onTablet = await change('Ändrat på surfplattan.', 1);
    expect(onTablet.statusCode).toBe(409);
    const conflict = onTablet.json<CustomPointConflict>();
    expect(conflict.message).toBe(
      'Punkten har ändrats på en annan enhet sedan du öppnade den. Välj vilken version du vill behålla.',
    );
    expect(conflict.current).toMatchObject({ text: 'Ändrat på telefonen.', version: 2 });

    const staleDelete = await test.app.inject({
      method: 'DELETE',
      url: `/api/custom-points/${created.id}`,
      headers: { ...SAME_ORIGIN, cookie, 'if-match': '"1"' },
    });
    expect(staleDelete.statusCode).toBe(409);
    expect((await change('Surfplattans text ändå.', 2)).statusCode).toBe(200);
    const deleted = await test.app.inject({
      method: 'DELETE',
      url: `/api/custom-points/${created.id}`,
      headers: { ...SAME_ORIGIN, cookie, 'if-match': '"3"' },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await counts()).toEqual({ points: 0, photos: 0 });
  });
});
