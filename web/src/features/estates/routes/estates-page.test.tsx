// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGE_CLASSES, type Estate, type Stand } from '#contracts/estates';
import { withWords } from '../../../lib/test-estates';
import type { Polygon } from '#contracts/geometry';
import { takeMapNavigation } from '../../../lib/map-navigation';
import { testApiServer } from '../../../lib/test-api-server';
import { Component as EstatesPage } from './estates-page';
import { renderPage as renderAt } from '../../../lib/test-render';

const SECTION_ERROR =
  'Vi lyckades inte hämta det här innehållet just nu. Prova gärna att ladda om sidan om en liten stund.';

const BOUNDARY: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [650_000, 6_650_000],
      [650_800, 6_650_000],
      [650_900, 6_650_700],
      [650_000, 6_650_000],
    ],
  ],
};

/** Hectares per age class, 0–20 to 121+. */
const byAgeClass = (areas: readonly number[]) =>
  AGE_CLASSES.map((ageClass, index) => ({ ageClass, areaHa: areas[index] ?? 0 }));

const EKEBY: Estate = {
  id: 'e1',
  businessId: '4100245',
  designation: 'Uppsala Ekeby 2:7',
  municipality: 'Uppsala',
  county: 'Uppsala län',
  totalAreaHa: 64.8,
  productiveAreaHa: 58.3,
  shareNumerator: 1,
  shareDenominator: 2,
  coOwners: [{ name: 'Gunnar Lindqvist', shareNumerator: 1, shareDenominator: 2 }],
  boundary: BOUNDARY,
  stands: {
    standCount: 2,
    areaHa: 5,
    volumeTotal: 1_160,
    byCuttingClass: [
      { cuttingClass: 'G1', areaHa: 1, volume: 160 },
      { cuttingClass: 'S2', areaHa: 4, volume: 1_000 },
    ],
    byAgeClass: byAgeClass([0, 0, 1, 0, 4, 0, 0]),
  },
  inventoryDate: '2019-06-12',
  rolledForwardTo: '2026-09-01',
  rolledForwardStands: {
    standCount: 2,
    areaHa: 5,
    volumeTotal: 1_396,
    byCuttingClass: [
      { cuttingClass: 'G1', areaHa: 1, volume: 223 },
      { cuttingClass: 'S2', areaHa: 4, volume: 1_173 },
    ],
    byAgeClass: byAgeClass([0, 0, 1, 0, 0, 4, 0]),
  },
};
const VIGGEBY: Estate = {
  ...EKEBY,
  id: 'e2',
  designation: 'Uppsala Viggeby 4:3',
  totalAreaHa: 38.2,
  productiveAreaHa: 33.6,
  boundary: null,
  stands: null,
  inventoryDate: null,
  rolledForwardTo: null,
  rolledForwardStands: null,
};
const STAND: Stand = withWords({
  id: 's1',
  estateId: 'e1',
  number: 1,
  areaHa: 1,
  impedimentHa: 0,
  age: 42,
  siteIndex: 'G30',
  cuttingClass: 'G1',
  goalClass: 'PG',
  species: { pine: 25, spruce: 65, deciduous: 10 },
  volumePerHa: 160,
  volumeTotal: 160,
  growthPerHa: 9.5,
  proposedAction: 'Gallring',
  proposedYear: 2028,
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [650_000, 6_650_000],
        [650_100, 6_650_000],
        [650_100, 6_650_100],
        [650_000, 6_650_000],
      ],
    ],
  },
  rolledForward: {
    year: 2026,
    age: 49,
    dominantHeight: 18.8,
    meanHeight: 16.9,
    volumePerHa: 223,
    volumeTotal: 223,
    growthPerHa: 8.3,
    cuttingClass: 'G1',
    nextAction: 'Gallring',
    nextActionYear: 2019,
    lastWork: null,
  },
  ordered: [],
});

const api = testApiServer();

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  takeMapNavigation();
  api.answers = {
    'GET /api/Ir/GetAllEstates': [200, { estates: [EKEBY, VIGGEBY] }],
    'GET /api/estates/e1/stands': [200, { stands: [STAND, { ...STAND, id: 's2', number: 2, age: 95 }] }],
  };
});
afterEach(cleanup);

function renderPage(): void {
  renderAt(<EstatesPage />, {
    api,
    path: '/minasidor/verksamheter',
    route: '/minasidor/verksamheter',
    routes: { '/kartvy': <p>Kartvyn</p> },
    failuresExpected: true,
  });
}

/** Text as a person reads it: no-break spaces are spaces. */
const read = (element: Element | null): string => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** A table row as its cells read, one space between them. */
const cells = (row: Element | undefined): string =>
  [...(row?.children ?? [])].map((cell) => read(cell)).join(' ');
const estate = async (designation: string) => screen.findByRole('article', { name: designation });
const fact = (card: HTMLElement, term: string): string =>
  read(within(card).getByText(term, { selector: 'dt' }).nextElementSibling);

const classRows = (card: HTMLElement): string[] =>
  within(within(card).getByRole('table', { name: 'Areal och virkesförråd per huggningsklass' }))
    .getAllByRole('row')
    .map(cells);
const chooseView = async (card: HTMLElement, name: 'Framskriven' | 'Som inventerad') => {
  await act(async () => {
    fireEvent.click(within(card).getByRole('radio', { name }));
  });
};

