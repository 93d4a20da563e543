// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  STAFF_MEETING_ERRORS,
  type AdvisorSlot,
  type AdvisorTimes,
  type AdvisorTimesAdded,
} from '#contracts/staff-meetings';
import type { Workspace } from '#contracts/staff-work';
import { testApiServer } from '../../../lib/test-api-server';
import { Component as WorkspacePage } from '../routes/workspace-page';
import { renderPage as renderAt } from '../../../lib/test-render';

const MEETING_ID = '7b0e4c1a-2f57-4c55-9d1e-0a6f1b2c3d40';
const FREE = '22222222-2222-4222-8222-222222222222';
const BOOKED = '11111111-1111-4111-8111-111111111111';
const BUSY = '44444444-4444-4444-8444-444444444444';
const PAST_FREE = '55555555-5555-4555-8555-555555555555';

const slot = (id: string, startsAt: string, status: AdvisorSlot['status']): AdvisorSlot => ({
  id,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 3_600_000).toISOString(),
  status,
  booking:
    status === 'booked'
      ? {
          meetingId: MEETING_ID,
          member: { id: '100245', name: 'Karin Lindqvist' },
          topic: 'thinning',
          kind: 'phone',
          confirmed: true,
        }
      : null,
});

// Two weeks from Monday 2 December 2030; the hours are in Swedish time (UTC+1).
const TIMES: AdvisorTimes = {
  advisor: { id: 'bertil-ahl', name: 'Bertil Åhl' },
  from: '2030-12-02',
  until: '2030-12-16',
  slots: [
    slot(FREE, '2030-12-03T09:00:00.000Z', 'free'),
    slot(BOOKED, '2030-12-03T10:00:00.000Z', 'booked'),
    slot(BUSY, '2030-12-03T11:00:00.000Z', 'busy'),
  ],
};

const workspace = (mayEdit: boolean): Workspace => ({
  name: mayEdit ? 'Lena Sjöberg' : 'Johan Ek',
  mayEdit,
  ownAdvisorId: 'bertil-ahl',
  advisors: [
    { id: 'anna-berg', name: 'Anna Berg', districtId: 'd1' },
    { id: 'bertil-ahl', name: 'Bertil Åhl', districtId: 'd1' },
  ],
  districts: [{ id: 'd1', name: 'Uppland' }],
});

const api = testApiServer();

