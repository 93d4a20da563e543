import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '#contracts/roles';
import {
  insertDelegatedRight,
  insertPerson,
  insertPersonStakeholder,
  type PersonRow,
  type StakeholderRow,
} from '../../db/seed/builders.js';
import { exampleApplication } from '../../testing/registration-application.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

const SAME_ORIGIN = { origin: 'http://localhost:3000' };

const APPLICATION = exampleApplication();

describe('membership registration', () => {
  let person: PersonRow;
  let potential: StakeholderRow;
  let cookie: string;
  const clock = testClock(new Date('2026-11-22T08:00:00Z'));
  const test = portalForTests({ clock });

  beforeEach(async () => {
    await test.db.query('DELETE FROM registration');
    person = await insertPerson(test.db, { givenName: 'Erik', surname: 'Holm' });
    potential = await insertPersonStakeholder(test.db, person, { relation: 'potential' });
    cookie = await signIn(test, { personId: person.id, stakeholderId: potential.id, roles: ['Potential'] });
  });

  const submit = (payload: unknown, headers: Record<string, string> = { cookie }) =>
    test.app.inject({
      method: 'POST',
      url: '/api/Ir/RegisterNewUser',
      headers: { ...SAME_ORIGIN, ...headers },
      payload: payload as Record<string, unknown>,
    });
  const latest = (headers: Record<string, string> = { cookie }) =>
    test.app.inject({ method: 'GET', url: '/api/Ir/GetRegistration', headers });
  const storedRows = () =>
    test.db.query<{ stakeholder_id: string; person_id: string; city: string; property_designation: unknown }>(
      'SELECT stakeholder_id, person_id, city, property_designation FROM registration',
    );

  it('stores the application of a potential member, and then shows it', async () => {
    const created = await submit(APPLICATION);
    expect(created.statusCode).toBe(201);
    const expected = {
      submittedAt: '2026-11-22T08:00:00.000Z',
      firstName: 'Erik',
      lastName: 'Holm',
      email: 'erik.holm@example.se',
      status: 'received',
    };
    expect(created.json()).toEqual(expected);

    const shown = await latest();
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual(expected);
    expect(await storedRows()).toEqual([
      {
        stakeholder_id: potential.id,
        person_id: person.id,
        city: 'Mora',
        property_designation: 'Norrby 3:12',
      },
    ]);
  });

  it('answers 204 (no data) when no application has been sent', async () => {
    const response = await latest();
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('trims the text and stores empty optional fields as no value', async () => {
    const response = await submit({ ...APPLICATION, city: '  Mora ', propertyDesignation: '', message: ' ' });
    expect(response.statusCode).toBe(201);
    expect(await storedRows()).toEqual([
      expect.objectContaining({ city: 'Mora', property_designation: null }),
    ]);
  });

  it('files the application under the session, whatever the body says about whose it is', async () => {
    const other = await insertPersonStakeholder(test.db, await insertPerson(test.db), {
      relation: 'potential',
    });
    const response = await submit({
      ...APPLICATION,
      stakeholderId: other.id,
      personId: '00000000-0000-0000-0000-000000000000',
      status: 'approved',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'received' });
    expect(await storedRows()).toEqual([
      expect.objectContaining({ stakeholder_id: potential.id, person_id: person.id }),
    ]);
  });

  it('refuses a second application while the first is open, with 409, and stores nothing more', async () => {
    expect((await submit(APPLICATION)).statusCode).toBe(201);
    const again = await submit({ ...APPLICATION, city: 'Orsa' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'CONFLICT',
      message: 'Du har redan skickat en ansökan. Vi hör av oss när den är behandlad.',
    });
    expect(await storedRows()).toHaveLength(1);
  });

  it('lets only one of two simultaneous submissions in', async () => {
    const answers = await Promise.all([submit(APPLICATION), submit(APPLICATION)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await storedRows()).toHaveLength(1);
  });

  it('answers bad input with 400 and Swedish messages per field, and stores nothing', async () => {
    const response = await submit({
      ...APPLICATION,
      email: 'erik.holm',
      phone: '12345',
      postalCode: '7929',
      firstName: '  ',
      acceptTerms: false,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; fieldErrors: Record<string, string[]> }>();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.fieldErrors).toEqual({
      firstName: ['Fyll i ditt förnamn.'],
      email: ['Skriv e-postadressen som namn@exempel.se.'],
      phone: ['Skriv ett svenskt telefonnummer, till exempel 070-123 45 67.'],
      postalCode: ['Skriv postnumret med fem siffror, till exempel 123 45.'],
      acceptTerms: ['Du behöver godkänna medlemsvillkoren för att skicka ansökan.'],
    });
    expect(await storedRows()).toHaveLength(0);
  });

  it('refuses an invisible control character (PostgreSQL cannot store U+0000) with 400, and stores nothing', async () => {
    const response = await submit({ ...APPLICATION, firstName: 'Er\u0000ik', message: 'Rad ett\nrad två' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      firstName: [
        'Texten innehåller ett osynligt styrtecken som inte kan sparas. Ta bort det och försök igen.',
      ],
    });
    expect(await storedRows()).toHaveLength(0);
  });

  it('asks for every required field when the body is empty', async () => {
    const response = await submit({});
    expect(response.statusCode).toBe(400);
    const { fieldErrors } = response.json<{ fieldErrors: Record<string, string[]> }>();
    expect(Object.keys(fieldErrors).sort()).toEqual(
      ['acceptTerms', 'city', 'email', 'firstName', 'lastName', 'phone', 'postalCode', 'street'].sort(),
    );
    expect(fieldErrors.street).toEqual(['Fyll i din gatuadress.']);
  });

  it('never answers with the personal number', async () => {
    const created = await submit(APPLICATION);
    const shown = await latest();
    for (const body of [created.body, shown.body]) expect(body).not.toContain(person.personalNumber);
  });

  describe('authorisation', () => {
    const signedInAs = async (roles: Role[], stakeholderId: string | null, personId = person.id) => ({
      cookie: await signIn(test, { personId, stakeholderId, roles }),
    });

    it('answers 401 to someone not logged in, and stores nothing', async () => {
      expect((await submit(APPLICATION, {})).statusCode).toBe(401);
      expect((await latest({})).statusCode).toBe(401);
      expect(await storedRows()).toHaveLength(0);
    });

    it('answers 403 to a member', async () => {
      const member = await insertPersonStakeholder(test.db, await insertPerson(test.db));
      const headers = await signedInAs(['Member'], member.id);
      expect((await submit(APPLICATION, headers)).statusCode).toBe(403);
      expect((await latest(headers)).statusCode).toBe(403);
      expect(await storedRows()).toHaveLength(0);
    });

    it('answers 403 to a representative with a mandate (DelegatedRight), even from a potential member', async () => {
      const delegate = await insertPerson(test.db);
      await insertDelegatedRight(test.db, potential, delegate);
      const headers = await signedInAs(['DelegatedRight'], potential.id, delegate.id);
      expect((await submit(APPLICATION, headers)).statusCode).toBe(403);
      expect((await latest(headers)).statusCode).toBe(403);
      expect(await storedRows()).toHaveLength(0);
    });

    it('refuses a person who has not chosen whom to act for', async () => {
      const headers = await signedInAs(['Potential'], null);
      expect((await submit(APPLICATION, headers)).statusCode).toBe(403);
      expect((await latest(headers)).statusCode).toBe(204);
      expect(await storedRows()).toHaveLength(0);
    });

    it('refuses a submission from another site (CSRF)', async () => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/Ir/RegisterNewUser',
        headers: { cookie, 'sec-fetch-site': 'cross-site' },
        payload: APPLICATION,
      });
      expect(response.statusCode).toBe(403);
      expect(await storedRows()).toHaveLength(0);
    });
  });
});
