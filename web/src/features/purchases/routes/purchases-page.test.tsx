// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderSummary } from '#contracts/checkout';
import { testApiServer } from '../../../lib/test-api-server';
import { Component as PurchasesPage } from './purchases-page';
import { KARIN, renderPage as renderAt } from '../../../lib/test-render';

const RECEIVED: OrderSummary = {
  number: 'SO-2026-000012',
  placedAt: '2026-11-22T09:14:00.000Z',
  status: 'received',
  services: 'Röjning, Plantering',
  totalOre: 4_277_500,
  placedBy: { name: 'Karin Lindqvist', onBehalf: false },
  signature: {
    signingId: '5d0c2f4e-8b1a-4c3d-9e7f-0a1b2c3d4e5f',
    signedAt: '2026-11-22T09:13:41.000Z',
    signerName: 'Karin Lindqvist',
    onBehalf: false,
  },
};
const DONE: OrderSummary = {
  number: 'SO-2025-000007',
  placedAt: '2025-04-03T07:00:00.000Z',
  status: 'done',
  services: 'Skogsbruksplan',
  totalOre: 1_250_000,
  placedBy: { name: 'Anders Nyberg', onBehalf: true },
  // Placed before orders were signed.
  signature: null,
};

const api = testApiServer();
beforeEach(() => {
  api.answers = {
    'GET /api/auth/profile': [200, KARIN],
    'GET /api/purchases': [200, { orders: [RECEIVED, DONE] }],
  };
});
afterEach(cleanup);

function renderPage(): void {
  renderAt(<PurchasesPage />, { api, flags: { purchases: true } });
}

const value = (card: HTMLElement, term: string) =>
  within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent.replace(/\s/g, ' ');

describe('my purchases', () => {
  it('lists every order with its number, date, services, total and status, each leading to its confirmation', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Dina beställningar' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Order SO-2026-000012' }).getAttribute('href')).toBe(
      '/orderbekraftelse?order=SO-2026-000012',
    );
    expect(value(first, 'Beställd')).toBe('22 nov. 2026');
    expect(value(first, 'Tjänster')).toBe('Röjning, Plantering');
    expect(value(first, 'Summa inkl. moms')).toBe('42 775,00 kr');
    expect(value(first, 'Status')).toBe('Mottagen');
    expect(value(second, 'Status')).toBe('Utförd');
    expect(within(second).getByText('Lagd av Anders Nyberg för din räkning')).toBeTruthy();
  });

  it('shows how an order was signed with BankID, with its signed text to download, and nothing for an older one', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Dina beställningar' });
    const [signed, older] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(signed).getByText(/^Signerad med BankID/).textContent).toBe(
      'Signerad med BankID 22 nov. 2026 kl.\u00a010:13',
    );
    const download = within(signed).getByRole('link', {
      name: 'Hämta signerad text för order SO-2026-000012',
    });
    expect(download.getAttribute('href')).toBe('/api/signing/5d0c2f4e-8b1a-4c3d-9e7f-0a1b2c3d4e5f/text');
    expect(download.hasAttribute('download')).toBe(true);
    expect(within(older).queryByText(/Signerad med BankID/)).toBeNull();
    expect(within(older).queryByRole('link', { name: /signerad text/ })).toBeNull();
  });

  it('tells a member without orders what to do next', async () => {
    api.answers['GET /api/purchases'] = [200, { orders: [] }];
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Du har inga köp' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se skogliga tjänster' }).getAttribute('href')).toBe(
      '/skogligatjanster',
    );
  });
});
