import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#contracts/api-error';
import type { Role } from '#contracts/roles';
import { insertAdvisor } from '../../db/seed/business-builders.js';
import { DEMO_BUSINESS } from '../../db/seed/demo-business.js';
import { PERSONA_FOR_ROLE, PERSONAS } from '../../db/seed/personas.js';
import { seedDemo } from '../../db/seed/seed-demo.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

const SAME_ORIGIN = { origin: 'http://localhost:3000' };
const { business } = DEMO_BUSINESS;

const ANDERS = {
  id: 'anders-nyberg',
  name: 'Anders Nyberg',
  title: 'Skogsinspektor',
  phone: '010-456 12 34',
  email: 'anders.nyberg@example.se',
  district: { id: 'norra-uppland', name: 'Norra Upplands skogsbruksområde' },
  presentation: expect.stringContaining('norra Uppland') as unknown,
};

const MESSAGE = {
  businessId: business.karins,
  subject: 'Gallring i vår',
  message: 'Hej Anders! Kan du titta på gallringen av granen vid Ekeby innan sommaren?',
  replyChannel: 'email',
};

describe('contact: advisor, colleagues, district contacts and messages', () => {
  const clock = testClock(new Date('2026-11-22T08:00:00Z'));
  const cookies = new Map<Role, string>();

  const test = portalForTests({ clock });
  beforeAll(async () => {
    await seedDemo(test.db);
    for (const [role, { persona, actsFor }] of Object.entries(PERSONA_FOR_ROLE) as [
      Role,
      (typeof PERSONA_FOR_ROLE)[Role],
    ][]) {
      const [person] = await test.db.query<{ id: string }>(
        'SELECT id FROM person WHERE personal_number = $1',
        [PERSONAS[persona].personalNumber],
      );
      if (person === undefined) throw new Error(`persona ${persona} is not seeded`);
      cookies.set(role, await signIn(test, { personId: person.id, stakeholderId: actsFor, roles: [role] }));
    }
  });
  beforeEach(async () => {
    await test.db.exec(
      'DELETE FROM contact_answer; DELETE FROM contact_message; DELETE FROM outgoing_mail; DELETE FROM audit_event;',
    );
  });

  const cookieOf = (role: Role): string => {
    const cookie = cookies.get(role);
    if (cookie === undefined) throw new Error(`no session for ${role}`);
    return cookie;
  };
  const get = (url: string, role: Role = 'Member') =>
    test.app.inject({ method: 'GET', url, headers: { cookie: cookieOf(role) } });
  const names = (response: Awaited<ReturnType<typeof get>>) =>
    response.json<{ name: string }[]>().map((advisor) => advisor.name);
  const errorOf = (response: Awaited<ReturnType<typeof get>>) => response.json<ApiErrorBody>();
  const send = (payload: unknown, role: Role = 'Member') =>
    test.app.inject({
      method: 'POST',
      url: '/api/contact/messages',
      headers: { ...SAME_ORIGIN, cookie: cookieOf(role) },
      payload: payload as Record<string, unknown>,
    });
  const stored = () => test.db.query('SELECT subject, reply_channel FROM contact_message');
  const queued = () =>
    test.db.query<{ recipient: string; subject: string; body: string }>(
      'SELECT recipient, subject, body FROM outgoing_mail ORDER BY recipient',
    );

  describe('GET /api/Ir/GetBusinessAdvisor/{id}', () => {
    it("shows the advisor of the member's business", async () => {
      const response = await get(`/api/Ir/GetBusinessAdvisor/${business.karins}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(ANDERS);
    });

    it('answers 204 for a business without an advisor', async () => {
      const response = await get(`/api/Ir/GetBusinessAdvisor/${business.svens}`, 'Supplier');
      expect(response.statusCode).toBe(204);
    });

    it("answers 404 for another member's business, as for one that does not exist", async () => {
      const other = await get(`/api/Ir/GetBusinessAdvisor/${business.marias}`);
      const missing = await get('/api/Ir/GetBusinessAdvisor/9999999');
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(missing.json());
      expect(other.body).not.toContain('Elin');
    });

    it('answers 400 with a Swedish message for a malformed business number', async () => {
      const response = await get('/api/Ir/GetBusinessAdvisor/abc');
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fieldErrors).toEqual({ id: ['Ange ett verksamhetsnummer med sju siffror.'] });
    });

    it('lets a representative read it, and audits the representative’s and a staff read', async () => {
      expect((await get(`/api/Ir/GetBusinessAdvisor/${business.karins}`, 'DelegatedRight')).statusCode).toBe(
        200,
      );
      expect((await get(`/api/Ir/GetBusinessAdvisor/${business.karins}`, 'Viewer')).statusCode).toBe(200);
      const audit = await test.db.query(
        'SELECT subject_stakeholder_id, route, status, actor_roles FROM audit_event ORDER BY at, actor_roles[1]',
      );
      const read = {
        subject_stakeholder_id: PERSONAS.member.stakeholderId,
        route: '/api/Ir/GetBusinessAdvisor/:id',
      };
      expect(audit).toEqual([
        { ...read, status: 200, actor_roles: ['DelegatedRight'] },
        { ...read, status: 200, actor_roles: ['Viewer'] },
      ]);
    });
  });

  describe('GET /api/Ir/GetBusinessAdvisorColleagues/{id}', () => {
    it("lists the other advisors of the business's district, by name", async () => {
      const response = await get(`/api/Ir/GetBusinessAdvisorColleagues/${business.karins}`);
      expect(response.statusCode).toBe(200);
      expect(names(response)).toEqual(['Elin Forsberg', 'Per Mattsson']);
    });

    it('lists all advisors of the district when the business has none of its own', async () => {
      const response = await get(`/api/Ir/GetBusinessAdvisorColleagues/${business.svens}`, 'Supplier');
      expect(names(response)).toEqual(['Anders Nyberg', 'Elin Forsberg', 'Per Mattsson']);
    });

    it("answers 404 for another member's business", async () => {
      expect((await get(`/api/Ir/GetBusinessAdvisorColleagues/${business.marias}`)).statusCode).toBe(404);
    });

    it('audits a staff read', async () => {
      await get(`/api/Ir/GetBusinessAdvisorColleagues/${business.karins}`, 'Editor');
      expect(await test.db.query('SELECT route FROM audit_event')).toEqual([
        { route: '/api/Ir/GetBusinessAdvisorColleagues/:id' },
      ]);
    });
  });

  describe('GET /api/Ir/GetSboContacts', () => {
    it("groups the contacts of the member's districts, with the member's businesses there", async () => {
      const response = await get('/api/Ir/GetSboContacts');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          district: { id: 'norra-uppland', name: 'Norra Upplands skogsbruksområde' },
          businesses: [{ id: business.karins, name: 'Lindqvists skog i Ekeby' }],
          contacts: [
            expect.objectContaining({ name: 'Gunilla Ström', role: 'Ordförande i förtroenderådet' }),
            expect.objectContaining({ name: 'Bengt Alm', email: null }),
          ],
        },
      ]);
    });

    it('is empty for a potential member, who has no business', async () => {
      const response = await get('/api/Ir/GetSboContacts', 'Potential');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it('audits a staff read', async () => {
      await get('/api/Ir/GetSboContacts', 'Viewer');
      expect(await test.db.query('SELECT route FROM audit_event')).toEqual([
        { route: '/api/Ir/GetSboContacts' },
      ]);
    });
  });

  describe('POST /api/contact/messages', () => {
    it('stores the message and queues a mail to the advisor and a receipt to the member', async () => {
      const response = await send(MESSAGE);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        sentAt: '2026-11-22T08:00:00.000Z',
        advisorName: 'Anders Nyberg',
        replyChannel: 'email',
        receiptEmail: 'karin.lindqvist@example.se',
      });
      expect(await stored()).toEqual([{ subject: 'Gallring i vår', reply_channel: 'email' }]);
      const [toAdvisor, receipt] = await queued();
      expect(toAdvisor).toMatchObject({
        recipient: 'anders.nyberg@example.se',
        subject: 'Meddelande från Karin Lindqvist: Gallring i vår',
      });
      expect(toAdvisor?.body).toContain(MESSAGE.message);
      expect(toAdvisor?.body).toContain('Vill ha svar via e-post: karin.lindqvist@example.se');
      expect(toAdvisor?.body).not.toContain(PERSONAS.member.personalNumber);
      expect(receipt).toMatchObject({
        recipient: 'karin.lindqvist@example.se',
        subject: 'Vi har tagit emot ditt meddelande: Gallring i vår',
      });
    });

    it('queues no receipt for a member without an e-mail address', async () => {
      await test.db.query('UPDATE member_contact SET email = NULL WHERE stakeholder_id = $1', [
        PERSONAS.member.stakeholderId,
      ]);
      try {
        const response = await send({ ...MESSAGE, replyChannel: 'phone' });
        expect(response.statusCode).toBe(201);
        expect(response.json<{ receiptEmail: unknown }>().receiptEmail).toBeNull();
        expect((await queued()).map((mail) => mail.recipient)).toEqual(['anders.nyberg@example.se']);
        expect((await queued())[0]?.body).toContain('Vill bli uppringd: 070-314 52 97');
      } finally {
        await test.db.query('UPDATE member_contact SET email = $2 WHERE stakeholder_id = $1', [
          PERSONAS.member.stakeholderId,
          'karin.lindqvist@example.se',
        ]);
      }
    });

    it('refuses bad input field by field in Swedish, and stores and mails nothing', async () => {
      const response = await send({ businessId: business.karins, subject: '  ', message: 'x'.repeat(4001) });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fieldErrors).toEqual({
        subject: ['Skriv vad ditt meddelande gäller.'],
        message: ['Meddelandet får vara högst 4 000 tecken.'],
        replyChannel: ['Välj om du vill få svar via e-post eller telefon.'],
      });
      expect(await stored()).toEqual([]);
      expect(await queued()).toEqual([]);
    });

    it('asks for another reply channel when the member has no phone number with us', async () => {
      const advisor = await insertAdvisor(test.db, { id: DEMO_BUSINESS.sbo.uppland });
      await test.db.query('UPDATE member_contact SET phone = NULL WHERE stakeholder_id = $1', [
        PERSONAS.supplier.stakeholderId,
      ]);
      await test.db.query('UPDATE business SET advisor_id = $1 WHERE id = $2', [advisor.id, business.svens]);
      try {
        const response = await send(
          { ...MESSAGE, businessId: business.svens, replyChannel: 'phone' },
          'Supplier',
        );
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).fieldErrors?.replyChannel?.[0]).toContain('inget telefonnummer');
        expect(await stored()).toEqual([]);
      } finally {
        await test.db.query('UPDATE business SET advisor_id = NULL WHERE id = $1', [business.svens]);
        await test.db.query('DELETE FROM advisor WHERE id = $1', [advisor.id]);
      }
    });

    it('answers 422 when the business has no advisor to write to', async () => {
      const response = await send({ ...MESSAGE, businessId: business.svens }, 'Supplier');
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).message).toContain('ingen rådgivare');
      expect(await queued()).toEqual([]);
    });

    it("answers 404 for another member's business and mails nothing", async () => {
      const response = await send({ ...MESSAGE, businessId: business.marias });
      expect(response.statusCode).toBe(404);
      expect(await queued()).toEqual([]);
    });

    it('refuses a representative and a staff viewer (403), and lets staff who may edit write', async () => {
      for (const role of ['DelegatedRight', 'Viewer'] as const) {
        const response = await send(MESSAGE, role);
        expect(response.statusCode, role).toBe(403);
      }
      expect(await stored()).toEqual([]);
      const byEditor = await send(MESSAGE, 'Editor');
      expect(byEditor.statusCode).toBe(201);
      expect((await queued())[0]?.body).toContain('Skrivet av Lena Sjöberg för medlemmens räkning.');
    });
  });
  describe('GET /api/contact/messages', () => {
    const messages = (role: Role = 'Member') => get('/api/contact/messages', role);

    it('lists the member’s messages newest first, each with the association’s answers and whether it is handled', async () => {
      expect((await messages()).json()).toEqual([]);
      expect((await send(MESSAGE)).statusCode).toBe(201);
      clock.advance(60_000);
      const later = await send({ ...MESSAGE, subject: 'Röjning', message: 'När kan ni röja?' }).finally(
        () => {
          clock.advance(-60_000);
        },
      );
      expect(later.statusCode).toBe(201);
      const [first] = await test.db.query<{ id: string }>(
        `SELECT id FROM contact_message WHERE subject = 'Gallring i vår'`,
      );
      const lena = await test.db.query<{ id: string }>('SELECT id FROM person WHERE personal_number = $1', [
        PERSONAS.editor.personalNumber,
      ]);
      await test.db.query(
        `INSERT INTO contact_answer (message_id, body, answered_at, by_person_id, by_name)
         VALUES ($1, 'Jag kommer på torsdag.', '2026-11-23T10:00:00Z', $2, 'Anders Nyberg'),
                ($1, 'Det blev fredag i stället.', '2026-11-24T10:00:00Z', $2, 'Anders Nyberg')`,
        [first?.id, lena[0]?.id],
      );
      await test.db.query(`UPDATE contact_message SET handled_at = '2026-11-24T11:00:00Z' WHERE id = $1`, [
        first?.id,
      ]);

      const response = await messages();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          id: expect.any(String) as unknown,
          subject: 'Röjning',
          text: 'När kan ni röja?',
          sentAt: '2026-11-22T08:01:00.000Z',
          advisorName: 'Anders Nyberg',
          answers: [],
          handled: false,
        },
        {
          id: first?.id,
          subject: 'Gallring i vår',
          text: MESSAGE.message,
          sentAt: '2026-11-22T08:00:00.000Z',
          advisorName: 'Anders Nyberg',
          answers: [
            { body: 'Jag kommer på torsdag.', at: '2026-11-23T10:00:00.000Z', byName: 'Anders Nyberg' },
            { body: 'Det blev fredag i stället.', at: '2026-11-24T10:00:00.000Z', byName: 'Anders Nyberg' },
          ],
          handled: true,
        },
      ]);
      // Another member's messages are not theirs to read.
      expect((await messages('Supplier')).json()).toEqual([]);
    });

    it('lets a representative and staff acting for the member read them, audited', async () => {
      await send(MESSAGE);
      for (const role of ['DelegatedRight', 'Viewer'] as const) {
        const response = await messages(role);
        expect(response.statusCode, role).toBe(200);
        expect(response.json<unknown[]>(), role).toHaveLength(1);
      }
      expect(
        await test.db.query('SELECT route, actor_roles FROM audit_event ORDER BY at, actor_roles[1]'),
      ).toEqual([
        { route: '/api/contact/messages', actor_roles: ['DelegatedRight'] },
        { route: '/api/contact/messages', actor_roles: ['Viewer'] },
      ]);
    });

    it('is not for a potential member', async () => {
      expect((await messages('Potential')).statusCode).toBe(403);
    });
  });
});
