import { createHash } from 'node:crypto';
import type { CompletionData } from '../bankid-client.js';

export interface Identity {
  readonly personalNumber: string;
  readonly givenName: string;
  readonly surname: string;
}

export interface CompletionInput {
  readonly identity: Identity;
  readonly orderRef: string;
  readonly deviceIpAddress: string;
  readonly userVisibleData?: string;
  readonly userNonVisibleData?: string;
  readonly mrtd: boolean;
  readonly risk?: 'low' | 'moderate' | 'high';
}

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** Looks like BankID's XML signature in shape only; it says loudly that it is not one. */
function fakeSignature(input: CompletionInput): string {
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<!-- SIMULATED: produced by the Skogsportalen BankID simulator. NOT a BankID signature. -->',
    '<Signature xmlns="http://www.w3.org/2000/09/xmldsig#" Id="simulated">',
    '<SignatureValue>NOT-A-REAL-SIGNATURE</SignatureValue>',
    '<Object><bankIdSignedData xmlns="http://www.bankid.com/signature/v1.0.0/types">',
    `<usrVisibleData>${input.userVisibleData ?? ''}</usrVisibleData>`,
    `<usrNonVisibleData>${input.userNonVisibleData ?? ''}</usrNonVisibleData>`,
    `<srvInfo><nonce>${base64(input.orderRef)}</nonce></srvInfo>`,
    '</bankIdSignedData></Object></Signature>',
  ].join('\n');
}

/** The completion data of a completed order (docs/bankid.md 8). */
export function completionData(input: CompletionInput): CompletionData {
  const { identity } = input;
  const uhi = createHash('sha256').update(`simulated device of ${identity.personalNumber}`).digest('base64');
  return {
    user: {
      personalNumber: identity.personalNumber,
      name: `${identity.givenName} ${identity.surname}`,
      givenName: identity.givenName,
      surname: identity.surname,
    },
    device: { ipAddress: input.deviceIpAddress, uhi: uhi.slice(0, 27) },
    bankIdIssueDate: '2024-06-10',
    ...(input.mrtd ? { stepUp: { mrtd: true } } : {}),
    signature: base64(fakeSignature(input)),
    ocspResponse: base64('SIMULATED OCSP RESPONSE: NOT VALID'),
    ...(input.risk === undefined ? {} : { risk: input.risk }),
  };
}
