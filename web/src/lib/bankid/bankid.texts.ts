/**
 * The Swedish strings of a BankID order on screen, the login's and a signing's. BankID's own wording comes
 * from its demo (docs/bankid.md 5.2); the RFA messages live in `RFA_MESSAGES` (contracts/bankid-messages.ts).
 */
export const bankIdTexts = {
  /** The link to the other way, named after the flow it starts. */
  switchTo: {
    qr: 'Öppna BankID på en annan enhet istället',
    'same-device': 'Öppna BankID på den här enheten istället',
  },
  openBankId: 'Öppna BankID',
  qrInstruction: 'Starta BankID-appen och tryck på QR-ikonen. Skanna sedan QR-koden nedan.',
  qrLabel: 'QR-kod för BankID',
  cancel: 'Avbryt',
  tryAgain: 'Försök igen',
  starting: 'Startar BankID',
  demoLabel: 'Demoläge:',
  demoLink: 'Öppna den simulerade BankID-appen (öppnas i ny flik)',
  simulatorCode: 'Kod för den simulerade BankID-appen på en annan enhet:',
} as const;
