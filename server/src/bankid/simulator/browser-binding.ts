import { createHash } from 'node:crypto';

/** Letters and digits nobody mixes up when reading them off a screen (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ORDER_CODE_LENGTH = 6;

/**
 * Simulator only: which browser started an order. The portal sends it as BankID's `web.deviceIdentifier`,
 * derived from the browser's login cookie, and the simulator's phone page, served on the same origin,
 * derives it again from the cookie it receives: an order is listed only in the browser that started it,
 * so two people logging in on one demo at once never approve each other's order.
 */
export const browserBinding = (flowToken: string): string =>
  createHash('sha256').update(`bankid-simulator-browser:${flowToken}`).digest('hex');

/** The short code the login page shows beside the QR code, which a tester on another device types in. */
export function orderCode(deviceIdentifier: string): string {
  const digest = createHash('sha256').update(`bankid-simulator-code:${deviceIdentifier}`).digest();
  return [...digest.subarray(0, ORDER_CODE_LENGTH)]
    .map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length])
    .join('');
}

/** A typed code as the simulator compares it: upper case, without spaces or dashes. */
export const normaliseOrderCode = (typed: string): string => typed.replace(/[\s-]/g, '').toUpperCase();
