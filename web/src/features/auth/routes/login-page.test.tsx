// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '#contracts/runtime-config';
import { ApiClientProvider, createApiClient } from '../../../lib/api-client';
import { RuntimeConfigProvider } from '../../../lib/runtime-config';
import { testRuntimeConfig } from '../../../lib/test-runtime-config';
import { Component as LoginPage } from './login-page';

function renderPage(config: RuntimeConfig) {
  // Nothing answers here: the page's first status check fails quietly and shows the start.
  const api = createApiClient({ apiRoot: 'http://127.0.0.1:9/api/', onUnauthorized: () => undefined });
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], {
    initialEntries: ['/login'],
  });
  render(
    <RuntimeConfigProvider config={config}>
      <ApiClientProvider client={api}>
        <RouterProvider router={router} />
      </ApiClientProvider>
    </RuntimeConfigProvider>,
  );
}

describe('the login page', () => {
  afterEach(cleanup);

  it('has its heading, the BankID start and the accessibility statement, and no demo note', async () => {
    renderPage(testRuntimeConfig());
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
    renderPage(testRuntimeConfig({ bankidSimulatorUrl: 'http://localhost:3000/bankid-simulator/' }));
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
});
