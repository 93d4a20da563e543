import { describe, expect, it } from 'vitest';
import type { LoginOptions } from '#contracts/login-options';
import { insertBusiness, insertEstate, insertMemberContact } from '../../db/seed/business-builders.js';
import { insertPerson, insertPersonStakeholder, insertStaff } from '../../db/seed/builders.js';
import { insertMandate } from '../../db/seed/mandates-builders.js';
import { pdfText } from '../../pdf/pdf-text.js';
import { signIn } from '../../testing/sign-in.js';
import { bankIdSigning } from '../../testing/signed-write.js';
import { buildTestApp } from '../../testing/test-app.js';
import { testClock } from '../../testing/test-clock.js';
import { DAY, dashed, useMandatesWorld } from '../../testing/mandates-world.js';

describe('mandates (fullmakter): giving, removing and expiry', () => {
  const { world, clock, session, get, create, remove, given, loginOptionsOf, rightsOf } = useMandatesWorld();

  describe('POST Ir/CreateRight', () => {
    it('gives a read-only mandate that shows in the holder’s login options at once', async () => {
      expect(await loginOptionsOf(world.sven)).toEqual([]);
      const response = await create({
        personalNumber: dashed(world.sven.personalNumber),
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
      expect(await loginOptionsOf(world.sven)).toEqual([
        {
          stakeholderId: world.karins.id,
          name: 'Karin Lindqvist',
          kind: 'mandate',
          roles: ['DelegatedRight'],
          description: 'Fullmakt, endast läsrätt',
        },
      ]);
      const [document] = await world.test.db.query(
        `SELECT holder_name, given_by_person_id, estate_designations FROM mandate_document m
           JOIN delegated_right d ON d.id = m.delegated_right_id WHERE d.grantor_stakeholder_id = $1`,
        [world.karins.id],
      );
      expect(document).toEqual({
        holder_name: 'Sven Berglund',
        given_by_person_id: world.karin.id,
        estate_designations: [],
      });
    });

    it('is signed with BankID: the text names the member, the holder (masked), the estates, the right and the end', async () => {
      const request = {
        method: 'POST' as const,
        url: '/api/Ir/CreateRight',
        headers: { 'sec-fetch-site': 'same-origin', cookie: world.asKarin },
        payload: { personalNumber: dashed(world.sven.personalNumber), estateIds: [world.estates[1].id] },
      };
      const signing = bankIdSigning(world.test);
      const asked = await signing.ask(request);
      expect(asked.statusCode).toBe(202);
      expect(asked.json<{ text: string }>().text).toBe(
        [
          '# Fullmakt',
          `För: Karin Lindqvist, medlemsnummer ${world.karins.id}`,
          `Till: Sven Berglund (${world.sven.personalNumber.slice(0, 8)}-XXXX)`,
          'Gäller: Tierp Åby 1:3',
          'Behörighet: endast läsa, inga ändringar',
          'Giltig: tills jag återkallar den',
        ].join('\n'),
      );
      expect(await loginOptionsOf(world.sven)).toEqual([]);
      const { signingId } = await signing.signFor(request);
      const given = await signing.carryOut(request, signingId);
      expect(given.statusCode).toBe(201);
      const { stakeholderRightId } = given.json<{ stakeholderRightId: string }>();
      const pdf = await world.test.app.inject({
        url: `/api/Ir/GetRightEdocs/${stakeholderRightId}`,
        headers: { cookie: world.asKarin },
      });
      expect((await pdfText(pdf.rawPayload)).join(' ')).toMatch(
        /Signerad med BankID av Karin Lindqvist 22 november 2026 kl\. 09:00\./,
      );
    });

    it('limits the mandate to the estates chosen', async () => {
      const response = await create({
        personalNumber: world.sven.personalNumber,
        estateIds: [world.estates[1].id],
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        allEstates: false,
        estates: [{ id: world.estates[1].id, designation: 'Tierp Åby 1:3' }],
      });
    });

    it('answers 404 and stores nothing for another member’s estate', async () => {
      const other = await insertPersonStakeholder(world.test.db, await insertPerson(world.test.db));
      const theirs = await insertEstate(
        world.test.db,
        await insertBusiness(world.test.db, other, world.sbo, null),
      );
      const response = await create({
        personalNumber: world.sven.personalNumber,
        estateIds: [world.estates[0].id, theirs.id],
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: expect.stringContaining('fastigheten') as string });
      expect(await rightsOf(world.karins.id)).toEqual([]);
    });

    it('answers 400 and stores nothing for a bad number, an end date passed or oneself', async () => {
      const cases = [
        { personalNumber: '19520314-0000' },
        { personalNumber: world.sven.personalNumber, validUntil: '2026-11-21' },
        { personalNumber: world.sven.personalNumber, validUntil: '2026-02-30' },
        { personalNumber: world.sven.personalNumber, estateIds: [] },
        { personalNumber: world.karin.personalNumber },
      ];
      for (const payload of cases) {
        const response = await create(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json<{ message: string }>().message).toMatch(/[åäö]|Kontrollera|Välj/);
      }
      expect(await rightsOf(world.karins.id)).toEqual([]);
    });

    it('takes an end date of today, the last day it works', async () => {
      expect(
        (await create({ personalNumber: world.sven.personalNumber, validUntil: '2026-11-22' })).statusCode,
      ).toBe(201);
    });

    it('answers 409 when the person already holds a mandate that works', async () => {
      await insertMandate(world.test.db, world.karins, world.sven);
      const response = await create({ personalNumber: world.sven.personalNumber });
      expect(response.statusCode).toBe(409);
      expect(await rightsOf(world.karins.id)).toHaveLength(1);
    });

    it('answers 403 to a representative and a staff viewer, storing nothing', async () => {
      const maria = await insertPerson(world.test.db);
      await insertMandate(world.test.db, world.karins, maria);
      const johan = await insertPerson(world.test.db);
      await insertStaff(world.test.db, johan);
      for (const cookie of [
        await session(maria, world.karins.id, 'DelegatedRight'),
        await session(johan, world.karins.id, 'Viewer'),
      ]) {
        const response = await create({ personalNumber: world.sven.personalNumber }, cookie);
        expect(response.statusCode).toBe(403);
      }
      expect(await rightsOf(world.karins.id)).toHaveLength(1);
    });

    it('refuses a staff editor (403): only the member gives a mandate, so staff cannot hand one out', async () => {
      const lena = await insertPerson(world.test.db, { givenName: 'Lena', surname: 'Sjöberg' });
      await insertStaff(world.test.db, lena, { mayEdit: true });
      const asLena = await session(lena, world.karins.id, 'Editor');
      for (const personalNumber of [lena.personalNumber, world.sven.personalNumber]) {
        expect((await create({ personalNumber }, asLena)).statusCode).toBe(403);
      }
      expect(
        (await get(`/api/Ir/GetStakeholderByPoNo/${world.sven.personalNumber}`, asLena)).statusCode,
      ).toBe(403);
      expect((await get('/api/Ir/GetMandateEstates', asLena)).statusCode).toBe(403);
      expect(await rightsOf(world.karins.id)).toEqual([]);
      // Taking access away stays open to staff serving the member.
      const right = await insertMandate(world.test.db, world.karins, world.sven);
      expect((await remove(right.id, asLena)).statusCode).toBe(204);
    });

    it('tells the member and the holder, in the portal and by e-mail, whatever they have chosen', async () => {
      const { db } = world.test;
      await db.query('DELETE FROM outgoing_mail');
      await insertMemberContact(db, world.karins, { email: 'karin@example.se' });
      const svens = await insertPersonStakeholder(db, world.sven, { relation: 'supplier' });
      await insertMemberContact(db, svens, { email: 'sven@example.se' });
      // Both have turned mandate notices off, in the portal and by e-mail.
      for (const stakeholder of [world.karins, svens]) {
        await db.query(
          `INSERT INTO notification_setting (stakeholder_id, category, channel, enabled, updated_at)
           VALUES ($1, 'mandates', 'portal', false, now()), ($1, 'mandates', 'email', false, now())`,
          [stakeholder.id],
        );
      }
      const response = await create({
        personalNumber: world.sven.personalNumber,
        estateIds: [world.estates[1].id],
        validUntil: '2027-06-30',
      });
      expect(response.statusCode).toBe(201);

      const notices = await db.query<{ stakeholder_id: string; title: string; body: string; link: string }>(
        `SELECT stakeholder_id, title, body, link FROM notification
          WHERE category = 'mandates' AND stakeholder_id IN ($1, $2) ORDER BY stakeholder_id = $1 DESC`,
        [world.karins.id, svens.id],
      );
      expect(notices).toEqual([
        {
          stakeholder_id: world.karins.id,
          title: 'En fullmakt har getts i ditt namn',
          body:
            'Sven Berglund har fått fullmakt att se Tierp Åby 1:3 med läsrätt, till och med 30 juni 2027. ' +
            'Var det inte du som gav den? Ta bort den under Mina fullmakter och kontakta oss.',
          link: '/minasidor/minafullmakter',
        },
        {
          stakeholder_id: svens.id,
          title: 'Du har fått en fullmakt',
          body:
            'Karin Lindqvist har gett dig fullmakt att se Tierp Åby 1:3 med läsrätt, till och med 30 juni 2027. ' +
            'Du väljer Karin Lindqvist när du loggar in. Känner du inte igen fullmakten? Kontakta oss.',
          link: '/minasidor/minafullmakter',
        },
      ]);
      const mails = await db.query<{ recipient: string; subject: string }>(
        'SELECT recipient, subject FROM outgoing_mail ORDER BY recipient',
      );
      expect(mails).toEqual([
        { recipient: 'karin@example.se', subject: 'En fullmakt har getts i ditt namn – Skogsportalen' },
        { recipient: 'sven@example.se', subject: 'Du har fått en fullmakt – Skogsportalen' },
      ]);
    });

    it('shares the personal-number lookup’s budget: 30 tries in ten minutes, then 429 from either', async () => {
      for (let attempt = 0; attempt < 15; attempt++) {
        expect(
          (await get(`/api/Ir/GetStakeholderByPoNo/${world.sven.personalNumber}`, world.asKarin)).statusCode,
        ).toBe(200);
        expect((await create({ personalNumber: '191212121212' })).statusCode).toBe(404);
      }
      const over = await create({ personalNumber: world.sven.personalNumber });
      expect(over.statusCode).toBe(429);
      expect(
        (await get(`/api/Ir/GetStakeholderByPoNo/${world.sven.personalNumber}`, world.asKarin)).statusCode,
      ).toBe(429);
      expect(await rightsOf(world.karins.id)).toEqual([]);
      // Counted per person, wherever they call from: another member has their own.
      const eva = await insertPerson(world.test.db);
      const evas = await insertPersonStakeholder(world.test.db, eva);
      expect(
        (await create({ personalNumber: world.sven.personalNumber }, await session(eva, evas.id, 'Member')))
          .statusCode,
      ).toBe(201);
      clock.advance(10 * 60 * 1000);
      expect((await create({ personalNumber: world.sven.personalNumber })).statusCode).toBe(201);
    });
  });

  describe('POST Ir/RemoveRight', () => {
    it('revokes at once: gone from the login options, and the holder’s running session ends', async () => {
      const right = await insertMandate(world.test.db, world.karins, world.sven);
      const asHolder = await session(world.sven, world.karins.id, 'DelegatedRight');
      expect((await get('/api/Ir/DelegatedRights', asHolder)).statusCode).toBe(200);

      const response = await remove(right.id);
      expect(response.statusCode).toBe(204);
      expect(await loginOptionsOf(world.sven)).toEqual([]);
      expect((await get('/api/Ir/DelegatedRights', asHolder)).statusCode).toBe(401);
      expect(await given()).toEqual([
        expect.objectContaining({ stakeholderRightId: right.id, status: 'revoked' }),
      ]);
      const [document] = await world.test.db.query(
        'SELECT revoked_by_person_id FROM mandate_document WHERE delegated_right_id = $1',
        [right.id],
      );
      expect(document).toEqual({ revoked_by_person_id: world.karin.id });
    });

    it('answers 404 for another member’s mandate and leaves it working', async () => {
      const other = await insertPersonStakeholder(world.test.db, await insertPerson(world.test.db));
      const theirs = await insertMandate(world.test.db, other, world.sven);
      const response = await remove(theirs.id);
      expect(response.statusCode).toBe(404);
      expect(await rightsOf(other.id)).toEqual([{ id: theirs.id, revoked_at: null }]);
    });

    it('answers 400 for something that is no mandate id, and 403 to a representative', async () => {
      expect((await remove('inte-ett-id')).statusCode).toBe(400);
      const right = await insertMandate(world.test.db, world.karins, world.sven);
      const response = await remove(right.id, await session(world.sven, world.karins.id, 'DelegatedRight'));
      expect(response.statusCode).toBe(403);
      expect(await rightsOf(world.karins.id)).toEqual([{ id: right.id, revoked_at: null }]);
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
      await insertMandate(world.test.db, world.karins, world.sven, {
        validUntil: new Date(clock.now().getTime() - DAY).toISOString().slice(0, 10),
      });
      expect(await given()).toEqual([expect.objectContaining({ status: 'expired' })]);
    });
  });
});
