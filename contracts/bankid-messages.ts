/**
 * BankID's user messages. Plain data with no schema library, for the login page's first load; the
 * schemas in `bankid.ts` use the codes.
 */

/** The official user messages, verbatim from developers.bankid.com (docs/bankid.md 5). */
export const RFA_MESSAGES = {
  RFA1: 'Starta BankID-appen.',
  RFA2: 'Du verkar inte ha BankID-appen. Installera den och skaffa ett BankID.',
  RFA3: 'Åtgärden avbröts. Försök igen.',
  RFA4: 'En identifiering eller underskrift pågår redan för ditt personnummer. Försök igen.',
  RFA5: 'Något gick fel. Försök igen.',
  RFA6: 'Åtgärden avbröts.',
  RFA8: 'BankID-appen svarar inte. Kontrollera att den är startad och att du har internetanslutning. Försök sedan igen.',
  RFA9: 'Skriv in din säkerhetskod i BankID-appen och välj Identifiera eller Skriv under.',
  RFA13: 'Försöker starta BankID-appen.',
  RFA15A:
    'Söker efter BankID. Säkerställ att du har ett giltigt BankID på den här datorn. Om du har ett BankID på kort, sätt in kortet i kortläsaren.',
  // BankID publishes "gitligt"; we correct the typo (docs/bankid.md 5).
  RFA15B: 'Söker efter BankID. Säkerställ att du har ett giltigt BankID på den här enheten.',
  RFA16:
    'Ditt BankID är för gammalt eller spärrat. Använd ett annat BankID eller skaffa ett nytt hos din bank.',
  RFA17A: 'Du verkar inte ha BankID-appen/programmet. Installera den och skaffa ett BankID hos din bank.',
  RFA17B: 'Misslyckades att läsa av QR-koden. Starta BankID-appen och läs av QR-koden.',
  RFA19: 'Vill du använda BankID på den här datorn eller ett Mobilt BankID?',
  RFA20: 'Vill du använda BankID på den här enheten eller på en annan enhet?',
  RFA21: 'En identifiering eller underskrift pågår.',
  RFA22: 'Något gick fel. Försök igen.',
  RFA23: 'Fotografera och läs av din ID-handling med BankID-appen.',
} as const;
export type RfaCode = keyof typeof RFA_MESSAGES;
export const RFA_CODES = Object.keys(RFA_MESSAGES) as [RfaCode, ...RfaCode[]];
