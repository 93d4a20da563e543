import type { Queryable } from '../db/database.js';
import { JobError, PermanentJobError } from '../jobs/job-error.js';
import type { JobHandler } from '../jobs/job-worker.js';
import type { Clock } from '../lib/clock.js';
import { createOutgoingMailRepository } from './outgoing-mail.repository.js';
import { describeSendError } from './send-error.js';

/** The job kind that sends one queued mail; its payload is `{ mailId }`. */
export const SEND_MAIL_JOB = 'mail.send';

/** After the last attempt the job is `failed`, with its error, and the mail stays unsent. */
export const MAX_ATTEMPTS = 8;
/** An SMTP server that refused a mail is given longer than the job queue's usual 10 s: 30 s, 1 min, 2 min … */
export const MAIL_FIRST_RETRY_MS = 30_000;

/** nodemailer's time-outs for the SMTP transport: together far below the job's lease (`DEFAULT_LEASE_MS`). */
export const smtpTimeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** What the sender needs of a nodemailer transport. */
export interface MailTransport {
  sendMail(message: {
    from: { name: string; address: string };
    to: string;
    subject: string;
    text: string;
    messageId: string;
  }): Promise<unknown>;
}

export interface MailSenderOptions {
  readonly db: Queryable;
  readonly transport: MailTransport;
  readonly from: { readonly name: string; readonly address: string };
  readonly clock: Clock;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function mailIdOf(payload: unknown): string {
  const mailId = (payload as { mailId?: unknown } | null)?.mailId;
  if (typeof mailId !== 'string' || !UUID.test(mailId)) throw new PermanentJobError('payload has no mailId');
  return mailId;
}

/**
 * A 5xx reply refuses this mail for good (no such recipient, message rejected); a failed login (EAUTH) is the
 * portal's configuration, mended by an operator, and everything else (4xx, no connection) may pass.
 */
function isPermanent(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && code !== 'EAUTH';
}

/**
 * The job that sends one queued mail over SMTP. The job queue makes sure one worker at a time has the job.
 * The mail is marked sent right after the SMTP server took it, and a mail already marked sent is not sent
 * again: only a worker that dies between the two sends it twice, and the Message-ID, made from the mail's id,
 * is then the same both times, so a receiving server may drop the second.
 */
export function mailSender(options: MailSenderOptions): JobHandler {
  const { transport, from, clock } = options;
  const outbox = createOutgoingMailRepository(options.db);
  const domain = from.address.split('@').pop() ?? 'localhost';

  return {
    firstRetryMs: MAIL_FIRST_RETRY_MS,
    async run({ payload }) {
      const mail = await outbox.find(mailIdOf(payload));
      if (mail === undefined) throw new PermanentJobError('the mail is gone');
      if (mail.sent) return;
      try {
        await transport.sendMail({
          from,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.body,
          messageId: `<${mail.id}@${domain}>`,
        });
      } catch (error) {
        const description = describeSendError(error);
        throw isPermanent(error) ? new PermanentJobError(description) : new JobError(description);
      }
      await outbox.markSent(mail.id, clock.now());
    },
  };
}
