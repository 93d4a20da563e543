import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertPerson, insertPersonStakeholder, type StakeholderRow } from '../../db/seed/builders.js';
import { insertMemberContact } from '../../db/seed/business-builders.js';
import { insertForestBusiness } from '../../db/seed/profile-builders.js';
import { insertNotificationSetting } from '../../db/seed/notifications-builders.js';
import { testConfig } from '../../testing/test-app.js';
import { testClock } from '../../testing/test-clock.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { createNotifier, type NotificationMessage } from './notify.js';

const SETTLED: NotificationMessage = {
  category: 'economy',
  title: 'Avräkningen är klar',
  text: 'Gallringen på Uppsala Ekeby 2:7 är avräknad: 186 420 kr.',
  link: '/minasidor/ekonomi/transaktioner',
  estateIds: [],
};
const NEWS: NotificationMessage = {
  category: 'news',
  title: 'Kallelse till föreningsstämman',
  text: 'Stämman hålls den 23 april 2027.',
  link: '/ommellanskog',
  estateIds: [],
};

describe('notify()', () => {
  let test: TestDatabase;
  let karin: StakeholderRow;
  let address: string;
  const clock = testClock(new Date('2026-11-22T08:00:00Z'));
  const config = (emails: 'on' | 'off') =>
    testConfig({
      FEATURE_OVERRIDES: `notificationEmails:${emails}`,
      PUBLIC_URL: 'https://portal.example.se',
      ASSOCIATION_NAME: 'Exempelskog',
    });
  const { notify } = createNotifier({ config: config('on'), clock });

  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test.destroy();
  });
  beforeEach(async () => {
    karin = await insertPersonStakeholder(test.db, await insertPerson(test.db, { givenName: 'Karin' }));
    address = `karin.${karin.id}@example.se`;
    await insertMemberContact(test.db, karin, { email: address });
  });

  const storedTitles = async () =>
    (
      await test.db.query<{ title: string }>('SELECT title FROM notification WHERE stakeholder_id = $1', [
        karin.id,
      ])
    ).map((row) => row.title);
  const mailTo = (address: string) =>
    test.db.query<{ subject: string; body: string }>(
      'SELECT subject, body FROM outgoing_mail WHERE recipient = $1',
      [address],
    );

  it('stores the notification and, by default for economy, queues a Swedish e-mail that links back', async () => {
    const outcome = await test.db.transaction((tx) => notify(tx, karin.id, SETTLED));
    expect(outcome.mailed).toBe(true);
    expect(outcome.notification).toMatchObject({
      title: SETTLED.title,
      readAt: null,
      createdAt: '2026-11-22T08:00:00.000Z',
    });
    expect(await storedTitles()).toEqual(['Avräkningen är klar']);

    const [mail] = await mailTo(address);
    expect(mail?.subject).toBe('Avräkningen är klar – Skogsportalen');
    expect(mail?.body).toContain('Hej!');
    expect(mail?.body).toContain(SETTLED.text);
    expect(mail?.body).toContain('https://portal.example.se/minasidor/ekonomi/transaktioner');
    expect(mail?.body).toContain('https://portal.example.se/minasidor/minaaviseringar');
    expect(mail?.body).toContain('om ekonomi');
  });

  it('by default sends no e-mail about news, only shows it in the portal', async () => {
    const outcome = await test.db.transaction((tx) => notify(tx, karin.id, NEWS));
    expect(outcome).toMatchObject({ mailed: false, notification: { title: NEWS.title } });
    expect(await mailTo(address)).toEqual([]);
  });

  it('follows the member’s choices: portal off stores nothing, e-mail on sends news too', async () => {
    await insertNotificationSetting(test.db, karin.id, {
      category: 'news',
      channel: 'portal',
      enabled: false,
    });
    await insertNotificationSetting(test.db, karin.id, { category: 'news', channel: 'email', enabled: true });
    const outcome = await test.db.transaction((tx) => notify(tx, karin.id, NEWS));
    expect(outcome).toEqual({ notification: undefined, mailed: true });
    expect(await storedTitles()).toEqual([]);
    expect(await mailTo(address)).toHaveLength(1);
  });

  it('sends no e-mail when the member turned e-mail off for the category', async () => {
    await insertNotificationSetting(test.db, karin.id, {
      category: 'economy',
      channel: 'email',
      enabled: false,
    });
    expect((await test.db.transaction((tx) => notify(tx, karin.id, SETTLED))).mailed).toBe(false);
    expect(await mailTo(address)).toEqual([]);
    expect(await storedTitles()).toEqual(['Avräkningen är klar']);
  });

  it('sends no e-mail while the notificationEmails flag is off', async () => {
    const withoutEmails = createNotifier({ config: config('off'), clock });
    const outcome = await test.db.transaction((tx) => withoutEmails.notify(tx, karin.id, SETTLED));
    expect(outcome.mailed).toBe(false);
    expect(await mailTo(address)).toEqual([]);
    expect(await storedTitles()).toEqual(['Avräkningen är klar']);
  });

  it('sends no e-mail to a member without an e-mail address', async () => {
    const noAddress = await insertPersonStakeholder(test.db, await insertPerson(test.db));
    await insertMemberContact(test.db, noAddress, { email: null });
    const before = await test.db.query('SELECT id FROM outgoing_mail');
    const outcome = await test.db.transaction((tx) => notify(tx, noAddress.id, SETTLED));
    expect(outcome.mailed).toBe(false);
    expect(await test.db.query('SELECT id FROM outgoing_mail')).toEqual(before);
  });

  it('leaves neither notification nor e-mail when the transaction is rolled back', async () => {
    const failed = test.db.transaction(async (tx) => {
      expect((await notify(tx, karin.id, SETTLED)).mailed).toBe(true);
      throw new Error('what the notification told about could not be saved');
    });
    await expect(failed).rejects.toThrow('could not be saved');
    expect(await storedTitles()).toEqual([]);
    expect(await mailTo(address)).toEqual([]);
  });

  it('keeps the estates it is about, each once, and whether it is a security notice', async () => {
    const [ekeby, viggeby] = (await insertForestBusiness(test.db, karin.id, { estates: 2 })).estates;
    const about = [ekeby?.id ?? '', viggeby?.id ?? ''];
    await test.db.transaction((tx) => notify(tx, karin.id, { ...SETTLED, estateIds: [...about, ...about] }));
    await test.db.transaction((tx) =>
      notify(tx, karin.id, { ...NEWS, category: 'mandates', securityNotice: true }),
    );
    const stored = await test.db.query<{ category: string; estate_ids: string[]; security_notice: boolean }>(
      'SELECT category, estate_ids, security_notice FROM notification WHERE stakeholder_id = $1 ORDER BY category',
      [karin.id],
    );
    expect(stored).toEqual([
      { category: 'economy', estate_ids: expect.arrayContaining(about) as string[], security_notice: false },
      { category: 'mandates', estate_ids: [], security_notice: true },
    ]);
    expect(stored[0]?.estate_ids).toHaveLength(2);
  });

  it('refuses a link out of the portal', async () => {
    for (const link of ['https://evil.example', '//evil.example', 'minasidor']) {
      await expect(test.db.transaction((tx) => notify(tx, karin.id, { ...SETTLED, link }))).rejects.toThrow(
        /portal path/,
      );
    }
    expect(await storedTitles()).toEqual([]);
  });
});
