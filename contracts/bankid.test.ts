import { describe, expect, it } from 'vitest';
import {
  FAILED_HINT_CODES,
  messageForCollect,
  messageForError,
  PENDING_HINT_CODES,
  type BankIdDevice,
  type BankIdFlow,
} from './bankid.js';
import { RFA_MESSAGES } from './bankid-messages.js';

const CONTEXTS = [
  { flow: 'qr', device: 'computer' },
  { flow: 'qr', device: 'mobile' },
  { flow: 'same-device', device: 'computer' },
  { flow: 'same-device', device: 'mobile' },
] as const satisfies readonly { flow: BankIdFlow; device: BankIdDevice }[];

const qrOnComputer = CONTEXTS[0];

describe('messageForCollect, pending (docs/bankid.md 5.1)', () => {
  it.each([
    ['noClient', 'RFA1'],
    ['userMrtd', 'RFA23'],
    ['userSign', 'RFA9'],
    ['userCallConfirm', 'RFA21'],
  ] as const)('shows %s as %s in every flow and on every device', (hintCode, code) => {
    for (const context of CONTEXTS) {
      expect(messageForCollect({ status: 'pending', hintCode }, context)).toBe(code);
    }
  });

  it('asks to start the app in the QR flow (RFA1) but says it is starting it in the same-device flow (RFA13)', () => {
    const outstanding = { status: 'pending', hintCode: 'outstandingTransaction' } as const;
    expect(messageForCollect(outstanding, { flow: 'qr', device: 'computer' })).toBe('RFA1');
    expect(messageForCollect(outstanding, { flow: 'qr', device: 'mobile' })).toBe('RFA1');
    expect(messageForCollect(outstanding, { flow: 'same-device', device: 'computer' })).toBe('RFA13');
    expect(messageForCollect(outstanding, { flow: 'same-device', device: 'mobile' })).toBe('RFA13');
  });

  it('searches for BankID on this computer (RFA15A) or this device (RFA15B) when started', () => {
    const started = { status: 'pending', hintCode: 'started' } as const;
    expect(messageForCollect(started, { flow: 'qr', device: 'computer' })).toBe('RFA15A');
    expect(messageForCollect(started, { flow: 'same-device', device: 'computer' })).toBe('RFA15A');
    expect(messageForCollect(started, { flow: 'qr', device: 'mobile' })).toBe('RFA15B');
    expect(messageForCollect(started, { flow: 'same-device', device: 'mobile' })).toBe('RFA15B');
  });

  it.each(['userFace', 'processing', 'somethingBankIdAddsTomorrow', undefined])(
    'falls back to RFA21 for the unknown or missing pending hint %s',
    (hintCode) => {
      expect(messageForCollect({ status: 'pending', hintCode }, qrOnComputer)).toBe('RFA21');
    },
  );

  it('has a message for every pending hint code it lists', () => {
    for (const hintCode of PENDING_HINT_CODES) {
      expect(messageForCollect({ status: 'pending', hintCode }, qrOnComputer)).toBeDefined();
    }
  });
});

describe('messageForCollect, failed (docs/bankid.md 5.1)', () => {
  it.each([
    ['expiredTransaction', 'RFA8'],
    ['certificateErr', 'RFA16'],
    ['userCancel', 'RFA6'],
    ['cancelled', 'RFA3'],
    ['userDeclinedCall', 'RFA22'],
    ['notSupportedByUserApp', 'RFA22'],
    ['transactionRiskBlocked', 'RFA22'],
  ] as const)('shows %s as %s in every flow and on every device', (hintCode, code) => {
    for (const context of CONTEXTS) {
      expect(messageForCollect({ status: 'failed', hintCode }, context)).toBe(code);
    }
  });

  it('blames the missing app after autostart (RFA17A) and the QR scan in the QR flow (RFA17B)', () => {
    const startFailed = { status: 'failed', hintCode: 'startFailed' } as const;
    expect(messageForCollect(startFailed, { flow: 'same-device', device: 'mobile' })).toBe('RFA17A');
    expect(messageForCollect(startFailed, { flow: 'same-device', device: 'computer' })).toBe('RFA17A');
    expect(messageForCollect(startFailed, { flow: 'qr', device: 'computer' })).toBe('RFA17B');
    expect(messageForCollect(startFailed, { flow: 'qr', device: 'mobile' })).toBe('RFA17B');
  });

  it.each(['stepUpFailed', 'mrtdVerificationFailed', 'somethingBankIdAddsTomorrow', undefined])(
    'falls back to RFA22 for the unknown or missing failed hint %s',
    (hintCode) => {
      expect(messageForCollect({ status: 'failed', hintCode }, qrOnComputer)).toBe('RFA22');
    },
  );

  it('covers every failed hint code it lists', () => {
    for (const hintCode of FAILED_HINT_CODES) {
      expect(messageForCollect({ status: 'failed', hintCode }, qrOnComputer)).toMatch(/^RFA/);
    }
  });
});

describe('messageForCollect, complete', () => {
  it('shows no message', () => {
    for (const context of CONTEXTS)
      expect(messageForCollect({ status: 'complete' }, context)).toBeUndefined();
  });
});

describe('messageForError (docs/bankid.md 2.3 and 5.1)', () => {
  it.each([
    ['alreadyInProgress', 'RFA4'],
    ['requestTimeout', 'RFA5'],
    ['internalError', 'RFA5'],
    ['maintenance', 'RFA5'],
    ['network', 'RFA5'],
    ['invalidParameters', 'RFA22'],
    ['unauthorized', 'RFA22'],
    ['notFound', 'RFA22'],
    ['methodNotAllowed', 'RFA22'],
    ['unsupportedMediaType', 'RFA22'],
    ['invalidResponse', 'RFA22'],
    ['somethingBankIdAddsTomorrow', 'RFA22'],
    [undefined, 'RFA22'],
  ] as const)('shows %s as %s', (errorCode, code) => {
    expect(messageForError(errorCode)).toBe(code);
  });

  it('maps every code to a message that exists', () => {
    for (const code of ['alreadyInProgress', 'network', 'tooManyRequests', 'x']) {
      expect(RFA_MESSAGES[messageForError(code)]).toMatch(/\S/);
    }
  });
});

describe('RFA_MESSAGES', () => {
  it('keeps the official texts verbatim, with the RFA15B typo corrected', () => {
    expect(RFA_MESSAGES.RFA1).toBe('Starta BankID-appen.');
    expect(RFA_MESSAGES.RFA9).toBe(
      'Skriv in din säkerhetskod i BankID-appen och välj Identifiera eller Skriv under.',
    );
    expect(RFA_MESSAGES.RFA17B).toBe(
      'Misslyckades att läsa av QR-koden. Starta BankID-appen och läs av QR-koden.',
    );
    expect(RFA_MESSAGES.RFA15B).toContain('giltigt');
  });
});