describe('the estates page', () => {
  it('shows each estate with its place, areas, share, co-owners and plan summary, rolled forward', async () => {
    renderPage();
    expect(read(screen.getByRole('heading', { level: 1 }))).toBe('Mina verksamheter');
    const ekeby = await estate('Uppsala Ekeby 2:7');
    expect(within(ekeby).getByText(/^Inventerad/).textContent).toBe(
      'Inventerad 12 juni 2019 · Framskriven till 1 september 2026',
    );
    expect(fact(ekeby, 'Kommun och län')).toBe('Uppsala, Uppsala län');
    expect(fact(ekeby, 'Total areal')).toBe('64,8 ha');
    expect(fact(ekeby, 'Produktiv skogsmark')).toBe('58,3 ha');
    expect(fact(ekeby, 'Ägarandel')).toBe('1/2 (50 %)');
    expect(fact(ekeby, 'Delägare')).toBe('Gunnar Lindqvist, 1/2 (50 %)');

    const views = within(ekeby).getByRole('group', { name: 'Visa skogsbruksplanen' });
    expect(within(views).getByRole<HTMLInputElement>('radio', { name: 'Framskriven' }).checked).toBe(true);
    expect(read(views)).toContain('Räknad fram år för år från inventeringen');
    expect(fact(ekeby, 'Virkesförråd')).toBe('1 396 m³sk');
    expect(classRows(ekeby)).toEqual([
      'Huggningsklass Produktiv areal, ha Volym, m³sk',
      'G1 Gallringsskog 1,0 223',
      'S2 Mogen, bör slutavverkas 4,0 1 173',
      'Summa 5,0 1 396',
    ]);
    const ages = within(ekeby).getByRole('list', { name: 'Areal per åldersklass' });
    expect(within(ages).getAllByRole('listitem').map(read)).toContain('101–120 år 4,0 ha');

    await chooseView(ekeby, 'Som inventerad');
    expect(fact(ekeby, 'Virkesförråd')).toBe('1 160 m³sk');
    expect(classRows(ekeby)).toEqual([
      'Huggningsklass Produktiv areal, ha Volym, m³sk',
      'G1 Gallringsskog 1,0 160',
      'S2 Mogen, bör slutavverkas 4,0 1 000',
      'Summa 5,0 1 160',
    ]);
    expect(within(ages).getAllByRole('listitem').map(read)).toContain('81–100 år 4,0 ha');

    const viggeby = await estate('Uppsala Viggeby 4:3');
    expect(within(viggeby).getByText('Fastigheten har ingen skogsbruksplan hos oss.')).toBeTruthy();
    expect(within(viggeby).queryByText(/^Inventerad/)).toBeNull();
    expect(within(viggeby).queryByRole('group', { name: 'Visa skogsbruksplanen' })).toBeNull();
    expect(within(viggeby).queryByRole('link', { name: /Visa på kartan/ })).toBeNull();
  });

  it('shows the stands table when asked, rolled forward or as inventoried, in a region that keys can reach', async () => {
    renderPage();
    const ekeby = await estate('Uppsala Ekeby 2:7');
    await act(async () => {
      fireEvent.click(within(ekeby).getByText('Visa alla avdelningar (2)'));
    });
    const region = await within(ekeby).findByRole('region', { name: 'Avdelningar på Uppsala Ekeby 2:7' });
    expect(region.tabIndex).toBe(0);
    const header = () => cells(within(region).getAllByRole('row')[0]);
    const first = () => cells(within(region).getAllByRole('row')[1]);
    // What to do, and the class and age behind it, next to the stand number: what a phone shows at once.
    expect(header()).toBe(
      'Avd. Nästa åtgärd Hkl Ålder Produktiv areal SI Målklass Trädslag T/G/L % Medelhöjd m Volym m³sk/ha Volym m³sk ' +
        'Tillväxt m³sk/ha/år',
    );
    expect(first()).toBe('1 Gallring, dags sedan 2019 G1 49 år 1,0 ha G30 PG 25/65/10 16,9 223 223 8,3');

    await chooseView(ekeby, 'Som inventerad');
    expect(first()).toBe('1 Gallring 2028 G1 42 år 1,0 ha G30 PG 25/65/10 160 160 9,5');
    expect(header()).toContain('Föreslagen åtgärd');
    await chooseView(ekeby, 'Framskriven');
    expect(first()).toContain('49 år');
  });

  it('goes to the estate on the map with "Visa på kartan"', async () => {
    renderPage();
    const ekeby = await estate('Uppsala Ekeby 2:7');
    const link = within(ekeby).getByRole('link', { name: 'Visa på kartan: Uppsala Ekeby 2:7' });
    expect(link.getAttribute('href')).toBe('/kartvy');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(await screen.findByText('Kartvyn')).toBeTruthy();
    expect(takeMapNavigation().geometryGoToOnLoad).toEqual(BOUNDARY);
  });

  it('says so when there are no estates', async () => {
    api.answers['GET /api/Ir/GetAllEstates'] = [204];
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Inga fastigheter att visa' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Visa kartan' }).getAttribute('href')).toBe('/kartvy');
  });

  it('shows the section error when the estates cannot be loaded, and loads them again on request', async () => {
    api.answers['GET /api/Ir/GetAllEstates'] = [500, { code: 'INTERNAL', message: 'Något gick fel.' }];
    renderPage();
    expect(read(await screen.findByRole('alert'))).toContain(SECTION_ERROR);
    api.answers['GET /api/Ir/GetAllEstates'] = [200, { estates: [VIGGEBY] }];
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ladda om innehållet' }));
    });
    expect(await estate('Uppsala Viggeby 4:3')).toBeTruthy();
  });
});
