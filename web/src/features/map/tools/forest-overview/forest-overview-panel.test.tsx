// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import OlMap from 'ol/Map';
import View from 'ol/View';
import VectorLayer from 'ol/layer/Vector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ForestOverview } from '#contracts/forest-overview';
import { queriesSettled } from '../../../../lib/queries-settled';
import { testApi } from '../test-api';
import { ForestOverviewPanel } from './forest-overview-panel';

const api = testApi();
const STATUS = 'GET /api/user/oversikt_activation_status';

const OVERVIEW: ForestOverview = {
  builtAt: '2026-11-23T05:00:00.000Z',
  estateCount: 3,
  standCount: 42,
  productiveAreaHa: 200.3,
  volumeTotal: 38_250,
  volumePerHa: 191,
  growthTotal: 1_340,
  upcomingActions: [{ action: 'Gallring', areaHa: 12.5, standCount: 4 }],
};

function mapWithOverviewLayer() {
  const layer = new VectorLayer({ visible: false, properties: { layerId: 'skogsoversikt' } });
  const map = new OlMap({ layers: [layer], view: new View({ center: [650_000, 6_650_000], zoom: 10 }) });
  return { map, layer };
}

beforeEach(() => api.start());
afterEach(() => {
  cleanup();
  api.stop();
  vi.useRealTimers();
});

describe('the forest overview panel', () => {
  it('activates the overview, polls every 5 seconds while it is built, then shows the figures and the layer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.state.answersInTurn[STATUS] = [
      [200, { state: 'inactive', readyAt: null, message: null }],
      [200, { state: 'pending', readyAt: null, message: null }],
      [200, { state: 'running', readyAt: null, message: null }],
      [200, { state: 'ready', readyAt: OVERVIEW.builtAt, message: null }],
    ];
    api.state.answers['POST /api/user/activate_skogsoversikt'] = [202];
    api.state.answers['GET /api/forest-overview'] = [200, OVERVIEW];
    const { map, layer } = mapWithOverviewLayer();
    const { queryClient } = api.render(<ForestOverviewPanel map={map} canActivate activationEnabled />);

    fireEvent.click(await screen.findByRole('button', { name: 'Aktivera skogsöversikt' }));
    expect(await screen.findByText(/Skogsöversikten byggs/)).toBeTruthy();
    // Counted where the server got them: a poll sent is counted once its answer is back (queries settled).
    const polls = () => api.state.requests.filter((request) => `GET ${request.url}` === STATUS).length;
    const before = polls();
    await vi.advanceTimersByTimeAsync(4_000);
    await queriesSettled(queryClient);
    expect(polls()).toBe(before);
    await vi.advanceTimersByTimeAsync(1_500);
    await vi.waitFor(() => expect(polls()).toBe(before + 1));
    await vi.advanceTimersByTimeAsync(5_000);

    expect(await screen.findByText('Skogsöversikten är klar.')).toBeTruthy();
    expect(await screen.findByText('200,3 ha')).toBeTruthy();
    expect(screen.getByText('3 fastigheter, 42 bestånd')).toBeTruthy();
    expect(screen.getByText('191 m³sk/ha')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Gallring' })).toBeTruthy();
    expect(layer.getVisible()).toBe(true);
    const after = polls();
    await vi.advanceTimersByTimeAsync(11_000);
    await queriesSettled(queryClient);
    expect(polls()).toBe(after);
  });

  it('says why the build failed and offers another try', async () => {
    api.state.answers[STATUS] = [
      200,
      { state: 'failed', readyAt: null, message: 'Det finns inga bestånd att sammanställa.' },
    ];
    api.state.answers['POST /api/user/activate_skogsoversikt'] = [202];
    api.render(<ForestOverviewPanel map={mapWithOverviewLayer().map} canActivate activationEnabled />);
    expect(await screen.findByText('Det finns inga bestånd att sammanställa.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    await vi.waitFor(() =>
      expect(api.state.requests.some((request) => request.method === 'POST')).toBe(true),
    );
  });

  it('lets someone with read-only access see that it is off, but not start it', async () => {
    api.state.answers[STATUS] = [200, { state: 'inactive', readyAt: null, message: null }];
    api.render(
      <ForestOverviewPanel map={mapWithOverviewLayer().map} canActivate={false} activationEnabled />,
    );
    expect(await screen.findByText(/Medlemmen kan aktivera den själv/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aktivera skogsöversikt' })).toBeNull();
  });

  it('offers no activation when the flag is off', async () => {
    api.state.answers[STATUS] = [200, { state: 'inactive', readyAt: null, message: null }];
    api.render(
      <ForestOverviewPanel map={mapWithOverviewLayer().map} canActivate activationEnabled={false} />,
    );
    expect(await screen.findByText('Skogsöversikten går inte att aktivera just nu.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aktivera skogsöversikt' })).toBeNull();
  });
});
