// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { lazy } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Polygon } from '#contracts/geometry';
import { useMapFormHost } from '../../../../lib/map-form-host';
import { MapContext } from '../../map-context';
import { mapToolsStore } from '../map-tools-store';
import { queriesSettled } from '../../../../lib/queries-settled';
import { testApi } from '../test-api';
import { MapFormPanel, MapNotices } from './map-form-panel';
import { registerMapForm } from './map-forms';
import { useCartPopupCount } from './use-cart-popup-count';
import { useFormPanelFromUrl } from './use-form-from-url';

const api = testApi();

const SQUARE: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [650_000, 6_650_000],
      [650_100, 6_650_000],
      [650_100, 6_650_100],
      [650_000, 6_650_000],
    ],
  ],
};

/** A form that uses everything the host offers, as the services' order form does. */
function HostUser() {
  const host = useMapFormHost();
  if (host === null) return <p>Ingen värd</p>;
  return (
    <div>
      <p>{host.isDrawing ? 'Ritar' : 'Ritar inte'}</p>
      <p>{host.drawnArea === null ? 'Inget område' : `Område ${String(host.drawnArea.areaHa)} ha`}</p>
      <button type="button" onClick={host.startDrawing}>
        Rita
      </button>
      <button type="button" onClick={host.clearDrawnArea}>
        Ta bort
      </button>
      <button type="button" onClick={() => host.showMessage('Röjning är tillagd i varukorgen.')}>
        Meddela
      </button>
      <button type="button" onClick={() => host.showArea(SQUARE)}>
        Visa fastigheten
      </button>
      <button type="button" onClick={host.close}>
        Klart med formuläret
      </button>
    </div>
  );
}

registerMapForm('test', { title: 'Testformulär', component: HostUser });
registerMapForm('lazy', {
  title: 'Laddas senare',
  component: lazy(() => Promise.resolve({ default: () => <p>Det lata formuläret</p> })),
});

function reset(): void {
  mapToolsStore.closeFormPanel();
  mapToolsStore.confirmCancel();
  mapToolsStore.setMessage(null);
  mapToolsStore.setCartCount(0);
}

beforeEach(() => {
  api.start();
  reset();
});
afterEach(() => {
  cleanup();
  api.stop();
  reset();
  vi.unstubAllGlobals();
});

