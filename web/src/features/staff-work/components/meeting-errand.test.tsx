// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdvisorSlot, AdvisorTimes, StaffMeeting } from '#contracts/staff-meetings';
import { testApiServer } from '../../../lib/test-api-server';
import { renderErrandAt, testWorkspace } from '../test-errand';

const ID = '7b0e4c1a-2f57-4c55-9d1e-0a6f1b2c3d40';
const BOOKED_SLOT = '11111111-1111-4111-8111-111111111111';
const FREE_WED = '22222222-2222-4222-8222-222222222222';
const FREE_THU = '33333333-3333-4333-8333-333333333333';
const BUSY = '44444444-4444-4444-8444-444444444444';
const PAST_FREE = '55555555-5555-4555-8555-555555555555';

const MEETING: StaffMeeting = {
  id: ID,
  member: {
    id: '100245',
    name: 'Karin Lindqvist',
    email: 'karin.lindqvist@example.se',
    phone: '070-123 45 67',
  },
  topic: 'thinning',
  kind: 'forest-visit',
  estate: { id: 'e1', designation: 'Uppsala Ekeby 2:7' },
  message: 'Vill gå igenom beståndet vid ån.',
  // 10:00–11:00 in Swedish time.
  startsAt: '2030-12-03T09:00:00.000Z',
  endsAt: '2030-12-03T10:00:00.000Z',
  bookedAt: '2030-11-20T08:30:00.000Z',
  slotId: BOOKED_SLOT,
  advisor: { id: 'anders-nyberg', name: 'Anders Nyberg' },
  status: 'booked',
  confirmed: null,
  cancelledAt: null,
  changeable: true,
};

const slot = (id: string, startsAt: string, status: AdvisorSlot['status']): AdvisorSlot => ({
  id,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 3_600_000).toISOString(),
  status,
  booking:
    status === 'booked'
      ? {
          meetingId: ID,
          member: { id: '100245', name: 'Karin Lindqvist' },
          topic: 'thinning',
          kind: 'forest-visit',
          confirmed: false,
        }
      : null,
});

const TIMES: AdvisorTimes = {
  advisor: MEETING.advisor,
  from: '2030-12-02',
  until: '2030-12-16',
  slots: [
    slot(PAST_FREE, '2020-12-02T08:00:00.000Z', 'free'),
    slot(BOOKED_SLOT, MEETING.startsAt, 'booked'),
    slot(FREE_WED, '2030-12-04T09:00:00.000Z', 'free'),
    slot(BUSY, '2030-12-04T10:00:00.000Z', 'busy'),
    slot(FREE_THU, '2030-12-05T13:00:00.000Z', 'free'),
  ],
};

const api = testApiServer();
const path = `/api/staff/meetings/${ID}`;

beforeEach(() => {
  api.requests.length = 0;
  api.answers = {
    'GET /api/staff/workspace': [200, testWorkspace(true)],
    [`GET ${path}`]: [200, MEETING],
    'GET /api/staff/advisor-times': [200, TIMES],
  };
});
afterEach(cleanup);

const renderErrand = () => renderErrandAt(api, `/personal/arenden/meeting/${ID}`);

const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Möte om gallring, Karin Lindqvist' }, { timeout: 5_000 });

