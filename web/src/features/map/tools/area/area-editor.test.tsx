// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mapToolsStore } from '../map-tools-store';
import { testApi } from '../test-api';
import { AreaEditor } from './area-editor';

const api = testApi();

const CORNERS = [
  [650_000, 6_650_000],
  [650_100, 6_650_000],
  [650_100, 6_650_100],
  [650_000, 6_650_100],
] as const;

/** Places the four corners once the drawing tools have loaded (the button waits for them). */
async function drawSquare(map: OlMap): Promise<void> {
  const addVertex = screen.getByRole<HTMLButtonElement>('button', { name: 'Lägg till hörn i kartans mitt' });
  await vi.waitFor(() => expect(addVertex.disabled).toBe(false));
  for (const corner of CORNERS) {
    map.getView().setCenter([...corner]);
    fireEvent.click(addVertex);
  }
}

const status = () => screen.getByRole('status');

/** A map at 1 m per pixel; jsdom draws nothing, so the pixel of a coordinate is worked out here. */
function testMap(): OlMap {
  const map = new OlMap({ view: new View({ center: [650_000, 6_650_000], resolution: 1 }) });
  vi.spyOn(map, 'getPixelFromCoordinate').mockImplementation(([east = 0, north = 0]) => [east, -north]);
  return map;
}

beforeEach(() => {
  api.start();
  mapToolsStore.confirmCancel();
});
afterEach(() => {
  cleanup();
  api.stop();
  mapToolsStore.confirmCancel();
});

describe('the area editor', () => {
  it('draws from the map’s middle, shows the area in hectares, undoes and redoes, and hands over the checked area', async () => {
    api.state.answers['POST /api/geo/area'] = [200, { areaSquareMetres: 10_000, areaHa: 1 }];
    const map = testMap();
    api.render(<AreaEditor map={map} />);
    mapToolsStore.startEditing('note');

    await screen.findByRole('heading', { name: 'Rita ett område' });
    await drawSquare(map);
    expect(status().textContent).toContain('4 hörn placerade');
    expect(status().textContent).toContain('1,0\u00a0ha');

    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(status().textContent).toContain('3 hörn placerade');
    expect(status().textContent).toContain('0,5\u00a0ha');
    map.getView().setCenter([...CORNERS[3]]);
    fireEvent.click(screen.getByRole('button', { name: 'Lägg till hörn i kartans mitt' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stäng området' }));
    expect(mapToolsStore.getState().area.sketchTool).toBe('modify');
    expect(status().textContent).toContain('1,0\u00a0ha');

    // Move the nearest corner out by 100 m: the area grows to 1,5 ha.
    map.getView().setCenter([650_200, 6_650_100]);
    fireEvent.click(screen.getByRole('button', { name: 'Flytta närmaste hörn hit' }));
    expect(status().textContent).toContain('1,5\u00a0ha');
    fireEvent.click(screen.getByRole('button', { name: 'Ångra' }));
    expect(status().textContent).toContain('1,0\u00a0ha');
    fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(status().textContent).toContain('1,5\u00a0ha');
    fireEvent.click(screen.getByRole('button', { name: 'Ångra' }));

    fireEvent.click(screen.getByRole('button', { name: 'Klar' }));
    await vi.waitFor(() => expect(mapToolsStore.getState().acceptedArea?.areaHa).toBe(1));
    expect(api.state.requests.find((request) => request.url === '/api/geo/area')?.body).toEqual({
      geometry: { type: 'Polygon', coordinates: [[...CORNERS, CORNERS[0]]] },
    });
    expect(screen.queryByRole('heading', { name: 'Rita ett område' })).toBeNull();
  });

  it('speaks of taps and the Ångra button on a touch screen, and of clicks and keys on a computer', async () => {
    const render = async (coarse: boolean) => {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: coarse && query === '(pointer: coarse)' }));
      api.render(<AreaEditor map={testMap()} />);
      mapToolsStore.startEditing('note');
      return (await screen.findByRole('region', { name: 'Rita ett område' })).textContent;
    };
    const touch = await render(true);
    expect(touch).toContain('Tryck på kartan för varje hörn och på det första för att stänga området');
    expect(touch).toContain('Ångra tar bort ett hörn');
    expect(touch).not.toMatch(/klick|Ctrl|Alt/i);
    cleanup();
    mapToolsStore.confirmCancel();

    const computer = await render(false);
    expect(computer).toContain('dubbelklicka på det sista');
    expect(computer).toContain('Ctrl+Z ångrar');
    vi.unstubAllGlobals();
  });

  it('shows the server’s Swedish words when it refuses the area', async () => {
    api.state.answers['POST /api/geo/area'] = [
      400,
      {
        code: 'VALIDATION_ERROR',
        message: 'Området är inte giltigt.',
        fieldErrors: { geometry: ['Områdets kanter korsar varandra.'] },
      },
    ];
    const map = testMap();
    api.render(<AreaEditor map={map} />);
    mapToolsStore.startEditing('note');
    await screen.findByRole('heading', { name: 'Rita ett område' });
    await drawSquare(map);
    fireEvent.click(screen.getByRole('button', { name: 'Klar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Områdets kanter korsar varandra.');
    expect(mapToolsStore.getState().area.isEditingActive).toBe(true);
  });

  it('asks before throwing a drawing away', async () => {
    const map = testMap();
    api.render(<AreaEditor map={map} />);
    mapToolsStore.startEditing('note');
    await screen.findByRole('heading', { name: 'Rita ett område' });
    await drawSquare(map);
    fireEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avbryta ritandet?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fortsätt rita' }));
    expect(mapToolsStore.getState().area.isEditingActive).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja, avbryt' }));
    expect(mapToolsStore.getState().area.isEditingActive).toBe(false);
  });
});
