import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobWorker } from '../jobs/job-worker.js';
import { startLocalSmtpServer, type LocalSmtpServer } from '../mail/local-smtp-server.js';
import { mailSender, SEND_MAIL_JOB } from '../mail/mail-sender.js';
import { testClock } from '../testing/test-clock.js';
import { createTestDatabaseBefore, type TestDatabase } from '../testing/test-database.js';
import { migrate } from './migrate.js';

const MIGRATION = '0040';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Mail the release before 0040 queued in its own outbox: the migration gives every mail not yet sent a job
 * on the job queue, so an upgrade loses none, sends none twice, and keeps a failure someone should look at.
 */
describe('the migration that moves the mail outbox onto the job queue', () => {
  let database: TestDatabase;
  let mailbox: LocalSmtpServer;
  const jobOf = async (subject: string) =>
    (
      await database.db.query<{
        state: string;
        attempts: number;
        max_attempts: number;
        run_after: Date;
        last_error: string | null;
      }>(
        `SELECT j.state, j.attempts, j.max_attempts, j.run_after, j.last_error
           FROM job j JOIN outgoing_mail m ON j.payload ->> 'mailId' = m.id::text
          WHERE j.kind = 'mail.send' AND m.subject = $1`,
        [subject],
      )
    )[0];

  beforeAll(async () => {
    database = await createTestDatabaseBefore(MIGRATION);
    const { db } = database;
    // As the release before left them: due now, waiting after a refusal, sent, and given up on.
    await db.query(
      `INSERT INTO outgoing_mail (recipient, subject, body, created_at, sent_at, attempts, last_error,
                                  next_attempt_at)
       VALUES ('karin@example.se', 'Väntar', 'Text', '2026-11-20T08:00:00Z', NULL, 0, NULL, NULL),
              ('karin@example.se', 'Försöker igen', 'Text', '2026-11-20T08:00:00Z', NULL, 2,
               'EENVELOPE 451 Mailbox <adress> busy', '2026-11-23T09:00:00Z'),
              ('karin@example.se', 'Skickad', 'Text', '2026-11-20T08:00:00Z', '2026-11-20T08:00:05Z', 1, NULL,
               NULL),
              ('karin@example.se', 'Uppgiven', 'Text', '2026-11-20T08:00:00Z', NULL, 8, 'ECONNECTION',
               'infinity')`,
    );
    await migrate(db);
    mailbox = await startLocalSmtpServer(db);
  });
  afterAll(async () => {
    await mailbox.close();
    await database.destroy();
  });

  it('gives each waiting mail a job, due when the old sender would have tried it, with its attempts so far', async () => {
    expect(await jobOf('Väntar')).toEqual({
      state: 'queued',
      attempts: 0,
      max_attempts: 8,
      run_after: new Date('2026-11-20T08:00:00Z'),
      last_error: null,
    });
    expect(await jobOf('Försöker igen')).toEqual({
      state: 'queued',
      attempts: 2,
      max_attempts: 8,
      run_after: new Date('2026-11-23T09:00:00Z'),
      last_error: 'EENVELOPE 451 Mailbox <adress> busy',
    });
    expect(await jobOf('Uppgiven')).toMatchObject({
      state: 'failed',
      attempts: 8,
      last_error: 'ECONNECTION',
    });
    expect(await jobOf('Skickad')).toBeUndefined();
  });

  it('drops the columns only the old sender needed', async () => {
    const columns = await database.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'outgoing_mail' ORDER BY column_name`,
    );
    expect(columns.map((column) => column.column_name)).toEqual([
      'body',
      'created_at',
      'id',
      'recipient',
      'sent_at',
      'subject',
    ]);
  });

  it('sends the waiting mails over SMTP once each, when they are due, and neither the sent one nor the given-up one', async () => {
    const clock = testClock(new Date('2026-11-23T08:00:00Z'));
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: mailbox.port,
      secure: false,
      ignoreTLS: true,
    });
    const from = { name: 'Exempelskog', address: 'support@exempelskog.example' };
    const worker = createJobWorker({
      db: database.db,
      clock,
      log: quiet,
      handlers: { [SEND_MAIL_JOB]: mailSender({ db: database.db, transport, from, clock }) },
    });
    const received = async () =>
      (
        await database.db.query<{ subject: string }>('SELECT subject FROM local_mailbox ORDER BY subject')
      ).map((mail) => mail.subject);

    expect(await worker.runDue()).toBe(1);
    expect(await received()).toEqual(['Väntar']);
    clock.advance(60 * 60_000);
    expect(await worker.runDue()).toBe(1);
    expect(await received()).toEqual(['Försöker igen', 'Väntar']);
    clock.advance(24 * 60 * 60_000);
    expect(await worker.runDue()).toBe(0);
    expect(await received()).toEqual(['Försöker igen', 'Väntar']);
  });
});
