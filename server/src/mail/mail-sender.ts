import { createRounds } from '../lib/rounds.js';
import type { Queryable } from '../db/database.js';
import { doublingBackoff } from '../lib/backoff.js';
import type { Clock } from '../lib/clock.js';
import { createOutgoingMailRepository, type ClaimedMail } from './outgoing-mail.repository.js';
import { describeSendError } from './send-error.js';

/** What the sender needs of a nodemailer transport. */
export interface MailTransport {
  sendMail(message: {
    from: { name: string; address: string };
    to: string;
    subject: string;
    text: string;
  }): Promise<unknown>;
}

interface SenderLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailSenderOptions {
  readonly db: Queryable;
  readonly transport: MailTransport;
  readonly from: { readonly name: string; readonly address: string };
  readonly clock: Clock;
  readonly log: SenderLog;
}

/**
 * How long a claimed mail is its sender's. Mails are claimed one at a time and the SMTP transport's time-outs
 * (`smtpTimeouts`) end any exchange well before this, so no other sender can claim a mail still being sent.
 */
const LEASE_MS = 10 * 60_000;

/** nodemailer's time-outs for the SMTP transport: together far below the lease. */
export const smtpTimeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** After the last attempt the mail stays unsent, with its error, for someone to look at. */
export const MAX_ATTEMPTS = 8;
/** Backoff: 30 s, 1 min, 2 min, 4 min … at most an hour between attempts. */
export const retryDelayMs = doublingBackoff(30_000, 60 * 60_000);

/**
 * Delivers the outbox over SMTP. Every server process runs one; they share the work through the database
 * (see `claimDue`), so each mail goes out once however many run.
 */
export function createMailSender(options: MailSenderOptions) {
  const { transport, from, clock, log } = options;
  const outbox = createOutgoingMailRepository(options.db);

  async function deliver(mail: ClaimedMail): Promise<boolean> {
    try {
      await transport.sendMail({ from, to: mail.recipient, subject: mail.subject, text: mail.body });
    } catch (error) {
      const description = describeSendError(error);
      const lastAttempt = mail.attempts >= MAX_ATTEMPTS;
      const retryAt = lastAttempt ? null : new Date(clock.now().getTime() + retryDelayMs(mail.attempts));
      await outbox.markFailed(mail.id, description, retryAt);
      const details = { mailId: mail.id, attempts: mail.attempts, error: description };
      if (lastAttempt) log.error(details, 'mail could not be sent; giving up');
      else log.warn(details, 'mail could not be sent; will retry');
      return false;
    }
    await outbox.markSent(mail.id, clock.now());
    return true;
  }

  /** One round: sends what is due, one mail at a time, until none is due or the sender stops. */
  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = clock.now();
      const [mail] = await outbox.claimDue(now, new Date(now.getTime() + LEASE_MS), 1);
      if (mail === undefined) return sent;
      if (await deliver(mail)) sent += 1;
      if (rounds.stopping) return sent;
    }
  }

  const rounds = createRounds(sendDue, (error: unknown) => {
    log.error({ error: describeSendError(error) }, 'mail sender round failed');
  });

  return {
    sendDue,
    /** Sends what is due every `intervalMs` until `stop`. */
    start: (intervalMs: number): void => rounds.start(intervalMs),
    stop: (): Promise<void> => rounds.stop(),
  };
}

export type MailSender = ReturnType<typeof createMailSender>;
