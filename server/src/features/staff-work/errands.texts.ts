import { formatKronorExact, type ChangeKind } from '#contracts/economy';
import { portalRoutes } from '#contracts/routes';
import type { Mail } from '../../mail/queue-mail.js';
import { swedishLongDate } from '../../lib/swedish-time.js';

/** What members and applicants are told when staff answer a message or decide a request: Swedish only. */

/** A notification's title and text to the member. */
interface Notice {
  readonly title: string;
  readonly text: string;
}

const EXCERPT = 300;
const excerpt = (text: string): string => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);

/** The member's answer in the portal: the notification (and its mail) says who answered and what. */
export const answerNotice = (subject: string, byName: string, body: string): Notice => ({
  title: `Svar på meddelandet: ${subject}`,
  text: `${byName} har svarat: ${excerpt(body)}`,
});

const parts = (requested: readonly { dueOn: string; amountOre: number }[]): string =>
  requested
    .map((part) => `${formatKronorExact(part.amountOre)} den ${swedishLongDate(part.dueOn)}`)
    .join(' och ');

const WHAT: Readonly<Record<ChangeKind, string>> = {
  move: 'flytta utbetalningen',
  split: 'dela utbetalningen',
};

export const planChangeNotice = {
  approved: (
    kind: ChangeKind,
    payoutDueOn: string,
    requested: readonly { dueOn: string; amountOre: number }[],
  ) => ({
    title: 'Ändringen av betalningsplanen är godkänd',
    text:
      `Vi har godkänt att ${WHAT[kind]} ${swedishLongDate(payoutDueOn)}. ` +
      `Betalningsplanen betalar nu ut ${parts(requested)}.`,
  }),
  refused: (kind: ChangeKind, payoutDueOn: string, reason: string) => ({
    title: 'Ändringen av betalningsplanen är avslagen',
    text:
      `Vi kan inte ${WHAT[kind]} ${swedishLongDate(payoutDueOn)}. Skäl: ${reason} ` +
      'Utbetalningen ligger kvar som förut.',
  }),
} satisfies Record<string, (...args: never[]) => Notice>;

export interface ApplicationMailFacts {
  readonly to: string;
  readonly firstName: string;
  readonly memberNumber: string;
  readonly associationName: string;
  readonly productName: string;
  readonly publicUrl: string;
}

export const applicationMail = {
  approved: (facts: ApplicationMailFacts): Mail => ({
    to: facts.to,
    subject: `Välkommen som medlem i ${facts.associationName}`,
    text:
      `Hej ${facts.firstName}!\n\n` +
      `Din ansökan om medlemskap är godkänd. Välkommen som medlem i ${facts.associationName}! ` +
      `Ditt medlemsnummer är ${facts.memberNumber}.\n\n` +
      `Nästa gång du loggar in i ${facts.productName} med BankID kommer du direkt till din översikt: ` +
      `${facts.publicUrl}${portalRoutes.login.path}\n\n` +
      `Med vänliga hälsningar\n${facts.associationName}`,
  }),
  refused: (facts: ApplicationMailFacts & { readonly reason: string }): Mail => ({
    to: facts.to,
    subject: `Din ansökan om medlemskap i ${facts.associationName}`,
    text:
      `Hej ${facts.firstName}!\n\n` +
      `Vi har behandlat din ansökan om medlemskap och kan tyvärr inte bevilja den.\n\n` +
      `Skäl: ${facts.reason}\n\n` +
      `Har du frågor är du välkommen att höra av dig till oss. Du kan också skicka en ny ansökan i ` +
      `${facts.productName}: ${facts.publicUrl}${portalRoutes.login.path}\n\n` +
      `Med vänliga hälsningar\n${facts.associationName}`,
  }),
};

/** The member's notice when the advisor answers their observation from the forest. */
export const observationAnswerNotice = (kindLabel: string, byName: string, body: string): Notice => ({
  title: `Svar på observationen: ${kindLabel}`,
  text: `${byName} har svarat: ${excerpt(body)}`,
});

/** The member's notice when the advisor confirms what they saw. */
export const observationConfirmedNotice = (kindLabel: string, byName: string): Notice => ({
  title: `Observationen är bekräftad: ${kindLabel}`,
  text: `${byName} har bekräftat det du såg. Svaret finns vid punkten på kartan.`,
});
