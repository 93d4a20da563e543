/** The login page's own strings, kept apart from the other auth pages' so /login loads only these. */
export const loginPageTexts = {
  title: 'Logga in',
  lead: 'Logga in med BankID för att se din skog, dina kontrakt och din ekonomi.',
  accessibility: 'Tillgänglighetsredogörelse',
  checking: 'Kontrollerar om du redan är inloggad',
} as const;

/**
 * The login card's Swedish strings. BankID's own wording comes from its demo (docs/bankid.md 5.2); the RFA
 * messages themselves live in `RFA_MESSAGES` (contracts/bankid-messages.ts).
 */
export const bankIdTexts = {
  start: 'Logga in med BankID',
  startHint: {
    qr: 'Du identifierar dig med Mobilt BankID på en annan enhet, till exempel din mobil.',
    'same-device': 'BankID-appen öppnas på den här enheten.',
  },
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
  checking: 'Laddar',
  starting: 'Startar BankID',
  demoLabel: 'Demoläge:',
  demoText:
    'BankID är simulerat. Öppna den simulerade BankID-appen i en ny flik och godkänn inloggningen där.',
  demoLink: 'Öppna den simulerade BankID-appen (öppnas i ny flik)',
  simulatorCode: 'Kod för den simulerade BankID-appen på en annan enhet:',
} as const;
