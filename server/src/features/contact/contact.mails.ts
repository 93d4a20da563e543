import type { ReplyChannel } from '#contracts/contact';
import { swedishDateTime } from '../../lib/swedish-time.js';
import type { Mail } from '../../mail/queue-mail.js';
import type { ContactOnFile } from '../../stakeholders/stakeholders.js';

export interface MessageMailFacts {
  readonly advisor: { readonly name: string; readonly email: string };
  readonly member: ContactOnFile & { readonly memberNumber: string };
  readonly writerName: string;
  readonly business: { readonly id: string; readonly name: string };
  readonly subject: string;
  readonly message: string;
  readonly replyChannel: ReplyChannel;
  readonly sentAt: Date;
  readonly associationName: string;
}

const replyLine = (facts: MessageMailFacts): string =>
  facts.replyChannel === 'email'
    ? `Vill ha svar via e-post: ${facts.member.email ?? ''}`
    : `Vill bli uppringd: ${facts.member.phone ?? ''}`;

/** To the advisor: the message, who sent it and how to answer. No personal number. */
export function advisorMail(facts: MessageMailFacts): Mail {
  const writer =
    facts.writerName === facts.member.name ? '' : `Skrivet av ${facts.writerName} för medlemmens räkning.\n`;
  return {
    to: facts.advisor.email,
    subject: `Meddelande från ${facts.member.name}: ${facts.subject}`,
    text:
      `Hej ${facts.advisor.name}!\n\n` +
      `${facts.member.name} (medlemsnummer ${facts.member.memberNumber}) har skickat ett meddelande via ` +
      `Mina sidor ${swedishDateTime(facts.sentAt)} om skogsverksamheten ${facts.business.name} ` +
      `(${facts.business.id}).\n${writer}\n` +
      `Ämne: ${facts.subject}\n\n${facts.message}\n\n${replyLine(facts)}\n\n` +
      `Med vänliga hälsningar\n${facts.associationName}`,
  };
}

/** To the member: a receipt with what they wrote, so they have it too. */
export function receiptMail(facts: MessageMailFacts & { readonly to: string }): Mail {
  const answer = facts.replyChannel === 'email' ? 'svarar dig via e-post' : 'ringer upp dig';
  return {
    to: facts.to,
    subject: `Vi har tagit emot ditt meddelande: ${facts.subject}`,
    text:
      `Hej ${facts.member.name}!\n\n` +
      `Ditt meddelande till ${facts.advisor.name} har kommit fram. ${facts.advisor.name} ${answer} ` +
      `så snart som möjligt.\n\nÄmne: ${facts.subject}\n\n${facts.message}\n\n` +
      `Med vänliga hälsningar\n${facts.associationName}`,
  };
}
