/** The BankID evidence beside a signed write in the member's lists (docs/signing.md, "Evidence"). */
export const signedWithBankIdTexts = {
  signed: 'Signerad med BankID',
  onBehalf: (signerName: string) => `av ${signerName} för din räkning`,
  download: 'Hämta signerad text',
  /** A table column that holds the evidence. */
  column: 'Signering',
  /** What was signed, read after the link's visible words so each link says which text it fetches. */
  of: {
    withdrawal: (amount: string, payOn: string) => `för uttaget på ${amount} den ${payOn}`,
    planChange: (payoutDueOn: string) => `för ändringen av utbetalningen ${payoutDueOn}`,
    mandate: (holderName: string) => `för fullmakten till ${holderName}`,
    order: (number: string) => `för order ${number}`,
  },
} as const;
