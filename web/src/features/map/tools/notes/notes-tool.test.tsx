// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomPoint } from '#contracts/custom-points';
import { testApi } from '../test-api';
import { NotesTool } from './notes-tool';

const api = testApi();

const STORM: CustomPoint = {
  id: 'a1b2c3',
  title: 'Stormfälld gran',
  text: 'Tre granar över vägen.',
  category: 'skada',
  geometry: { type: 'Point', coordinates: [650_600, 6_650_400] },
  areaHa: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  version: 1,
  observation: null,
};

const centredMap = () => new OlMap({ view: new View({ center: [650_500, 6_650_500], resolution: 2 }) });

beforeEach(() => api.start());
afterEach(() => {
  cleanup();
  api.stop();
});

describe('the notes on the map', () => {
  it('places a new point in the map’s middle, asks for what is missing, then saves it', async () => {
    api.state.answers['GET /api/custom-points'] = [204];
    api.state.answers['POST /api/custom-points'] = [201, { ...STORM, id: 'n1', title: 'Viltkamera' }];
    api.render(<NotesTool map={centredMap()} open canEdit readOnlyText={null} />);

    expect(await screen.findByText('Du har inga egna punkter ännu.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ny punkt' }));
    fireEvent.click(screen.getByRole('button', { name: 'Placera i kartans mitt' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Spara' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Skriv en rubrik.' })).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Välj en kategori.' })).toBeTruthy();
    expect(api.state.requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText(/^Rubrik/), { target: { value: 'Viltkamera' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Vilt och jakt' }));
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));

    expect(await screen.findByText('Viltkamera är sparad.')).toBeTruthy();
    expect(api.state.requests.find((request) => request.method === 'POST')?.body).toEqual({
      title: 'Viltkamera',
      text: '',
      category: 'vilt',
      geometry: { type: 'Point', coordinates: [650_500, 6_650_500] },
    });
  });

  it('shows the server’s words about a bad place', async () => {
    api.state.answers['GET /api/custom-points'] = [204];
    api.state.answers['POST /api/custom-points'] = [
      400,
      {
        code: 'VALIDATION_ERROR',
        message: 'Uppgifterna är inte giltiga.',
        fieldErrors: { geometry: ['Punkten ligger utanför Sverige.'] },
      },
    ];
    api.render(<NotesTool map={centredMap()} open canEdit readOnlyText={null} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ny punkt' }));
    fireEvent.click(screen.getByRole('button', { name: 'Placera i kartans mitt' }));
    fireEvent.change(await screen.findByLabelText(/^Rubrik/), { target: { value: 'Långt bort' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Övrigt' }));
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Punkten ligger utanför Sverige.')).toBeTruthy();
  });

  it('moves a point to the map’s middle and changes its text, then removes it after asking', async () => {
    api.state.answers['GET /api/custom-points'] = [200, { points: [STORM] }];
    api.state.answers[`PUT /api/custom-points/${STORM.id}`] = [200, STORM];
    api.state.answers[`DELETE /api/custom-points/${STORM.id}`] = [204];
    const map = centredMap();
    api.render(<NotesTool map={map} open canEdit readOnlyText={null} />);

    fireEvent.click(await screen.findByRole('button', { name: /Stormfälld gran/ }));
    expect(screen.getByText('Tre granar över vägen.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Flytta' }));
    map.getView().setCenter([650_700, 6_650_300]);
    fireEvent.click(screen.getByRole('button', { name: 'Flytta hit (kartans mitt)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Spara nytt läge' }));
    expect(await screen.findByText('Stormfälld gran är flyttad.')).toBeTruthy();
    expect(api.state.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      title: 'Stormfälld gran',
      geometry: { type: 'Point', coordinates: [650_700, 6_650_300] },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Ändra text' }));
    fireEvent.change(await screen.findByLabelText(/^Text/), { target: { value: 'Bortforslade.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() =>
      expect(api.state.requests.filter((request) => request.method === 'PUT').at(-1)?.body).toMatchObject({
        text: 'Bortforslade.',
        category: 'skada',
      }),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Ta bort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort punkten?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, ta bort' }));
    expect(await screen.findByText('Stormfälld gran är borttagen.')).toBeTruthy();
    expect(api.state.requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('asks which version to keep when the point changed on another device, and overwrites nothing until asked', async () => {
    const elsewhere = { ...STORM, text: 'Ändrad på surfplattan.', version: 2 };
    api.state.answers['GET /api/custom-points'] = [200, { points: [STORM] }];
    api.state.answers[`PUT /api/custom-points/${STORM.id}`] = [
      409,
      { code: 'VERSION_CONFLICT', message: 'Punkten har ändrats på en annan enhet.', current: elsewhere },
    ];
    api.render(<NotesTool map={centredMap()} open canEdit readOnlyText={null} />);

    fireEvent.click(await screen.findByRole('button', { name: /Stormfälld gran/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Ändra text' }));
    fireEvent.change(await screen.findByLabelText(/^Text/), { target: { value: 'Ändrad på telefonen.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));

    expect(
      await screen.findByRole('heading', { name: 'Punkten har ändrats på en annan enhet' }),
    ).toBeTruthy();
    expect(screen.getByText('Ändrad på surfplattan.')).toBeTruthy();
    expect(screen.getByText('Ändrad på telefonen.')).toBeTruthy();
    const puts = () => api.state.requests.filter((request) => request.method === 'PUT');
    expect(puts().map((request) => request.headers['if-match'])).toEqual(['"1"']);

    api.state.answers[`PUT /api/custom-points/${STORM.id}`] = [
      200,
      { ...elsewhere, text: 'Ändrad på telefonen.', version: 3 },
    ];
    fireEvent.click(screen.getByRole('button', { name: 'Behåll min ändring' }));
    await vi.waitFor(() =>
      expect(puts().map((request) => request.headers['if-match'])).toEqual(['"1"', '"2"']),
    );
    expect(puts().at(-1)?.body).toMatchObject({ text: 'Ändrad på telefonen.' });
  });

  /** Stormfälld gran moved to the map's middle, and refused: it was changed on the tablet meanwhile. */
  async function moveRefused(): Promise<CustomPoint> {
    const elsewhere = { ...STORM, text: 'Ändrad på surfplattan.', version: 2 };
    api.state.answers['GET /api/custom-points'] = [200, { points: [STORM] }];
    api.state.answers[`PUT /api/custom-points/${STORM.id}`] = [
      409,
      { code: 'VERSION_CONFLICT', message: 'Punkten har ändrats på en annan enhet.', current: elsewhere },
    ];
    const map = centredMap();
    api.render(<NotesTool map={map} open canEdit readOnlyText={null} />);
    fireEvent.click(await screen.findByRole('button', { name: /Stormfälld gran/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Flytta' }));
    map.getView().setCenter([650_700, 6_650_300]);
    fireEvent.click(screen.getByRole('button', { name: 'Flytta hit (kartans mitt)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Spara nytt läge' }));
    return elsewhere;
  }
  const puts = () => api.state.requests.filter((request) => request.method === 'PUT');

  it('asks which to keep when a moved point changed on another device, and keeps her place with the saved words', async () => {
    const elsewhere = await moveRefused();
    expect(
      await screen.findByRole('heading', { name: 'Punkten har ändrats på en annan enhet' }),
    ).toBeTruthy();
    expect(screen.getByText('Flyttad dit du valde')).toBeTruthy();
    expect(screen.getAllByText('Ändrad på surfplattan.')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Spara nytt läge' })).toHaveProperty('disabled', true);
    expect(puts().map((request) => request.headers['if-match'])).toEqual(['"1"']);

    api.state.answers[`PUT /api/custom-points/${STORM.id}`] = [200, { ...elsewhere, version: 3 }];
    fireEvent.click(screen.getByRole('button', { name: 'Behåll min ändring' }));
    expect(await screen.findByText('Stormfälld gran är flyttad.')).toBeTruthy();
    expect(puts().map((request) => request.headers['if-match'])).toEqual(['"1"', '"2"']);
    expect(puts().at(-1)?.body).toMatchObject({
      text: 'Ändrad på surfplattan.',
      geometry: { type: 'Point', coordinates: [650_700, 6_650_300] },
    });
  });

  it('keeps a moved point where it is saved when she chooses the saved version', async () => {
    await moveRefused();
    fireEvent.click(await screen.findByRole('button', { name: 'Behåll den sparade' }));
    expect(await screen.findByText('Stormfälld gran ligger kvar där den är sparad.')).toBeTruthy();
    expect(puts()).toHaveLength(1);
  });

  it('shows a representative the notes with the reason they cannot change them', async () => {
    api.state.answers['GET /api/custom-points'] = [200, { points: [STORM] }];
    api.render(
      <NotesTool
        map={centredMap()}
        open
        canEdit={false}
        readOnlyText="Du ser medlemmens egna punkter som ombud med läsrätt och kan inte ändra dem."
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Stormfälld gran/ }));
    expect(screen.getByText(/ombud med läsrätt/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ny punkt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Flytta' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ta bort' })).toBeNull();
  });
});
