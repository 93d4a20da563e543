// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StaffObservation } from '#contracts/staff-observations';
import { testApiServer } from '../../../lib/test-api-server';
import { renderErrandAt, testWorkspace } from '../test-errand';

const ID = '3c0d4e1f-7a51-4d0e-9a43-5d2f1c8e6b10';
const path = `/api/staff/observations/${ID}`;

const OBSERVATION: StaffObservation = {
  id: ID,
  kind: 'granbarkborre',
  note: 'Borrmjöl vid tre granar.',
  createdAt: '2026-12-06T08:30:00.000Z',
  member: { id: '100245', name: 'Karin Lindqvist' },
  advisorName: 'Anders Nyberg',
  point: { type: 'Point', coordinates: [650_550, 6_650_350] },
  estate: {
    designation: 'Uppsala Ekeby 2:7',
    boundary: {
      type: 'Polygon',
      coordinates: [
        [
          [650_500, 6_650_300],
          [650_700, 6_650_300],
          [650_700, 6_650_500],
          [650_500, 6_650_300],
        ],
      ],
    },
  },
  photos: [{ id: 'p1', url: `${path}/photos/p1` }],
  answers: [],
  confirmed: null,
};

const api = testApiServer();

beforeEach(() => {
  api.requests.length = 0;
  api.answers = {
    'GET /api/staff/workspace': [200, testWorkspace(true)],
    [`GET ${path}`]: [200, OBSERVATION],
  };
});
afterEach(cleanup);

describe('an observation errand', () => {
  it('shows the point on the estate, the photo with its alt text, and lets the advisor answer and confirm', async () => {
    renderErrandAt(api, `/personal/arenden/observation/${ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Observation i skogen: Granbarkborre / insektsangrepp' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('img', { name: /observationens punkt på fastigheten Uppsala Ekeby 2:7/ }),
    ).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Foto 1 från medlemmen: Granbarkborre / insektsangrepp' }),
    ).toBeTruthy();
    expect(screen.getByText('Borrmjöl vid tre granar.')).toBeTruthy();

    const answered = {
      ...OBSERVATION,
      answers: [{ body: 'Jag kommer på tisdag.', at: '2026-12-06T09:00:00.000Z', byName: 'Lena Sjöberg' }],
    };
    api.answers[`POST ${path}/answers`] = [201, answered];
    // An empty answer is refused in words beside the field, and nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Skicka svaret' }));
    expect(await screen.findByText('Du behöver rätta följande:')).toBeTruthy();
    expect(screen.getAllByText('Skriv ett svar.').length).toBeGreaterThan(0);
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText(/Ditt svar till medlemmen/), {
      target: { value: 'Jag kommer på tisdag.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Skicka svaret' }));
    expect(await screen.findByText('Svaret är skickat. Medlemmen har fått en avisering.')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      body: 'Jag kommer på tisdag.',
    });

    api.answers[`POST ${path}/confirmation`] = [
      201,
      {
        ...answered,
        confirmed: { kind: 'granbarkborre', at: '2026-12-06T09:05:00.000Z', byName: 'Lena Sjöberg' },
      },
    ];
    fireEvent.click(screen.getByRole('button', { name: 'Bekräfta granbarkborre' }));
    await waitFor(() =>
      expect(api.requests.some((request) => request.url === `${path}/confirmation`)).toBe(true),
    );
    expect(await screen.findByText(/Lena Sjöberg bekräftade granbarkborre/)).toBeTruthy();
  });

  it('lets a Viewer read it but answer nothing', async () => {
    api.answers['GET /api/staff/workspace'] = [200, testWorkspace(false)];
    renderErrandAt(api, `/personal/arenden/observation/${ID}`);
    expect(await screen.findByText('Borrmjöl vid tre granar.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skicka svaret' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bekräfta granbarkborre' })).toBeNull();
  });
});
