// @vitest-environment jsdom
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeatureFlags } from '#contracts/feature-flags';
import { testApiServer } from '../../../lib/test-api-server';
import { CART_ITEM, ESTATES, ESTIMATE, PLANTERING, ROJNING_DETAILS, STANDS } from '../test-services';
import { Component as ServicePage } from './service-page';
import { KARIN, renderPage as renderAt } from '../../../lib/test-render';

const api = testApiServer();
beforeEach(() => {
  api.requests.length = 0;
  api.answers = {
    'GET /api/auth/profile': [200, KARIN],
    'GET /api/services/rojning': [200, ROJNING_DETAILS],
    'GET /api/Ir/GetAllEstates': [200, ESTATES],
    'GET /api/estates/e1/stands': [200, STANDS],
    'GET /api/estates/e2/stands': [204],
    'POST /api/services/rojning/estimate': [200, ESTIMATE],
    'POST /api/cart/items': [201, CART_ITEM],
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderPage(path = '/skogligatjanster/rojning', flags: Partial<FeatureFlags> = {}): QueryClient {
  return renderAt(<ServicePage />, { api, path, route: '/skogligatjanster/:name', flags }).queryClient;
}

const section = (name: string) => screen.getByRole('region', { name });
const orderForm = async () => {
  await screen.findByRole('checkbox', { name: /Avdelning 4/ });
  return section('Beställ');
};
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Lägg i varukorgen' }));
  });
};

