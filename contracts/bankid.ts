import * as z from 'zod/mini';

/**
 * The portal's own BankID login calls (`/api/bankid/*`), which the login page uses. The browser never sees
 * an orderRef, a token or the QR secret: the order is bound to the browser by an HttpOnly cookie.
 */
export const BANKID_FLOWS = ['qr', 'same-device'] as const;
export type BankIdFlow = (typeof BANKID_FLOWS)[number];

/** The device the login page runs on; chooses between RFA15A/B (docs/bankid.md 5.1). */
export const BANKID_DEVICES = ['computer', 'mobile'] as const;
export type BankIdDevice = (typeof BANKID_DEVICES)[number];

export const BankIdStartRequestSchema = z.object({
  flow: z.enum(BANKID_FLOWS),
  device: z.enum(BANKID_DEVICES),
});
export type BankIdStartRequest = z.infer<typeof BankIdStartRequestSchema>;

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
  // BankID publishes "gitligt"; we correct the typo (docs/bankid.md 5 asks us to decide).
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

/**
 * A drawable QR code: the text it encodes, and the SVG path of its dark modules in a `size` x `size` grid
 * (quiet zone included). The text is what the image shows anyway; it changes every second.
 */
export const QrImageSchema = z.object({ content: z.string(), path: z.string(), size: z.number() });

/** What the login page polls every second while an order runs. */
export const BankIdStatusSchema = z.object({
  status: z.enum(['pending', 'failed', 'complete']),
  hintCode: z.optional(z.string()),
  /** The RFA message to show; absent once the order is complete. */
  messageCode: z.optional(z.enum(RFA_CODES)),
  /** Only while the order waits for a scan (`outstandingTransaction`) in the QR flow. */
  qr: z.optional(QrImageSchema),
  /** Same-device flow: the autostart link the user follows to open BankID. */
  launchUrl: z.optional(z.string()),
});
export type BankIdStatus = z.infer<typeof BankIdStatusSchema>;

export const PENDING_HINT_CODES = [
  'outstandingTransaction',
  'noClient',
  'started',
  'userMrtd',
  'userCallConfirm',
  'userSign',
] as const;
export const FAILED_HINT_CODES = [
  'expiredTransaction',
  'certificateErr',
  'userCancel',
  'cancelled',
  'startFailed',
  'userDeclinedCall',
  'notSupportedByUserApp',
  'transactionRiskBlocked',
] as const;

/** Which message a collect result shows (docs/bankid.md 5.1); unknown codes fall back to RFA21 / RFA22. */
export function messageForCollect(
  result: { status: 'pending' | 'failed' | 'complete'; hintCode?: string },
  context: { flow: BankIdFlow; device: BankIdDevice },
): RfaCode | undefined {
  const { status, hintCode } = result;
  if (status === 'complete') return undefined;
  if (status === 'pending') {
    switch (hintCode) {
      case 'outstandingTransaction':
        return context.flow === 'same-device' ? 'RFA13' : 'RFA1';
      case 'noClient':
        return 'RFA1';
      case 'started':
        return context.device === 'mobile' ? 'RFA15B' : 'RFA15A';
      case 'userMrtd':
        return 'RFA23';
      case 'userSign':
        return 'RFA9';
      default:
        return 'RFA21';
    }
  }
  switch (hintCode) {
    case 'expiredTransaction':
      return 'RFA8';
    case 'certificateErr':
      return 'RFA16';
    case 'userCancel':
      return 'RFA6';
    case 'cancelled':
      return 'RFA3';
    case 'startFailed':
      return context.flow === 'same-device' ? 'RFA17A' : 'RFA17B';
    default:
      return 'RFA22';
  }
}

/** Which message an error answer of the RP API shows (docs/bankid.md 2.7). */
export function messageForError(errorCode: string | undefined): RfaCode {
  switch (errorCode) {
    case 'alreadyInProgress':
      return 'RFA4';
    case 'requestTimeout':
    case 'internalError':
    case 'maintenance':
    case 'network':
      return 'RFA5';
    default:
      return 'RFA22';
  }
}
