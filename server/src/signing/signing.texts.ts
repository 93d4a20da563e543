import { literalForSimpleMarkdown, type SignedWriteKind } from '#contracts/signing';

/** The Swedish answers of signed writes (docs/signing.md). */
export const signingErrors = {
  notFound: 'Signeringen finns inte. Börja om.',
  incomplete: 'Du har inte signerat med BankID ännu. Ingenting har genomförts.',
  mismatch:
    'Det du signerade stämmer inte med det som skickades. Ingenting har genomförts. Börja om och signera igen.',
  stale:
    'Uppgifterna har ändrats sedan du signerade, så det du signerade stämmer inte längre. Ingenting har ' +
    'genomförts. Granska uppgifterna och signera igen.',
  used: 'Det här är redan signerat och genomfört.',
  expired: 'Signeringen är för gammal för att användas. Ingenting har genomförts. Signera igen.',
  alreadySigned: 'Det här är redan signerat.',
  noSigner: 'Du kan inte signera med BankID här.',
} as const;

/** The member's access log, of a signed write asked for and not yet signed: "Uttag från merkontot, …". */
export const askedForSignature = (title: string): string => `${title}, förberett för signering`;

export const signedTextFile = {
  /** `signerat-uttag-2026-11-25.txt` */
  name: (what: string, day: string) => `signerat-${what}-${day}.txt`,
  footer: (signer: string, when: string, onBehalf: boolean) =>
    `Signerad med BankID av ${signer} ${when}${onBehalf ? ' för medlemmens räkning' : ''}.`,
  what: {
    withdrawal: 'uttag',
    'plan-change': 'betalplan',
    mandate: 'fullmakt',
    order: 'bestallning',
    'order-price': 'slutpris',
  } satisfies Record<SignedWriteKind, string>,
} as const;

/** Whom a signed write is for: the member (a person or a company) or another customer, by number. */
export interface SignedFor {
  readonly name: string;
  readonly number: string;
  readonly isMember: boolean;
}

/** One line under the heading: a label and, after a colon, its value. */
export type SignedLine = readonly [label: string, value?: string];

/**
 * The text BankID shows (simpleMarkdownV1): the heading, whom the write is for, then the write's own lines.
 * Every label and value is put in literally (on one line, markup characters escaped), so nothing a person
 * typed (a message, a name) can make a heading, a list, a table or emphasis.
 */
export function signedText(title: string, signedFor: SignedFor, lines: readonly SignedLine[]): string {
  const number = `${signedFor.isMember ? 'medlemsnummer' : 'kundnummer'} ${signedFor.number}`;
  const line = ([label, value]: SignedLine): string =>
    value === undefined
      ? literalForSimpleMarkdown(label)
      : `${literalForSimpleMarkdown(label)}: ${literalForSimpleMarkdown(value)}`;
  return [
    `# ${literalForSimpleMarkdown(title)}`,
    line(['För', `${signedFor.name}, ${number}`]),
    ...lines.map(line),
  ].join('\n');
}
