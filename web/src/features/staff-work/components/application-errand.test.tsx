// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StaffApplication } from '#contracts/staff-decisions';
import { testApiServer } from '../../../lib/test-api-server';
import { renderErrandAt, testWorkspace } from '../test-errand';

const ID = '9a1e4c7b-2d3f-4e5a-8b6c-7d8e9f0a1b2c';

const APPLICATION: StaffApplication = {
  id: ID,
  applicant: { id: '300112', name: 'Per Holm' },
  firstName: 'Per',
  lastName: 'Holm',
  email: 'per.holm@example.se',
  phone: '070-765 43 21',
  street: 'Byvägen 4',
  postalCode: '741 91',
  city: 'Knivsta',
  propertyDesignation: 'Knivsta Alsike 3:12',
  message: null,
  submittedAt: '2026-11-19T14:05:00.000Z',
  status: 'received',
  decision: null,
  decidable: true,
};

const api = testApiServer();
const path = `/api/staff/applications/${ID}`;

beforeEach(() => {
  api.requests.length = 0;
  api.answers = {
    'GET /api/staff/workspace': [200, testWorkspace(true)],
    [`GET ${path}`]: [200, APPLICATION],
  };
});
afterEach(cleanup);

const renderErrand = () => renderErrandAt(api, `/personal/arenden/application/${ID}`);

const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Medlemsansökan från Per Holm' }, { timeout: 5_000 });
const posts = () => api.requests.filter((request) => request.method === 'POST');

describe('a membership application in the staff workspace', () => {
  it('shows the applicant and approves the application', async () => {
    api.answers[`POST ${path}/approve`] = [
      200,
      {
        ...APPLICATION,
        status: 'approved',
        decidable: false,
        decision: { at: '2026-11-22T10:00:00.000Z', byName: 'Lena Sjöberg', reason: null },
      },
    ];
    renderErrand();
    await heading();
    expect(screen.getByText('Byvägen 4, 741 91 Knivsta')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'per.holm@example.se' }).getAttribute('href')).toContain(
      'mailto:per.holm@example.se',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Godkänn ansökan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Spara beslutet' }));
    const status = await screen.findByText(/Ansökan är godkänd/);
    await waitFor(() => {
      expect(document.activeElement).toBe(status);
    });
    expect(posts().map((request) => request.url)).toEqual([`${path}/approve`]);
    expect(
      within(screen.getByRole('region', { name: 'Hittills' })).getByText('Godkänd av Lena Sjöberg'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Spara beslutet' })).toBeNull();
  });

  it('refuses it with the reason', async () => {
    const reason = 'Fastigheten ligger utanför föreningens område.';
    api.answers[`POST ${path}/refuse`] = [
      200,
      {
        ...APPLICATION,
        status: 'rejected',
        decidable: false,
        decision: { at: '2026-11-22T10:00:00.000Z', byName: 'Lena Sjöberg', reason },
      },
    ];
    renderErrand();
    await heading();
    fireEvent.click(screen.getByRole('radio', { name: 'Avslå ansökan' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Skäl till avslaget/ }), {
      target: { value: reason },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Spara beslutet' }));
    expect(await screen.findByText(/Ansökan är avslagen/)).toBeTruthy();
    expect(posts().map((request) => [request.url, request.body])).toEqual([[`${path}/refuse`, { reason }]]);
  });

  it('shows the server’s words when another staff member decided first', async () => {
    api.answers[`POST ${path}/approve`] = [
      409,
      {
        code: 'APPLICATION_DECIDED',
        message: 'Ansökan är redan avgjord. Ladda om sidan och se var den står.',
      },
    ];
    renderErrand();
    await heading();
    fireEvent.click(screen.getByRole('radio', { name: 'Godkänn ansökan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Spara beslutet' }));
    expect((await screen.findByRole('alert')).textContent).toContain('redan avgjord');
  });

  it('shows a decided application without a form', async () => {
    api.answers[`GET ${path}`] = [
      200,
      {
        ...APPLICATION,
        status: 'rejected',
        decidable: false,
        decision: { at: '2026-11-21T10:00:00.000Z', byName: null, reason: 'Ofullständig ansökan.' },
      },
    ];
    renderErrand();
    await heading();
    expect(screen.getByText('Avslagen utanför portalen')).toBeTruthy();
    expect(screen.getByText('Ofullständig ansökan.')).toBeTruthy();
    expect(screen.getByText('Ansökan är avgjord. Inget mer att göra.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Spara beslutet' })).toBeNull();
  });

  it('lets a viewer see the application but not decide it', async () => {
    api.answers['GET /api/staff/workspace'] = [200, testWorkspace(false)];
    renderErrand();
    expect(await screen.findByText(/Du har läsrätt/, {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Spara beslutet' })).toBeNull();
  });
});
