// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TransactionPage } from '#contracts/transactions';
import { TransactionsList } from './transactions-list';

const PAGE: TransactionPage = {
  accounts: [{ id: 'a1', number: '8140-100245', kind: 'merkonto' }],
  transactions: [
    {
      id: '2',
      bookedOn: '2026-11-18',
      kind: 'likvid',
      text: 'Likvid enligt avräkning AVR-2026-41208',
      amountOre: 10_014_476,
      balanceAfterOre: 20_158_522,
      accountId: 'a1',
    },
    {
      id: '1',
      bookedOn: '2026-09-10',
      kind: 'uttag',
      text: 'Uttag till bankkonto',
      amountOre: -2_500_000,
      balanceAfterOre: 10_144_046,
      accountId: 'a1',
    },
  ],
  nextCursor: null,
  total: { count: 2, capped: false },
  sums: { inOre: 10_014_476, outOre: -2_500_000 },
  limitedToMandate: false,
};

/** As a representative whose mandate covers some estates gets it: no running balances. */
const LIMITED: TransactionPage = {
  ...PAGE,
  transactions: PAGE.transactions.map((row) => ({ ...row, balanceAfterOre: null })),
  limitedToMandate: true,
};

afterEach(cleanup);

const renderList = (page: TransactionPage) =>
  render(<TransactionsList pages={[page]} hasMore={false} loadingMore={false} onMore={() => undefined} />);

describe('the transactions list', () => {
  it('shows the balance after each transaction', () => {
    renderList(PAGE);
    const table = screen.getByRole('table', { name: 'Transaktioner, senaste först' });
    expect(within(table).getByRole('columnheader', { name: 'Saldo efter' })).toBeTruthy();
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('201\u00a0585,22');
    expect(screen.queryByText(/Därför visas inte saldot/)).toBeNull();
  });

  it('tells a representative shown only some transactions why there is no balance, and leaves its column out', () => {
    renderList(LIMITED);
    expect(
      screen.getByText(
        'Du ser transaktionerna som gäller fastigheterna i din fullmakt och dem som inte gäller någon ' +
          'fastighet. Därför visas inte saldot efter varje transaktion.',
      ),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Transaktioner, senaste först' });
    expect(within(table).queryByRole('columnheader', { name: 'Saldo efter' })).toBeNull();
    expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    expect(within(table).getAllByRole('row')[1]?.querySelectorAll('td, th')).toHaveLength(5);
    expect(screen.queryByText(/Saldo efter:/)).toBeNull();
  });
});
