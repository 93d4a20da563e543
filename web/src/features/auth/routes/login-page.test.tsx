// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '#contracts/profile';
import type { RuntimeConfig } from '#contracts/runtime-config';
import { profileQueryKey } from '../../../lib/profile';
import { createQueryClient } from '../../../lib/query-client';
import { renderPage as renderAt } from '../../../lib/test-render';
import { Component as LoginPage } from './login-page';

/** The login page for a visitor with this profile (null: nobody is signed in). */
function renderPage(config: Partial<RuntimeConfig> = {}, profile: Profile | null = null) {
  // Nothing answers here: the page's first status check fails quietly and shows the start.
  const queryClient = createQueryClient();
  queryClient.setQueryData(profileQueryKey, profile);
  return renderAt(<LoginPage />, {
    config,
    queryClient,
    path: '/login',
    route: '/login',
    routes: { '/': <h1>Översikt</h1>, '/loggain': <h1>Vem vill du företräda?</h1> },
  }).router;
}

describe('the login page', () => {
  afterEach(cleanup);

  it('has its heading, the BankID start and the accessibility statement, and no demo note', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Logga in');
    const start = await screen.findByRole('button', { name: 'Logga in med BankID' });
    await waitFor(() => expect(start).toHaveProperty('disabled', false));
    expect(screen.getByRole('button', { name: 'Öppna BankID på den här enheten istället' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tillgänglighetsredogörelse' }).getAttribute('href')).toBe(
      '/tillganglighet',
    );
    expect(screen.queryByText(/Demoläge/)).toBeNull();
  });

  it('points to the simulated BankID app, in a new tab, when the server runs the simulator', async () => {
    renderPage({ bankidSimulatorUrl: 'http://localhost:3000/bankid-simulator/' });
    expect(screen.getByText(/BankID är simulerat/).textContent).toContain(
      'Demoläge: BankID är simulerat. Öppna den simulerade BankID-appen i en ny flik och godkänn inloggningen där.',
    );
    const link = screen.getByRole('link', { name: /simulerade BankID-appen \(öppnas i ny flik\)/ });
    expect(link.getAttribute('href')).toBe('http://localhost:3000/bankid-simulator/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Logga in med BankID' })).toHaveProperty('disabled', false),
    );
  });

  it('sends someone already signed in to the overview without showing the form', () => {
    const router = renderPage(
      {},
      {
        id: '200431',
        roles: ['Supplier'],
        name: 'Sven Berglund',
      },
    );
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Översikt');
    expect(screen.queryByRole('button', { name: 'Logga in med BankID' })).toBeNull();
  });

  it('sends someone who has not chosen whom to act for to the login selection', () => {
    const router = renderPage({}, { id: 'p-1', roles: [], name: 'Karin Lindqvist' });
    expect(router.state.location.pathname).toBe('/loggain');
    expect(screen.queryByRole('button', { name: 'Logga in med BankID' })).toBeNull();
  });
});
