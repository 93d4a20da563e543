import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config/env.js';
import type { Queryable } from '../db/database.js';
import type { JobHandlers } from '../jobs/job-worker.js';
import { systemClock, type Clock } from '../lib/clock.js';
import { startLocalSmtpServer, type LocalSmtpServer } from './local-smtp-server.js';
import { mailSender, SEND_MAIL_JOB, smtpTimeouts, type MailTransport } from './mail-sender.js';

export interface MailServiceOptions {
  readonly config: AppConfig;
  readonly db: Queryable;
  readonly clock?: Clock;
}

/**
 * The job handler that sends queued mail, for the app's job worker (`addJobWorker`). With SMTP_URL it sends
 * there; locally without it, to an embedded SMTP server, started with the app, whose mail the dev outbox page
 * shows; elsewhere without it there is no handler, so mail jobs stay queued (and the log says so). Add it
 * before the job worker, so the worker stops before the embedded server does.
 */
export function addMailDelivery(app: FastifyInstance, options: MailServiceOptions): JobHandlers {
  const { config, db } = options;
  const handler = (transport: MailTransport) => ({
    [SEND_MAIL_JOB]: mailSender({
      db,
      transport,
      from: config.mail.from,
      clock: options.clock ?? systemClock,
    }),
  });

  if (config.mail.smtpUrl !== undefined) {
    return handler(nodemailer.createTransport({ url: config.mail.smtpUrl, ...smtpTimeouts }));
  }
  if (config.environment !== 'local') {
    app.addHook('onReady', async () => {
      app.log.warn('SMTP_URL is not set: mail stays queued in the job queue and is not sent');
    });
    return {};
  }

  let localServer: LocalSmtpServer | undefined;
  let localTransport: MailTransport | undefined;
  app.addHook('onReady', async () => {
    localServer = await startLocalSmtpServer(db);
    localTransport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: localServer.port,
      secure: false,
      ignoreTLS: true,
      ...smtpTimeouts,
    });
  });
  app.addHook('onClose', async () => {
    await localServer?.close();
  });
  return handler({
    sendMail: (message) => {
      if (localTransport === undefined) throw new Error('the local SMTP server has not started');
      return localTransport.sendMail(message);
    },
  });
}
