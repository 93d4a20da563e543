import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '#contracts/roles';
import type { Subscription } from '#contracts/subscriptions';
import {
  insertDelegatedRight,
  insertPerson,
  insertPersonStakeholder,
  type PersonRow,
  type StakeholderRow,
} from '../../db/seed/builders.js';
import { insertMemberContact } from '../../db/seed/business-builders.js';
import { insertSubscription } from '../../db/seed/subscriptions-builders.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

const SAME_ORIGIN = { origin: 'http://localhost:3000' };

describe('subscriptions', () => {
  let person: PersonRow;
  let member: StakeholderRow;
  let cookie: string;
  const clock = testClock(new Date('2026-11-22T08:00:00Z'));
  const test = portalForTests({ clock });

  beforeEach(async () => {
    person = await insertPerson(test.db, { givenName: 'Karin', surname: 'Lindqvist' });
    member = await insertPersonStakeholder(test.db, person);
    await insertMemberContact(test.db, member);
    cookie = await signIn(test, { personId: person.id, stakeholderId: member.id, roles: ['Member'] });
  });

  const list = (headers: Record<string, string> = { cookie }) =>
    test.app.inject({ method: 'GET', url: '/api/subscriptions', headers });
  const change = (topic: string, payload: unknown, headers: Record<string, string> = { cookie }) =>
    test.app.inject({
      method: 'PUT',
      url: `/api/subscriptions/${topic}`,
      headers: { ...SAME_ORIGIN, ...headers },
      payload: payload as Record<string, unknown>,
    });
  const stored = (stakeholderId = member.id) =>
    test.db.query<{ topic: string; subscribed: boolean; format: string }>(
      'SELECT topic, subscribed, format FROM subscription WHERE stakeholder_id = $1 ORDER BY topic',
      [stakeholderId],
    );
  const topicOf = (body: { subscriptions: Subscription[] }, topic: string) =>
    body.subscriptions.find((subscription) => subscription.topic === topic);

  it('offers every mailing, none subscribed, to a member who has never chosen', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      subscriptions: [
        { topic: 'newsletter', subscribed: false, format: 'email', formats: ['email'], changedAt: null },
        { topic: 'timber-prices', subscribed: false, format: 'email', formats: ['email'], changedAt: null },
        {
          topic: 'magazine',
          subscribed: false,
          format: 'paper',
          formats: ['paper', 'digital'],
          changedAt: null,
        },
        { topic: 'storm-alerts', subscribed: false, format: 'sms', formats: ['sms'], changedAt: null },
      ],
      contact: { hasEmail: true, hasPostalAddress: true, hasPhone: true },
    });
  });

  it('subscribes, keeps the choice with its time, and unsubscribes again', async () => {
    const subscribed = await change('newsletter', { subscribed: true });
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.json()).toMatchObject({
      topic: 'newsletter',
      subscribed: true,
      changedAt: '2026-11-22T08:00:00.000Z',
    });
    expect(topicOf((await list()).json(), 'newsletter')?.subscribed).toBe(true);

    expect((await change('newsletter', { subscribed: false })).json()).toMatchObject({ subscribed: false });
    expect(await stored()).toEqual([{ topic: 'newsletter', subscribed: false, format: 'email' }]);
  });

  it('switches the magazine from paper to digital', async () => {
    await insertSubscription(test.db, member, 'magazine', 'paper');
    const response = await change('magazine', { subscribed: true, format: 'digital' });
    expect(response.statusCode).toBe(200);
    expect(await stored()).toEqual([{ topic: 'magazine', subscribed: true, format: 'digital' }]);
  });

  it('files the choice under the session, and shows nobody else’s', async () => {
    const other = await insertPersonStakeholder(test.db, await insertPerson(test.db));
    await insertSubscription(test.db, other, 'timber-prices', 'email');
    expect(topicOf((await list()).json(), 'timber-prices')?.subscribed).toBe(false);
    await change('newsletter', { subscribed: true, stakeholderId: other.id });
    expect(await stored(other.id)).toEqual([{ topic: 'timber-prices', subscribed: true, format: 'email' }]);
  });

  it('asks for an e-mail address before an e-mail subscription, and stores nothing', async () => {
    await test.db.query('UPDATE member_contact SET email = NULL WHERE stakeholder_id = $1', [member.id]);
    const response = await change('timber-prices', { subscribed: true });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'EMAIL_MISSING',
      message: 'Lägg till din e-postadress under Mina uppgifter, så kan du få utskicket via e-post.',
    });
    expect((await change('magazine', { subscribed: true, format: 'digital' })).statusCode).toBe(422);
    expect(await stored()).toEqual([]);
    expect((await list()).json()).toMatchObject({ contact: { hasEmail: false } });
  });

  it('asks for a postal address before the paper magazine, and lets anyone unsubscribe', async () => {
    await insertSubscription(test.db, member, 'magazine', 'paper');
    await test.db.query("UPDATE member_contact SET street = ' ' WHERE stakeholder_id = $1", [member.id]);
    const refused = await change('magazine', { subscribed: true, format: 'paper' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'ADDRESS_MISSING' });
    expect((await change('magazine', { subscribed: false })).statusCode).toBe(200);
    expect(await stored()).toEqual([{ topic: 'magazine', subscribed: false, format: 'paper' }]);
  });

  it('answers bad input with 400, an unknown mailing with 404, and stores nothing', async () => {
    const badFormat = await change('newsletter', { subscribed: true, format: 'paper' });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json()).toMatchObject({
      fieldErrors: { format: ['Det utskicket finns inte i det formatet. Välj ett av alternativen.'] },
    });
    const missing = await change('newsletter', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      fieldErrors: { subscribed: ['Ange om du vill prenumerera eller inte.'] },
    });
    const unknown = await change('veckoblad', { subscribed: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'Det utskicket finns inte.' });
    expect(await stored()).toEqual([]);
  });

  describe('authorisation', () => {
    const as = async (roles: Role[], personId = person.id) => ({
      cookie: await signIn(test, { personId, stakeholderId: member.id, roles }),
    });

    it('answers 401 to someone not logged in', async () => {
      expect((await list({})).statusCode).toBe(401);
      expect((await change('newsletter', { subscribed: true }, {})).statusCode).toBe(401);
    });

    it('shows a representative (DelegatedRight) the choices but answers 403 to a change', async () => {
      const delegate = await insertPerson(test.db);
      await insertDelegatedRight(test.db, member, delegate);
      const headers = await as(['DelegatedRight'], delegate.id);
      expect((await list(headers)).statusCode).toBe(200);
      const refused = await change('newsletter', { subscribed: true }, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe(
        'Du är inloggad som ombud med läsrätt och kan inte beställa eller ändra något.',
      );
      expect(await stored()).toEqual([]);
    });

    it('answers 403 to a staff viewer’s change, and lets an editor change for the member', async () => {
      const staff = await insertPerson(test.db);
      expect(
        (await change('newsletter', { subscribed: true }, await as(['Viewer'], staff.id))).statusCode,
      ).toBe(403);
      expect(
        (await change('newsletter', { subscribed: true }, await as(['Editor'], staff.id))).statusCode,
      ).toBe(200);
      const [row] = await test.db.query<{ changed_by_person_id: string }>(
        'SELECT changed_by_person_id FROM subscription WHERE stakeholder_id = $1',
        [member.id],
      );
      expect(row?.changed_by_person_id).toBe(staff.id);
    });

    it('records a staff viewer’s look in the audit log', async () => {
      const staff = await insertPerson(test.db);
      expect((await list(await as(['Viewer'], staff.id))).statusCode).toBe(200);
      const audited = await test.db.query(
        'SELECT route FROM audit_event WHERE actor_person_id = $1 AND subject_stakeholder_id = $2',
        [staff.id, member.id],
      );
      expect(audited).toEqual([{ route: '/api/subscriptions' }]);
    });
  });
});