describe('a meeting booking in the staff workspace', () => {
  it('shows the booking and confirms it', async () => {
    api.answers[`POST ${path}/confirm`] = [
      200,
      {
        ...MEETING,
        status: 'confirmed',
        confirmed: { at: '2030-11-21T09:15:00.000Z', byName: 'Lena Sjöberg' },
      },
    ];
    renderErrand();
    await heading();
    const facts = screen.getByRole('region', { name: 'Möte om gallring, Karin Lindqvist' });
    expect(facts.textContent).toContain('tisdag 3 december 2030 kl.\u00a010:00–11:00');
    expect(facts.textContent).toContain('Besök i skogen');
    expect(facts.textContent).toContain('Uppsala Ekeby 2:7');
    expect(facts.textContent).toContain('Vill gå igenom beståndet vid ån.');
    expect(facts.textContent).toContain('Bokat, inte bekräftat ännu');
    expect(within(facts).getByRole('link', { name: '070-123 45 67' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Bekräfta mötet' }));
    const status = await screen.findByText('Mötet är bekräftat. Medlemmen har fått en avisering.');
    expect(status.getAttribute('role')).toBe('status');
    await waitFor(() => {
      expect(document.activeElement).toBe(status);
    });
    expect(
      api.requests.some((request) => request.method === 'POST' && request.url === `${path}/confirm`),
    ).toBe(true);
    expect(facts.textContent).toContain('Bekräftat av Lena Sjöberg 21 nov. 2030 kl.\u00a010:15');
    // Confirmed: no more confirming, but it may still be moved.
    expect(screen.queryByRole('button', { name: 'Bekräfta mötet' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Flytta mötet' })).toBeTruthy();
  });

  it('offers only the advisor’s free hours ahead, and moves the meeting to the one chosen', async () => {
    const moved: StaffMeeting = {
      ...MEETING,
      startsAt: '2030-12-05T13:00:00.000Z',
      endsAt: '2030-12-05T14:00:00.000Z',
      slotId: FREE_THU,
      status: 'confirmed',
      confirmed: { at: '2030-11-21T09:15:00.000Z', byName: 'Lena Sjöberg' },
    };
    api.answers[`POST ${path}/move`] = [200, moved];
    renderErrand();
    const select = await screen.findByRole('combobox', { name: 'Ny tid' }, { timeout: 5_000 });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Välj en tid',
      'onsdag 4 december kl.\u00a010:00',
      'torsdag 5 december kl.\u00a014:00',
    ]);
    fireEvent.change(select, { target: { value: FREE_THU } });
    fireEvent.click(screen.getByRole('button', { name: 'Flytta mötet' }));
    expect(
      await screen.findByText(
        'Mötet är flyttat till torsdag 5 december 2030 kl. 14:00–15:00. Medlemmen har fått en avisering.',
      ),
    ).toBeTruthy();
    expect(api.posted()).toEqual([{ slotId: FREE_THU }]);
    // The calendar is read anew after the move.
    await waitFor(() => {
      expect(
        api.requests.filter((request) => request.url.startsWith('/api/staff/advisor-times')).length,
      ).toBeGreaterThan(1);
    });
  });

  it('asks for a time before sending, and shows the server’s refusal in the summary', async () => {
    api.answers[`POST ${path}/move`] = [
      422,
      {
        code: 'SLOT_NOT_USABLE',
        message: 'Tiden är inte ledig längre. Välj en annan tid.',
        fieldErrors: { slotId: ['Tiden är inte ledig längre. Välj en annan tid.'] },
      },
    ];
    renderErrand();
    const move = await screen.findByRole('button', { name: 'Flytta mötet' }, { timeout: 5_000 });
    fireEvent.click(move);
    expect((await screen.findByRole('alert')).textContent).toContain('Välj en av rådgivarens lediga tider.');
    expect(api.posted()).toHaveLength(0);

    fireEvent.change(screen.getByRole('combobox', { name: /Ny tid/ }), { target: { value: FREE_WED } });
    fireEvent.click(move);
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toContain('Tiden är inte ledig längre');
    });
    expect(api.posted()).toEqual([{ slotId: FREE_WED }]);
  });

  it('shows a conflict (409) in the confirm form’s summary', async () => {
    api.answers[`POST ${path}/confirm`] = [
      409,
      { code: 'MEETING_CANCELLED', message: 'Mötet är avbokat och kan inte bekräftas eller flyttas.' },
    ];
    renderErrand();
    fireEvent.click(await screen.findByRole('button', { name: 'Bekräfta mötet' }, { timeout: 5_000 }));
    expect((await screen.findByRole('alert')).textContent).toContain('Mötet är avbokat');
  });

  it('lets a viewer see the booking but neither confirm nor move it', async () => {
    api.answers['GET /api/staff/workspace'] = [200, testWorkspace(false)];
    renderErrand();
    await heading();
    expect(screen.getByText(/Du har läsrätt/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bekräfta mötet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Flytta mötet' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('offers no steps for a cancelled meeting', async () => {
    api.answers[`GET ${path}`] = [
      200,
      { ...MEETING, status: 'cancelled', cancelledAt: '2030-11-25T12:00:00.000Z', changeable: false },
    ];
    renderErrand();
    await heading();
    expect(screen.getByRole('region', { name: /Möte om gallring/ }).textContent).toContain(
      'Avbokat 25 nov. 2030 kl.\u00a013:00',
    );
    expect(screen.getByText(/Mötet är avbokat. Det går inte/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
