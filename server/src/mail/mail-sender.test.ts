import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { testClock } from '../testing/test-clock.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { startLocalSmtpServer, type LocalSmtpServer } from './local-smtp-server.js';
import { createMailSender, MAX_ATTEMPTS } from './mail-sender.js';
import { queueMail } from './queue-mail.js';

const FROM = { name: 'Exempelskog', address: 'support@exempelskog.example' };
const quiet = { warn: () => undefined, error: () => undefined };

const transportTo = (port: number) =>
  nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });

/** An SMTP server that refuses every mail with a temporary error quoting the recipient, as real ones do. */
async function startRefusingServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const error = Object.assign(new Error(`Mailbox ${address.address} busy, try 197001011234 later`), {
        responseCode: 451,
      });
      callback(error);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the mail sender, over real SMTP', () => {
  let database: TestDatabase;
  let db: Database;
  let mailbox: LocalSmtpServer;
  const clock = testClock(new Date());

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    mailbox = await startLocalSmtpServer(db);
  });
  afterAll(async () => {
    await mailbox.close();
    await database.destroy();
  });
  beforeEach(async () => {
    await db.exec('DELETE FROM outgoing_mail; DELETE FROM local_mailbox;');
  });

  const received = () =>
    db.query<{ sender: string; recipients: string; subject: string; body: string }>(
      'SELECT sender, recipients, subject, body FROM local_mailbox ORDER BY subject',
    );
  const outbox = () =>
    db.query<{ sent: boolean; attempts: number; last_error: string | null }>(
      'SELECT sent_at IS NOT NULL AS sent, attempts, last_error FROM outgoing_mail',
    );
  const sender = (port: number, on: Database = db) =>
    createMailSender({ db: on, transport: transportTo(port), from: FROM, clock, log: quiet });

  it('delivers a queued mail to the SMTP server and marks it sent', async () => {
    await queueMail(db, { to: 'karin.lindqvist@example.se', subject: 'Hej Karin', text: 'Rad ett\nRad två' });
    expect(await sender(mailbox.port).sendDue()).toBe(1);
    expect(await received()).toEqual([
      {
        sender: 'support@exempelskog.example',
        recipients: 'karin.lindqvist@example.se',
        subject: 'Hej Karin',
        body: 'Rad ett\nRad två\n',
      },
    ]);
    expect(await outbox()).toEqual([{ sent: true, attempts: 1, last_error: null }]);
    expect(await sender(mailbox.port).sendDue()).toBe(0);
  });

  it('leaves a mail the SMTP server refuses queued, with a masked error, and sends it after the backoff', async () => {
    const refusing = await startRefusingServer();
    try {
      await queueMail(db, { to: 'karin.lindqvist@example.se', subject: 'Försök igen', text: 'Text' });
      expect(await sender(refusing.port).sendDue()).toBe(0);
      const [failed] = await outbox();
      expect(failed).toMatchObject({ sent: false, attempts: 1 });
      expect(failed?.last_error).toContain('451');
      expect(failed?.last_error).not.toContain('karin');
      expect(failed?.last_error).not.toContain('197001011234');

      // Not due again at once, even where SMTP works again; due after the backoff.
      expect(await sender(mailbox.port).sendDue()).toBe(0);
      clock.advance(31_000);
      expect(await sender(mailbox.port).sendDue()).toBe(1);
      expect((await received()).map((mail) => mail.subject)).toEqual(['Försök igen']);
      expect(await outbox()).toEqual([{ sent: true, attempts: 2, last_error: failed?.last_error ?? null }]);
    } finally {
      await refusing.close();
    }
  });

  it('keeps a mail whose SMTP server cannot be reached, and gives up after the last attempt', async () => {
    const unreachable = await startRefusingServer();
    await unreachable.close();
    await queueMail(db, { to: 'a@example.se', subject: 'Borta', text: 'Text' });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS + 1; attempt++) {
      await sender(unreachable.port).sendDue();
      clock.advance(2 * 60 * 60_000);
    }
    const [kept] = await outbox();
    expect(kept).toMatchObject({ sent: false, attempts: MAX_ATTEMPTS });
    expect(kept?.last_error).toMatch(/ECONNECTION|ECONNREFUSED/);
  });

  describe('with two senders at once (two server processes)', () => {
    let second: Database;
    beforeAll(async () => {
      second = database.url === undefined ? db : await openDatabase({ kind: 'postgres', url: database.url });
    });
    afterEach(async () => {
      await db.exec('DELETE FROM local_mailbox;');
    });
    afterAll(async () => {
      if (second !== db) await second.close();
    });

    it('sends every mail exactly once', async () => {
      const subjects = Array.from({ length: 24 }, (_, i) => `Utskick ${String(i + 10)}`);
      for (const subject of subjects)
        await queueMail(db, { to: 'medlem@example.se', subject, text: subject });
      const counts = await Promise.all([
        sender(mailbox.port).sendDue(),
        sender(mailbox.port, second).sendDue(),
      ]);
      expect(counts[0] + counts[1]).toBe(subjects.length);
      expect((await received()).map((mail) => mail.subject)).toEqual(subjects);
      expect((await outbox()).every((mail) => mail.sent && mail.attempts === 1)).toBe(true);
    });
  });
});