describe('one service', () => {
  it('tells what the service is, when it suits, its price with VAT, what follows and who calls', async () => {
    renderPage();
    expect((await screen.findByRole('heading', { level: 1, name: 'Röjning' })).textContent).toBe('Röjning');
    await vi.waitFor(() => expect(document.title).toBe('Skogsportalen – Röjning'));
    expect(within(section('Om tjänsten')).getByText('Röjning är en tjänst vi utför.')).toBeTruthy();
    expect(within(section('Passar när')).getByRole('listitem').textContent).toBe(
      'När skogsbruksplanen föreslår röjning.',
    );
    const price = section('Pris');
    expect(within(price).getByText('3 400 kr/ha exkl. moms')).toBeTruthy();
    expect(within(price).getByText(/per hektar av området du väljer/)).toBeTruthy();
    expect(within(price).getByText('Det lägsta priset för en beställning är 2 500 kr.')).toBeTruthy();
    expect(within(price).getByText(/Alla priser är exklusive moms. Moms, 25 %, läggs till./)).toBeTruthy();
    const steps = within(section('Det här händer efter beställningen')).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    const advisor = section('Rådgivare');
    expect(within(advisor).getByText('Anders Nyberg')).toBeTruthy();
    expect(
      within(advisor).getByRole('link', { name: 'Ring Anders Nyberg: 010-456 12 34' }).getAttribute('href'),
    ).toBe('tel:0104561234');
    expect(
      within(advisor)
        .getByRole('link', { name: /^Mejla Anders Nyberg/ })
        .getAttribute('href'),
    ).toBe('mailto:anders.nyberg@example.se');
    expect(
      (
        await within(section('Rekommenderat för skogen')).findByRole('link', {
          name: 'Beställ röjning för avdelning 4',
        })
      ).getAttribute('href'),
    ).toBe('/skogligatjanster/rojning?fastighet=e1&avdelning=s4');
    expect(screen.getByRole('link', { name: 'Rita området på kartan' }).getAttribute('href')).toBe(
      '/kartvy?formular=bestall&tjanst=rojning',
    );
  });

  it('says clearly when there is no such service', async () => {
    api.answers['GET /api/services/okand'] = [404, { code: 'NOT_FOUND', message: 'Tjänsten finns inte.' }];
    renderPage('/skogligatjanster/okand');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tjänsten finns inte' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alla skogliga tjänster' }).getAttribute('href')).toBe(
      '/skogligatjanster',
    );
  });

  it('tells what is missing, by the fields and in a focused summary', async () => {
    renderPage();
    const form = await orderForm();
    await submit();
    const summary = within(form).getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Välj minst en avdelning.', 'Välj när du vill att arbetet görs.']);
    const time = within(form).getByRole('combobox', { name: 'När vill du att arbetet görs?' });
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${time.id}-error`)?.textContent).toBe(
      'Välj när du vill att arbetet görs.',
    );
    expect(api.posted()).toEqual([]);

    // Once right, the field's error goes.
    fireEvent.change(time, { target: { value: '2027-spring' } });
    expect(time.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the server’s price for the chosen stands: lines, sum, VAT, total and area', async () => {
    renderPage();
    const form = await orderForm();
    expect(within(form).getByText('Välj fastighet och område så räknar vi ut ett pris.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('checkbox', { name: /Avdelning 4/ }));

    const estimate = within(form).getByRole('region', { name: 'Beräknat pris' });
    expect(await within(estimate).findByText('13 600,00 kr')).toBeTruthy();
    expect(within(estimate).getByText('10 880,00 kr', { selector: 'dd' })).toBeTruthy();
    expect(within(estimate).getByText('2 720,00 kr')).toBeTruthy();
    expect(within(estimate).getByText('3,2 ha')).toBeTruthy();
    expect(within(estimate).getByText('3,2 ha à 3 400 kr')).toBeTruthy();
    expect(api.posted()).toEqual([
      { estateId: 'e1', area: { kind: 'stands', standIds: ['s4'] }, quantity: null },
    ]);
  });

  it('tells why the server could not price the draft', async () => {
    api.answers['POST /api/services/rojning/estimate'] = [
      422,
      {
        code: 'VALIDATION_ERROR',
        message: 'Några uppgifter är inte giltiga. Rätta dem och försök igen.',
        fieldErrors: { 'area.standIds': ['Avdelning 4 finns inte längre i planen.'] },
      },
    ];
    renderPage();
    const form = await orderForm();
    fireEvent.click(within(form).getByRole('checkbox', { name: /Avdelning 4/ }));
    const estimate = within(form).getByRole('region', { name: 'Beräknat pris' });
    expect(await within(estimate).findByText('Avdelning 4 finns inte längre i planen.')).toBeTruthy();
  });

  it('asks for the quantity the price takes as a whole number within its limits', async () => {
    api.answers['GET /api/services/plantering'] = [200, { ...ROJNING_DETAILS, service: PLANTERING }];
    renderPage('/skogligatjanster/plantering');
    const form = await orderForm();
    const quantity = within(form).getByRole('textbox', { name: 'Plantor per hektar' });
    expect((quantity as HTMLInputElement).value).toBe('2300');
    fireEvent.change(quantity, { target: { value: '2,5' } });
    await submit();
    expect(document.getElementById(`${quantity.id}-error`)?.textContent).toBe(
      'Skriv antalet som ett heltal.',
    );
    fireEvent.change(quantity, { target: { value: '9000' } });
    expect(document.getElementById(`${quantity.id}-error`)?.textContent).toBe(
      'Skriv ett antal mellan 1\u00a0500\u00a0plantor/ha och 3\u00a0500\u00a0plantor/ha.',
    );
  });

  it('puts the order line in the cart with an Idempotency-Key and says so, with the way to the checkout', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const queryClient = renderPage('/skogligatjanster/rojning?fastighet=e1&avdelning=s4');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const form = await orderForm();
    expect(within(form).getByRole<HTMLInputElement>('checkbox', { name: /Avdelning 4/ }).checked).toBe(true);
    expect(document.activeElement).toBe(within(form).getByRole('heading', { name: 'Beställ' }));

    fireEvent.change(within(form).getByRole('combobox', { name: 'När vill du att arbetet görs?' }), {
      target: { value: '2027-spring' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Önskemål/ }), {
      target: { value: 'Infart från norr.' },
    });
    await submit();

    expect(await within(form).findByText('Röjning är tillagd i varukorgen.')).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'Gå till kassan' }).getAttribute('href')).toBe('/kassa');
    const cartPost = api.requests.find((request) => request.url === '/api/cart/items');
    expect(cartPost?.body).toEqual({
      estateId: 'e1',
      area: { kind: 'stands', standIds: ['s4'] },
      quantity: null,
      serviceName: 'rojning',
      wishes: 'Infart från norr.',
      preferredTime: '2027-spring',
    });
    const cartCall = fetchSpy.mock.calls.find(
      ([url]) => typeof url === 'string' && url.endsWith('/api/cart/items'),
    );
    const headers = cartCall?.[1]?.headers as Record<string, string>;
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cart'] });
  });

  it('shows the server’s field errors by the fields', async () => {
    api.answers['POST /api/cart/items'] = [
      400,
      {
        code: 'VALIDATION_ERROR',
        message: 'Några uppgifter är inte giltiga. Rätta dem och försök igen.',
        fieldErrors: { 'area.standIds': ['Avdelningen hör inte till fastigheten.'] },
      },
    ];
    renderPage('/skogligatjanster/rojning?avdelning=s4');
    const form = await orderForm();
    fireEvent.change(within(form).getByRole('combobox', { name: 'När vill du att arbetet görs?' }), {
      target: { value: '2027-autumn' },
    });
    await submit();
    const summary = await within(form).findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Avdelningen hör inte till fastigheten.' }),
    ).toBeTruthy();
    expect(within(form).getAllByText('Avdelningen hör inte till fastigheten.')).toHaveLength(2);
    expect(document.activeElement).toBe(summary);
  });

  it('shows a representative the service and prices, but no order form', async () => {
    api.answers['GET /api/auth/profile'] = [
      200,
      { id: '100245', roles: ['DelegatedRight'], name: 'Maria Lindqvist' },
    ];
    api.answers['GET /api/services/rojning'] = [200, { ...ROJNING_DETAILS, canOrder: false }];
    renderPage();
    expect(await screen.findByText('Du kan se tjänster och priser men inte beställa.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lägg i varukorgen' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Rita området på kartan' })).toBeNull();
    expect(within(section('Pris')).getByText('3 400 kr/ha exkl. moms')).toBeTruthy();
  });

  it('says ordering is closed while the flag is off', async () => {
    api.answers['GET /api/services/rojning'] = [200, { ...ROJNING_DETAILS, canOrder: false }];
    renderPage('/skogligatjanster/rojning', { servicesOrderable: false });
    expect(
      await screen.findByText('Beställning via portalen är inte öppen just nu. Kontakta din rådgivare.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lägg i varukorgen' })).toBeNull();
  });
});
