import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Queryable } from '../db/database.js';
import { createLocalMailboxRepository } from './local-mailbox.repository.js';

export interface LocalSmtpServer {
  readonly port: number;
  close(): Promise<void>;
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string =>
  [field ?? []]
    .flat()
    .flatMap((group) => group.value.map((entry) => entry.address ?? ''))
    .filter(Boolean)
    .join(', ');

/**
 * Local development only: an SMTP server on 127.0.0.1 that receives the portal's mail for real and keeps it
 * in the local mailbox, where the dev outbox page shows it. No TLS, no login: it listens on loopback only.
 */
export async function startLocalSmtpServer(db: Queryable, port = 0): Promise<LocalSmtpServer> {
  const mailbox = createLocalMailboxRepository(db);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    banner: 'Skogsportalen local mailbox',
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) =>
          mailbox.store({
            sender: addresses(parsed.from),
            recipients: addresses(parsed.to),
            subject: parsed.subject ?? '',
            body: parsed.text ?? '',
          }),
        )
        .then(
          () => {
            callback();
          },
          (error: unknown) => {
            callback(error instanceof Error ? error : new Error(String(error)));
          },
        );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      // A client that hangs up mid-mail is the client's problem; the server goes on listening.
      server.on('error', () => undefined);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
