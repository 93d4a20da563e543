/** The login page's own strings, kept apart from the other auth pages' so /login loads only these. */
export const loginPageTexts = {
  title: 'Logga in',
  lead: 'Logga in med BankID för att se din skog, dina kontrakt och din ekonomi.',
  accessibility: 'Tillgänglighetsredogörelse',
  checking: 'Kontrollerar om du redan är inloggad',
} as const;

/** The login card's own strings; those of the BankID order itself are shared (lib/bankid/bankid.texts.ts). */
export const loginCardTexts = {
  start: 'Logga in med BankID',
  startHint: {
    qr: 'Du identifierar dig med Mobilt BankID på en annan enhet, till exempel din mobil.',
    'same-device': 'BankID-appen öppnas på den här enheten.',
  },
  checking: 'Laddar',
  demoText:
    'BankID är simulerat. Öppna den simulerade BankID-appen i en ny flik och godkänn inloggningen där.',
} as const;