describe('the map form panel', () => {
  it('shows the registered form with the map as its host: drawing, the drawn area, a message, closing', async () => {
    api.render(
      <>
        <MapFormPanel />
        <MapNotices />
      </>,
    );
    act(() => mapToolsStore.openFormPanel('test'));
    expect(screen.getByRole('heading', { name: 'Testformulär' })).toBeTruthy();
    expect(screen.getByText('Ritar inte')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Rita' }));
    expect(mapToolsStore.getState().area).toMatchObject({ isEditingActive: true, purpose: 'form' });
    expect(screen.getByText('Ritar')).toBeTruthy();

    // The area editor's Klar: the form takes the checked area from the store.
    act(() => mapToolsStore.accept(SQUARE, 2.5));
    expect(screen.getByText('Område 2.5 ha')).toBeTruthy();
    expect(screen.getByText('Ritar inte')).toBeTruthy();
    expect(mapToolsStore.getState().acceptedArea).toBeNull();

    // Drawing again starts from the area drawn.
    fireEvent.click(screen.getByRole('button', { name: 'Rita' }));
    expect(mapToolsStore.getState().area.editedArea).toEqual(SQUARE);
    act(() => mapToolsStore.confirmCancel());
    expect(screen.getByText('Område 2.5 ha')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ta bort' }));
    expect(screen.getByText('Inget område')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Meddela' }));
    expect(screen.getByRole('status').textContent).toContain('Röjning är tillagd i varukorgen.');

    fireEvent.click(screen.getByRole('button', { name: 'Klart med formuläret' }));
    expect(screen.queryByRole('heading', { name: 'Testformulär' })).toBeNull();
    expect(mapToolsStore.getState().formPanel.open).toBe(false);
  });

  it('brings the area a form shows into view on the map', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    const map = new OlMap({ view: new View({ center: [500_000, 7_000_000], resolution: 100 }) });
    api.render(
      <MapContext.Provider value={map}>
        <MapFormPanel />
      </MapContext.Provider>,
    );
    act(() => mapToolsStore.openFormPanel('test'));
    fireEvent.click(screen.getByRole('button', { name: 'Visa fastigheten' }));
    const [east = 0, north = 0] = map.getView().getCenter() ?? [];
    expect(east).toBeCloseTo(650_050, 0);
    expect(north).toBeCloseTo(6_650_050, 0);
    expect(map.getView().getResolution()).toBeLessThan(100);
  });

  it('leaves an area drawn for a note to the notes', () => {
    api.render(<MapFormPanel />);
    act(() => mapToolsStore.openFormPanel('test'));
    act(() => {
      mapToolsStore.startEditing('note');
      mapToolsStore.accept(SQUARE, 1);
    });
    expect(screen.getByText('Inget område')).toBeTruthy();
    expect(mapToolsStore.getState().acceptedArea?.purpose).toBe('note');
  });

  it('shows a lazily loaded form once it has loaded', async () => {
    api.render(<MapFormPanel />);
    act(() => mapToolsStore.openFormPanel('lazy'));
    expect(screen.getByRole('heading', { name: 'Laddas senare' })).toBeTruthy();
    expect(await screen.findByText('Det lata formuläret')).toBeTruthy();
  });

  it('shows the cart pop-up while the cart holds something', () => {
    api.render(<MapNotices />);
    expect(screen.queryByRole('link', { name: /kassan/i })).toBeNull();
    act(() => mapToolsStore.setCartCount(2));
    expect(screen.getByRole('status').textContent).toMatch(/2/);
  });
});

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function UrlPanel() {
  useFormPanelFromUrl();
  return (
    <>
      <MapFormPanel />
      <Location />
    </>
  );
}

describe('the form named in the map’s URL', () => {
  const renderAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <UrlPanel />
      </MemoryRouter>,
    );

  it('opens when registered, and closing it takes it out of the URL', () => {
    renderAt('/kartvy?formular=test&tjanst=rojning');
    expect(screen.getByRole('heading', { name: 'Testformulär' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stäng formuläret' }));
    expect(screen.queryByRole('heading', { name: 'Testformulär' })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/kartvy?tjanst=rojning');
  });

  it('stays shut for a form nobody registered', () => {
    renderAt('/kartvy?formular=okand');
    expect(mapToolsStore.getState().formPanel.open).toBe(false);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('closes when the map is left', () => {
    const { unmount } = renderAt('/kartvy?formular=test');
    expect(mapToolsStore.getState().formPanel.open).toBe(true);
    unmount();
    expect(mapToolsStore.getState().formPanel.open).toBe(false);
  });
});

function CartPopupCount() {
  useCartPopupCount();
  return null;
}

describe('the cart pop-up’s count', () => {
  it('follows the stored cart for someone who may order', async () => {
    api.state.answers['GET /api/cart/count'] = [200, { count: 2 }];
    api.render(<CartPopupCount />);
    await vi.waitFor(() => expect(mapToolsStore.getState().formPanel.cartCount).toBe(2));
  });

  it('is never asked for by a representative, nor while ordering is closed', async () => {
    api.state.answers['GET /api/cart/count'] = [200, { count: 2 }];
    api.start(['DelegatedRight']);
    const representative = api.render(<CartPopupCount />);
    // The server answers the representative's profile before the member's is set.
    await queriesSettled(representative.queryClient);
    cleanup();
    api.start(['Member']);
    const { queryClient } = api.render(<CartPopupCount />, { servicesOrderable: false });
    await vi.waitFor(() =>
      expect(api.state.requests.filter((request) => request.url === '/api/auth/profile').length).toBe(2),
    );
    await queriesSettled(queryClient);
    expect(api.state.requests.some((request) => request.url === '/api/cart/count')).toBe(false);
    expect(mapToolsStore.getState().formPanel.cartCount).toBe(0);
  });
});
