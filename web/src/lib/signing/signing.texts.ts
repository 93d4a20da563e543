/** The signing dialog's Swedish strings (docs/signing.md); BankID's own messages are RFA_MESSAGES. */
export const signingTexts = {
  title: 'Signera med BankID',
  lead: 'Du skriver under det här med ditt BankID. Läs igenom texten, den visas också i BankID-appen.',
  textLabel: 'Det du signerar',
  start: 'Signera med BankID',
  checking: 'Startar BankID',
  cancelled: 'Du avbröt signeringen. Inget har skickats, och du kan försöka igen.',
  demoText: 'BankID är simulerat. Öppna den simulerade BankID-appen i en ny flik och signera där.',
} as const;
