/** The page "Räkna på avverkning" on a test API server with Karin's plan and the two calculations' answers. */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import type { HarvestAlternative, HarvestAlternatives, IncomeSpread } from '#contracts/forest-decisions';
import { testApiServer } from '../../../lib/test-api-server';
import { testEstate, testStand } from '../../../lib/test-estates';
import { renderPage as renderAt } from '../../../lib/test-render';
import { Component as ForestDecisionsPage } from './forest-decisions-page';

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
export const COMPARISON: HarvestAlternatives = {
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

export const INCOME: IncomeSpread = {
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

export const HARVEST = 'GET /api/forest-decisions/harvest-alternatives';
export const SPREAD = 'GET /api/forest-decisions/income-spread';
export const api = testApiServer();

beforeEach(() => {
  api.requests = [];
  api.answers = {
    'GET /api/Ir/GetAllEstates': [
      200,
      {
        estates: [
          testEstate('e1', 'Uppsala Ekeby 2:7', {
            stands: { standCount: 2, areaHa: 5, volumeTotal: 1_000, byCuttingClass: [], byAgeClass: [] },
            inventoryDate: '2019-06-12',
            rolledForwardTo: '2026-09-01',
          }),
          testEstate('e2', 'Uppsala Viggeby 4:3'),
        ],
      },
    ],
    'GET /api/estates/e1/stands': [
      200,
      {
        stands: [
          testStand('s1', 7),
          testStand('s2', 2, { proposedAction: 'Gallring', cuttingClass: 'G2', age: 48 }),
        ],
      },
    ],
    [HARVEST]: [200, COMPARISON],
    [SPREAD]: [200, INCOME],
  };
});
afterEach(cleanup);

export function renderPage(address = '/minasidor/verksamheter/kalkyl'): void {
  renderAt(<ForestDecisionsPage />, { api, path: address, route: '/minasidor/verksamheter/kalkyl' });
}

/** Text as a person reads it: no-break spaces are spaces. */
export const read = (element: Element | null): string =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
export const cells = (row: Element | undefined): string => [...(row?.children ?? [])].map(read).join(' | ');
export const section = (name: string) => screen.getByRole('region', { name });
export const press = async (button: HTMLElement) => {
  await act(async () => {
    fireEvent.click(button);
  });
};
export const sent = (prefix: string) =>
  api.requests.filter((request) => request.url.startsWith(prefix)).map((r) => r.url);
