// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Subscription, Subscriptions } from '#contracts/subscriptions';
import { testApiServer } from '../../../lib/test-api-server';
import { Component as SubscriptionsPage } from './subscriptions-page';
import { KARIN, renderPage as renderAt } from '../../../lib/test-render';

const offer = (overrides: Partial<Subscription> & Pick<Subscription, 'topic'>): Subscription => ({
  subscribed: false,
  format: 'email',
  formats: ['email'],
  changedAt: null,
  ...overrides,
});

const SUBSCRIPTIONS: Subscriptions = {
  subscriptions: [
    offer({ topic: 'newsletter', subscribed: true, changedAt: '2021-03-14T18:12:00.000Z' }),
    offer({ topic: 'timber-prices' }),
    offer({
      topic: 'magazine',
      subscribed: true,
      format: 'paper',
      formats: ['paper', 'digital'],
      changedAt: '1998-04-01T08:00:00.000Z',
    }),
    offer({ topic: 'storm-alerts', format: 'sms', formats: ['sms'] }),
  ],
  contact: { hasEmail: true, hasPostalAddress: true, hasPhone: true },
};

const api = testApiServer();
/** The PUTs the page sent, in order. */
const sent = () =>
  api.requests.filter((request) => request.method === 'PUT').map(({ url, body }) => ({ url, body }));

beforeEach(() => {
  api.requests.length = 0;
  api.answers = {
    'GET /api/auth/profile': [200, KARIN],
    'GET /api/subscriptions': [200, SUBSCRIPTIONS],
  };
});
afterEach(cleanup);

function renderPage(): void {
  renderAt(<SubscriptionsPage />, { api });
}

const card = (name: string) => screen.findByRole('region', { name }, { timeout: 5_000 });

describe('the subscriptions page', () => {
  it('shows each mailing with what it is and whether the member gets it', async () => {
    renderPage();
    const newsletter = await card('Nyhetsbrev');
    expect(within(newsletter).getByText('Du prenumererar sedan 14 mars 2021.')).toBeTruthy();
    expect(within(newsletter).getByRole('button', { name: 'Avsluta prenumerationen' })).toBeTruthy();
    const prices = await card('Virkespriser');
    expect(within(prices).getByText('Du prenumererar inte.')).toBeTruthy();
    const magazine = await card('Medlemstidningen');
    expect(within(magazine).getByRole('radio', { name: 'På papper med posten' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('subscribes and says so', async () => {
    api.answers['PUT /api/subscriptions/timber-prices'] = [
      200,
      offer({ topic: 'timber-prices', subscribed: true, changedAt: '2026-11-22T08:00:00.000Z' }),
    ];
    renderPage();
    const prices = await card('Virkespriser');
    fireEvent.click(within(prices).getByRole('button', { name: 'Prenumerera' }));
    expect(await within(prices).findByText('Klart! Du prenumererar nu på virkespriser.')).toBeTruthy();
    expect(within(prices).getByText('Du prenumererar sedan 22 nov. 2026.')).toBeTruthy();
    expect(sent()).toEqual([
      { url: '/api/subscriptions/timber-prices', body: { subscribed: true, format: 'email' } },
    ]);
  });

  it('says in a status message what subscribing and unsubscribing did, with focus kept on the button', async () => {
    api.answers['PUT /api/subscriptions/timber-prices'] = [
      200,
      offer({ topic: 'timber-prices', subscribed: true, changedAt: '2026-11-22T08:00:00.000Z' }),
    ];
    renderPage();
    const prices = await card('Virkespriser');
    const button = within(prices).getByRole('button', { name: 'Prenumerera' });
    button.focus();
    fireEvent.click(button);
    const status = within(prices).getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Klart! Du prenumererar nu på virkespriser.'));
    expect(document.activeElement).toBe(
      within(prices).getByRole('button', { name: 'Avsluta prenumerationen' }),
    );

    api.answers['PUT /api/subscriptions/timber-prices'] = [
      200,
      offer({ topic: 'timber-prices', subscribed: false, changedAt: '2026-11-23T08:00:00.000Z' }),
    ];
    fireEvent.click(within(prices).getByRole('button', { name: 'Avsluta prenumerationen' }));
    await waitFor(() => expect(status.textContent).toBe('Klart! Du får inte längre virkespriser.'));
    expect(document.activeElement).toBe(within(prices).getByRole('button', { name: 'Prenumerera' }));
  });

  it('changes the magazine to digital', async () => {
    api.answers['PUT /api/subscriptions/magazine'] = [
      200,
      offer({
        topic: 'magazine',
        subscribed: true,
        format: 'digital',
        formats: ['paper', 'digital'],
        changedAt: '2026-11-22T08:00:00.000Z',
      }),
    ];
    renderPage();
    const magazine = await card('Medlemstidningen');
    fireEvent.click(within(magazine).getByRole('radio', { name: 'Digitalt, med en länk via e-post' }));
    fireEvent.click(within(magazine).getByRole('button', { name: 'Byt till det valda formatet' }));
    expect(await within(magazine).findByText('Klart! Vi har sparat hur du vill få utskicket.')).toBeTruthy();
    expect(sent()[0]?.body).toEqual({ subscribed: true, format: 'digital' });
  });

  it('links to the profile page when the e-mail address is missing', async () => {
    api.answers['PUT /api/subscriptions/timber-prices'] = [
      422,
      {
        code: 'EMAIL_MISSING',
        message: 'Lägg till din e-postadress under Mina uppgifter, så kan du få utskicket via e-post.',
      },
    ];
    renderPage();
    const prices = await card('Virkespriser');
    fireEvent.click(within(prices).getByRole('button', { name: 'Prenumerera' }));
    const alert = await within(prices).findByRole('alert');
    expect(alert.textContent).toContain('Lägg till din e-postadress under Mina uppgifter');
    expect(within(alert).getByRole('link', { name: 'Gå till Mina uppgifter' }).getAttribute('href')).toBe(
      '/minasidor/minauppgifter',
    );
    expect(within(prices).getByText('Du prenumererar inte.')).toBeTruthy();
  });

  it('shows a representative (DelegatedRight) the choices without letting them change', async () => {
    api.answers['GET /api/auth/profile'] = [
      200,
      { id: '100245', roles: ['DelegatedRight'], name: 'Maria Lindqvist' },
    ];
    renderPage();
    expect(await screen.findByText('Du ser abonnemangen med läsrätt och kan inte ändra dem.')).toBeTruthy();
    const prices = await card('Virkespriser');
    expect(within(prices).getByRole('button', { name: 'Prenumerera' })).toHaveProperty('disabled', true);
  });
});
