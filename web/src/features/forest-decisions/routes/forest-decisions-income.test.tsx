// @vitest-environment jsdom
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  INCOME,
  SPREAD,
  api,
  cells,
  press,
  read,
  renderPage,
  section,
  sent,
} from './test-forest-decisions-page';

describe('Räkna på avverkning: an income over time', () => {
  it('spreads the income and shows it year by year, moms apart, plainly not tax advice', async () => {
    renderPage();
    const income = section('Fördela en inkomst');
    fireEvent.change(within(income).getByLabelText('Inkomst (kr)'), { target: { value: '600 000' } });
    fireEvent.change(within(income).getByLabelText('Betalas'), { target: { value: '5' } });
    await press(within(income).getByRole('button', { name: 'Räkna' }));
    await within(income).findByRole('heading', { name: 'Inkomsten fördelad på 5 år' });
    expect(sent('/api/forest-decisions')).toEqual([
      '/api/forest-decisions/income-spread?amountKr=600000.00&kind=avverkningsratt&years=5',
    ]);
    expect(read(income)).toContain('Det här är en uppskattning, inte skatterådgivning.');
    expect(read(income)).toContain('föreningens ränta i dag, 2 %');
    const table = within(income).getByRole('table', { name: 'Inkomst och skatt per år' });
    const rows = within(table).getAllByRole('row').map(cells);
    expect(rows).toEqual([
      'År | Utbetalning | Moms (visas för sig) | Ränta | Skattepliktig inkomst | Största insättning på skogskonto | ' +
        'Skattepliktigt efter insättning',
      '2026 | 120 000,00 kr | 30 000,00 kr | 0,00 kr | 120 000,00 kr | 72 000,00 kr | 48 000,00 kr',
      '2027 | 120 000,00 kr | 30 000,00 kr | 9 600,00 kr | 129 600,00 kr | 72 000,00 kr | 57 600,00 kr',
      '2028 | 120 000,00 kr | 30 000,00 kr | 7 200,00 kr | 127 200,00 kr | 72 000,00 kr | 55 200,00 kr',
      '2029 | 120 000,00 kr | 30 000,00 kr | 4 800,00 kr | 124 800,00 kr | 72 000,00 kr | 52 800,00 kr',
      '2030 | 120 000,00 kr | 30 000,00 kr | 2 400,00 kr | 122 400,00 kr | 72 000,00 kr | 50 400,00 kr',
      'Totalt | 600 000,00 kr | 150 000,00 kr | 24 000,00 kr | 624 000,00 kr | 360 000,00 kr | 264 000,00 kr',
    ]);
  });

  it('leaves the moms out for a seller who is not VAT-registered', async () => {
    api.answers[SPREAD] = [
      200,
      { ...INCOME, vatRegistered: false, paidOverYears: 1, years: INCOME.years.slice(0, 1) },
    ];
    renderPage();
    const income = section('Fördela en inkomst');
    fireEvent.change(within(income).getByLabelText('Inkomst (kr)'), { target: { value: '120000' } });
    await press(within(income).getByRole('button', { name: 'Räkna' }));
    await within(income).findByRole('heading', { name: 'Inkomsten betalas direkt' });
    const table = within(income).getByRole('table', { name: 'Inkomst och skatt per år' });
    expect(within(table).queryByRole('columnheader', { name: 'Moms (visas för sig)' })).toBeNull();
    expect(read(income)).toContain('Din verksamhet är inte momsregistrerad');
  });

  it('asks for an amount, and puts the server’s refusal of a delivery-timber plan at "Betalas"', async () => {
    renderPage();
    const income = section('Fördela en inkomst');
    await press(within(income).getByRole('button', { name: 'Räkna' }));
    expect(read(await within(income).findByRole('alert'))).toContain(
      'Ange inkomsten i kronor utan moms, från 1 kr till 1 miljard kr.',
    );
    expect(sent('/api/forest-decisions')).toEqual([]);

    api.answers[SPREAD] = [
      400,
      {
        code: 'VALIDATION_ERROR',
        message: 'Några uppgifter är inte giltiga. Rätta dem och försök igen.',
        fieldErrors: { years: ['Leveransvirke kan inte delas upp på en betalningsplan.'] },
      },
    ];
    fireEvent.change(within(income).getByLabelText('Inkomst (kr)'), { target: { value: '600000' } });
    fireEvent.click(within(income).getByRole('radio', { name: 'Leveransvirke' }));
    fireEvent.change(within(income).getByLabelText('Betalas'), { target: { value: '2' } });
    await press(within(income).getByRole('button', { name: 'Räkna' }));
    await waitFor(() =>
      expect(within(income).getByLabelText('Betalas').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(read(within(income).getByRole('alert'))).toContain(
      'Leveransvirke kan inte delas upp på en betalningsplan.',
    );
    expect(sent('/api/forest-decisions/income-spread')).toEqual([
      '/api/forest-decisions/income-spread?amountKr=600000.00&kind=leveransvirke&years=2',
    ]);
  });
});
