// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Estate, Stand } from '#contracts/estates';
import type { HarvestAlternative, HarvestAlternatives, IncomeSpread } from '#contracts/forest-decisions';
import { ApiClientProvider, createApiClient } from '../../../lib/api-client';
import { testApiServer } from '../../../lib/test-api-server';
import { Component as ForestDecisionsPage } from './forest-decisions-page';

const SQUARE: Stand['geometry'] = {
  type: 'Polygon',
  coordinates: [
    [
      [650_000, 6_650_000],
      [650_100, 6_650_000],
      [650_100, 6_650_100],
      [650_000, 6_650_000],
    ],
  ],
};

const estate = (id: string, designation: string): Estate => ({
  id,
  businessId: '4100245',
  designation,
  municipality: 'Uppsala',
  county: 'Uppsala län',
  totalAreaHa: 64.8,
  productiveAreaHa: 58.3,
  shareNumerator: 1,
  shareDenominator: 1,
  coOwners: [],
  boundary: null,
  stands: {
    standCount: 2,
    volumeTotal: 1_000,
    byCuttingClass: [],
    byAgeClass: [],
  },
  inventoryDate: '2019-06-12',
  rolledForwardTo: '2026-09-01',
  rolledForwardStands: null,
});

const stand = (id: string, number: number, overrides: Partial<Stand> = {}): Stand => ({
  id,
  estateId: 'e1',
  number,
  areaHa: 3.2,
  age: 75,
  siteIndex: 'G28',
  cuttingClass: 'S1',
  goalClass: 'PG',
  species: { pine: 0, spruce: 100, deciduous: 0 },
  volumePerHa: 260,
  volumeTotal: 832,
  growthPerHa: 5,
  proposedAction: 'Slutavverkning',
  proposedYear: 2027,
  geometry: SQUARE,
  rolledForward: null,
  ...overrides,
});

/** Worked example 1 (docs/forest-economics.md 4): now, and in 10 years worth 6 170,97 kr more. */
const NOW: HarvestAlternative = {
  yearsFromNow: 0,
  year: 2026,
  volumeByAssortmentM3fub: { sagtimmer: 379.81, klentimmer: 0, massaved: 262.41, bransleved: 48.34 },
  volumeM3fub: 690.56,
  grossOre: 36_848_350,
  harvestingCostOre: 9_253_504,
  timberNetOre: 27_594_846,
  followUps: [
    { service: 'markberedning', year: 2027, costOre: 1_056_000 },
    { service: 'plantering', year: 2027, costOre: 4_048_000 },
    { service: 'rojning', year: 2037, costOre: 1_088_000 },
  ],
  followUpCostOre: 6_192_000,
  netOre: 21_402_846,
  cashflows: [],
  netPresentValueOre: 21_786_120,
};
const later = (yearsFromNow: number, netPresentValueOre: number): HarvestAlternative => ({
  ...NOW,
  yearsFromNow,
  year: 2026 + yearsFromNow,
  followUps: NOW.followUps.map((followUp) => ({ ...followUp, year: followUp.year + yearsFromNow })),
  netPresentValueOre,
});
const COMPARISON: HarvestAlternatives = {
  discountRateBp: 250,
  priceLists: [{ name: 'Prislista Uppland 2026:1', region: 'uppland', validFrom: '2026-01-01' }],
  stands: [
    {
      id: 's1',
      estateDesignation: 'Uppsala Ekeby 2:7',
      number: 7,
      areaHa: 3.2,
      inventoryYear: 2019,
      projected: [0, 5, 10, 15].map((years) => ({
        year: 2026 + years,
        age: 75 + years,
        volumePerHa: 260 + 5 * years,
        cuttingClass: 'S1' as const,
      })),
    },
  ],
  alternatives: [NOW, later(5, 22_000_000), later(10, 22_403_217), later(15, -1_234_500)],
  bestYearsFromNow: 10,
};

const INCOME: IncomeSpread = {
  incomeOre: 60_000_000,
  kind: 'avverkningsratt',
  paidOverYears: 5,
  harvestYear: 2026,
  planRateBp: 200,
  vatRegistered: true,
  years: [0, 960_000, 720_000, 480_000, 240_000].map((interestOre, index) => ({
    year: 2026 + index,
    payoutOre: 12_000_000,
    vatOre: 3_000_000,
    interestOre,
    taxableIncomeOre: 12_000_000 + interestOre,
    maxSkogskontoDepositOre: 7_200_000,
    taxableAfterDepositOre: 4_800_000 + interestOre,
    planBalanceAfterOre: 48_000_000 - index * 12_000_000,
  })),
  totals: {
    payoutOre: 60_000_000,
    vatOre: 15_000_000,
    interestOre: 2_400_000,
    taxableIncomeOre: 62_400_000,
    maxSkogskontoDepositOre: 36_000_000,
    taxableAfterDepositOre: 26_400_000,
  },
};

const HARVEST = 'GET /api/forest-decisions/harvest-alternatives';
const SPREAD = 'GET /api/forest-decisions/income-spread';
const api = testApiServer();

beforeEach(() => {
  api.requests = [];
  api.answers = {
    'GET /api/Ir/GetAllEstates': [
      200,
      {
        estates: [
          estate('e1', 'Uppsala Ekeby 2:7'),
          { ...estate('e2', 'Uppsala Viggeby 4:3'), stands: null },
        ],
      },
    ],
    'GET /api/estates/e1/stands': [
      200,
      {
        stands: [stand('s1', 7), stand('s2', 2, { proposedAction: 'Gallring', cuttingClass: 'G2', age: 48 })],
      },
    ],
    [HARVEST]: [200, COMPARISON],
    [SPREAD]: [200, INCOME],
  };
});
afterEach(cleanup);

function renderPage(address = '/minasidor/verksamheter/kalkyl'): void {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ApiClientProvider client={createApiClient({ apiRoot: api.root, onUnauthorized: () => undefined })}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path="/minasidor/verksamheter/kalkyl" element={<ForestDecisionsPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ApiClientProvider>,
  );
}

/** Text as a person reads it: no-break spaces are spaces. */
const read = (element: Element | null): string => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const cells = (row: Element | undefined): string => [...(row?.children ?? [])].map(read).join(' | ');
const section = (name: string) => screen.getByRole('region', { name });
const press = async (button: HTMLElement) => {
  await act(async () => {
    fireEvent.click(button);
  });
};
const sent = (prefix: string) =>
  api.requests.filter((request) => request.url.startsWith(prefix)).map((r) => r.url);

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
      age,
      dominantHeight: 24.1,
      meanHeight: 21.7,
      volumePerHa: volumeTotal / 3.2,
      volumeTotal,
      growthPerHa: 6,
      cuttingClass: 'S1' as const,
      nextAction,
      nextActionYear: year,
    });
    api.answers['GET /api/estates/e1/stands'] = [
      200,
      {
        stands: [
          // The plan proposes gallring for avd. 2, but rolled forward it is due for final felling.
          stand('s2', 2, {
            proposedAction: 'Gallring',
            cuttingClass: 'G2',
            age: 48,
            rolledForward: rolled(55, 1_100, 'Slutavverkning', 2025),
          }),
          stand('s1', 7, { rolledForward: rolled(82, 1_012, 'Slutavverkning', 2026) }),
          stand('s3', 9, {
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
