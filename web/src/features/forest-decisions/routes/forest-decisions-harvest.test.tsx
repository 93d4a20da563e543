// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Stand } from '#contracts/estates';
import { testStand } from '../../../lib/test-estates';
import { HARVEST, api, cells, press, read, renderPage, section, sent } from './test-forest-decisions-page';

describe('Räkna på avverkning: harvest now or later', () => {
  it('offers the stands by estate, final fellings first, with the stand of the address chosen', async () => {
    renderPage('/minasidor/verksamheter/kalkyl?avdelning=s2');
    const stands = await screen.findByRole('group', { name: 'Avdelningar att avverka' });
    const ekeby = within(stands).getByRole('group', { name: 'Uppsala Ekeby 2:7' });
    expect(within(stands).queryByRole('group', { name: 'Uppsala Viggeby 4:3' })).toBeNull();
    const first = within(ekeby).getByRole('checkbox', { name: /^Avd\. 7, 3,2\sha/ });
    expect(read(document.getElementById(first.getAttribute('aria-describedby') ?? ''))).toBe(
      '75 år, 832 m³sk, Slutavverkning 2027',
    );
    // The preselected stand is among the others, so they are open.
    const other = within(ekeby).getByRole<HTMLInputElement>('checkbox', { name: /^Avd\. 2/ });
    expect(other.checked).toBe(true);
    expect(other.closest('details')?.open).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Kalkylränta (%)').value).toBe('2,5');
  });

  it('shows the stands as rolled forward, with the plan’s dates, those due for final felling first', async () => {
    const rolled = (age: number, volumeTotal: number, nextAction: Stand['proposedAction'], year: number) => ({
      year: 2026,
      age,
      dominantHeight: 24.1,
      meanHeight: 21.7,
      volumePerHa: volumeTotal / 3.2,
      volumeTotal,
      growthPerHa: 6,
      cuttingClass: 'S1' as const,
      nextAction,
      nextActionYear: year,
      lastWork: null,
    });
    api.answers['GET /api/estates/e1/stands'] = [
      200,
      {
        stands: [
          // The plan proposes gallring for avd. 2, but rolled forward it is due for final felling.
          testStand('s2', 2, {
            proposedAction: 'Gallring',
            cuttingClass: 'G2',
            age: 48,
            rolledForward: rolled(55, 1_100, 'Slutavverkning', 2025),
          }),
          testStand('s1', 7, { rolledForward: rolled(82, 1_012, 'Slutavverkning', 2026) }),
          testStand('s3', 9, {
            proposedAction: 'Röjning',
            cuttingClass: 'R2',
            age: 9,
            rolledForward: rolled(16, 40, 'Gallring', 2031),
          }),
        ],
      },
    ];
    renderPage();
    const ekeby = await screen.findByRole('group', { name: 'Uppsala Ekeby 2:7' });
    expect(read(ekeby)).toContain('Inventerad 12 juni 2019 · Framskriven till 1 september 2026');
    const hintOf = (box: HTMLElement) =>
      read(document.getElementById(box.getAttribute('aria-describedby') ?? ''));
    const shown = within(ekeby)
      .getAllByRole('checkbox')
      .filter((box) => box.closest('details') === null);
    expect(shown.map(hintOf)).toEqual([
      '55 år, 1 100 m³sk, Slutavverkning möjlig sedan 2025',
      '82 år, 1 012 m³sk, Slutavverkning möjlig från 2026',
    ]);
    const folded = within(ekeby).getByRole('checkbox', { name: /^Avd\. 9/ });
    expect(folded.closest('details')?.open).toBe(false);
    expect(hintOf(folded)).toBe('16 år, 40 m³sk, Gallring 2031');
  });

  it('says what is wrong before asking, in the summary and at the fields, and focuses the summary', async () => {
    renderPage();
    const harvest = section('Avverka nu eller senare');
    fireEvent.change(await within(harvest).findByLabelText('Kalkylränta (%)'), { target: { value: '12' } });
    await press(within(harvest).getByRole('button', { name: 'Räkna' }));
    const summary = await within(harvest).findByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getAllByRole('link').map(read)).toEqual([
      'Välj minst en och högst 50 avdelningar att räkna på.',
      'Ange kalkylräntan i procent, från 0 till 10, med högst två decimaler. Till exempel 2,5.',
    ]);
    expect(sent('/api/forest-decisions')).toEqual([]);
  });

  it('compares the alternatives: the best in a sentence, a chart with the table as its text, the stands', async () => {
    renderPage();
    const harvest = section('Avverka nu eller senare');
    fireEvent.click(await within(harvest).findByRole('checkbox', { name: /^Avd\. 7/ }));
    fireEvent.change(within(harvest).getByLabelText('Kalkylränta (%)'), { target: { value: '2,25' } });
    await press(within(harvest).getByRole('button', { name: 'Räkna' }));
    const result = await within(harvest).findByRole('heading', { name: 'Nu eller senare' });
    expect(sent('/api/forest-decisions')).toEqual([
      '/api/forest-decisions/harvest-alternatives?stands=s1&discountRateBp=225',
    ]);
    const box = result.parentElement as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(read(within(box).getByText(/^Högst nuvärde/))).toBe(
      'Högst nuvärde vid 2,5 % kalkylränta får du med att avverka om 10 år: 224 032,17 kr. ' +
        'Det är 6 170,97 kr mer än att avverka nu.',
    );
    expect(within(box).getByRole('img').getAttribute('aria-label')).toBe(
      'Stapeldiagram över nuvärdet per alternativ. Beloppen finns i tabellen under diagrammet.',
    );
    expect(read(within(box).getByRole('img'))).toContain('−12 tkr');

    const table = within(box).getByRole('table', { name: 'Alternativen sida vid sida' });
    const rows = within(table).getAllByRole('row').map(cells);
    expect(rows[0]).toBe('Belopp | Nu (2026) | Om 5 år (2031) | Om 10 år (2036) | Om 15 år (2041)');
    // No klentimmer in a final felling: the row is left out.
    expect(rows.find((row) => row.startsWith('Klentimmer'))).toBeUndefined();
    expect(rows.find((row) => row.startsWith('Sågtimmer'))).toMatch(/^Sågtimmer, m³fub \| 379,81 \|/);
    expect(rows.find((row) => row.startsWith('Markberedning'))).toMatch(
      /^Markberedning \| −10 560,00 kr år 2027 \| −10 560,00 kr år 2032 \|/,
    );
    expect(rows.at(-1)).toBe('Nuvärde | 217 861,20 kr | 220 000,00 kr | 224 032,17 kr | −12 345,00 kr');
    expect(within(box).getByRole('region', { name: 'Alternativen sida vid sida' }).tabIndex).toBe(0);

    const stands = within(box).getByRole('table', {
      name: 'Avdelningarnas ålder och volym det år de avverkas',
    });
    expect(cells(within(stands).getAllByRole('row')[1])).toBe(
      'Avd. 7, Uppsala Ekeby 2:7 | 75 år, 260 m³sk/ha, S1 | 80 år, 285 m³sk/ha, S1 | 85 år, 310 m³sk/ha, S1 | ' +
        '90 år, 335 m³sk/ha, S1',
    );
    expect(within(box).getByText(/framskriven från skogsbruksplanens inventering 2019/)).toBeTruthy();
  });

  it('puts the server’s refusal at its field', async () => {
    api.answers[HARVEST] = [
      400,
      {
        code: 'VALIDATION_ERROR',
        message: 'Några uppgifter är inte giltiga. Rätta dem och försök igen.',
        fieldErrors: { stands: ['Avdelning 7 på Uppsala Ekeby 2:7 går inte att räkna på.'] },
      },
    ];
    renderPage('/minasidor/verksamheter/kalkyl?avdelning=s1');
    const harvest = section('Avverka nu eller senare');
    await press(await within(harvest).findByRole('button', { name: 'Räkna' }));
    const summary = await within(harvest).findByRole('alert');
    expect(read(summary)).toContain('Avdelning 7 på Uppsala Ekeby 2:7 går inte att räkna på.');
    expect(read(within(harvest).getByRole('group', { name: 'Avdelningar att avverka' }))).toContain(
      'Avdelning 7 på Uppsala Ekeby 2:7 går inte att räkna på.',
    );
  });
});
