// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Polygon } from '#contracts/geometry';
import { mapToolsStore } from '../features/map/tools/map-tools-store';
import { MapFormPanel, MapNotices } from '../features/map/tools/panel/map-form-panel';
import { mapFormFor } from '../features/map/tools/panel/map-forms';
import {
  CART_ITEM,
  CATALOGUE,
  ESTATES,
  ESTIMATE,
  ROJNING_DETAILS,
  STANDS,
} from '../features/services/test-services';
import { testApiServer } from '../lib/test-api-server';
import { KARIN, renderPage } from '../lib/test-render';
import { registerMapOrderForm } from './map-order-form';

const SQUARE: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [650_000, 6_650_000],
      [650_200, 6_650_000],
      [650_200, 6_650_160],
      [650_000, 6_650_000],
    ],
  ],
};

const api = testApiServer();
beforeEach(() => {
  api.requests.length = 0;
  api.answers = {
    'GET /api/auth/profile': [200, KARIN],
    'GET /api/cart/count': [200, { count: 2 }],
    'GET /api/services': [200, CATALOGUE],
    'GET /api/services/rojning': [200, ROJNING_DETAILS],
    'GET /api/Ir/GetAllEstates': [200, ESTATES],
    'GET /api/estates/e1/stands': [200, STANDS],
    'POST /api/services/rojning/estimate': [200, ESTIMATE],
    'POST /api/cart/items': [201, CART_ITEM],
  };
  mapToolsStore.closeFormPanel();
  mapToolsStore.setCartCount(0);
  mapToolsStore.setMessage(null);
});
afterEach(() => {
  cleanup();
  mapToolsStore.closeFormPanel();
});

function renderWith(ui: ReactNode, path = '/kartvy'): void {
  renderPage(ui, { api, path });
}

describe('the services’ order form on the map', () => {
  it('is the map form "bestall": an area drawn on the map is priced and put in the cart', async () => {
    registerMapOrderForm();
    expect(mapFormFor('bestall')?.title).toBe('Beställ tjänst');
    renderWith(
      <>
        <MapFormPanel />
        <MapNotices />
      </>,
      '/kartvy?formular=bestall&tjanst=rojning',
    );
    act(() => mapToolsStore.openFormPanel('bestall'));
    const panel = screen.getByRole('region', { name: 'Beställ tjänst' });
    const service = await within(panel).findByRole('combobox', { name: 'Tjänst' });
    expect((service as HTMLSelectElement).value).toBe('rojning');

    fireEvent.click(await within(panel).findByRole('radio', { name: 'Rita område på kartan' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Rita området på kartan' }));
    expect(mapToolsStore.getState().area).toMatchObject({ isEditingActive: true, purpose: 'form' });
    expect(within(panel).getByText('Rita området på kartan och tryck Klar när du är färdig.')).toBeTruthy();

    act(() => mapToolsStore.accept(SQUARE, 1.6));
    expect(within(panel).getByText('Ritat område: 1,6 ha')).toBeTruthy();
    await vi.waitFor(() =>
      expect(api.posted()).toContainEqual({
        estateId: 'e1',
        area: { kind: 'drawn', geometry: SQUARE },
        quantity: null,
      }),
    );

    fireEvent.change(within(panel).getByRole('combobox', { name: 'När vill du att arbetet görs?' }), {
      target: { value: '2027-autumn' },
    });
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Lägg i varukorgen' }));
    });
    expect(await within(panel).findByText('Röjning är tillagd i varukorgen.')).toBeTruthy();
    expect(api.requests.find((request) => request.url === '/api/cart/items')?.body).toMatchObject({
      serviceName: 'rojning',
      area: { kind: 'drawn', geometry: SQUARE },
      preferredTime: '2027-autumn',
    });
    expect(mapToolsStore.getState().formPanel.message).toBe('Röjning är tillagd i varukorgen.');
    expect(within(panel).queryByText('Ritat område: 1,6 ha')).toBeNull();
  });

  it('lets the member choose the service when the URL names none', async () => {
    registerMapOrderForm();
    renderWith(<MapFormPanel />, '/kartvy?formular=bestall');
    act(() => mapToolsStore.openFormPanel('bestall'));
    const service = await screen.findByRole('combobox', { name: 'Tjänst' });
    expect((service as HTMLSelectElement).value).toBe('');
    fireEvent.change(service, { target: { value: 'rojning' } });
    expect(await screen.findByRole('button', { name: 'Lägg i varukorgen' })).toBeTruthy();
  });
});
