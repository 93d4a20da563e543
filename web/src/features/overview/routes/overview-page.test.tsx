// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, MEETING, renderPage, section, SECTION_ERROR } from './test-overview-page';

describe('the overview page', () => {
  it("renders every section from the page's first data, without asking the server", async () => {
    renderPage(api.answers);
    // On the first render, with no placeholder in between.
    expect(screen.getByText('Hej Karin!')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Fastigheter' })).getByText('2 fastigheter'),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Rådgivare' })).getByText('Anders Nyberg')).toBeTruthy();
    expect(await within(await section('Senaste händelserna')).findByText('Avräkning utbetald')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('greets the member by first name and shows estates, notifications, advisor and activities', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Översikt');
    expect(await screen.findByText('Hej Karin!')).toBeTruthy();

    const estates = await section('Fastigheter');
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

    const advisor = await section('Rådgivare');
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
    expect(screen.queryByRole('region', { name: 'Fastigheter' })).toBeNull();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Laddar');
    const feed = await section('Senaste händelserna');
    expect(within(feed).getByText('Avräkning utbetald')).toBeTruthy();
    expect(within(await section('Fastigheter')).getByText('2 fastigheter')).toBeTruthy();
  });

  it('shows the other cards after 1,5 s when one section is slow, which then loads in its own card', async () => {
    api.delays['GET /api/user/activities?limit=8'] = 3_000;
    const started = performance.now();
    renderPage();
    const estates = await screen.findByRole('region', { name: 'Fastigheter' }, { timeout: 2_500 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_400);
    expect(within(estates).getByText('2 fastigheter')).toBeTruthy();
    const feed = await section('Senaste händelserna');
    expect(within(feed).getByRole('status').textContent).toContain('Laddar');
    expect(await within(feed).findByText('Avräkning utbetald', {}, { timeout: 3_000 })).toBeTruthy();
  });

  it('shows the merkonto balance, the next payout, the latest payment and the open contracts', async () => {
    renderPage();
    const economy = await section('Ekonomi');
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
    api.answers['GET /api/overview/open-contracts'] = [200, { contracts: [] }];
    renderPage();
    expect(await within(await section('Ekonomi')).findByText('Inget konto hos oss ännu')).toBeTruthy();
    expect(within(await section('Pågående kontrakt')).getByText('Inga pågående kontrakt')).toBeTruthy();
  });

  it('shows the section error in a failing section only, while the others render', async () => {
    api.answers['GET /api/overview/estates-summary'] = [
      500,
      { code: 'INTERNAL', message: 'Något gick fel.' },
    ];
    renderPage();
    const estates = await section('Fastigheter');
    expect((await within(estates).findByRole('alert')).textContent).toContain(SECTION_ERROR);
    expect(within(estates).getByRole('button', { name: 'Ladda om innehållet' })).toBeTruthy();
    expect(await within(await section('Rådgivare')).findByText('Anders Nyberg')).toBeTruthy();
    expect(await within(await section('Senaste händelserna')).findByText('Avräkning utbetald')).toBeTruthy();
    expect(within(await section('Aviseringar')).queryByText(SECTION_ERROR)).toBeNull();
  });

  it('keeps the economy figures when the contracts read fails, which its own card tells and retries', async () => {
    api.answers['GET /api/overview/open-contracts'] = [500, { code: 'INTERNAL', message: 'Något gick fel.' }];
    renderPage();
    const economy = await section('Ekonomi');
    expect(await within(economy).findByText('201 585,22 kr')).toBeTruthy();
    expect(within(economy).getByText('Nästa utbetalning 29 jan. 2027')).toBeTruthy();
    expect(within(economy).queryByRole('alert')).toBeNull();

    const contracts = await section('Pågående kontrakt');
    expect((await within(contracts).findByRole('alert')).textContent).toContain(SECTION_ERROR);
    const retry = within(contracts).getByRole('button', { name: 'Ladda om innehållet' });
    api.answers['GET /api/overview/open-contracts'] = [200, { contracts: [] }];
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(await within(contracts).findByText('Inga pågående kontrakt')).toBeTruthy();
    expect(within(economy).getByText('201 585,22 kr')).toBeTruthy();
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

  it('shows what to do next when there are no estates, no advisor and no activities', async () => {
    api.answers['GET /api/overview/estates-summary'] = [204];
    api.answers['GET /api/Ir/GetBusinessData'] = [204];
    api.answers['GET /api/user/activities?limit=8'] = [204];
    api.answers['GET /api/notifications'] = [204];
    renderPage();
    expect(
      await within(await section('Fastigheter')).findByText('Inga fastigheter registrerade'),
    ).toBeTruthy();
    expect(await within(await section('Rådgivare')).findByText('Ingen rådgivare ännu')).toBeTruthy();
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
    expect(within(orders).getByText('Bekräftad, beställd 22 nov. 2026')).toBeTruthy();
    expect(within(orders).getByText('42 775,00 kr')).toBeTruthy();
    expect(within(orders).getByRole('link', { name: 'Beställ skogliga tjänster' }).getAttribute('href')).toBe(
      '/skogligatjanster',
    );
    expect(within(orders).queryByRole('link', { name: 'Alla köp' })).toBeNull();
  });
});
