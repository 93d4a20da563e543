import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { HeldMandate } from '#contracts/mandates';
import { insertBusiness, insertEstate } from '../../db/seed/business-builders.js';
import { insertPerson, insertPersonStakeholder, insertStaff } from '../../db/seed/builders.js';
import { insertMandate } from '../../db/seed/mandates-builders.js';
import { pdfText } from '../../pdf/pdf-text.js';
import { useMandatesWorld } from '../../testing/mandates-world.js';

describe('mandates (fullmakter): what members and holders see', () => {
  const { world, session, get } = useMandatesWorld();

  describe('GET Ir/DelegatedRights', () => {
    it('answers 204 when the member has given no mandate', async () => {
      const response = await get('/api/Ir/DelegatedRights', world.asKarin);
      expect(response.statusCode).toBe(204);
    });

    it('lists the mandates given, with holder, scope, end date and whether they still work', async () => {
      const maria = await insertPerson(world.test.db, { givenName: 'Maria', surname: 'Lindqvist' });
      const active = await insertMandate(world.test.db, world.karins, maria, {
        givenAt: new Date('2026-01-05T10:00:00Z'),
      });
      const expired = await insertMandate(world.test.db, world.karins, world.sven, {
        estates: [world.estates[1]],
        validUntil: '2026-11-21',
        givenAt: new Date('2025-06-01T10:00:00Z'),
      });
      const response = await get('/api/Ir/DelegatedRights', world.asKarin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          stakeholderRightId: active.id,
          holderName: 'Maria Lindqvist',
          allEstates: true,
          estates: [
            { id: world.estates[0].id, designation: 'Tierp Västland 4:12' },
            { id: world.estates[1].id, designation: 'Tierp Åby 1:3' },
          ],
          readOnly: true,
          validUntil: null,
          givenAt: '2026-01-05T10:00:00.000Z',
          status: 'active',
          // Given by the builders, as before mandates were signed.
          signature: null,
        },
        {
          stakeholderRightId: expired.id,
          holderName: 'Sven Berglund',
          allEstates: false,
          estates: [{ id: world.estates[1].id, designation: 'Tierp Åby 1:3' }],
          readOnly: true,
          validUntil: '2026-11-21',
          givenAt: '2025-06-01T10:00:00.000Z',
          status: 'expired',
          signature: null,
        },
      ]);
      expect(JSON.stringify(response.json())).not.toContain(world.sven.personalNumber.slice(2));
    });

    it('shows another member none of Karin’s mandates', async () => {
      await insertMandate(world.test.db, world.karins, world.sven);
      const other = await insertPerson(world.test.db);
      const asOther = await session(
        other,
        (await insertPersonStakeholder(world.test.db, other)).id,
        'Member',
      );
      expect((await get('/api/Ir/DelegatedRights', asOther)).statusCode).toBe(204);
    });

    it('shows a representative only the mandate they hold, and its document only', async () => {
      const maria = await insertPerson(world.test.db, { givenName: 'Maria', surname: 'Lindqvist' });
      const marias = await insertMandate(world.test.db, world.karins, maria, { estates: [world.estates[0]] });
      const svens = await insertMandate(world.test.db, world.karins, world.sven, {
        estates: [world.estates[1]],
      });
      const asMaria = await session(maria, world.karins.id, 'DelegatedRight');
      const response = await get('/api/Ir/DelegatedRights', asMaria);
      expect(response.json<{ stakeholderRightId: string }[]>().map((m) => m.stakeholderRightId)).toEqual([
        marias.id,
      ]);
      expect(response.body).not.toContain('Tierp Åby 1:3');
      expect((await get(`/api/Ir/GetRightEdocs/${marias.id}`, asMaria)).statusCode).toBe(200);
      expect((await get(`/api/Ir/GetRightEdocs/${svens.id}`, asMaria)).statusCode).toBe(404);
    });

    it('records a staff member’s read in the audit log', async () => {
      const johan = await insertPerson(world.test.db);
      await insertStaff(world.test.db, johan);
      const response = await get('/api/Ir/DelegatedRights', await session(johan, world.karins.id, 'Viewer'));
      expect(response.statusCode).toBe(204);
      const audit = await world.test.db.query(
        'SELECT route, actor_roles FROM audit_event WHERE actor_person_id = $1 AND subject_stakeholder_id = $2',
        [johan.id, world.karins.id],
      );
      expect(audit).toEqual([{ route: '/api/Ir/DelegatedRights', actor_roles: ['Viewer'] }]);
    });
  });

  describe('GET Ir/MyDelegatedRights', () => {
    it('lists the mandates the signed-in person holds, and from whom', async () => {
      const right = await insertMandate(world.test.db, world.karins, world.sven, {
        estates: [world.estates[0]],
      });
      const svens = await insertPersonStakeholder(world.test.db, world.sven, { relation: 'supplier' });
      const response = await get(
        '/api/Ir/MyDelegatedRights',
        await session(world.sven, svens.id, 'Supplier'),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<HeldMandate[]>()).toEqual([
        expect.objectContaining({
          stakeholderRightId: right.id,
          grantorName: 'Karin Lindqvist',
          grantorStakeholderId: world.karins.id,
          allEstates: false,
          estates: [{ id: world.estates[0].id, designation: 'Tierp Västland 4:12' }],
          status: 'active',
        }),
      ]);
    });

    it('answers 204 when the person holds none', async () => {
      expect((await get('/api/Ir/MyDelegatedRights', world.asKarin)).statusCode).toBe(204);
    });
  });

  describe('GET Ir/GetMandateEstates', () => {
    it('lists the member’s estates to choose from, and 204 for a member without any', async () => {
      const response = await get('/api/Ir/GetMandateEstates', world.asKarin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { id: world.estates[0].id, designation: 'Tierp Västland 4:12' },
        { id: world.estates[1].id, designation: 'Tierp Åby 1:3' },
      ]);
      const other = await insertPerson(world.test.db);
      const asOther = await session(
        other,
        (await insertPersonStakeholder(world.test.db, other)).id,
        'Member',
      );
      expect((await get('/api/Ir/GetMandateEstates', asOther)).statusCode).toBe(204);
    });
  });

  describe('GET Ir/GetStakeholderByPoNo/{poNo}', () => {
    const lookUp = (poNo: string, cookie = world.asKarin) =>
      get(`/api/Ir/GetStakeholderByPoNo/${poNo}`, cookie);

    it('answers only the name of a person the association knows', async () => {
      const response = await lookUp(world.sven.personalNumber);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: 'Sven Berglund' });
      expect(response.headers['cache-control']).toContain('no-store');
    });

    it('answers 400 with a Swedish message for a number with a wrong check digit', async () => {
      const last = Number(world.sven.personalNumber.slice(11));
      const response = await lookUp(`${world.sven.personalNumber.slice(0, 11)}${String((last + 1) % 10)}`);
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
      const response = await lookUp(world.karin.personalNumber);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Du kan inte ge en fullmakt till dig själv.' });
    });

    it('is not for representatives or staff viewers', async () => {
      const maria = await insertPerson(world.test.db);
      await insertMandate(world.test.db, world.karins, maria);
      expect(
        (await lookUp(world.sven.personalNumber, await session(maria, world.karins.id, 'DelegatedRight')))
          .statusCode,
      ).toBe(403);
      const johan = await insertPerson(world.test.db);
      await insertStaff(world.test.db, johan);
      expect(
        (await lookUp(world.sven.personalNumber, await session(johan, world.karins.id, 'Viewer'))).statusCode,
      ).toBe(403);
    });
  });

  describe('GET Ir/GetRightEdocs/{id}', () => {
    it('gives the member and the holder the signed document as a PDF to open', async () => {
      const right = await insertMandate(world.test.db, world.karins, world.sven, { givenBy: world.karin });
      for (const cookie of [world.asKarin, await session(world.sven, world.karins.id, 'DelegatedRight')]) {
        const response = await get(`/api/Ir/GetRightEdocs/${right.id}`, cookie);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toMatch(
          /^inline; filename="fullmakt-[0-9a-f]{8}\.pdf"$/,
        );
        const pdf = await PDFDocument.load(response.rawPayload);
        expect(pdf.getTitle()).toBe('Fullmakt med läsrätt');
        expect(pdf.getPageCount()).toBe(1);
      }
    });

    it('draws the names as BankID gives them, also outside WinAnsi', async () => {
      const karinLucja = await insertPerson(world.test.db, { givenName: 'Karin', surname: 'Łucja' });
      const grantor = await insertPersonStakeholder(world.test.db, karinLucja);
      const business = await insertBusiness(world.test.db, grantor, world.sbo, null);
      const estate = await insertEstate(world.test.db, business, { designation: 'Östhammar Łęka 2:7' });
      const lukasz = await insertPerson(world.test.db, { givenName: 'Łukasz', surname: 'Dvořák' });
      const right = await insertMandate(world.test.db, grantor, lukasz, {
        estates: [estate],
        givenBy: karinLucja,
      });
      const response = await get(
        `/api/Ir/GetRightEdocs/${right.id}`,
        await session(karinLucja, grantor.id, 'Member'),
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(response.rawPayload);
      expect(text).toContain('Fullmaktsgivare: Karin Łucja');
      expect(text).toContain(`Ombud: Łukasz Dvořák, personnummer ${lukasz.personalNumber.slice(0, 8)}-****`);
      expect(text).toContain('• Östhammar Łęka 2:7');
    });

    it('answers 404 for another member’s mandate', async () => {
      const other = await insertPersonStakeholder(world.test.db, await insertPerson(world.test.db));
      const theirs = await insertMandate(world.test.db, other, await insertPerson(world.test.db));
      const response = await get(`/api/Ir/GetRightEdocs/${theirs.id}`, world.asKarin);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    });
  });
});
