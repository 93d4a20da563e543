import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomPoint } from '#contracts/custom-points';
import type { StaffObservation } from '#contracts/staff-observations';
import type { WorkList } from '#contracts/staff-work';
import { insertPerson, insertPersonStakeholder, insertStaff } from '../../db/seed/builders.js';
import { insertAdvisedBusiness } from '../../db/seed/contact-builders.js';
import { SAME_ORIGIN } from '../../testing/bankid-login.js';
import { formData, GPS_TEXT, phoneJpeg, type FormPart } from '../../testing/photo-files.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';
import { createObservationErrandsService, type BarkBeetleFind } from './observation-errands.service.js';

const fields = (helpWanted: boolean): FormPart[] => [
  { name: 'kind', value: 'granbarkborre' },
  { name: 'note', value: 'Borrmjöl och kåda på tre granar.' },
  { name: 'helpWanted', value: String(helpWanted) },
  { name: 'east', value: '650500' },
  { name: 'north', value: '6650300' },
  { name: 'photo', value: phoneJpeg('bark'), fileName: 'IMG_2.jpg' },
];

describe('an observation the member wants help with is an errand for the advisor', () => {
  let member: string;
  let editor: string;
  let viewer: string;
  let lenaId: string;
  let karinId: string;
  const warned: BarkBeetleFind[] = [];
  const clock = testClock(new Date('2026-12-06T09:00:00Z'));
  const test = portalForTests({ clock });

  beforeEach(async () => {
    warned.length = 0;
    const karin = await insertPerson(test.db, { givenName: 'Karin', surname: 'Lindqvist' });
    const memberId = (await insertPersonStakeholder(test.db, karin)).id;
    karinId = memberId;
    await insertAdvisedBusiness(test.db, memberId);
    const lena = await insertPerson(test.db, { givenName: 'Lena', surname: 'Sjöberg' });
    await insertStaff(test.db, lena, { mayEdit: true });
    lenaId = lena.id;
    const johan = await insertPerson(test.db, { givenName: 'Johan', surname: 'Ek' });
    await insertStaff(test.db, johan);
    member = await signIn(test, { personId: karin.id, stakeholderId: memberId, roles: ['Member'] });
    editor = await signIn(test, { personId: lena.id, stakeholderId: null, roles: ['Viewer', 'Editor'] });
    viewer = await signIn(test, { personId: johan.id, stakeholderId: null, roles: ['Viewer'] });
  });

  const observe = async (helpWanted: boolean, key: string): Promise<CustomPoint> => {
    const form = formData(fields(helpWanted));
    const sent = await test.app.inject({
      method: 'POST',
      url: '/api/observations',
      headers: { ...SAME_ORIGIN, cookie: member, 'idempotency-key': key, ...form.headers },
      payload: form.payload,
    });
    expect(sent.statusCode).toBe(201);
    return sent.json<CustomPoint>();
  };
  const staffPost = (cookie: string, url: string, payload: Record<string, unknown>) =>
    test.app.inject({ method: 'POST', url, headers: { ...SAME_ORIGIN, cookie }, payload });
  const openObservations = async () =>
    (
      await test.app.inject({
        method: 'GET',
        url: '/api/staff/work?kind=observation&state=open',
        headers: { cookie: editor },
      })
    ).json<WorkList>().items;

  it('lists only observations with help wanted; staff see the photo, the point and the note', async () => {
    const wanted = await observe(true, `help-${String(Date.now())}`);
    const notWanted = await observe(false, `nohelp-${String(Date.now())}`);
    const ids = (await openObservations()).map((item) => item.id);
    expect(ids).toContain(wanted.id);
    expect(ids).not.toContain(notWanted.id);
    const item = (await openObservations()).find((entry) => entry.id === wanted.id);
    expect(item).toMatchObject({ title: 'Granbarkborre / insektsangrepp', status: 'Vill ha hjälp' });

    const opened = await test.app.inject({
      method: 'GET',
      url: `/api/staff/observations/${wanted.id}`,
      headers: { cookie: viewer },
    });
    expect(opened.statusCode).toBe(200);
    const errand = opened.json<StaffObservation>();
    expect(errand).toMatchObject({
      kind: 'granbarkborre',
      note: 'Borrmjöl och kåda på tre granar.',
      point: { type: 'Point', coordinates: [650500, 6650300] },
      answers: [],
      confirmed: null,
    });
    const photo = await test.app.inject({
      method: 'GET',
      url: errand.photos[0]?.url ?? '',
      headers: { cookie: viewer },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.toString('latin1')).not.toContain(GPS_TEXT);
    const hidden = await test.app.inject({
      method: 'GET',
      url: `/api/staff/observations/${notWanted.id}`,
      headers: { cookie: editor },
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('lets the advisor answer and confirm the kind; the member reads both at the point and is notified', async () => {
    const observation = await observe(true, `answer-${String(Date.now())}`);
    const url = `/api/staff/observations/${observation.id}`;
    expect((await staffPost(viewer, `${url}/answers`, { body: 'Jag kommer på tisdag.' })).statusCode).toBe(
      403,
    );
    const answered = await staffPost(editor, `${url}/answers`, { body: 'Jag kommer på tisdag.' });
    expect(answered.statusCode).toBe(201);

    const confirmed = await staffPost(editor, `${url}/confirmation`, { kind: 'granbarkborre' });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json<StaffObservation>().confirmed).toEqual({
      kind: 'granbarkborre',
      at: '2026-12-06T09:00:00.000Z',
      byName: 'Lena Sjöberg',
    });
    expect((await staffPost(editor, `${url}/confirmation`, { kind: 'granbarkborre' })).statusCode).toBe(409);
    expect((await openObservations()).map((item) => item.id)).not.toContain(observation.id);

    const points = (
      await test.app.inject({ method: 'GET', url: '/api/custom-points', headers: { cookie: member } })
    ).json<{ points: CustomPoint[] }>().points;
    expect(points.find((point) => point.id === observation.id)?.observation).toMatchObject({
      answers: [{ body: 'Jag kommer på tisdag.', byName: 'Lena Sjöberg' }],
      confirmed: { kind: 'granbarkborre', byName: 'Lena Sjöberg' },
    });
    const notifications = await test.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: member },
    });
    expect(notifications.body).toContain('Svar på observationen: Granbarkborre / insektsangrepp');
    expect(notifications.body).toContain('Observationen är bekräftad');
  });

  it('warns the neighbours from the confirmation of a bark beetle only, in its transaction', async () => {
    const service = createObservationErrandsService({
      db: test.db,
      clock,
      notify: async () => undefined,
      warnNeighboursOfBarkBeetle: async (_tx, find) => {
        warned.push(find);
      },
    });
    const lena = { personId: lenaId, roles: ['Viewer', 'Editor'] as const, mayEdit: true };
    const audit = async () => undefined;
    const windthrow = await observe(true, `storm-${String(Date.now())}`);
    await service.confirm(lena, windthrow.id, 'stormfallda-trad', audit);
    expect(warned).toEqual([]);
    const beetle = await observe(true, `beetle-${String(Date.now())}`);
    await service.confirm(lena, beetle.id, 'granbarkborre', audit);
    expect(warned).toEqual([
      {
        observationId: beetle.id,
        point: { x: 650500, y: 6650300 },
        reporterStakeholderId: karinId,
      },
    ]);
  });
});
