import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoginOptions } from '#contracts/login-options';
import type { Profile } from '#contracts/profile';
import { PERSONA_COMPANY, PERSONAS } from '../../db/seed/personas.js';
import { seedDemo } from '../../db/seed/seed-demo.js';
import { cookieFrom, listenForBankId, logInWithBankId, SAME_ORIGIN } from '../../testing/bankid-login.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

const KARIN = PERSONAS.member.stakeholderId;

/** After BankID: who the person is, whom they may act for, and the session that choice gives. */
describe('choosing whom to act for', () => {
  let test: TestApp;
  beforeEach(async () => {
    test = await buildTestApp();
    await seedDemo(test.db);
    await listenForBankId(test);
  });
  afterEach(async () => {
    await test.close();
  });

  const options = (cookie: string, stakeholderId?: string) =>
    test.app.inject({
      url: '/api/Ir/GetLoginOptions',
      query: stakeholderId === undefined ? {} : { stakeholderId },
      headers: { cookie },
    });
  const choose = (cookie: string, stakeholderId: string, role?: 'Viewer' | 'Editor') =>
    test.app.inject({
      method: 'POST',
      url: '/api/auth/bankid',
      query: { stakeholderId },
      headers: { ...SAME_ORIGIN, cookie },
      payload: role === undefined ? {} : { role },
    });
  const profileWith = async (cookie: string) =>
    test.app.inject({ url: '/api/auth/profile', headers: { cookie } });

  it('sends someone the association does not know to the member-missing page, keeping nothing about them', async () => {
    const { response, sessionCookie } = await logInWithBankId(test, PERSONAS.stranger.personalNumber);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'NO_RELATION',
      message: 'Vi hittar inget medlemskap eller kundkonto för dig.',
    });
    expect(sessionCookie).toBeUndefined();
    expect(await test.db.query('SELECT 1 FROM session')).toHaveLength(0);
    expect(await test.db.query('SELECT 1 FROM bankid_order')).toHaveLength(0);
    expect(
      await test.db.query('SELECT 1 FROM person WHERE personal_number = $1', [
        PERSONAS.stranger.personalNumber,
      ]),
    ).toHaveLength(0);
  });

  it('lets a member with a company choose between herself and the company, with a new session each time', async () => {
    const login = await logInWithBankId(test, PERSONAS.member.personalNumber);
    expect(login.profile).toEqual({ id: expect.any(String) as string, roles: [], name: 'Karin Lindqvist' });
    const personCookie = login.sessionCookie ?? '';

    const listed = (await options(personCookie)).json<LoginOptions>();
    expect(listed).toEqual({
      personName: 'Karin Lindqvist',
      canLookUpMembers: false,
      options: [
        {
          stakeholderId: KARIN,
          name: 'Karin Lindqvist',
          kind: 'self',
          roles: ['Member'],
          description: 'Medlem',
        },
        {
          stakeholderId: PERSONA_COMPANY.stakeholderId,
          name: PERSONA_COMPANY.name,
          kind: 'company',
          roles: ['Member'],
          description: 'Företag, medlem',
        },
      ],
    });

    const chosen = await choose(personCookie, PERSONA_COMPANY.stakeholderId);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json<Profile>()).toEqual({
      id: PERSONA_COMPANY.stakeholderId,
      roles: ['Member'],
      name: 'Karin Lindqvist',
      actingFor: { id: PERSONA_COMPANY.stakeholderId, name: PERSONA_COMPANY.name },
    });
    const companyCookie = cookieFrom(chosen, 'session');
    expect(companyCookie).not.toBe(personCookie);
    expect((await profileWith(personCookie)).statusCode).toBe(204);

    const back = await choose(companyCookie, KARIN);
    expect(back.json<Profile>().actingFor).toEqual({ id: KARIN, name: 'Karin Lindqvist' });
  });

  it('refuses a choice outside the person’s own options and keeps the session as it was', async () => {
    const { sessionCookie = '' } = await logInWithBankId(test, PERSONAS.member.personalNumber);
    const response = await choose(sessionCookie, PERSONAS.supplier.stakeholderId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      message: 'Du kan inte företräda den du valde. Välj någon i listan.',
    });
    expect((await profileWith(sessionCookie)).json<Profile>().roles).toEqual([]);
    expect((await options(sessionCookie, PERSONAS.supplier.stakeholderId)).statusCode).toBe(404);
  });

  it('acts at once for the only option: the supplier and the potential member', async () => {
    expect((await logInWithBankId(test, PERSONAS.supplier.personalNumber)).profile).toMatchObject({
      roles: ['Supplier'],
      actingFor: { id: PERSONAS.supplier.stakeholderId },
    });
    expect((await logInWithBankId(test, PERSONAS.potential.personalNumber)).profile).toMatchObject({
      roles: ['Potential'],
      // The bank gives the name in capitals; the portal shows it as people write it.
      name: 'Erik Holm',
    });
  });

  it('lets a representative choose the member who gave her a mandate, read-only', async () => {
    const { sessionCookie = '' } = await logInWithBankId(test, PERSONAS.delegate.personalNumber);
    expect((await options(sessionCookie)).json<LoginOptions>().options).toEqual([
      {
        stakeholderId: PERSONAS.delegate.stakeholderId,
        name: 'Maria Lindqvist',
        kind: 'self',
        roles: ['Member'],
        description: 'Medlem',
      },
      {
        stakeholderId: KARIN,
        name: 'Karin Lindqvist',
        kind: 'mandate',
        roles: ['DelegatedRight'],
        description: 'Fullmakt, endast läsrätt',
      },
    ]);
    expect((await choose(sessionCookie, KARIN)).json<Profile>()).toEqual({
      id: KARIN,
      roles: ['DelegatedRight'],
      name: 'Maria Lindqvist',
      actingFor: { id: KARIN, name: 'Karin Lindqvist' },
    });
  });

  it('offers no mandate that has been revoked or has run out', async () => {
    const onlyOwn = { roles: ['Member'], actingFor: { id: PERSONAS.delegate.stakeholderId } };
    await test.db.query('UPDATE delegated_right SET valid_until = $1', ['2020-12-31']);
    expect((await logInWithBankId(test, PERSONAS.delegate.personalNumber)).profile).toMatchObject(onlyOwn);
    await test.db.query('UPDATE delegated_right SET valid_until = NULL, revoked_at = now()');
    expect((await logInWithBankId(test, PERSONAS.delegate.personalNumber)).profile).toMatchObject(onlyOwn);
  });

  it('lets a staff viewer look a member up, audited, and view but not serve them', async () => {
    const { profile, sessionCookie = '' } = await logInWithBankId(test, PERSONAS.viewer.personalNumber);
    expect(profile?.roles).toEqual([]);
    expect((await options(sessionCookie)).json<LoginOptions>()).toMatchObject({
      canLookUpMembers: true,
      options: [],
    });

    // The demo's own trail of earlier visits (server/src/db/seed/demo-access-log.ts) is not this lookup.
    const [earlier] = await test.db.query<{ last: string }>(
      'SELECT coalesce(max(id), 0)::text AS last FROM audit_event',
    );
    const found = await options(sessionCookie, KARIN);
    expect(found.json<LoginOptions>().options).toEqual([
      {
        stakeholderId: KARIN,
        name: 'Karin Lindqvist',
        kind: 'staff',
        roles: ['Viewer'],
        description: 'Visa som personal',
      },
    ]);
    const audit = await test.db.query<{ subject_stakeholder_id: string; route: string }>(
      'SELECT subject_stakeholder_id, route FROM audit_event WHERE id > $1::bigint',
      [earlier?.last],
    );
    expect(audit).toEqual([{ subject_stakeholder_id: KARIN, route: '/api/Ir/GetLoginOptions' }]);

    const unknown = await options(sessionCookie, '999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe(
      'Vi hittar ingen medlem med det numret. Kontrollera numret och försök igen.',
    );
    expect((await options(sessionCookie, '12ab')).statusCode).toBe(400);

    expect((await choose(sessionCookie, KARIN, 'Editor')).statusCode).toBe(404);
    const viewing = await choose(sessionCookie, KARIN, 'Viewer');
    expect(viewing.json<Profile>()).toMatchObject({ roles: ['Viewer'], actingFor: { id: KARIN } });
  });

  it('lets a staff editor serve a member', async () => {
    const { sessionCookie = '' } = await logInWithBankId(test, PERSONAS.editor.personalNumber);
    expect((await options(sessionCookie, KARIN)).json<LoginOptions>().options[0]?.roles).toEqual([
      'Viewer',
      'Editor',
    ]);
    expect((await choose(sessionCookie, KARIN, 'Editor')).json<Profile>().roles).toEqual(['Editor']);
  });

  it('does not let a member pose as staff', async () => {
    const { sessionCookie = '' } = await logInWithBankId(test, PERSONAS.member.personalNumber);
    expect((await choose(sessionCookie, PERSONAS.supplier.stakeholderId, 'Viewer')).statusCode).toBe(404);
  });

  it('needs BankID first: no session, no choice, no options', async () => {
    expect((await choose('', KARIN)).statusCode).toBe(401);
    expect((await options('')).statusCode).toBe(401);
    const noOrder = await test.app.inject({ method: 'POST', url: '/api/auth/bankid', headers: SAME_ORIGIN });
    expect(noOrder.statusCode).toBe(400);
    expect(noOrder.json()).toMatchObject({ code: 'BANKID_NOT_COMPLETED' });
  });

  it('turns a completed order into a session once only', async () => {
    const { flowCookie } = await logInWithBankId(test, PERSONAS.supplier.personalNumber);
    const again = await test.app.inject({
      method: 'POST',
      url: '/api/auth/bankid',
      headers: { ...SAME_ORIGIN, cookie: flowCookie },
    });
    expect(again.statusCode).toBe(400);
  });

  it('keeps BankID’s signature and OCSP response of the completed order for audit', async () => {
    await logInWithBankId(test, PERSONAS.supplier.personalNumber);
    const [order] = await test.db.query<{
      completion: { signature: string; ocspResponse: string };
      consumed_at: Date;
    }>('SELECT completion, consumed_at FROM bankid_order');
    expect(order?.completion.signature.length).toBeGreaterThan(20);
    expect(order?.completion.ocspResponse.length).toBeGreaterThan(4);
    expect(order?.consumed_at).not.toBeNull();
  });
});
