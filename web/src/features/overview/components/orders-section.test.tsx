// @vitest-environment jsdom
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_STATUS_LABELS, type OrderStatus, type OrderSummary } from '#contracts/checkout';
import type { FeatureFlags } from '#contracts/feature-flags';
import { queriesSettled } from '../../../lib/queries-settled';
import { testApiServer } from '../../../lib/test-api-server';
import { overviewTexts } from '../overview.texts';
import { OrdersSection } from './orders-section';
import { KARIN, renderPage } from '../../../lib/test-render';

const OPEN_ORDER: OrderSummary = {
  number: 'SO-2026-000012',
  placedAt: '2026-11-22T09:14:00.000Z',
  status: 'received',
  services: 'Röjning',
  totalOre: 2_380_000,
  placedBy: { name: 'Karin Lindqvist', onBehalf: false },
  signature: null,
};

const api = testApiServer();
beforeEach(() => {
  api.requests.length = 0;
  api.answers = {
    'GET /api/auth/profile': [200, KARIN],
    'GET /api/overview/orders': [200, { orders: [OPEN_ORDER] }],
  };
});
afterEach(cleanup);

function renderSection(flags: Partial<FeatureFlags> = {}): QueryClient {
  return renderPage(<OrdersSection />, { api, flags }).queryClient;
}

const orders = () => screen.findByRole('region', { name: 'Beställningar' });

describe('the overview’s orders', () => {
  it('tells a member with no open orders how to order', async () => {
    api.answers['GET /api/overview/orders'] = [200, { orders: [] }];
    renderSection();
    const section = await orders();
    expect(await within(section).findByText('Inga pågående beställningar')).toBeTruthy();
    expect(
      within(section).getByRole('link', { name: 'Beställ skogliga tjänster' }).getAttribute('href'),
    ).toBe('/skogligatjanster');
  });

  it('links all purchases when that page is on', async () => {
    renderSection({ purchases: true });
    const all = await screen.findByRole('link', { name: 'Alla köp' });
    expect(all.getAttribute('href')).toBe('/minasidor/minakop');
  });

  it('shows a representative the orders without links to pages they cannot open', async () => {
    api.answers['GET /api/auth/profile'] = [
      200,
      { id: '100245', roles: ['DelegatedRight'], name: 'Maria Lindqvist' },
    ];
    renderSection();
    const section = await orders();
    expect(within(section).getByText('Order SO-2026-000012')).toBeTruthy();
    expect(within(section).getByText('Mottagen, beställd 22 nov. 2026')).toBeTruthy();
    expect(within(section).queryByRole('link')).toBeNull();
  });

  it('shows no card to someone who cannot order when there is nothing to see', async () => {
    api.answers['GET /api/overview/orders'] = [200, { orders: [] }];
    const queryClient = renderSection({ servicesOrderable: false });
    await vi.waitFor(() =>
      expect(api.requests.some((request) => request.url === '/api/overview/orders')).toBe(true),
    );
    await queriesSettled(queryClient);
    expect(screen.queryByRole('region', { name: 'Beställningar' })).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('names the open orders’ statuses as the contract does', () => {
    for (const [status, label] of Object.entries(overviewTexts.orders.status)) {
      expect(label).toBe(ORDER_STATUS_LABELS[status as OrderStatus]);
    }
    expect(Object.keys(overviewTexts.orders.status).sort()).toEqual([
      'confirmed',
      'done',
      'received',
      'scheduled',
    ]);
  });
});
