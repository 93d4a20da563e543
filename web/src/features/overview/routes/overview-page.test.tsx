// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientProvider, createApiClient } from '../../../lib/api-client';
import { firstAnswers } from '../../../lib/first-data';
import { RuntimeConfigProvider } from '../../../lib/runtime-config';
import { testRuntimeConfig } from '../../../lib/test-runtime-config';
import { Component as OverviewPage } from './overview-page';
import { testApiServer } from '../../../lib/test-api-server';

const SECTION_ERROR =
  'Vi lyckades inte hämta det här innehållet just nu. Prova gärna att ladda om sidan om en liten stund.';

const PAYMENT = {
  id: '0b7f3c1e-2a44-4d8e-9c61-3f1a2b4c5d01',
  kind: 'payment',
  title: 'Avräkning utbetald',
  text: 'Avräkningen för gallringen är utbetald: 186 420 kr till ditt konto.',
  link: '/minasidor/ekonomi/transaktioner',
  occurredAt: '2026-11-18T09:12:00.000Z',
};
const MEETING = {
  id: '0b7f3c1e-2a44-4d8e-9c61-3f1a2b4c5d02',
  kind: 'meeting',
  title: 'Möte bokat med Anders Nyberg',
  text: 'Fältbesök den 3 december kl. 10.00.',
  occurredAt: '2026-11-12T14:30:00.000Z',
};

const OPEN_ORDER = {
  number: 'SO-2026-000012',
  placedAt: '2026-11-22T09:14:00.000Z',
  status: 'confirmed',
  services: 'Röjning, Plantering',
  totalOre: 4_277_500,
  placedBy: { name: 'Karin Lindqvist', onBehalf: false },
};

const MEMBER_DATA = {
  firstName: 'Karin',
  lastName: 'Lindqvist',
  hasPlans: true,
  isMember: true,
  kind: 'person',
  memberNumber: '100245',
  memberSince: '1998-04-01',
  email: 'karin.lindqvist@example.se',
  phone: '070-314 52 97',
  street: 'Ekeby gård 12',
  postalCode: '743 40',
  city: 'Storvreta',
  preferredContact: 'email',
};

const api = testApiServer();
beforeEach(() => {
  api.requests.length = 0;
  api.delays = {};
  // The section boundary notes each failure it catches; the failing sections below are on purpose.
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  api.answers = {
    'GET /api/auth/profile': [200, { id: '100245', roles: ['Member'], name: 'Karin Lindqvist' }],
    'GET /api/Ir/GetMemberData': [200, MEMBER_DATA],
    'GET /api/overview/estates-summary': [
      200,
      {
        estateCount: 2,
        totalAreaHa: 103,
        productiveAreaHa: 91.9,
        estates: [
          {
            id: 'e1',
            designation: 'Uppsala Ekeby 2:7',
            municipality: 'Uppsala',
            totalAreaHa: 64.8,
            productiveAreaHa: 58.3,
          },
          {
            id: 'e2',
            designation: 'Uppsala Viggeby 4:3',
            municipality: 'Uppsala',
            totalAreaHa: 38.2,
            productiveAreaHa: 33.6,
          },
        ],
      },
    ],
    'GET /api/notifications': [
      200,
      {
        items: [
          {
            id: 'n1',
            category: 'economy',
            title: 'Ny utbetalning',
            text: 'En likvid är utbetald.',
            link: '/minasidor/ekonomi/transaktioner',
            createdAt: '2026-11-18T09:12:00.000Z',
            readAt: null,
          },
          {
            id: 'n2',
            category: 'news',
            title: 'Föreningsstämma',
            text: 'Välkommen till stämman.',
            link: '/ommellanskog',
            createdAt: '2026-11-01T09:00:00.000Z',
            readAt: '2026-11-02T09:00:00.000Z',
          },
        ],
        unreadCount: 1,
        hasMore: false,
      },
    ],
    'GET /api/Ir/GetBusinessData': [
      200,
      [
        {
          id: '4100245',
          name: 'Lindqvists skog i Ekeby',
          districtName: 'Norra Upplands skogsbruksområde',
          advisor: { id: 'anders-nyberg', name: 'Anders Nyberg' },
          vatRegistered: true,
          estateCount: 2,
          totalAreaHa: 103,
          productiveAreaHa: 91.9,
        },
      ],
    ],
    'GET /api/Ir/GetBusinessAdvisor/4100245': [
      200,
      {
        id: 'anders-nyberg',
        name: 'Anders Nyberg',
        title: 'Skogsinspektor',
        phone: '010-456 12 34',
        email: 'anders.nyberg@example.se',
        district: { id: 'norra-uppland', name: 'Norra Upplands skogsbruksområde' },
        presentation: null,
      },
    ],
    'GET /api/user/activities?limit=8': [200, { items: [PAYMENT, MEETING] }],
    'GET /api/overview/orders': [200, { orders: [OPEN_ORDER] }],
    'GET /api/overview/economy': [
      200,
      {
        balanceOre: 20_158_522,
        latestPayments: [
          { bookedOn: '2026-11-18', text: 'Likvid enligt avräkning AVR-2026-41208', amountOre: 10_014_476 },
        ],
        nextPayout: { dueOn: '2027-01-29', amountOre: 10_000_000 },
        openContracts: [
          {
            id: 'c1',
            number: 'AU-2026-12544',
            operation: 'Slutavverkning',
            estateDesignation: 'Uppsala Viggeby 4:3',
            currentStep: 'Avverkningsanmälan',
            currentStepOn: '2026-11-02',
          },
        ],
      },
    ],
  };
});
afterEach(cleanup);

