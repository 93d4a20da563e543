import * as z from 'zod/mini';
import { RFA_CODES, type RfaCode } from './bankid-messages.js';

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
  /** Simulator only, beside the QR code: the code a tester types in the simulated app on another device. */
  simulatorCode: z.optional(z.string()),
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

/** Which message an error answer of the RP API shows (docs/bankid.md 2.3). */
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
