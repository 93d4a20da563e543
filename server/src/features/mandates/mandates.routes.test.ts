import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LoginOptions } from '#contracts/login-options';
import type { GivenMandate, HeldMandate } from '#contracts/mandates';
import type { Role } from '#contracts/roles';
import { insertBusiness, insertEstate, insertSbo, type SboRow } from '../../db/seed/business-builders.js';
import {
  insertPerson,
  insertPersonStakeholder,
  insertStaff,
  type PersonRow,
  type StakeholderRow,
} from '../../db/seed/builders.js';
import { insertMandate } from '../../db/seed/mandates-builders.js';
import { signIn } from '../../testing/sign-in.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { testClock } from '../../testing/test-clock.js';

const SAME_ORIGIN = { origin: 'http://localhost:3000' };
const DAY = 24 * 60 * 60 * 1000;

interface Estate {
  readonly id: string;
  readonly designation: string;
}
const dashed = (twelve: string) => `${twelve.slice(2, 8)}-${twelve.slice(8)}`;

describe('mandates (fullmakter)', () => {
  let test: TestApp;
  // 09:00 in Sweden on 22 November 2026.
  const clock = testClock(new Date('2026-11-22T08:00:00Z'));
  let sbo: SboRow;
  let karin: PersonRow;
  let karins: StakeholderRow;
  let estates: [Estate, Estate];
  let sven: PersonRow;
  let asKarin: string;

  beforeAll(async () => {
    test = await buildTestApp({ clock });
    sbo = await insertSbo(test.db);
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    karin = await insertPerson(test.db, { givenName: 'Karin', surname: 'Lindqvist' });
    karins = await insertPersonStakeholder(test.db, karin);
    const business = await insertBusiness(test.db, karins, sbo, null);
    estates = [
      await insertEstate(test.db, business, { designation: 'Tierp Västland 4:12' }),
      await insertEstate(test.db, business, { designation: 'Tierp Åby 1:3' }),
    ];
    sven = await insertPerson(test.db, { givenName: 'Sven', surname: 'Berglund' });
    asKarin = await session(karin, karins.id, 'Member');
  });

  const session = (person: PersonRow, stakeholderId: string | null, role?: Role) =>
    signIn(test, { personId: person.id, stakeholderId, roles: role === undefined ? [] : [role] }, clock);
  const get = (url: string, cookie: string) => test.app.inject({ url, headers: { cookie } });
  const post = (url: string, cookie: string, payload: object) =>
    test.app.inject({ method: 'POST', url, headers: { ...SAME_ORIGIN, cookie }, payload });
  const create = (payload: object, cookie = asKarin) => post('/api/Ir/CreateRight', cookie, payload);
  const remove = (stakeholderRightId: string, cookie = asKarin) =>
    post('/api/Ir/RemoveRight', cookie, { stakeholderRightId });
  const given = async (cookie = asKarin) =>
    (await get('/api/Ir/DelegatedRights', cookie)).json<GivenMandate[]>();
  const loginOptionsOf = async (person: PersonRow) =>
    (await get('/api/Ir/GetLoginOptions', await session(person, null))).json<LoginOptions>().options;
  const rightsOf = (stakeholderId: string) =>
    test.db.query<{ id: string; revoked_at: Date | null }>(
      'SELECT id, revoked_at FROM delegated_right WHERE grantor_stakeholder_id = $1',
      [stakeholderId],
    );

  describe('GET Ir/DelegatedRights', () => {
    it('answers 204 when the member has given no mandate', async () => {
      const response = await get('/api/Ir/DelegatedRights', asKarin);
      expect(response.statusCode).toBe(204);
    });

    it('lists the mandates given, with holder, scope, end date and whether they still work', async () => {
      const maria = await insertPerson(test.db, { givenName: 'Maria', surname: 'Lindqvist' });
      const active = await insertMandate(test.db, karins, maria, {
        givenAt: new Date('2026-01-05T10:00:00Z'),
      });
      const expired = await insertMandate(test.db, karins, sven, {
        estates: [estates[1]],
        validUntil: '2026-11-21',
        givenAt: new Date('2025-06-01T10:00:00Z'),
      });
      const response = await get('/api/Ir/DelegatedRights', asKarin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          stakeholderRightId: active.id,
          holderName: 'Maria Lindqvist',
          allEstates: true,
          estates: [
            { id: estates[0].id, designation: 'Tierp Västland 4:12' },
            { id: estates[1].id, designation: 'Tierp Åby 1:3' },
          ],
          readOnly: true,
          validUntil: null,
          givenAt: '2026-01-05T10:00:00.000Z',
          status: 'active',
        },
        {
          stakeholderRightId: expired.id,
          holderName: 'Sven Berglund',
          allEstates: false,
          estates: [{ id: estates[1].id, designation: 'Tierp Åby 1:3' }],
          readOnly: true,
          validUntil: '2026-11-21',
          givenAt: '2025-06-01T10:00:00.000Z',
          status: 'expired',
        },
      ]);
      expect(JSON.stringify(response.json())).not.toContain(sven.personalNumber.slice(2));
    });

    it('shows another member none of Karin’s mandates', async () => {
      await insertMandate(test.db, karins, sven);
      const other = await insertPerson(test.db);
      const asOther = await session(other, (await insertPersonStakeholder(test.db, other)).id, 'Member');
      expect((await get('/api/Ir/DelegatedRights', asOther)).statusCode).toBe(204);
    });

    it('records a staff member’s read in the audit log', async () => {
      const johan = await insertPerson(test.db);
      await insertStaff(test.db, johan);
      const response = await get('/api/Ir/DelegatedRights', await session(johan, karins.id, 'Viewer'));
      expect(response.statusCode).toBe(204);
      const audit = await test.db.query(
        'SELECT route, actor_roles FROM audit_event WHERE actor_person_id = $1 AND subject_stakeholder_id = $2',
        [johan.id, karins.id],
      );
      expect(audit).toEqual([{ route: '/api/Ir/DelegatedRights', actor_roles: ['Viewer'] }]);
    });
  });

  describe('GET Ir/MyDelegatedRights', () => {
    it('lists the mandates the signed-in person holds, and from whom', async () => {
      const right = await insertMandate(test.db, karins, sven, { estates: [estates[0]] });
      const svens = await insertPersonStakeholder(test.db, sven, { relation: 'supplier' });
      const response = await get('/api/Ir/MyDelegatedRights', await session(sven, svens.id, 'Supplier'));
      expect(response.statusCode).toBe(200);
      expect(response.json<HeldMandate[]>()).toEqual([
        expect.objectContaining({
          stakeholderRightId: right.id,
          grantorName: 'Karin Lindqvist',
          grantorStakeholderId: karins.id,
          allEstates: false,
          estates: [{ id: estates[0].id, designation: 'Tierp Västland 4:12' }],
          status: 'active',
        }),
      ]);
    });

    it('answers 204 when the person holds none', async () => {
      expect((await get('/api/Ir/MyDelegatedRights', asKarin)).statusCode).toBe(204);
    });
  });

  describe('GET Ir/GetMandateEstates', () => {
    it('lists the member’s estates to choose from, and 204 for a member without any', async () => {
      const response = await get('/api/Ir/GetMandateEstates', asKarin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { id: estates[0].id, designation: 'Tierp Västland 4:12' },
        { id: estates[1].id, designation: 'Tierp Åby 1:3' },
      ]);
      const other = await insertPerson(test.db);
      const asOther = await session(other, (await insertPersonStakeholder(test.db, other)).id, 'Member');
      expect((await get('/api/Ir/GetMandateEstates', asOther)).statusCode).toBe(204);
    });
  });

  describe('GET Ir/GetStakeholderByPoNo/{poNo}', () => {
    const lookUp = (poNo: string, cookie = asKarin) => get(`/api/Ir/GetStakeholderByPoNo/${poNo}`, cookie);

    it('answers only the name of a person the association knows', async () => {
      const response = await lookUp(sven.personalNumber);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: 'Sven Berglund' });
      expect(response.headers['cache-control']).toContain('no-store');
    });

    it('answers 400 with a Swedish message for a number with a wrong check digit', async () => {
      const last = Number(sven.personalNumber.slice(11));
      const response = await lookUp(`${sven.personalNumber.slice(0, 11)}${String((last + 1) % 10)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.poNo).toEqual([
        expect.stringContaining('Kontrollera personnumret'),
      ]);
    });

    it('answers 404 with a Swedish message for someone who has never logged in here', async () => {
      const response = await lookUp('191212121212');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'NOT_FOUND',
        message: expect.stringContaining('Vi hittar ingen person med det personnumret') as string,
      });
    });

    it('refuses the member’s own number: a mandate is never given to oneself', async () => {
      const response = await lookUp(karin.personalNumber);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Du kan inte ge en fullmakt till dig själv.' });
    });

    it('is not for representatives or staff viewers', async () => {
      const maria = await insertPerson(test.db);
      await insertMandate(test.db, karins, maria);
      expect(
        (await lookUp(sven.personalNumber, await session(maria, karins.id, 'DelegatedRight'))).statusCode,
      ).toBe(403);
      const johan = await insertPerson(test.db);
      await insertStaff(test.db, johan);
      expect((await lookUp(sven.personalNumber, await session(johan, karins.id, 'Viewer'))).statusCode).toBe(
        403,
      );
    });
  });

  describe('POST Ir/CreateRight', () => {
    it('gives a read-only mandate that shows in the holder’s login options at once', async () => {
      expect(await loginOptionsOf(sven)).toEqual([]);
      const response = await create({
        personalNumber: dashed(sven.personalNumber),
        validUntil: '2027-06-30',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        holderName: 'Sven Berglund',
        allEstates: true,
        readOnly: true,
        validUntil: '2027-06-30',
        givenAt: '2026-11-22T08:00:00.000Z',
        status: 'active',
      });
      expect(await loginOptionsOf(sven)).toEqual([
        {
          stakeholderId: karins.id,
          name: 'Karin Lindqvist',
          kind: 'mandate',
          roles: ['DelegatedRight'],
          description: 'Fullmakt, endast läsrätt',
        },
      ]);
      const [document] = await test.db.query(
        `SELECT holder_name, given_by_person_id, estate_designations FROM mandate_document m
           JOIN delegated_right d ON d.id = m.delegated_right_id WHERE d.grantor_stakeholder_id = $1`,
        [karins.id],
      );
      expect(document).toEqual({
        holder_name: 'Sven Berglund',
        given_by_person_id: karin.id,
        estate_designations: [],
      });
    });

    it('limits the mandate to the estates chosen', async () => {
      const response = await create({ personalNumber: sven.personalNumber, estateIds: [estates[1].id] });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        allEstates: false,
        estates: [{ id: estates[1].id, designation: 'Tierp Åby 1:3' }],
      });
    });

    it('answers 404 and stores nothing for another member’s estate', async () => {
      const other = await insertPersonStakeholder(test.db, await insertPerson(test.db));
      const theirs = await insertEstate(test.db, await insertBusiness(test.db, other, sbo, null));
      const response = await create({
        personalNumber: sven.personalNumber,
        estateIds: [estates[0].id, theirs.id],
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: expect.stringContaining('fastigheten') as string });
      expect(await rightsOf(karins.id)).toEqual([]);
    });

    it('answers 400 and stores nothing for a bad number, an end date passed or oneself', async () => {
      const cases = [
        { personalNumber: '19520314-0000' },
        { personalNumber: sven.personalNumber, validUntil: '2026-11-21' },
        { personalNumber: sven.personalNumber, validUntil: '2026-02-30' },
        { personalNumber: sven.personalNumber, estateIds: [] },
        { personalNumber: karin.personalNumber },
      ];
      for (const payload of cases) {
        const response = await create(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json<{ message: string }>().message).toMatch(/[åäö]|Kontrollera|Välj/);
      }
      expect(await rightsOf(karins.id)).toEqual([]);
    });

    it('takes an end date of today, the last day it works', async () => {
      expect(
        (await create({ personalNumber: sven.personalNumber, validUntil: '2026-11-22' })).statusCode,
      ).toBe(201);
    });

    it('answers 409 when the person already holds a mandate that works', async () => {
      await insertMandate(test.db, karins, sven);
      const response = await create({ personalNumber: sven.personalNumber });
      expect(response.statusCode).toBe(409);
      expect(await rightsOf(karins.id)).toHaveLength(1);
    });

    it('answers 403 to a representative and a staff viewer, storing nothing', async () => {
      const maria = await insertPerson(test.db);
      await insertMandate(test.db, karins, maria);
      const johan = await insertPerson(test.db);
      await insertStaff(test.db, johan);
      for (const cookie of [
        await session(maria, karins.id, 'DelegatedRight'),
        await session(johan, karins.id, 'Viewer'),
      ]) {
        const response = await create({ personalNumber: sven.personalNumber }, cookie);
        expect(response.statusCode).toBe(403);
      }
      expect(await rightsOf(karins.id)).toHaveLength(1);
    });

    it('lets a staff editor give it for the member, recorded as given by the editor', async () => {
      const lena = await insertPerson(test.db, { givenName: 'Lena', surname: 'Sjöberg' });
      await insertStaff(test.db, lena, { mayEdit: true });
      const asLena = await session(lena, karins.id, 'Editor');
      expect((await create({ personalNumber: lena.personalNumber }, asLena)).statusCode).toBe(400);
      expect((await create({ personalNumber: sven.personalNumber }, asLena)).statusCode).toBe(201);
      expect(
        await test.db.query(
          'SELECT created_by_person_id FROM delegated_right WHERE grantor_stakeholder_id = $1',
          [karins.id],
        ),
      ).toEqual([{ created_by_person_id: lena.id }]);
    });
  });

  describe('POST Ir/RemoveRight', () => {
    it('revokes at once: gone from the login options, and the holder’s running session ends', async () => {
      const right = await insertMandate(test.db, karins, sven);
      const asHolder = await session(sven, karins.id, 'DelegatedRight');
      expect((await get('/api/Ir/DelegatedRights', asHolder)).statusCode).toBe(200);

      const response = await remove(right.id);
      expect(response.statusCode).toBe(204);
      expect(await loginOptionsOf(sven)).toEqual([]);
      expect((await get('/api/Ir/DelegatedRights', asHolder)).statusCode).toBe(401);
      expect(await given()).toEqual([
        expect.objectContaining({ stakeholderRightId: right.id, status: 'revoked' }),
      ]);
      const [document] = await test.db.query(
        'SELECT revoked_by_person_id FROM mandate_document WHERE delegated_right_id = $1',
        [right.id],
      );
      expect(document).toEqual({ revoked_by_person_id: karin.id });
    });

    it('answers 404 for another member’s mandate and leaves it working', async () => {
      const other = await insertPersonStakeholder(test.db, await insertPerson(test.db));
      const theirs = await insertMandate(test.db, other, sven);
      const response = await remove(theirs.id);
      expect(response.statusCode).toBe(404);
      expect(await rightsOf(other.id)).toEqual([{ id: theirs.id, revoked_at: null }]);
    });

    it('answers 400 for something that is no mandate id, and 403 to a representative', async () => {
      expect((await remove('inte-ett-id')).statusCode).toBe(400);
      const right = await insertMandate(test.db, karins, sven);
      const response = await remove(right.id, await session(sven, karins.id, 'DelegatedRight'));
      expect(response.statusCode).toBe(403);
      expect(await rightsOf(karins.id)).toEqual([{ id: right.id, revoked_at: null }]);
    });
  });

  describe('expiry', () => {
    it('ends a mandate after its last day: gone from the login options, and a running session ends', async () => {
      const local = testClock(new Date('2026-11-22T22:50:00Z'));
      const app = await buildTestApp({ clock: local });
      try {
        const holder = await insertPerson(app.db);
        const grantor = await insertPersonStakeholder(app.db, await insertPerson(app.db));
        await insertMandate(app.db, grantor, holder, { validUntil: '2026-11-22' });
        const personal = await signIn(app, { personId: holder.id, stakeholderId: null, roles: [] }, local);
        const acting = await signIn(
          app,
          { personId: holder.id, stakeholderId: grantor.id, roles: ['DelegatedRight'] },
          local,
        );
        const options = async () =>
          (
            await app.app.inject({ url: '/api/Ir/GetLoginOptions', headers: { cookie: personal } })
          ).json<LoginOptions>().options;
        // 23:50 in Sweden on the last day: still valid.
        expect(await options()).toHaveLength(1);
        expect(
          (await app.app.inject({ url: '/api/auth/profile', headers: { cookie: acting } })).statusCode,
        ).toBe(200);
        // Past midnight in Sweden.
        local.advance(20 * 60 * 1000);
        expect(await options()).toEqual([]);
        expect(
          (await app.app.inject({ url: '/api/Ir/MyDelegatedRights', headers: { cookie: acting } }))
            .statusCode,
        ).toBe(401);
      } finally {
        await app.close();
      }
    });

    it('lists an expired mandate as expired', async () => {
      await insertMandate(test.db, karins, sven, {
        validUntil: new Date(clock.now().getTime() - DAY).toISOString().slice(0, 10),
      });
      expect(await given()).toEqual([expect.objectContaining({ status: 'expired' })]);
    });
  });

  describe('GET Ir/GetRightEdocs/{id}', () => {
    it('gives the member and the holder the signed document as a PDF to download', async () => {
      const right = await insertMandate(test.db, karins, sven, { givenBy: karin });
      for (const cookie of [asKarin, await session(sven, karins.id, 'DelegatedRight')]) {
        const response = await get(`/api/Ir/GetRightEdocs/${right.id}`, cookie);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toMatch(
          /^attachment; filename="fullmakt-[0-9a-f]{8}\.pdf"$/,
        );
        const pdf = await PDFDocument.load(response.rawPayload);
        expect(pdf.getTitle()).toBe('Fullmakt med läsrätt');
        expect(pdf.getPageCount()).toBe(1);
      }
    });

    it('answers 404 for another member’s mandate', async () => {
      const other = await insertPersonStakeholder(test.db, await insertPerson(test.db));
      const theirs = await insertMandate(test.db, other, await insertPerson(test.db));
      const response = await get(`/api/Ir/GetRightEdocs/${theirs.id}`, asKarin);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    });
  });
});