/** `inPage`: the answers the server put into the page, as `METHOD /api/path` like `api.answers`. */
function renderPage(inPage: typeof api.answers = {}): void {
  // As fresh as the app keeps an answer (lib/query-client.ts), so an answer in the page is not asked again.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const answers = firstAnswers(
    Object.fromEntries(
      Object.entries(inPage).map(([key, [, body]]) => [key.replace('GET /api/', ''), body ?? null]),
    ),
  );
  const client = createApiClient({
    apiRoot: api.root,
    onUnauthorized: () => undefined,
    firstAnswers: answers,
  });
  render(
    <RuntimeConfigProvider config={testRuntimeConfig()}>
      <ApiClientProvider client={client}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <OverviewPage />
          </MemoryRouter>
        </QueryClientProvider>
      </ApiClientProvider>
    </RuntimeConfigProvider>,
    // React reports errors its boundaries caught; a failing section is expected in some tests.
    { onCaughtError: () => undefined },
  );
}

const section = (name: string) => screen.findByRole('region', { name });

describe('the overview page', () => {
  it("renders every section from the page's first data, without asking the server", async () => {
    renderPage(api.answers);
    // On the first render, with no placeholder in between.
    expect(screen.getByText('Hej Karin!')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Dina fastigheter' })).getByText('2 fastigheter'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Din rådgivare' })).getByText('Anders Nyberg'),
    ).toBeTruthy();
    expect(await within(await section('Senaste händelserna')).findByText('Avräkning utbetald')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('greets the member by first name and shows estates, notifications, advisor and activities', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Översikt');
    expect(await screen.findByText('Hej Karin!')).toBeTruthy();

    const estates = await section('Dina fastigheter');
    expect(await within(estates).findByText('2 fastigheter')).toBeTruthy();
    expect(within(estates).getByText('103,0 ha')).toBeTruthy();
    expect(within(estates).getByText('Uppsala Ekeby 2:7')).toBeTruthy();
    expect(within(estates).getByRole('link', { name: 'Mina verksamheter' }).getAttribute('href')).toBe(
      '/minasidor/verksamheter',
    );
    expect(within(estates).getByRole('link', { name: 'Visa på kartan' }).getAttribute('href')).toBe(
      '/kartvy',
    );

    const notifications = await section('Aviseringar');
    expect(await within(notifications).findByText('Du har 1 oläst avisering.')).toBeTruthy();
    expect(within(notifications).getByRole('link', { name: 'Ny utbetalning' }).getAttribute('href')).toBe(
      '/minasidor/ekonomi/transaktioner',
    );
    expect(within(notifications).queryByText('Föreningsstämma')).toBeNull();

    const advisor = await section('Din rådgivare');
    expect(await within(advisor).findByText('Anders Nyberg')).toBeTruthy();
    expect(
      within(advisor).getByRole('link', { name: 'Ring Anders Nyberg: 010-456 12 34' }).getAttribute('href'),
    ).toBe('tel:0104561234');
    expect(
      within(advisor)
        .getByRole('link', { name: /^Mejla Anders Nyberg/ })
        .getAttribute('href'),
    ).toBe('mailto:anders.nyberg@example.se');

    const feed = await section('Senaste händelserna');
    expect(await within(feed).findByRole('link', { name: 'Avräkning utbetald' })).toBeTruthy();
    expect(within(feed).getByText('18 nov. 2026')).toBeTruthy();
  });

  it('shows the cards together once every section has answered, so that none pushes another down', async () => {
    api.delays['GET /api/user/activities?limit=8'] = 400;
    renderPage();
    expect(await screen.findByText('Hej Karin!')).toBeTruthy();
    await vi.waitFor(() =>
      expect(api.requests.map((request) => request.url)).toContain('/api/overview/estates-summary'),
    );
    // The estates have answered, but their card waits for the feed; one placeholder holds the place.
    expect(screen.queryByRole('region', { name: 'Dina fastigheter' })).toBeNull();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Laddar');
    const feed = await section('Senaste händelserna');
    expect(within(feed).getByText('Avräkning utbetald')).toBeTruthy();
    expect(within(await section('Dina fastigheter')).getByText('2 fastigheter')).toBeTruthy();
  });

  it('shows the other cards after 1,5 s when one section is slow, which then loads in its own card', async () => {
    api.delays['GET /api/user/activities?limit=8'] = 3_000;
    const started = performance.now();
    renderPage();
    const estates = await screen.findByRole('region', { name: 'Dina fastigheter' }, { timeout: 2_500 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_400);
    expect(within(estates).getByText('2 fastigheter')).toBeTruthy();
    const feed = await section('Senaste händelserna');
    expect(within(feed).getByRole('status').textContent).toContain('Laddar');
    expect(await within(feed).findByText('Avräkning utbetald', {}, { timeout: 3_000 })).toBeTruthy();
  });

  it('shows the merkonto balance, the next payout, the latest payment and the open contracts', async () => {
    renderPage();
    const economy = await section('Din ekonomi');
    expect(await within(economy).findByText('201 585,22 kr')).toBeTruthy();
    expect(within(economy).getByText('Nästa utbetalning 29 jan. 2027')).toBeTruthy();
    expect(within(economy).getByText('100 000,00 kr')).toBeTruthy();
    expect(within(economy).getByText('Likvid enligt avräkning AVR-2026-41208')).toBeTruthy();
    expect(within(economy).getByText('100 144,76 kr')).toBeTruthy();
    expect(within(economy).getByRole('link', { name: 'Ekonomi' }).getAttribute('href')).toBe(
      '/minasidor/ekonomi',
    );

    const contracts = await section('Pågående kontrakt');
    expect(within(contracts).getByText('Slutavverkning, Uppsala Viggeby 4:3')).toBeTruthy();
    expect(within(contracts).getByText('Avverkningsanmälan')).toBeTruthy();
    expect(within(contracts).getByText('Kontrakt AU-2026-12544')).toBeTruthy();
  });

  it('tells a member without an account or contracts what will show here', async () => {
    api.answers['GET /api/overview/economy'] = [204];
    renderPage();
    expect(await within(await section('Din ekonomi')).findByText('Inget konto hos oss ännu')).toBeTruthy();
    expect(within(await section('Pågående kontrakt')).getByText('Inga pågående kontrakt')).toBeTruthy();
  });

  it('shows the section error in a failing section only, while the others render', async () => {
    api.answers['GET /api/overview/estates-summary'] = [
      500,
      { code: 'INTERNAL', message: 'Något gick fel.' },
    ];
    renderPage();
    const estates = await section('Dina fastigheter');
    expect((await within(estates).findByRole('alert')).textContent).toContain(SECTION_ERROR);
    expect(within(estates).getByRole('button', { name: 'Ladda om innehållet' })).toBeTruthy();
    expect(await within(await section('Din rådgivare')).findByText('Anders Nyberg')).toBeTruthy();
    expect(await within(await section('Senaste händelserna')).findByText('Avräkning utbetald')).toBeTruthy();
    expect(within(await section('Aviseringar')).queryByText(SECTION_ERROR)).toBeNull();
  });

  it('loads a failed section again with "Ladda om innehållet"', async () => {
    api.answers['GET /api/user/activities?limit=8'] = [503, { code: 'UNAVAILABLE', message: 'Försök igen.' }];
    renderPage();
    const feed = await section('Senaste händelserna');
    const retry = await within(feed).findByRole('button', { name: 'Ladda om innehållet' });
    api.answers['GET /api/user/activities?limit=8'] = [200, { items: [MEETING] }];
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(await within(feed).findByText('Möte bokat med Anders Nyberg')).toBeTruthy();
  });

  it('hides an item, says so, and moves focus to the item that took its place', async () => {
    api.answers['POST /api/user/hide_activity'] = [204];
    renderPage();
    const feed = await section('Senaste händelserna');
    const hide = await within(feed).findByRole('button', { name: 'Dölj händelsen Avräkning utbetald' });
    api.answers['GET /api/user/activities?limit=8'] = [200, { items: [MEETING] }];
    await act(async () => {
      fireEvent.click(hide);
    });

    await vi.waitFor(() => expect(within(feed).queryByText('Avräkning utbetald')).toBeNull());
    expect(api.posted()).toEqual([{ activityId: PAYMENT.id }]);
    expect(document.activeElement).toBe(
      within(feed).getByRole('button', { name: 'Dölj händelsen Möte bokat med Anders Nyberg' }),
    );
    expect(within(feed).getByRole('status').textContent).toBe('Händelsen ”Avräkning utbetald” är dold.');
  });

  it('moves focus to the feed heading when the last item is hidden, and then shows the empty state', async () => {
    api.answers['GET /api/user/activities?limit=8'] = [200, { items: [MEETING] }];
    api.answers['POST /api/user/hide_activity'] = [204];
    renderPage();
    const feed = await section('Senaste händelserna');
    const hide = await within(feed).findByRole('button', { name: /^Dölj/ });
    api.answers['GET /api/user/activities?limit=8'] = [204];
    await act(async () => {
      fireEvent.click(hide);
    });
    expect(await within(feed).findByText('Inga händelser just nu')).toBeTruthy();
    expect(document.activeElement).toBe(within(feed).getByRole('heading', { name: 'Senaste händelserna' }));
  });

  it('tells when hiding fails, and keeps the item', async () => {
    api.answers['POST /api/user/hide_activity'] = [
      404,
      { code: 'NOT_FOUND', message: 'Händelsen finns inte.' },
    ];
    renderPage();
    const feed = await section('Senaste händelserna');
    const hide = await within(feed).findByRole('button', { name: 'Dölj händelsen Avräkning utbetald' });
    await act(async () => {
      fireEvent.click(hide);
    });
    expect((await within(feed).findByRole('alert')).textContent).toBe(
      'Det gick inte att dölja händelsen. Försök igen om en liten stund.',
    );
    expect(within(feed).getByText('Avräkning utbetald')).toBeTruthy();
  });

  it('offers no hiding to a representative, and says whose overview it is', async () => {
    api.answers['GET /api/auth/profile'] = [
      200,
      { id: '100245', roles: ['DelegatedRight'], name: 'Maria Lindqvist' },
    ];
    renderPage();
    const feed = await section('Senaste händelserna');
    expect(await within(feed).findByText('Avräkning utbetald')).toBeTruthy();
    expect(await screen.findByText('Du ser översikten för Karin Lindqvist.')).toBeTruthy();
    expect(within(feed).queryByRole('button', { name: /^Dölj/ })).toBeNull();
  });

  it('shows what to do next when there are no estates, no advisor and no activities', async () => {
    api.answers['GET /api/overview/estates-summary'] = [204];
    api.answers['GET /api/Ir/GetBusinessData'] = [204];
    api.answers['GET /api/user/activities?limit=8'] = [204];
    api.answers['GET /api/notifications'] = [204];
    renderPage();
    expect(
      await within(await section('Dina fastigheter')).findByText('Inga fastigheter registrerade'),
    ).toBeTruthy();
    expect(await within(await section('Din rådgivare')).findByText('Ingen rådgivare ännu')).toBeTruthy();
    expect(
      await within(await section('Senaste händelserna')).findByText('Inga händelser just nu'),
    ).toBeTruthy();
    expect(
      await within(await section('Aviseringar')).findByText('Du har inga olästa aviseringar.'),
    ).toBeTruthy();
  });

  it('lists the open orders, each leading to its confirmation, and the way to order more', async () => {
    renderPage();
    // The card shows once the profile tells that the member may order (the route guard knows it first).
    const orders = await screen.findByRole('region', { name: 'Beställningar' });
    const link = await within(orders).findByRole('link', { name: 'Order SO-2026-000012' });
    expect(link.getAttribute('href')).toBe('/orderbekraftelse?order=SO-2026-000012');
    expect(within(orders).getByText('Röjning, Plantering')).toBeTruthy();
    expect(within(orders).getByText('Bekräftad av rådgivaren, beställd 22 nov. 2026')).toBeTruthy();
    expect(within(orders).getByText('42 775,00 kr')).toBeTruthy();
    expect(within(orders).getByRole('link', { name: 'Beställ skogliga tjänster' }).getAttribute('href')).toBe(
      '/skogligatjanster',
    );
    expect(within(orders).queryByRole('link', { name: 'Alla köp' })).toBeNull();
  });
});
