// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testApiServer } from '../../../lib/test-api-server';
import { CATALOGUE, ESTATES } from '../test-services';
import { Component as ServicesPage } from './services-page';
import { KARIN, renderPage as renderAt } from '../../../lib/test-render';

const api = testApiServer();
beforeEach(() => {
  api.requests.length = 0;
  api.answers = {
    'GET /api/auth/profile': [200, KARIN],
    'GET /api/services': [200, CATALOGUE],
    'GET /api/Ir/GetAllEstates': [200, ESTATES],
  };
});
afterEach(cleanup);

function renderPage(): void {
  renderAt(<ServicesPage />, { api });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the services list', () => {
  it('shows every service as a card with its price, each linking to its page', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Skogliga tjänster');
    const all = await screen.findByRole('region', { name: 'Alla tjänster' });
    const cards = within(all).getAllByRole('listitem');
    expect(cards).toHaveLength(8);

    const priceOf = (title: string) =>
      within(all).getByRole('link', { name: title }).closest('li')?.lastElementChild?.textContent;
    expect(priceOf('Röjning')).toBe('3\u00a0400\u00a0kr/ha exkl. moms');
    expect(priceOf('Plantering')).toBe('5,50\u00a0kr per planta exkl. moms');
    expect(priceOf('Skogsbruksplan')).toBe('800\u00a0kr per plan + 100\u00a0kr/ha exkl. moms');
    expect(priceOf('Skogsvägar')).toBe('180\u00a0kr/m exkl. moms');
    expect(priceOf('Gallring')).toBe('Kostnadsfritt');
    expect(within(all).getByRole('link', { name: 'Röjning' }).getAttribute('href')).toBe(
      '/skogligatjanster/rojning',
    );
    expect(within(all).getByText('Röjning för din skog.')).toBeTruthy();
  });

  it('lists the stands that need work, with a link to order the service for that stand', async () => {
    renderPage();
    await screen.findByRole('region', { name: 'Alla tjänster' });
    const recommended = section('Rekommenderat för skogen');
    expect(within(recommended).getByText('Röjningsskog (R2), 14 år, röjning föreslås 2026')).toBeTruthy();
    expect(within(recommended).getByText(/Uppsala Ekeby 2:7, avdelning 4, 3,2 ha/)).toBeTruthy();
    expect(
      (
        await within(recommended).findByRole('link', { name: 'Beställ röjning för avdelning 4' })
      ).getAttribute('href'),
    ).toBe('/skogligatjanster/rojning?fastighet=e1&avdelning=s4');
  });

  it('offers a representative no "Beställ", only the way to read about it', async () => {
    api.answers['GET /api/auth/profile'] = [
      200,
      { id: '100245', roles: ['DelegatedRight'], name: 'Maria Lindqvist' },
    ];
    renderPage();
    await screen.findByRole('region', { name: 'Alla tjänster' });
    const recommended = section('Rekommenderat för skogen');
    expect(await within(recommended).findByRole('link', { name: 'Röjning, avdelning 4' })).toBeTruthy();
    expect(within(recommended).queryByRole('link', { name: /^Beställ/ })).toBeNull();
  });

  it('tells a member without estates why nothing is recommended', async () => {
    api.answers['GET /api/services'] = [200, { ...CATALOGUE, recommendations: [] }];
    api.answers['GET /api/Ir/GetAllEstates'] = [204];
    renderPage();
    expect(await screen.findByText('Inga fastigheter registrerade')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Kontakta oss' })[0]?.getAttribute('href')).toBe('/kontakt');
  });

  it('tells a member without a forest plan what a plan would give', async () => {
    api.answers['GET /api/services'] = [200, { ...CATALOGUE, recommendations: [] }];
    api.answers['GET /api/Ir/GetAllEstates'] = [
      200,
      { estates: ESTATES.estates.map((estate) => ({ ...estate, stands: null })) },
    ];
    renderPage();
    expect(await screen.findByText('Ingen skogsbruksplan ännu')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Om skogsbruksplan' }).getAttribute('href')).toBe(
      '/skogligatjanster/skogsbruksplan',
    );
  });

  it('says when the plan proposes nothing the services do', async () => {
    api.answers['GET /api/services'] = [200, { ...CATALOGUE, recommendations: [] }];
    renderPage();
    expect(await screen.findByText('Inga åtgärder föreslås just nu')).toBeTruthy();
  });

  it('shows what to do when there are no services', async () => {
    api.answers['GET /api/services'] = [204];
    renderPage();
    expect(await screen.findByText('Inga tjänster att visa just nu')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kontakta oss' }).getAttribute('href')).toBe('/kontakt');
  });
});
