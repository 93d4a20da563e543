// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Signature } from '#contracts/signing';
import { RuntimeConfigProvider } from './runtime-config';
import { SignedWithBankId } from './signed-with-bankid';
import { testRuntimeConfig } from './test-runtime-config';

const SIGNED: Signature = {
  signingId: '8f14e45f-ceea-4e7a-9b1f-2c3d4e5f6a7b',
  // 14:03 in Stockholm.
  signedAt: '2026-11-25T13:03:12.000Z',
  signerName: 'Karin Lindqvist',
  onBehalf: false,
};

afterEach(cleanup);

function renderEvidence(signature: Signature | null, apiRoot = '/api/'): HTMLElement {
  return render(
    <RuntimeConfigProvider config={testRuntimeConfig({ apiRoot })}>
      <SignedWithBankId signature={signature} of="för uttaget på 5 000,00 kr den 3 dec. 2026" />
    </RuntimeConfigProvider>,
  ).container;
}

const evidenceText = () => screen.getByText(/^Signerad med BankID/).textContent.replace(/\s/g, ' ');

describe('the BankID evidence of a signed write', () => {
  it('says it was signed with BankID and when, in Swedish time', () => {
    renderEvidence(SIGNED);
    expect(evidenceText()).toBe('Signerad med BankID 25 nov. 2026 kl. 14:03');
    expect(screen.queryByText(/för din räkning/)).toBeNull();
  });

  it('names the staff member who signed on the member’s behalf', () => {
    renderEvidence({ ...SIGNED, signerName: 'Lena Sjöberg', onBehalf: true });
    expect(evidenceText()).toBe('Signerad med BankID 25 nov. 2026 kl. 14:03 av Lena Sjöberg för din räkning');
  });

  it('links to the signed text as a download, named for the write it belongs to', () => {
    renderEvidence(SIGNED, '/portal/api/');
    const link = screen.getByRole('link', {
      name: 'Hämta signerad text för uttaget på 5 000,00 kr den 3 dec. 2026',
    });
    expect(link.getAttribute('href')).toBe('/portal/api/signing/8f14e45f-ceea-4e7a-9b1f-2c3d4e5f6a7b/text');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('shows nothing for a write made before signing existed', () => {
    const container = renderEvidence(null);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
