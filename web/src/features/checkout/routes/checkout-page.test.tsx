// @vitest-environment jsdom
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { FeatureFlags } from '#contracts/feature-flags';
import { queriesSettled } from '../../../lib/queries-settled';
import { testApiServer } from '../../../lib/test-api-server';
import {
  CART,
  cartOf,
  ORDER,
  PLANTERING_ITEM,
  PLANTERING_SERVICE,
  ROJNING_ITEM,
  ROJNING_SERVICE,
} from '../test-checkout';
import { Component as CheckoutPage } from './checkout-page';
import { Component as ConfirmationPage } from './order-confirmation-page';
import { KARIN, renderPage as renderAt } from '../../../lib/test-render';

const ROJNING = 'Röjning på Uppsala Ekeby 2:7';
const PLANTERING = 'Plantering på Uppsala Viggeby 4:3';

const api = testApiServer();
beforeEach(() => {
  api.requests.length = 0;
  api.answers = {
    'GET /api/auth/profile': [200, KARIN],
    'GET /api/cart': [200, CART],
    'GET /api/services/rojning': [200, ROJNING_SERVICE],
    'GET /api/services/plantering': [200, PLANTERING_SERVICE],
    'POST /api/orders': [201, ORDER],
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderPage(flags: Partial<FeatureFlags> = {}): QueryClient {
  return renderAt(<CheckoutPage />, {
    api,
    path: '/kassa',
    route: '/kassa',
    routes: { '/orderbekraftelse': <ConfirmationPage /> },
    flags,
  }).queryClient;
}

const line = async (title: string) =>
  (await screen.findByRole('heading', { level: 3, name: title })).closest('li') as HTMLElement;
const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
const submitButton = () => screen.getByRole('button', { name: /^Skicka beställning|^Skickar/ });
const acceptTerms = () =>
  fireEvent.click(screen.getByRole('checkbox', { name: 'Jag har läst och godkänner villkoren' }));
const orderPosts = () =>
  api.requests.filter((request) => request.method === 'POST' && request.url === '/api/orders');
/** The Idempotency-Key of each order sent, in order. */
const keysSent = (spy: MockInstance<typeof fetch>): (string | undefined)[] =>
  spy.mock.calls
    .filter(([url]) => typeof url === 'string' && url.endsWith('/api/orders'))
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['idempotency-key']);

describe('the checkout', () => {
  it('shows each line: area, quantity, time, wishes, price lines, who added it, and the totals', async () => {
    renderPage();
    const rojning = await line(ROJNING);
    expect(within(rojning).getByText('Avdelning 4 och 7, 5,6 ha')).toBeTruthy();
    expect(within(rojning).getByText('Våren 2027')).toBeTruthy();
    expect(within(rojning).getByText('Infart från norr.')).toBeTruthy();
    expect(within(rojning).getByText('5,6 ha à 3 400 kr')).toBeTruthy();
    expect(within(rojning).getByText('23 800,00 kr')).toBeTruthy();
    expect(within(rojning).queryByText(/för din räkning/)).toBeNull();

    const plantering = await line(PLANTERING);
    expect(within(plantering).getByText('Ritat område på kartan, 1,2 ha')).toBeTruthy();
    expect(within(plantering).getByText('2 300 plantor/ha')).toBeTruthy();
    expect(within(plantering).getByText('2 760 plantor à 5,50 kr')).toBeTruthy();
    expect(within(plantering).getByText('Tillagd av Anders Nyberg för din räkning')).toBeTruthy();
    expect(within(plantering).queryByText('Önskemål')).toBeNull();

    const totals = screen.getByRole('region', { name: 'Att betala' });
    expect(
      within(totals).getByText('Summa exkl. moms').nextElementSibling?.textContent.replace(/\s/g, ' '),
    ).toBe('34 220,00 kr');
    expect(within(totals).getByText('Moms 25 %').nextElementSibling?.textContent.replace(/\s/g, ' ')).toBe(
      '8 555,00 kr',
    );
    expect(
      within(totals).getByText('Att betala inkl. moms').nextElementSibling?.textContent.replace(/\s/g, ' '),
    ).toBe('42 775,00 kr');
    expect(within(totals).getByText(/uppskattning.*faktura när arbetet är utfört/)).toBeTruthy();

    expect(screen.getByText('Karin Lindqvist')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'E-post' }).value).toBe(
      'karin.lindqvist@example.se',
    );
    expect(screen.getByText(/Villkor för beställning av skogliga tjänster, version 2026-11/)).toBeTruthy();
  });

  it('changes a line in place; the server prices it again', async () => {
    renderPage();
    await click(within(await line(ROJNING)).getByRole('button', { name: `Ändra ${ROJNING}` }));
    const form = await screen.findByRole('heading', { level: 4, name: `Ändra ${ROJNING}` });
    expect(document.activeElement).toBe(form);
    const time = await screen.findByRole<HTMLSelectElement>('combobox', {
      name: 'När vill du att arbetet görs?',
    });
    expect(time.value).toBe('2027-spring');
    fireEvent.change(time, { target: { value: '2027-autumn' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Önskemål/ }), {
      target: { value: 'Grind vid vägen.' },
    });

    const changed = {
      ...ROJNING_ITEM,
      wishes: 'Grind vid vägen.',
      preferredTime: '2027-autumn',
      preferredTimeLabel: 'Hösten 2027',
    };
    api.answers['PUT /api/cart/items/c1'] = [200, changed];
    api.answers['GET /api/cart'] = [200, cartOf([changed, PLANTERING_ITEM])];
    await click(screen.getByRole('button', { name: 'Spara ändringen' }));

    const rojning = await line(ROJNING);
    expect(await within(rojning).findByRole('status')).toHaveProperty(
      'textContent',
      `Ändringen av ${ROJNING} är sparad och priset är räknat om.`,
    );
    expect(within(rojning).getByText('Hösten 2027')).toBeTruthy();
    expect(document.activeElement).toBe(within(rojning).getByRole('heading', { level: 3 }));
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      serviceName: 'rojning',
      estateId: 'e1',
      area: { kind: 'stands', standIds: ['s4', 's7'] },
      quantity: null,
      wishes: 'Grind vid vägen.',
      preferredTime: '2027-autumn',
    });
  });

  it('checks a changed quantity before sending it, and shows the server’s own field errors', async () => {
    renderPage();
    await click(within(await line(PLANTERING)).getByRole('button', { name: `Ändra ${PLANTERING}` }));
    const quantity = await screen.findByRole('textbox', { name: 'Plantor per hektar (plantor/ha)' });
    fireEvent.change(quantity, { target: { value: '9000' } });
    await click(screen.getByRole('button', { name: 'Spara ändringen' }));
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(summary.textContent).toContain(
      'Skriv ett antal mellan 1\u00a0500\u00a0plantor/ha och 3\u00a0500\u00a0plantor/ha.',
    );
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);

    api.answers['PUT /api/cart/items/c2'] = [
      422,
      {
        code: 'RULES_BROKEN',
        message: 'Några uppgifter uppfyller inte reglerna.',
        fieldErrors: { preferredTime: ['Välj en av tiderna i listan.'] },
      },
    ];
    fireEvent.change(quantity, { target: { value: '2 500' } });
    await click(screen.getByRole('button', { name: 'Spara ändringen' }));
    expect(
      await within(await screen.findByRole('alert')).findByRole('link', {
        name: 'Välj en av tiderna i listan.',
      }),
    ).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({ quantity: 2500 });
  });

  it('removes a line after asking, and says so', async () => {
    renderPage();
    await click(within(await line(ROJNING)).getByRole('button', { name: `Ta bort ${ROJNING}` }));
    const question = screen.getByText(`Vill du ta bort ${ROJNING} från varukorgen?`);
    expect(document.activeElement).toBe(question.parentElement);
    await click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Ta bort ${ROJNING}` }));
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await click(screen.getByRole('button', { name: `Ta bort ${ROJNING}` }));
    api.answers['DELETE /api/cart/items/c1'] = [204];
    api.answers['GET /api/cart'] = [200, cartOf([PLANTERING_ITEM])];
    await click(screen.getByRole('button', { name: 'Ja, ta bort' }));
    const notice = await screen.findByText(`${ROJNING} är borttagen från varukorgen.`);
    expect(document.activeElement?.contains(notice)).toBe(true);
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: ROJNING })).toBeNull());
    expect(screen.getByText('1 tjänst i varukorgen.')).toBeTruthy();
  });

  it('asks for a way to reach the member and for the terms, in a focused summary, and sends nothing', async () => {
    renderPage();
    await line(ROJNING);
    fireEvent.change(screen.getByRole('textbox', { name: 'E-post' }), { target: { value: ' ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Telefon' }), { target: { value: '' } });
    await click(submitButton());
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Skriv en e-postadress eller ett telefonnummer så att rådgivaren kan nå dig.',
      'Du behöver godkänna villkoren för att kunna skicka beställningen.',
    ]);
    expect(screen.getByRole('textbox', { name: 'E-post' }).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByRole('textbox', { name: 'E-post' }), { target: { value: 'karin@' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Telefon' }), { target: { value: '12' } });
    acceptTerms();
    await click(submitButton());
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Skriv e-postadressen som namn@exempel.se.',
      'Skriv ett svenskt telefonnummer, till exempel 070-123 45 67.',
    ]);
    expect(orderPosts()).toEqual([]);
  });

  it('places the order once on a double click, with one Idempotency-Key, and shows the confirmation', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage();
    await line(ROJNING);
    fireEvent.change(screen.getByRole('textbox', { name: 'Telefon' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Meddelande/ }), {
      target: { value: ' Ring helst efter kl. 16. ' },
    });
    acceptTerms();
    await act(async () => {
      fireEvent.click(submitButton());
      fireEvent.click(submitButton());
    });

    expect(await screen.findByRole('heading', { name: 'Tack för din beställning!' })).toBeTruthy();
    expect(screen.getByText('SO-2026-000012')).toBeTruthy();
    expect(orderPosts().map((request) => request.body)).toEqual([
      {
        itemIds: ['c1', 'c2'],
        contact: { email: 'karin.lindqvist@example.se', phone: null },
        message: 'Ring helst efter kl. 16.',
        acceptTerms: true,
        termsVersion: '2026-11',
      },
    ]);
    const keys = keysSent(fetchSpy);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The confirmation came with the answer: the order is not asked for again.
    expect(api.requests.some((request) => request.url.startsWith('/api/orders/'))).toBe(false);
  });

  it('sends the same key again on a retry after a failure, so the order cannot be placed twice', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    api.answers['POST /api/orders'] = [
      503,
      { code: 'UNAVAILABLE', message: 'Tjänsten svarar inte just nu.' },
    ];
    renderPage();
    await line(ROJNING);
    acceptTerms();
    await click(submitButton());
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Tjänsten svarar inte just nu.');
    expect(document.activeElement).toBe(summary);

    api.answers['POST /api/orders'] = [201, ORDER];
    await click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Tack för din beställning!' })).toBeTruthy();
    const keys = keysSent(fetchSpy);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('fetches the cart again when it changed since the review, asks to check it, and then sends with a new key', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    api.answers['POST /api/orders'] = [
      409,
      {
        code: 'CART_CHANGED',
        message: 'Varukorgen har ändrats sedan du granskade den. Kontrollera beställningen igen.',
      },
    ];
    renderPage();
    await line(ROJNING);
    acceptTerms();
    api.answers['GET /api/cart'] = [200, cartOf([ROJNING_ITEM])];
    await click(submitButton());
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Varukorgen har ändrats sedan du granskade den.');
    expect(document.activeElement).toBe(summary);
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: PLANTERING })).toBeNull());

    api.answers['POST /api/orders'] = [201, ORDER];
    await click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Tack för din beställning!' })).toBeTruthy();
    expect(orderPosts().map((request) => (request.body as { itemIds: string[] }).itemIds)).toEqual([
      ['c1', 'c2'],
      ['c1'],
    ]);
    const keys = keysSent(fetchSpy);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('tells an empty cart what to do next', async () => {
    api.answers['GET /api/cart'] = [200, cartOf([])];
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Varukorgen är tom' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se skogliga tjänster' }).getAttribute('href')).toBe(
      '/skogligatjanster',
    );
  });

  it('says ordering is closed while the flag is off, and asks for no cart', async () => {
    const queryClient = renderPage({ servicesOrderable: false });
    expect(screen.getByRole('heading', { name: 'Beställning är stängd just nu' })).toBeTruthy();
    await queriesSettled(queryClient);
    expect(api.requests.some((request) => request.url === '/api/cart')).toBe(false);
  });
});
