import { describe, expect, it } from 'vitest';
import type { Role } from '#contracts/roles';
import { insertMemberContact } from '../../db/seed/business-builders.js';
import {
  insertCompany,
  insertPerson,
  insertPersonStakeholder,
  insertStaff,
  type PersonRow,
  type StakeholderRow,
} from '../../db/seed/builders.js';
import { insertForestBusiness } from '../../db/seed/profile-builders.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

const SAME_ORIGIN = { origin: 'http://localhost:3000' };

const GOOD_DETAILS = {
  email: 'karin.ny@example.se',
  phone: '070-111 22 33',
  street: 'Ekeby gård 12',
  postalCode: '743 40',
  city: 'Storvreta',
  preferredContact: 'email',
};

describe('member data (Ir/GetMemberData, Ir/SetMemberData)', () => {
  const clock = testClock(new Date('2026-11-23T09:00:00Z'));
  const test = portalForTests({ clock });

  /** A member with contact details, signed in as themselves. */
  async function member(
    person: Partial<Omit<PersonRow, 'id'>> = {},
  ): Promise<{ person: PersonRow; stakeholder: StakeholderRow; cookie: string }> {
    const row = await insertPerson(test.db, { givenName: 'Karin', surname: 'Lindqvist', ...person });
    const stakeholder = await insertPersonStakeholder(test.db, row, { memberSince: '1998-04-01' });
    await insertMemberContact(test.db, stakeholder, {
      email: 'karin@example.se',
      phone: '070-314 52 97',
      street: 'Ekeby gård 12',
      postalCode: '743 40',
      city: 'Storvreta',
      preferredContact: 'email',
    });
    const cookie = await signIn(
      test,
      { personId: row.id, stakeholderId: stakeholder.id, roles: ['Member'] },
      clock,
    );
    return { person: row, stakeholder, cookie };
  }

  /** Staff or a representative acting for `stakeholder` with `role`. */
  async function actingAs(
    role: Role,
    stakeholder: StakeholderRow,
  ): Promise<{ cookie: string; personId: string }> {
    const person = await insertPerson(test.db, { givenName: 'Lena', surname: 'Sjöberg' });
    if (role === 'Viewer' || role === 'Editor') {
      await insertStaff(test.db, person, { mayEdit: role === 'Editor' });
    }
    const cookie = await signIn(
      test,
      { personId: person.id, stakeholderId: stakeholder.id, roles: [role] },
      clock,
    );
    return { cookie, personId: person.id };
  }

  const getMemberData = (cookie: string) =>
    test.app.inject({ method: 'GET', url: '/api/Ir/GetMemberData', headers: { cookie } });
  const setMemberData = (cookie: string, payload: unknown) =>
    test.app.inject({
      method: 'POST',
      url: '/api/Ir/SetMemberData',
      headers: { ...SAME_ORIGIN, cookie },
      payload: payload as Record<string, unknown>,
    });
  const storedContact = async (stakeholderId: string) =>
    (
      await test.db.query(
        'SELECT email, phone, street, postal_code, city, preferred_contact FROM member_contact WHERE stakeholder_id = $1',
        [stakeholderId],
      )
    )[0];

  describe('reading', () => {
    it('gives the member their name, membership and contact details', async () => {
      const { stakeholder, cookie } = await member();
      const response = await getMemberData(cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        firstName: 'Karin',
        lastName: 'Lindqvist',
        hasPlans: false,
        isMember: true,
        kind: 'person',
        memberNumber: stakeholder.id,
        memberSince: '1998-04-01',
        email: 'karin@example.se',
        phone: '070-314 52 97',
        street: 'Ekeby gård 12',
        postalCode: '743 40',
        city: 'Storvreta',
        preferredContact: 'email',
      });
    });

    it('writes a name the bank gave in capitals the way people write it, and never the personal number', async () => {
      const { person, cookie } = await member({ givenName: 'KARIN', surname: 'LINDQVIST' });
      const response = await getMemberData(cookie);
      expect(response.json()).toMatchObject({ firstName: 'Karin', lastName: 'Lindqvist' });
      expect(response.body).not.toContain(person.personalNumber);
    });

    it('says the member has plans once they have an estate', async () => {
      const { stakeholder, cookie } = await member();
      await insertForestBusiness(test.db, stakeholder.id);
      expect((await getMemberData(cookie)).json()).toMatchObject({ hasPlans: true });
    });

    it('names a company by its registered name, with no last name', async () => {
      const karin = await insertPerson(test.db);
      const company = await insertCompany(test.db, { name: 'Lindqvist Skog AB', representatives: [karin] });
      const cookie = await signIn(
        test,
        { personId: karin.id, stakeholderId: company.id, roles: ['Member'] },
        clock,
      );
      expect((await getMemberData(cookie)).json()).toMatchObject({
        firstName: 'Lindqvist Skog AB',
        lastName: '',
        kind: 'company',
        memberNumber: company.id,
      });
    });

    it('shows a potential member with no contact details yet, and that they are not a member', async () => {
      const person = await insertPerson(test.db, { givenName: 'Erik', surname: 'Holm' });
      const potential = await insertPersonStakeholder(test.db, person, { relation: 'potential' });
      const cookie = await signIn(
        test,
        {
          personId: person.id,
          stakeholderId: potential.id,
          roles: ['Potential'],
        },
        clock,
      );
      expect((await getMemberData(cookie)).json()).toEqual({
        firstName: 'Erik',
        lastName: 'Holm',
        hasPlans: false,
        isMember: false,
        kind: 'person',
        memberNumber: potential.id,
        memberSince: null,
        email: null,
        phone: null,
        street: null,
        postalCode: null,
        city: null,
        preferredContact: 'email',
      });
    });

    it('answers 204 when the session acts for no one', async () => {
      const person = await insertPerson(test.db);
      const cookie = await signIn(
        test,
        { personId: person.id, stakeholderId: null, roles: ['Member'] },
        clock,
      );
      const response = await getMemberData(cookie);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    });

    it('answers 401 to someone not logged in', async () => {
      expect((await test.app.inject({ method: 'GET', url: '/api/Ir/GetMemberData' })).statusCode).toBe(401);
    });

    it("shows a representative the member's data, and audits the representative's and a staff viewer's read", async () => {
      const { stakeholder } = await member();
      const delegate = await actingAs('DelegatedRight', stakeholder);
      expect((await getMemberData(delegate.cookie)).json()).toMatchObject({ memberNumber: stakeholder.id });

      const viewer = await actingAs('Viewer', stakeholder);
      expect((await getMemberData(viewer.cookie)).statusCode).toBe(200);
      expect(
        await test.db.query(
          `SELECT actor_person_id, subject_stakeholder_id, method, route FROM audit_event
            WHERE subject_stakeholder_id = $1 ORDER BY at, actor_person_id = $2 DESC`,
          [stakeholder.id, delegate.personId],
        ),
      ).toEqual([
        {
          actor_person_id: delegate.personId,
          subject_stakeholder_id: stakeholder.id,
          method: 'GET',
          route: '/api/Ir/GetMemberData',
        },
        {
          actor_person_id: viewer.personId,
          subject_stakeholder_id: stakeholder.id,
          method: 'GET',
          route: '/api/Ir/GetMemberData',
        },
      ]);
    });
  });

  describe('changing the contact details', () => {
    it('saves the new details and shows them at the next read', async () => {
      const { stakeholder, cookie } = await member();
      const response = await setMemberData(cookie, { ...GOOD_DETAILS, preferredContact: 'phone' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect((await getMemberData(cookie)).json()).toMatchObject({
        ...GOOD_DETAILS,
        preferredContact: 'phone',
      });
      expect(await storedContact(stakeholder.id)).toMatchObject({ email: 'karin.ny@example.se' });
    });

    it('trims the details and removes those left blank', async () => {
      const { stakeholder, cookie } = await member();
      const response = await setMemberData(cookie, {
        ...GOOD_DETAILS,
        email: '  karin.ny@example.se ',
        phone: '  ',
      });
      expect(response.statusCode).toBe(200);
      expect(await storedContact(stakeholder.id)).toMatchObject({
        email: 'karin.ny@example.se',
        phone: null,
      });
    });

    it('saves the first contact details of someone who had none', async () => {
      const person = await insertPerson(test.db);
      const potential = await insertPersonStakeholder(test.db, person, { relation: 'potential' });
      const cookie = await signIn(
        test,
        {
          personId: person.id,
          stakeholderId: potential.id,
          roles: ['Potential'],
        },
        clock,
      );
      expect((await setMemberData(cookie, GOOD_DETAILS)).statusCode).toBe(200);
      expect(await storedContact(potential.id)).toMatchObject({
        city: 'Storvreta',
        preferred_contact: 'email',
      });
    });

    it('never changes the name, and saves for whom the session acts, whatever the body says', async () => {
      const { stakeholder, cookie } = await member();
      const other = await member();
      const response = await setMemberData(cookie, {
        ...GOOD_DETAILS,
        firstName: 'Kalle',
        lastName: 'Anka',
        stakeholderId: other.stakeholder.id,
      });
      expect(response.statusCode).toBe(200);
      expect((await getMemberData(cookie)).json()).toMatchObject({
        firstName: 'Karin',
        lastName: 'Lindqvist',
      });
      expect(await storedContact(stakeholder.id)).toMatchObject({ email: 'karin.ny@example.se' });
      expect(await storedContact(other.stakeholder.id)).toMatchObject({ email: 'karin@example.se' });
    });

    it('answers bad details with 400 and a Swedish message per field, and changes nothing', async () => {
      const { stakeholder, cookie } = await member();
      const before = await storedContact(stakeholder.id);
      const response = await setMemberData(cookie, {
        email: 'karin.lindqvist',
        phone: '12345',
        street: 'x'.repeat(201),
        postalCode: '7434',
        city: 'Storvreta',
        preferredContact: 'email',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Några uppgifter är inte giltiga. Rätta dem och försök igen.',
        fieldErrors: {
          email: ['Skriv e-postadressen som namn@exempel.se.'],
          phone: ['Skriv ett svenskt telefonnummer, till exempel 070-123 45 67.'],
          street: ['Adressen får vara högst 200 tecken.'],
          postalCode: ['Skriv postnumret med fem siffror, till exempel 123 45.'],
        },
      });
      expect(await storedContact(stakeholder.id)).toEqual(before);
    });

    it.each([
      ['email', { email: '' }, { email: ['Fyll i din e-postadress, eller välj ett annat sätt att nå dig.'] }],
      [
        'phone',
        { phone: ' ' },
        { phone: ['Fyll i ditt telefonnummer, eller välj ett annat sätt att nå dig.'] },
      ],
      [
        'letter',
        { street: '', postalCode: '', city: '' },
        {
          street: ['Fyll i din gatuadress, så att vi kan skicka brev.'],
          postalCode: ['Fyll i ditt postnummer, så att vi kan skicka brev.'],
          city: ['Fyll i din ort, så att vi kan skicka brev.'],
        },
      ],
    ])(
      'refuses %s as the preferred contact without what it needs',
      async (preferredContact, blanks, fieldErrors) => {
        const { stakeholder, cookie } = await member();
        const before = await storedContact(stakeholder.id);
        const response = await setMemberData(cookie, { ...GOOD_DETAILS, ...blanks, preferredContact });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ fieldErrors });
        expect(await storedContact(stakeholder.id)).toEqual(before);
      },
    );

    it('refuses an unknown way of contact', async () => {
      const { cookie } = await member();
      const response = await setMemberData(cookie, { ...GOOD_DETAILS, preferredContact: 'fax' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        fieldErrors: { preferredContact: ['Välj hur du helst vill att vi kontaktar dig.'] },
      });
    });

    it.each<Role>(['DelegatedRight', 'Viewer'])('refuses a %s with 403 and changes nothing', async (role) => {
      const { stakeholder } = await member();
      const before = await storedContact(stakeholder.id);
      const { cookie } = await actingAs(role, stakeholder);
      const response = await setMemberData(cookie, GOOD_DETAILS);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toMatch(/läsrätt/);
      expect(await storedContact(stakeholder.id)).toEqual(before);
    });

    it("lets an Editor change the details on the member's behalf, and audits it", async () => {
      const { stakeholder } = await member();
      const editor = await actingAs('Editor', stakeholder);
      expect((await setMemberData(editor.cookie, GOOD_DETAILS)).statusCode).toBe(200);
      expect(await storedContact(stakeholder.id)).toMatchObject({ email: 'karin.ny@example.se' });
      expect(
        await test.db.query('SELECT method, route FROM audit_event WHERE actor_person_id = $1', [
          editor.personId,
        ]),
      ).toEqual([{ method: 'POST', route: '/api/Ir/SetMemberData' }]);
    });
  });
});
