import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertPerson, insertPersonStakeholder, type StakeholderRow } from '../../db/seed/builders.js';
import { insertMemberContact } from '../../db/seed/business-builders.js';
import { insertAccount, insertBooking } from '../../db/seed/economy-builders.js';
import { insertNotificationSetting } from '../../db/seed/notifications-builders.js';
// The real notifier, as app.ts passes it: the test is about the notification and e-mail a document gives.
// eslint-disable-next-line boundaries/dependencies
import { createNotifier } from '../notifications/notify.js';
import { testConfig } from '../../testing/test-app.js';
import { testClock } from '../../testing/test-clock.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { issueAnnualStatements, publishDocument } from './documents.service.js';

describe('publishing documents: the annual statements and their notifications', () => {
  let test: TestDatabase;
  let member: StakeholderRow;
  let address: string;
  const clock = testClock(new Date('2027-02-01T06:00:00Z'));
  const { notify } = createNotifier({
    config: testConfig({
      FEATURE_OVERRIDES: 'notificationEmails:on',
      PUBLIC_URL: 'https://portal.example.se',
    }),
    clock,
  });

  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test.destroy();
  });
  beforeEach(async () => {
    await test.db.query('DELETE FROM outgoing_mail');
    member = await insertPersonStakeholder(test.db, await insertPerson(test.db));
    address = `member.${member.id}@example.se`;
    await insertMemberContact(test.db, member, { email: address });
  });

  const statements = (stakeholderId: string) =>
    test.db.query<{ title: string; statement_year: number; issued_on: string }>(
      `SELECT title, statement_year, to_char(issued_on, 'YYYY-MM-DD') AS issued_on FROM document
        WHERE stakeholder_id = $1 AND kind = 'annual-statement'`,
      [stakeholderId],
    );
  const notices = (stakeholderId: string) =>
    test.db.query<{ category: string; title: string; link: string }>(
      'SELECT category, title, link FROM notification WHERE stakeholder_id = $1',
      [stakeholderId],
    );
  const mails = () =>
    test.db.query<{ subject: string; body: string }>(
      'SELECT subject, body FROM outgoing_mail WHERE recipient = $1',
      [address],
    );

  it('publishes a document with a notification in the same transaction, and only once', async () => {
    const input = {
      stakeholderId: member.id,
      source: { kind: 'annual-statement', year: 2026 } as const,
      title: 'Årsbesked 2026',
      issuedOn: '2027-02-01',
      createdAt: clock.now(),
    };
    expect(await test.db.transaction((tx) => publishDocument(tx, notify, input))).toMatch(/^[0-9a-f-]{36}$/);
    expect(await test.db.transaction((tx) => publishDocument(tx, notify, input))).toBeUndefined();
    expect(await notices(member.id)).toEqual([
      { category: 'documents', title: 'Nytt dokument: Årsbesked 2026', link: '/minasidor/dokument' },
    ]);
    // Documents are shown in the portal by default, not mailed.
    expect(await mails()).toEqual([]);
  });

  it('leaves no document when the transaction that published it rolls back', async () => {
    await expect(
      test.db.transaction(async (tx) => {
        await publishDocument(tx, notify, {
          stakeholderId: member.id,
          source: { kind: 'annual-statement', year: 2026 },
          title: 'Årsbesked 2026',
          issuedOn: '2027-02-01',
          createdAt: clock.now(),
        });
        throw new Error('something later failed');
      }),
    ).rejects.toThrow('something later failed');
    expect(await statements(member.id)).toEqual([]);
    expect(await notices(member.id)).toEqual([]);
  });

  it('issues last year’s statement from 1 February to everyone with an account, once, mailing those who asked', async () => {
    await insertAccount(test.db, member, { openedOn: '2026-05-01' });
    await insertNotificationSetting(test.db, member.id, {
      category: 'documents',
      channel: 'email',
      enabled: true,
    });
    const newcomer = await insertPersonStakeholder(test.db, await insertPerson(test.db));
    const account = await insertAccount(test.db, newcomer, { openedOn: '2027-01-15' });
    await insertBooking(test.db, account, {
      bookedOn: '2027-01-20',
      kind: 'utdelning',
      text: 'Utdelning',
      amountOre: 100,
    });

    const january = testClock(new Date('2027-01-31T22:59:00Z'));
    expect(await issueAnnualStatements({ db: test.db, clock: january, notify })).toBe(0);
    expect(await statements(member.id)).toEqual([]);

    expect(await issueAnnualStatements({ db: test.db, clock, notify })).toBeGreaterThanOrEqual(1);
    expect(await statements(member.id)).toEqual([
      { title: 'Årsbesked 2026', statement_year: 2026, issued_on: '2027-02-01' },
    ]);
    // Opened in 2027: nothing to state for 2026.
    expect(await statements(newcomer.id)).toEqual([]);
    const [mail] = await mails();
    expect(mail?.subject).toBe('Nytt dokument: Årsbesked 2026 – Skogsportalen');
    expect(mail?.body).toContain('Ditt årsbesked för 2026 är klart.');
    expect(mail?.body).toContain('https://portal.example.se/minasidor/dokument');

    expect(await issueAnnualStatements({ db: test.db, clock, notify })).toBe(0);
    expect(await statements(member.id)).toHaveLength(1);
    expect(await notices(member.id)).toHaveLength(1);
  });

  it('publishes in batches, each going on after the last, and stops between batches when asked', async () => {
    const members = [member];
    for (let n = 0; n < 4; n += 1) {
      members.push(await insertPersonStakeholder(test.db, await insertPerson(test.db)));
    }
    for (const each of members) await insertAccount(test.db, each, { openedOn: '2026-03-01' });
    const lacking = async () => {
      let count = 0;
      for (const each of members) if ((await statements(each.id)).length === 0) count += 1;
      return count;
    };

    let batches = 0;
    const stopAfterTwo = () => (batches += 1) >= 2;
    const first = await issueAnnualStatements({
      db: test.db,
      clock,
      notify,
      batchSize: 2,
      pauseMs: 0,
      stopping: stopAfterTwo,
    });
    expect(first).toBe(4);
    expect(await lacking()).toBe(1);

    expect(
      await issueAnnualStatements({ db: test.db, clock, notify, batchSize: 2, pauseMs: 0 }),
    ).toBeGreaterThanOrEqual(1);
    expect(await lacking()).toBe(0);
  });
});
