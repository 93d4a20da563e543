// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StaffPlanChange } from '#contracts/staff-decisions';
import { testApiServer } from '../../../lib/test-api-server';
import { renderErrandAt, testWorkspace } from '../test-errand';

const ID = '5c2d7e1a-3b4f-4a8e-9f10-2e6d8c4b1a77';

const CHANGE: StaffPlanChange = {
  id: ID,
  member: { id: '100245', name: 'Karin Lindqvist' },
  payout: { id: 'p-7', dueOn: '2027-03-31', amountOre: 12_000_000, status: 'planned' },
  planNumber: '5001-22',
  kind: 'split',
  requested: [
    { dueOn: '2027-03-31', amountOre: 6_000_000 },
    { dueOn: '2028-01-15', amountOre: 6_000_000 },
  ],
  message: 'Jag vill sprida inkomsten över två år.',
  requestedByName: 'Karin Lindqvist',
  createdAt: '2026-11-20T08:30:00.000Z',
  status: 'received',
  decision: null,
  decidable: true,
};

const api = testApiServer();
const path = `/api/staff/plan-changes/${ID}`;

beforeEach(() => {
  api.requests.length = 0;
  api.answers = {
    'GET /api/staff/workspace': [200, testWorkspace(true)],
    [`GET ${path}`]: [200, CHANGE],
  };
});
afterEach(cleanup);

const renderErrand = () => renderErrandAt(api, `/personal/arenden/plan-change/${ID}`);

const heading = () =>
  screen.findByRole('heading', { level: 1, name: /^Dela utbetalningen 31 mars 2027$/ }, { timeout: 5_000 });
const posts = () => api.requests.filter((request) => request.method === 'POST');

describe('a payment-plan change request in the staff workspace', () => {
  it('shows what is asked and approves it, which then shows who decided', async () => {
    api.answers[`POST ${path}/approve`] = [
      200,
      {
        ...CHANGE,
        status: 'approved',
        decidable: false,
        decision: { at: '2026-11-22T10:00:00.000Z', byName: 'Lena Sjöberg', reason: null },
      },
    ];
    renderErrand();
    await heading();
    expect(screen.getByText(/Karin Lindqvist, medlemsnummer 100245/)).toBeTruthy();
    expect(screen.getByText('15 jan. 2028, 60 000,00 kr')).toBeTruthy();
    expect(screen.getByText('Inget beslut ännu.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Godkänn ändringen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Spara beslutet' }));
    const status = await screen.findByText(/Ändringen är godkänd/);
    expect(status.getAttribute('role')).toBe('status');
    await waitFor(() => {
      expect(document.activeElement).toBe(status);
    });
    expect(posts().map((request) => [request.url, request.body])).toEqual([[`${path}/approve`, undefined]]);
    expect(
      within(screen.getByRole('region', { name: 'Hittills' })).getByText('Godkänd av Lena Sjöberg'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Spara beslutet' })).toBeNull();
  });

  it('asks for a choice, and for a reason to refuse, before sending', async () => {
    renderErrand();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Spara beslutet' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Välj om du vill godkänna eller avslå.');
    fireEvent.click(screen.getByRole('radio', { name: 'Avslå ändringen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Spara beslutet' }));
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toContain('Skriv varför.');
    });
    expect(posts()).toHaveLength(0);
  });

  it('refuses it with the reason', async () => {
    const reason = 'Utbetalningen kan inte delas över årsskiftet.';
    api.answers[`POST ${path}/refuse`] = [
      200,
      {
        ...CHANGE,
        status: 'rejected',
        decidable: false,
        decision: { at: '2026-11-22T10:00:00.000Z', byName: 'Lena Sjöberg', reason },
      },
    ];
    renderErrand();
    await heading();
    fireEvent.click(screen.getByRole('radio', { name: 'Avslå ändringen' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Skäl till avslaget/ }), {
      target: { value: reason },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Spara beslutet' }));
    expect(await screen.findByText(/Ändringen är avslagen/)).toBeTruthy();
    expect(posts().map((request) => [request.url, request.body])).toEqual([[`${path}/refuse`, { reason }]]);
    expect(within(screen.getByRole('region', { name: 'Hittills' })).getByText(reason)).toBeTruthy();
  });

  it('shows the server’s words when the payout was paid meanwhile', async () => {
    api.answers[`POST ${path}/approve`] = [
      409,
      {
        code: 'PAYOUT_PAID',
        message:
          'Utbetalningen har redan betalats ut och kan inte flyttas. Avslå ändringen och förklara varför.',
      },
    ];
    renderErrand();
    await heading();
    fireEvent.click(screen.getByRole('radio', { name: 'Godkänn ändringen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Spara beslutet' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Beslutet kunde inte sparas');
    expect(summary.textContent).toContain('redan betalats ut');
  });

  it('offers only a refusal when the payout is paid already', async () => {
    api.answers[`GET ${path}`] = [200, { ...CHANGE, payout: { ...CHANGE.payout, status: 'paid' } }];
    renderErrand();
    await heading();
    expect(screen.queryByRole('radio', { name: 'Godkänn ändringen' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Avslå ändringen' })).toHaveProperty('checked', true);
  });

  it('lets a viewer see the request but not decide it', async () => {
    api.answers['GET /api/staff/workspace'] = [200, testWorkspace(false)];
    renderErrand();
    expect(await screen.findByText(/Du har läsrätt/, {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Spara beslutet' })).toBeNull();
  });
});