beforeEach(() => {
  api.requests.length = 0;
  api.answers = {
    'GET /api/staff/workspace': [200, workspace(true)],
    'GET /api/staff/advisor-times': [200, TIMES],
  };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Two weeks before the day the hours are added, which may be at most 84 days ahead. */
const twoWeeksBefore = () => vi.useFakeTimers({ now: new Date('2030-11-20T09:00:00Z'), toFake: ['Date'] });

function renderPage(address = '/personal/motestider'): void {
  renderAt(<WorkspacePage />, { api, path: address, route: '/personal/motestider' });
}

const tuesday = () =>
  screen
    .findByRole('list', { name: 'tisdag 3 december' }, { timeout: 5_000 })
    .then((list) => within(list).getAllByRole('listitem'));

describe('the advisors’ free hours', () => {
  it('opens on the staff member’s own advisor and lists each day’s hours with their status', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mötestider' }, { timeout: 5_000 }),
    ).toBeTruthy();
    const hours = await tuesday();
    expect(api.requests.some((request) => request.url.includes('advisor=bertil-ahl'))).toBe(true);
    expect(screen.getByRole('heading', { name: 'Kalender för Bertil Åhl' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Vecka 49' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Vecka 50' })).toBeTruthy();
    expect(hours.map((hour) => hour.textContent)).toEqual([
      expect.stringMatching(/^10:00–11:00 Ledig/),
      expect.stringMatching(/^11:00–12:00 Bokad Karin Lindqvist \(100245\), gallring, telefon, bekräftat$/),
      '12:00–13:00 Upptagen',
    ]);
    expect(
      within(hours[1] as HTMLElement)
        .getByRole('link', { name: 'Karin Lindqvist (100245)' })
        .getAttribute('href'),
    ).toBe(`/personal/arenden/meeting/${MEETING_ID}`);
    // Only the free hour may be removed: not the booked one, nor the busy one.
    expect(screen.getAllByRole('button', { name: /^Ta bort/ })).toHaveLength(1);
    expect(
      within(hours[0] as HTMLElement)
        .getByRole('button')
        .getAttribute('aria-label'),
    ).toBe('Ta bort den lediga tiden tisdag 3 december kl.\u00a010:00');
    expect(within(hours[1] as HTMLElement).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Mötestider' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows another advisor when chosen', async () => {
    renderPage();
    const advisor = await screen.findByRole('combobox', { name: 'Rådgivare' }, { timeout: 5_000 });
    expect((advisor as HTMLSelectElement).value).toBe('bertil-ahl');
    fireEvent.change(advisor, { target: { value: 'anna-berg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Visa' }));
    await waitFor(() => {
      expect(api.requests.some((request) => request.url.includes('advisor=anna-berg'))).toBe(true);
    });
  });

  it('adds free hours with the whole hour in Swedish time', async () => {
    twoWeeksBefore();
    const added: AdvisorTimesAdded = { slots: [], added: 2, opened: 1, unchanged: 0 };
    api.answers['POST /api/staff/advisor-times'] = [200, added];
    renderPage();
    const day = await screen.findByRole('textbox', { name: /Dag/ }, { timeout: 5_000 });
    fireEvent.change(day, { target: { value: '20301204' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Från klockan' }), { target: { value: '10' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Antal timmar' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lägg till tiderna' }));
    const status = await screen.findByText(
      'Tiderna onsdag 4 december kl. 10:00–13:00 är lediga. 2 nya. 1 öppnade igen.',
    );
    expect(status.getAttribute('role')).toBe('status');
    expect(api.posted()).toEqual([
      { advisorId: 'bertil-ahl', startsAt: '2030-12-04T10:00:00+01:00', hours: 3 },
    ]);
  });

  it('asks for a day before sending, and shows the server’s refusal', async () => {
    twoWeeksBefore();
    api.answers['POST /api/staff/advisor-times'] = [
      409,
      {
        code: 'SLOT_BOOKED',
        message: 'Timmen 4 dec. 2030 kl. 11:00 är redan bokad av en medlem. Välj timmar som inte är bokade.',
      },
    ];
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Lägg till tiderna' }, { timeout: 5_000 }));
    expect((await screen.findByRole('alert')).textContent).toContain('Ange dagen som ÅÅÅÅ-MM-DD');
    expect(api.posted()).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: /Dag/ }), { target: { value: '2030-12-04' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lägg till tiderna' }));
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toContain('redan bokad av en medlem');
    });
  });

  it('refuses, before sending, a day further ahead than hours may be opened', async () => {
    twoWeeksBefore();
    renderPage();
    const day = await screen.findByRole('textbox', { name: /Dag/ }, { timeout: 5_000 });
    fireEvent.change(day, { target: { value: '2031-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lägg till tiderna' }));
    expect((await screen.findByRole('alert')).textContent).toContain(STAFF_MEETING_ERRORS.tooFarAhead);
    expect(api.posted()).toHaveLength(0);
  });

  it('removes a free hour', async () => {
    api.answers[`DELETE /api/staff/advisor-times/${FREE}`] = [204];
    renderPage();
    await tuesday();
    fireEvent.click(
      screen.getByRole('button', { name: 'Ta bort den lediga tiden tisdag 3 december kl.\u00a010:00' }),
    );
    const status = await screen.findByText('Den lediga tiden tisdag 3 december kl. 10:00 är borttagen.');
    await waitFor(() => {
      expect(document.activeElement).toBe(status);
    });
    expect(
      api.requests.filter((request) => request.method === 'DELETE').map((request) => request.url),
    ).toEqual([`/api/staff/advisor-times/${FREE}`]);
  });

  it('offers no removing of an hour that has passed', async () => {
    api.answers['GET /api/staff/advisor-times'] = [
      200,
      {
        ...TIMES,
        from: '2020-11-30',
        until: '2020-12-14',
        slots: [slot(PAST_FREE, '2020-12-01T09:00:00.000Z', 'free')],
      },
    ];
    renderPage();
    const hours = await screen.findByRole('list', { name: 'tisdag 1 december' }, { timeout: 5_000 });
    expect(within(hours).getByRole('listitem').textContent).toContain('Ledig');
    expect(screen.queryByRole('button', { name: /^Ta bort/ })).toBeNull();
  });

  it('lets a viewer see the calendar only', async () => {
    api.answers['GET /api/staff/workspace'] = [200, workspace(false)];
    renderPage();
    await tuesday();
    expect(screen.getByText(/Du har läsrätt/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Ta bort/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lägg till tiderna' })).toBeNull();
  });
});
