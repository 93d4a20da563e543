import { beforeEach, describe, expect, it } from 'vitest';
import type { AccessLogPage } from '#contracts/access-log';
import type { ApiErrorBody } from '#contracts/api-error';
import type { ContactMessage, StaffMessage } from '#contracts/staff-messages';
import type { WorkList } from '#contracts/staff-work';
import { insertPerson, insertPersonStakeholder, insertStaff } from '../../db/seed/builders.js';
import { insertMemberContact } from '../../db/seed/business-builders.js';
import { insertAdvisedBusiness } from '../../db/seed/contact-builders.js';
import { SAME_ORIGIN } from '../../testing/bankid-login.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('staff answer a member’s message, the member reads the answer', () => {
  let memberId: string;
  let messageId: string;
  let member: string;
  let editor: string;
  let viewer: string;
  const clock = testClock(new Date('2026-11-24T09:00:00Z'));
  const test = portalForTests({ clock, env: { FEATURE_OVERRIDES: 'notificationEmails:on' } });

  beforeEach(async () => {
    const karin = await insertPerson(test.db, { givenName: 'Karin', surname: 'Lindqvist' });
    memberId = (await insertPersonStakeholder(test.db, karin)).id;
    await insertMemberContact(
      test.db,
      { id: memberId },
      { email: 'karin@example.se', phone: '070-314 52 97' },
    );
    const business = await insertAdvisedBusiness(test.db, memberId);
    const lena = await insertPerson(test.db, { givenName: 'Lena', surname: 'Sjöberg' });
    await insertStaff(test.db, lena, { mayEdit: true });
    const johan = await insertPerson(test.db, { givenName: 'Johan', surname: 'Ek' });
    await insertStaff(test.db, johan);
    member = await signIn(test, { personId: karin.id, stakeholderId: memberId, roles: ['Member'] });
    editor = await signIn(test, { personId: lena.id, stakeholderId: null, roles: ['Viewer', 'Editor'] });
    viewer = await signIn(test, { personId: johan.id, stakeholderId: null, roles: ['Viewer'] });

    const sent = await test.app.inject({
      method: 'POST',
      url: '/api/contact/messages',
      headers: { cookie: member },
      payload: {
        businessId: business.id,
        subject: 'Gallring i vår',
        message: 'Kan du titta på granen vid Ekeby?',
        replyChannel: 'email',
      },
    });
    expect(sent.statusCode).toBe(201);
    const [row] = await test.db.query<{ id: string }>(
      'SELECT id FROM contact_message WHERE stakeholder_id = $1',
      [memberId],
    );
    if (row === undefined) throw new Error('the message was not stored');
    messageId = row.id;
  });

  const get = (url: string, cookie: string) => test.app.inject({ url, headers: { cookie } });
  const answer = (cookie: string, body: unknown, id = messageId) =>
    test.app.inject({
      method: 'POST',
      url: `/api/staff/messages/${id}/answers`,
      headers: { cookie },
      payload: body as object,
    });
  const markHandled = (cookie: string, id = messageId) =>
    test.app.inject({
      method: 'POST',
      url: `/api/staff/messages/${id}/handled`,
      headers: { ...SAME_ORIGIN, cookie },
    });
  const memberMessages = async (): Promise<ContactMessage[]> => {
    const response = await get('/api/contact/messages', member);
    expect(response.statusCode).toBe(200);
    return response.json<ContactMessage[]>();
  };
  const answersStored = async () =>
    (await test.db.query('SELECT 1 FROM contact_answer WHERE message_id = $1', [messageId])).length;

  it('shows staff the message, whom it is from and how to answer, without a personal number', async () => {
    const response = await get(`/api/staff/messages/${messageId}`, viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json<StaffMessage>()).toMatchObject({
      id: messageId,
      subject: 'Gallring i vår',
      text: 'Kan du titta på granen vid Ekeby?',
      sentAt: '2026-11-24T09:00:00.000Z',
      member: { id: memberId, name: 'Karin Lindqvist', email: 'karin@example.se', phone: '070-314 52 97' },
      writerName: 'Karin Lindqvist',
      replyChannel: 'email',
      answers: [],
      status: 'new',
      handled: null,
    });
    expect(response.body).not.toMatch(/\d{12}/);
  });

  it('lets an Editor answer: stored with their name, the member notified and mailed, and reads it', async () => {
    expect((await memberMessages())[0]).toMatchObject({ answers: [], handled: false });
    clock.advance(90 * 60_000);
    const response = await answer(editor, { body: '  Jag kommer förbi på torsdag.  ' }).finally(() => {
      clock.advance(-90 * 60_000);
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<StaffMessage>()).toMatchObject({
      status: 'answered',
      answers: [
        { body: 'Jag kommer förbi på torsdag.', at: '2026-11-24T10:30:00.000Z', byName: 'Lena Sjöberg' },
      ],
    });

    expect(await memberMessages()).toEqual([
      {
        id: messageId,
        subject: 'Gallring i vår',
        text: 'Kan du titta på granen vid Ekeby?',
        sentAt: '2026-11-24T09:00:00.000Z',
        advisorName: expect.any(String) as unknown,
        answers: [
          { body: 'Jag kommer förbi på torsdag.', at: '2026-11-24T10:30:00.000Z', byName: 'Lena Sjöberg' },
        ],
        handled: false,
      },
    ]);

    const notes = await test.db.query<{ category: string; title: string; body: string; link: string }>(
      'SELECT category, title, body, link FROM notification WHERE stakeholder_id = $1',
      [memberId],
    );
    expect(notes).toEqual([
      {
        category: 'messages',
        title: 'Svar på meddelandet: Gallring i vår',
        body: 'Lena Sjöberg har svarat: Jag kommer förbi på torsdag.',
        link: '/kontakt',
      },
    ]);
    const mails = await test.db.query<{ body: string }>(
      'SELECT body FROM outgoing_mail WHERE recipient = $1 AND subject LIKE $2',
      ['karin@example.se', 'Svar på meddelandet%'],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('Jag kommer förbi på torsdag.');
  });

  it('queues a push of the answer to the member’s phone: a title and the link, no name or words of it', async () => {
    await test.db.query(
      `INSERT INTO push_subscription (stakeholder_id, endpoint, p256dh, auth)
       VALUES ($1, 'https://fcm.googleapis.com/fcm/send/karins-telefon', 'BNcR', 'a2F')`,
      [memberId],
    );
    expect((await answer(editor, { body: 'Jag kommer förbi på torsdag.' })).statusCode).toBe(201);
    const jobs = await test.db.query<{ payload: Record<string, unknown> }>(
      `SELECT payload FROM job WHERE kind = 'push.send' AND payload->>'subscriptionId' IN
         (SELECT id::text FROM push_subscription WHERE stakeholder_id = $1)`,
      [memberId],
    );
    expect(jobs.map((job) => ({ title: job.payload.title, url: job.payload.url }))).toEqual([
      { title: 'Du har fått svar från föreningen', url: '/kontakt' },
    ]);
  });

  it('marks the message handled once: it leaves the open work list, and a second marking is 409', async () => {
    const handled = await markHandled(editor);
    expect(handled.statusCode).toBe(200);
    expect(handled.json<StaffMessage>()).toMatchObject({
      status: 'handled',
      handled: { at: '2026-11-24T09:00:00.000Z', byName: 'Lena Sjöberg' },
    });
    expect((await memberMessages())[0]?.handled).toBe(true);

    const again = await markHandled(editor);
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiErrorBody>().message).toBe('Meddelandet är redan markerat som hanterat.');
    const late = await answer(editor, { body: 'En sak till.' });
    expect(late.statusCode).toBe(409);
    expect(await answersStored()).toBe(0);

    const open = await get('/api/staff/work?kind=message&state=open', editor);
    expect(open.json<WorkList>().items.map((item) => item.id)).not.toContain(messageId);
    const closed = await get('/api/staff/work?kind=message&state=closed', editor);
    expect(closed.json<WorkList>().items).toContainEqual(
      expect.objectContaining({ id: messageId, status: 'Hanterat', state: 'closed' }),
    );
  });

  it('refuses an empty or too long answer in Swedish, storing and notifying nothing', async () => {
    const empty = await answer(editor, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ApiErrorBody>().fieldErrors).toEqual({ body: ['Skriv ditt svar.'] });
    const long = await answer(editor, { body: 'x'.repeat(4001) });
    expect(long.statusCode).toBe(400);
    expect(long.json<ApiErrorBody>().fieldErrors).toEqual({ body: ['Svaret får vara högst 4 000 tecken.'] });
    expect(await answersStored()).toBe(0);
    expect(await test.db.query('SELECT 1 FROM notification WHERE stakeholder_id = $1', [memberId])).toEqual(
      [],
    );
  });

  it('lets a Viewer read but not answer or mark handled (403), changing nothing', async () => {
    expect((await answer(viewer, { body: 'Hej!' })).statusCode).toBe(403);
    expect((await markHandled(viewer)).statusCode).toBe(403);
    expect(await answersStored()).toBe(0);
    expect((await memberMessages())[0]?.handled).toBe(false);
  });

  it('keeps members out of the staff routes', async () => {
    expect((await get(`/api/staff/messages/${messageId}`, member)).statusCode).toBe(403);
    expect((await answer(member, { body: 'Hej!' })).statusCode).toBe(403);
    expect((await markHandled(member)).statusCode).toBe(403);
    expect(await answersStored()).toBe(0);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN, 'not-a-uuid', '1']) {
      expect((await get(`/api/staff/messages/${id}`, editor)).statusCode, id).toBe(404);
      expect((await answer(editor, { body: 'Hej!' }, id)).statusCode, id).toBe(404);
      expect((await markHandled(editor, id)).statusCode, id).toBe(404);
    }
  });

  it('shows the member on their access log that staff read and answered their message', async () => {
    await get(`/api/staff/messages/${messageId}`, viewer);
    await answer(editor, { body: 'Tack, jag hör av mig.' });
    const log = await get('/api/access-log', member);
    const entries = log.json<AccessLogPage>().entries;
    expect(entries).toContainEqual(
      expect.objectContaining({ who: 'Johan Ek', looked: ['Meddelanden till föreningen'], changes: [] }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        who: 'Lena Sjöberg',
        changes: expect.arrayContaining([
          expect.objectContaining({ what: 'Meddelanden till föreningen' }),
        ]) as unknown,
      }),
    );
  });

  it('lists only the acting member’s own messages, newest first', async () => {
    const other = await insertPerson(test.db, { givenName: 'Maria', surname: 'Lindqvist' });
    const otherId = (await insertPersonStakeholder(test.db, other)).id;
    const cookie = await signIn(test, { personId: other.id, stakeholderId: otherId, roles: ['Member'] });
    const response = await get('/api/contact/messages', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect((await memberMessages()).map((message) => message.id)).toEqual([messageId]);
  });
});
