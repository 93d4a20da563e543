import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { createJobRepository } from '../jobs/job.repository.js';
import { createJobWorker, DEFAULT_LEASE_MS } from '../jobs/job-worker.js';
import { testClock } from '../testing/test-clock.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { startLocalSmtpServer, type LocalSmtpServer } from './local-smtp-server.js';
import { mailSender, MAX_ATTEMPTS, SEND_MAIL_JOB } from './mail-sender.js';
import { queueMail, type Mail } from './queue-mail.js';

const FROM = { name: 'Exempelskog', address: 'support@exempelskog.example' };
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

const transportTo = (port: number) =>
  nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });

/** An SMTP server that refuses every recipient with `responseCode`, quoting the address as real ones do. */
async function startRefusingServer(
  responseCode: number,
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const message =
        responseCode < 500
          ? `Mailbox ${address.address} busy, try 197001011234 later`
          : `No such user ${address.address} (197001011234)`;
      callback(Object.assign(new Error(message), { responseCode }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface MailState extends Record<string, unknown> {
  sent: boolean;
  state: string;
  attempts: number;
  last_error: string | null;
}

describe('mail, sent as jobs over real SMTP', () => {
  let database: TestDatabase;
  let db: Database;
  let mailbox: LocalSmtpServer;
  let clock: ReturnType<typeof testClock>;

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
    await db.exec('DELETE FROM job; DELETE FROM outgoing_mail; DELETE FROM local_mailbox;');
    clock = testClock(new Date('2026-11-23T08:00:00Z'));
  });

  const queue = (mail: Mail, on: Database = db) => queueMail(on, mail, clock.now());
  const received = () =>
    db.query<{ sender: string; recipients: string; subject: string; body: string }>(
      'SELECT sender, recipients, subject, body FROM local_mailbox ORDER BY subject',
    );
  /** Each mail with its job: whether it was sent, and the job's state, attempts and last error. */
  const outbox = () =>
    db.query<MailState>(
      `SELECT m.sent_at IS NOT NULL AS sent, j.state, j.attempts, j.last_error
         FROM outgoing_mail m JOIN job j ON j.kind = 'mail.send' AND j.payload ->> 'mailId' = m.id::text
        ORDER BY m.subject`,
    );
  const worker = (port: number, on: Database = db) =>
    createJobWorker({
      db: on,
      clock,
      log: quiet,
      handlers: {
        [SEND_MAIL_JOB]: mailSender({ db: on, transport: transportTo(port), from: FROM, clock }),
      },
    });

  it('delivers a queued mail to the SMTP server once, and marks it sent', async () => {
    await queue({ to: 'karin.lindqvist@example.se', subject: 'Hej Karin', text: 'Rad ett\nRad två' });
    expect(await worker(mailbox.port).runDue()).toBe(1);
    expect(await received()).toEqual([
      {
        sender: 'support@exempelskog.example',
        recipients: 'karin.lindqvist@example.se',
        subject: 'Hej Karin',
        body: 'Rad ett\nRad två\n',
      },
    ]);
    expect(await outbox()).toEqual([{ sent: true, state: 'done', attempts: 1, last_error: null }]);
    clock.advance(24 * 60 * 60_000);
    expect(await worker(mailbox.port).runDue()).toBe(0);
    expect(await received()).toHaveLength(1);
  });

  it('queues a mail with what it tells about: none for a rolled-back transaction, one job for a saved one', async () => {
    await expect(
      db.transaction(async (tx) => {
        await queueMail(tx, { to: 'a@example.se', subject: 'Ångrad', text: 'Text' }, clock.now());
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    const { id } = await db.transaction((tx) =>
      queueMail(tx, { to: 'a@example.se', subject: 'Sparad', text: 'Text' }, clock.now()),
    );

    expect(await db.query('SELECT subject FROM outgoing_mail')).toEqual([{ subject: 'Sparad' }]);
    // The job names the mail and nothing personal.
    expect(await db.query('SELECT kind, payload FROM job')).toEqual([
      { kind: SEND_MAIL_JOB, payload: { mailId: id } },
    ]);
  });

  it('leaves a mail the SMTP server refuses for now queued, with a masked error, and sends it after the backoff', async () => {
    const refusing = await startRefusingServer(451);
    try {
      await queue({ to: 'karin.lindqvist@example.se', subject: 'Försök igen', text: 'Text' });
      expect(await worker(refusing.port).runDue()).toBe(1);
      const [failed] = await outbox();
      expect(failed).toMatchObject({ sent: false, state: 'queued', attempts: 1 });
      expect(failed?.last_error).toContain('451');
      expect(failed?.last_error).not.toContain('karin');
      expect(failed?.last_error).not.toContain('197001011234');

      // Not due again at once, even where SMTP works again; due after the backoff of 30 s.
      expect(await worker(mailbox.port).runDue()).toBe(0);
      clock.advance(29_000);
      expect(await worker(mailbox.port).runDue()).toBe(0);
      clock.advance(2_000);
      expect(await worker(mailbox.port).runDue()).toBe(1);
      expect((await received()).map((mail) => mail.subject)).toEqual(['Försök igen']);
      expect(await outbox()).toEqual([{ sent: true, state: 'done', attempts: 2, last_error: null }]);
    } finally {
      await refusing.close();
    }
  });

  it('fails a mail the SMTP server refuses for good at once, with a masked error, and sends the others', async () => {
    const refusing = await startRefusingServer(550);
    try {
      await queue({ to: 'finns.inte@example.se', subject: 'Avvisad', text: 'Text' });
      expect(await worker(refusing.port).runDue()).toBe(1);
      const [failed] = await outbox();
      expect(failed).toMatchObject({ sent: false, state: 'failed', attempts: 1 });
      expect(failed?.last_error).toMatch(/^PermanentJobError: .*550/);
      expect(failed?.last_error).not.toContain('finns.inte');
      expect(failed?.last_error).not.toContain('197001011234');

      clock.advance(24 * 60 * 60_000);
      await queue({ to: 'karin.lindqvist@example.se', subject: 'Nästa', text: 'Text' });
      expect(await worker(mailbox.port).runDue()).toBe(1);
      expect((await received()).map((mail) => mail.subject)).toEqual(['Nästa']);
    } finally {
      await refusing.close();
    }
  });

  it('keeps a mail whose SMTP server cannot be reached, and gives up after the last attempt', async () => {
    const unreachable = await startRefusingServer(451);
    await unreachable.close();
    await queue({ to: 'a@example.se', subject: 'Borta', text: 'Text' });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS + 1; attempt++) {
      await worker(unreachable.port).runDue();
      clock.advance(2 * 60 * 60_000);
    }
    const [kept] = await outbox();
    expect(kept).toMatchObject({ sent: false, state: 'failed', attempts: MAX_ATTEMPTS });
    expect(kept?.last_error).toMatch(/ECONNECTION|ECONNREFUSED/);
  });

  describe('when a worker dies (a server process stops mid-job)', () => {
    const claim = async () => {
      const job = await createJobRepository(db).claimDue(
        [SEND_MAIL_JOB],
        clock.now(),
        new Date(clock.now().getTime() + DEFAULT_LEASE_MS),
      );
      if (job === undefined) throw new Error('no job to claim');
      return job;
    };

    it('sends the mail once its lease has run out, when the worker died before sending it', async () => {
      await queue({ to: 'a@example.se', subject: 'Avbruten', text: 'Text' });
      await claim();
      expect(await worker(mailbox.port).runDue()).toBe(0);
      clock.advance(DEFAULT_LEASE_MS);
      expect(await worker(mailbox.port).runDue()).toBe(1);
      expect((await received()).map((mail) => mail.subject)).toEqual(['Avbruten']);
      expect(await outbox()).toEqual([{ sent: true, state: 'done', attempts: 2, last_error: null }]);
    });

    it('does not send the mail again when the worker died after sending it', async () => {
      await queue({ to: 'a@example.se', subject: 'Skickad', text: 'Text' });
      const job = await claim();
      const handler = mailSender({ db, transport: transportTo(mailbox.port), from: FROM, clock });
      await handler.run({ jobId: job.id, attempt: job.attempts, payload: job.payload });
      // The worker dies here, before it records the job done.

      clock.advance(DEFAULT_LEASE_MS);
      expect(await worker(mailbox.port).runDue()).toBe(1);
      expect((await received()).map((mail) => mail.subject)).toEqual(['Skickad']);
      expect(await outbox()).toEqual([{ sent: true, state: 'done', attempts: 2, last_error: null }]);
    });
  });

  describe('with two workers at once (two server processes)', () => {
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
      for (const subject of subjects) await queue({ to: 'medlem@example.se', subject, text: subject });
      const counts = await Promise.all([
        worker(mailbox.port).runDue(),
        worker(mailbox.port, second).runDue(),
      ]);
      expect(counts[0] + counts[1]).toBe(subjects.length);
      expect((await received()).map((mail) => mail.subject)).toEqual(subjects);
      expect(
        (await outbox()).every((mail) => mail.sent && mail.state === 'done' && mail.attempts === 1),
      ).toBe(true);
    });
  });
});
