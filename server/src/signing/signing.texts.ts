/** The Swedish answers of signed writes (docs/signing.md). */
export const signingErrors = {
  notFound: 'Signeringen finns inte. Börja om.',
  incomplete: 'Du har inte signerat med BankID ännu. Ingenting har genomförts.',
  mismatch:
    'Det du signerade stämmer inte med det som skickades. Ingenting har genomförts. Börja om och signera igen.',
  used: 'Det här är redan signerat och genomfört.',
  expired: 'Signeringen är för gammal för att användas. Ingenting har genomförts. Signera igen.',
  alreadySigned: 'Det här är redan signerat.',
  noSigner: 'Du kan inte signera med BankID här.',
} as const;

export const signedTextFile = {
  /** `signerat-uttag-2026-11-25.txt` */
  name: (what: string, day: string) => `signerat-${what}-${day}.txt`,
  footer: (signer: string, when: string, onBehalf: boolean) =>
    `Signerad med BankID av ${signer} ${when}${onBehalf ? ' för medlemmens räkning' : ''}.`,
  what: { withdrawal: 'uttag', 'plan-change': 'betalplan', mandate: 'fullmakt', order: 'bestallning' },
} as const;
