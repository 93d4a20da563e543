/** The transactions API's Swedish texts (the filter's own messages live in contracts/transactions.ts). */
export const transactionTexts = {
  noStakeholder: 'Välj först vem du företräder.',
  unknownAccount: 'Kontot finns inte bland dina konton.',
  csvHeader: ['Datum', 'Konto', 'Kontotyp', 'Typ', 'Text', 'Belopp (kr)', 'Saldo efter (kr)'],
  /** The file name's period when the filter leaves an end open. */
  fromStart: 'fran-borjan',
} as const;
