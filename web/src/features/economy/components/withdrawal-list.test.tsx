// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Withdrawal } from '#contracts/economy';
import { WithdrawalList } from './withdrawal-list';
import { renderPage } from '../../../lib/test-render';

const SIGNED: Withdrawal = {
  id: 'w2',
  amountOre: 500_000,
  payOn: '2026-12-03',
  bankAccount: 'Swedbank 8327-9 123 456 789-0',
  status: 'pending',
  createdAt: '2026-11-25T13:03:40.000Z',
  requestedByStaff: true,
  cancellable: true,
  signature: {
    signingId: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    signedAt: '2026-11-25T13:03:12.000Z',
    signerName: 'Lena Sjöberg',
    onBehalf: true,
  },
};
// Made before withdrawals were signed.
const OLDER: Withdrawal = {
  ...SIGNED,
  id: 'w1',
  amountOre: 1_200_000,
  payOn: '2026-06-15',
  status: 'paid',
  createdAt: '2026-06-10T08:00:00.000Z',
  requestedByStaff: false,
  cancellable: false,
  signature: null,
};

afterEach(cleanup);

function renderList(withdrawals: Withdrawal[]): void {
  renderPage(<WithdrawalList withdrawals={withdrawals} readOnly />);
}

describe('the latest withdrawals', () => {
  it('show how each withdrawal was signed with BankID, and nothing for one made before', () => {
    renderList([SIGNED, OLDER]);
    const table = screen.getByRole('table', { name: 'Senaste uttag' });
    expect(within(table).getByRole('columnheader', { name: 'Signering' })).toBeTruthy();
    const [signed, older] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(signed).getByText(/^Signerad med BankID/).textContent).toBe(
      'Signerad med BankID 25 nov. 2026 kl.\u00a014:03 av Lena Sjöberg för din räkning',
    );
    const download = within(signed).getByRole('link', {
      name: 'Hämta signerad text för uttaget på 5\u00a0000,00\u00a0kr den 3 dec. 2026',
    });
    expect(download.getAttribute('href')).toBe('/api/signing/9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d/text');
    expect(download.hasAttribute('download')).toBe(true);
    expect(within(older).queryByText(/Signerad med BankID/)).toBeNull();
    expect(within(older).queryByRole('link')).toBeNull();
  });

  it('have no signing column while none of them was signed', () => {
    renderList([OLDER]);
    expect(screen.queryByRole('columnheader', { name: 'Signering' })).toBeNull();
    expect(screen.queryByText(/Signerad med BankID/)).toBeNull();
  });
});
