// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TableScroll } from './table-scroll';

describe('a table that may be wider than the screen', () => {
  afterEach(cleanup);

  it('scrolls in a region named after the table, in the tab order', () => {
    render(
      <TableScroll label="Saldo per konto 2026">
        <table>
          <caption>Saldo per konto 2026</caption>
          <tbody>
            <tr>
              <td>1930 Företagskonto</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>,
    );
    const region = screen.getByRole('region', { name: 'Saldo per konto 2026' });
    expect(region.contains(screen.getByRole('table', { name: 'Saldo per konto 2026' }))).toBe(true);
    expect(region.tabIndex).toBe(0);
  });

  it('can take its name from the table’s heading', () => {
    render(
      <>
        <h3 id="upcoming">Kommande åtgärder</h3>
        <TableScroll labelledBy="upcoming">
          <table aria-labelledby="upcoming" />
        </TableScroll>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Kommande åtgärder' });
    expect(region.contains(screen.getByRole('table', { name: 'Kommande åtgärder' }))).toBe(true);
  });
});
