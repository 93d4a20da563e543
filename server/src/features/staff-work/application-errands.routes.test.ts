import { beforeEach, describe, expect, it } from 'vitest';
import type { AccessLogPage } from '#contracts/access-log';
import type { ApiErrorBody } from '#contracts/api-error';
import type { LoginOptions } from '#contracts/login-options';
import type { Registration } from '#contracts/registration';
import type { StaffApplication } from '#contracts/staff-decisions';
import type { WorkList } from '#contracts/staff-work';
import {
  insertPerson,
  insertPersonStakeholder,
  insertStaff,
  type PersonRow,
} from '../../db/seed/builders.js';
import { SAME_ORIGIN } from '../../testing/bankid-login.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const APPLICATION = {
  firstName: 'Erik',
  lastName: 'Holm',
  email: 'erik.holm@example.se',
  phone: '070-222 33 44',
  street: 'Skogsvägen 12',
  postalCode: '743 91',
  city: 'Björklinge',
  propertyDesignation: 'Norrby 3:12',
  message: 'Jag har 40 hektar skog.',
  acceptTerms: true,
};

describe('staff decide a membership application, the applicant becomes a member', () => {
  let erik: PersonRow;
  let applicantId: string;
  let applicationId: string;
  let applicant: string;
  let editor: string;
  let viewer: string;
  // Monday 30 November 2026, 00.30 in Sweden: still 29 November in UTC.
  const clock = testClock(new Date('2026-11-29T23:30:00Z'));
  const test = portalForTests({ clock });

  beforeEach(async () => {
    await test.db.exec('DELETE FROM outgoing_mail');
    erik = await insertPerson(test.db, { givenName: 'Erik', surname: 'Holm' });
    applicantId = (await insertPersonStakeholder(test.db, erik, { relation: 'potential' })).id;
    applicant = await signIn(
      test,
      { personId: erik.id, stakeholderId: applicantId, roles: ['Potential'] },
      clock,
    );
    const sent = await test.app.inject({
      method: 'POST',
      url: '/api/Ir/RegisterNewUser',
      headers: { cookie: applicant },
      payload: APPLICATION,
    });
    expect(sent.statusCode).toBe(201);
    const [row] = await test.db.query<{ id: string }>(
      'SELECT id FROM registration WHERE stakeholder_id = $1',
      [applicantId],
    );
    if (row === undefined) throw new Error('the application was not stored');
    applicationId = row.id;
    const lena = await insertPerson(test.db, { givenName: 'Lena', surname: 'Sjöberg' });
    await insertStaff(test.db, lena, { mayEdit: true });
    const johan = await insertPerson(test.db, { givenName: 'Johan', surname: 'Ek' });
    await insertStaff(test.db, johan);
    editor = await signIn(
      test,
      { personId: lena.id, stakeholderId: null, roles: ['Viewer', 'Editor'] },
      clock,
    );
    viewer = await signIn(test, { personId: johan.id, stakeholderId: null, roles: ['Viewer'] }, clock);
  });

  const get = (url: string, cookie: string) => test.app.inject({ url, headers: { cookie } });
  const approve = (cookie: string, id = applicationId) =>
    test.app.inject({
      method: 'POST',
      url: `/api/staff/applications/${id}/approve`,
      headers: { ...SAME_ORIGIN, cookie },
    });
  const refuse = (cookie: string, body: unknown, id = applicationId) =>
    test.app.inject({
      method: 'POST',
      url: `/api/staff/applications/${id}/refuse`,
      headers: { cookie },
      payload: body as object,
    });
  const stakeholder = async () =>
    (
      await test.db.query<{ relation: string; member_since: string | null }>(
        `SELECT relation, to_char(member_since, 'YYYY-MM-DD') AS member_since FROM stakeholder WHERE id = $1`,
        [applicantId],
      )
    )[0];
  const mailsTo = () =>
    test.db.query<{ subject: string; body: string }>(
      'SELECT subject, body FROM outgoing_mail WHERE recipient = $1',
      [APPLICATION.email],
    );
  const loginOptions = async (): Promise<LoginOptions> => {
    const identified = await signIn(test, { personId: erik.id, stakeholderId: null, roles: [] }, clock);
    const response = await get('/api/Ir/GetLoginOptions', identified);
    expect(response.statusCode).toBe(200);
    return response.json<LoginOptions>();
  };

  it('shows staff the application as sent, with no personal number', async () => {
    const response = await get(`/api/staff/applications/${applicationId}`, viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json<StaffApplication>()).toEqual({
      id: applicationId,
      applicant: { id: applicantId, name: 'Erik Holm' },
      firstName: 'Erik',
      lastName: 'Holm',
      email: 'erik.holm@example.se',
      phone: '070-222 33 44',
      street: 'Skogsvägen 12',
      postalCode: '743 91',
      city: 'Björklinge',
      propertyDesignation: 'Norrby 3:12',
      message: 'Jag har 40 hektar skog.',
      submittedAt: '2026-11-29T23:30:00.000Z',
      status: 'received',
      decision: null,
      decidable: true,
    });
    expect(response.body).not.toContain(erik.personalNumber);
  });

  it('makes the applicant a member from today on approval: their next login gives Member, and a welcome mail', async () => {
    expect((await loginOptions()).options.map((option) => option.roles)).toEqual([['Potential']]);
    const response = await approve(editor);
    expect(response.statusCode).toBe(200);
    expect(response.json<StaffApplication>()).toMatchObject({
      status: 'approved',
      decision: { at: '2026-11-29T23:30:00.000Z', byName: 'Lena Sjöberg', reason: null },
      decidable: false,
    });
    // The Swedish day, not the UTC one.
    expect(await stakeholder()).toEqual({ relation: 'member', member_since: '2026-11-30' });
    expect((await loginOptions()).options).toEqual([
      expect.objectContaining({ stakeholderId: applicantId, kind: 'self', roles: ['Member'] }),
    ]);

    const mails = await mailsTo();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Välkommen som medlem i Exempelskog');
    expect(mails[0]?.body).toContain(`Ditt medlemsnummer är ${applicantId}.`);
    expect(mails[0]?.body).not.toContain(erik.personalNumber);

    // The session still open from before the decision reads the application as approved.
    const latest = await get('/api/Ir/GetRegistration', applicant);
    expect(latest.json<Registration>().status).toBe('approved');
  });

  it('refuses only with a reason, mailed to the applicant, who stays a potential member and may apply again', async () => {
    const without = await refuse(editor, { reason: '' });
    expect(without.statusCode).toBe(400);
    expect(without.json<ApiErrorBody>().fieldErrors).toEqual({
      reason: ['Skriv varför. Den som skickade ärendet får se skälet.'],
    });
    expect(await mailsTo()).toEqual([]);

    const refused = await refuse(editor, { reason: 'Fastigheten ligger utanför vårt område.' });
    expect(refused.statusCode).toBe(200);
    expect(refused.json<StaffApplication>()).toMatchObject({
      status: 'rejected',
      decision: { byName: 'Lena Sjöberg', reason: 'Fastigheten ligger utanför vårt område.' },
    });
    expect(await stakeholder()).toEqual({ relation: 'potential', member_since: null });
    const mails = await mailsTo();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('Skäl: Fastigheten ligger utanför vårt område.');

    expect((await get('/api/Ir/GetRegistration', applicant)).json<Registration>().status).toBe('rejected');
    const again = await test.app.inject({
      method: 'POST',
      url: '/api/Ir/RegisterNewUser',
      headers: { cookie: applicant },
      payload: APPLICATION,
    });
    expect(again.statusCode).toBe(201);
  });

  it('decides an application once: a second decision is 409 and changes nothing', async () => {
    expect((await refuse(editor, { reason: 'Utanför området.' })).statusCode).toBe(200);
    const twice = await approve(editor);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ApiErrorBody>().message).toBe(
      'Ansökan är redan avgjord. Ladda om sidan och se var den står.',
    );
    expect(await stakeholder()).toEqual({ relation: 'potential', member_since: null });
    expect(await mailsTo()).toHaveLength(1);
  });

  it('lets a Viewer read but not decide (403), and keeps the applicant out', async () => {
    expect((await approve(viewer)).statusCode).toBe(403);
    expect((await refuse(viewer, { reason: 'Nej.' })).statusCode).toBe(403);
    expect((await get(`/api/staff/applications/${applicationId}`, applicant)).statusCode).toBe(403);
    expect((await approve(applicant)).statusCode).toBe(403);
    expect(await stakeholder()).toEqual({ relation: 'potential', member_since: null });
    expect(await mailsTo()).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN, 'not-a-uuid']) {
      expect((await get(`/api/staff/applications/${id}`, editor)).statusCode, id).toBe(404);
      expect((await approve(editor, id)).statusCode, id).toBe(404);
      expect((await refuse(editor, { reason: 'Nej.' }, id)).statusCode, id).toBe(404);
    }
  });

  it('lists the decided application as closed, and the new member finds the read and decision on their access log', async () => {
    await get(`/api/staff/applications/${applicationId}`, viewer);
    await approve(editor);
    const closed = await get('/api/staff/work?kind=application&state=closed', editor);
    expect(closed.json<WorkList>().items).toContainEqual(
      expect.objectContaining({ id: applicationId, status: 'Godkänd', state: 'closed' }),
    );
    const asMember = await signIn(
      test,
      { personId: erik.id, stakeholderId: applicantId, roles: ['Member'] },
      clock,
    );
    const entries = (await get('/api/access-log', asMember)).json<AccessLogPage>().entries;
    expect(entries).toContainEqual(
      expect.objectContaining({ who: 'Johan Ek', looked: ['Medlemsansökan'], changes: [] }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        who: 'Lena Sjöberg',
        changes: expect.arrayContaining([expect.objectContaining({ what: 'Medlemsansökan' })]) as unknown,
      }),
    );
  });
});
