import type { BankIdDevice, BankIdFlow } from '#contracts/bankid';

/** Touch screens and mobile browsers get BankID on the same device by default (docs/bankid.md 4.2). */
export function detectDevice(): BankIdDevice {
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return coarse || /Android|iPhone|iPad|iPod|Mobi/i.test(navigator.userAgent) ? 'mobile' : 'computer';
}

export const defaultFlowOf = (device: BankIdDevice): BankIdFlow =>
  device === 'mobile' ? 'same-device' : 'qr';

export const otherFlow = (flow: BankIdFlow): BankIdFlow => (flow === 'qr' ? 'same-device' : 'qr');
