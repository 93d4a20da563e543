import { portalRoutes } from '#contracts/routes';
import { pdfDate } from '../../pdf/pdf-format.js';
import type { SignedLine } from '../../signing/signing.texts.js';

/**
 * A notice about a mandate, as the notifier (notifications/notify.ts) takes it: a security notice, about whom
 * the member trusts rather than any one estate, so it is never shown to a representative.
 */
export interface MandateNoticeMessage {
  readonly category: 'mandates';
  readonly securityNotice: true;
  readonly title: string;
  readonly text: string;
  readonly link: string;
  readonly estateIds: readonly [];
}

/** What a new mandate covers and how long, as the notices about it say it. */
export interface GivenMandateNotice {
  readonly grantorName: string;
  readonly holderName: string;
  /** The chosen estates' designations; empty for a mandate over all of them. */
  readonly estateDesignations: readonly string[];
  /** The last day (YYYY-MM-DD), or null until further notice. */
  readonly validUntil: string | null;
}

const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} och ${items.at(-1) ?? ''}`;

const scope = (notice: GivenMandateNotice): string =>
  notice.estateDesignations.length === 0 ? 'alla fastigheter' : list(notice.estateDesignations);

const until = (notice: GivenMandateNotice): string =>
  notice.validUntil === null ? 'tills vidare' : `till och med ${pdfDate(notice.validUntil)}`;

const link = portalRoutes.mandates.path;

/**
 * Both ends of a new mandate are told, in the portal and by e-mail whatever they have chosen: someone
 * may now read the member's forest and money, and a mandate nobody asked for must be seen at once.
 */
export const mandateNotices = {
  toHolder: (notice: GivenMandateNotice): MandateNoticeMessage => ({
    category: 'mandates',
    securityNotice: true,
    title: 'Du har fått en fullmakt',
    text:
      `${notice.grantorName} har gett dig fullmakt att se ${scope(notice)} med läsrätt, ${until(notice)}. ` +
      `Du väljer ${notice.grantorName} när du loggar in. Känner du inte igen fullmakten? Kontakta oss.`,
    link,
    estateIds: [],
  }),
  toGrantor: (notice: GivenMandateNotice): MandateNoticeMessage => ({
    category: 'mandates',
    securityNotice: true,
    title: 'En fullmakt har getts i ditt namn',
    text:
      `${notice.holderName} har fått fullmakt att se ${scope(notice)} med läsrätt, ${until(notice)}. ` +
      'Var det inte du som gav den? Ta bort den under Mina fullmakter och kontakta oss.',
    link,
    estateIds: [],
  }),
};

/** Only the birth date shows; the last four digits, which make the number a key to the person, never do. */
export const maskedPersonalNumber = (twelveDigits: string, hidden = '****'): string =>
  `${twelveDigits.slice(0, 8)}-${hidden}`;

export const signedMandateTitle = 'Fullmakt';

/** What the member signs with BankID: who, which estates, what right, how long. */
export const signedMandateLines = (mandate: {
  holder: { name: string; birthDate: string };
  estates: readonly { designation: string }[] | 'all';
  readOnly: boolean;
  validUntil: string | null;
}): SignedLine[] => [
  // simpleMarkdownV1 reads `*` as emphasis, so the hidden digits are written as X.
  ['Till', `${mandate.holder.name} (${maskedPersonalNumber(mandate.holder.birthDate, 'XXXX')})`],
  [
    'Gäller',
    mandate.estates === 'all'
      ? 'alla mina fastigheter, även de som tillkommer'
      : list(mandate.estates.map((estate) => estate.designation)),
  ],
  ['Behörighet', mandate.readOnly ? 'endast läsa, inga ändringar' : 'läsa och ändra'],
  [
    'Giltig',
    mandate.validUntil === null ? 'tills jag återkallar den' : `till och med ${pdfDate(mandate.validUntil)}`,
  ],
];
