import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config/env.js';
import type { Queryable } from '../db/database.js';
import { systemClock, type Clock } from '../lib/clock.js';
import { startLocalSmtpServer, type LocalSmtpServer } from './local-smtp-server.js';
import { createMailSender, smtpTimeouts, type MailSender } from './mail-sender.js';

/** How often each server process looks for mail to send. */
const SEND_INTERVAL_MS = 5_000;

export interface MailServiceOptions {
  readonly config: AppConfig;
  readonly db: Queryable;
  readonly clock?: Clock;
  readonly intervalMs?: number;
}

/**
 * Runs the mail sender with the server: it starts when the app is ready and stops when it closes. With
 * SMTP_URL it sends there; locally without it, to an embedded SMTP server whose mail the dev outbox page
 * shows; elsewhere without it, mail stays queued (and the log says so).
 */
export function addMailSender(app: FastifyInstance, options: MailServiceOptions): void {
  const { config, db } = options;
  let sender: MailSender | undefined;
  let localServer: LocalSmtpServer | undefined;

  app.addHook('onReady', async () => {
    let transport;
    if (config.mail.smtpUrl !== undefined) {
      transport = nodemailer.createTransport({ url: config.mail.smtpUrl, ...smtpTimeouts });
    } else if (config.environment === 'local') {
      localServer = await startLocalSmtpServer(db);
      transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port: localServer.port,
        secure: false,
        ignoreTLS: true,
        ...smtpTimeouts,
      });
    } else {
      app.log.warn('SMTP_URL is not set: mail stays queued in outgoing_mail and is not sent');
      return;
    }
    sender = createMailSender({
      db,
      transport,
      from: config.mail.from,
      clock: options.clock ?? systemClock,
      log: app.log,
    });
    sender.start(options.intervalMs ?? SEND_INTERVAL_MS);
  });

  app.addHook('onClose', async () => {
    await sender?.stop();
    await localServer?.close();
  });
}
