// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FreeTimes, Meeting } from '#contracts/meetings';
import { testApiServer } from '../../../lib/test-api-server';
import { Component as MeetingsPage } from './meetings-page';
import { KARIN, renderPage as renderAt } from '../../../lib/test-render';

const ADVISOR = {
  name: 'Anders Nyberg',
  title: 'Skogsinspektor',
  phone: '010-456 12 34',
  email: 'a@example.se',
};
const UPCOMING: Meeting = {
  id: '6f1c1f8e-6c1b-4c57-9a3e-0d6f7f1a2b01',
  startsAt: '2026-12-02T09:00:00.000Z',
  endsAt: '2026-12-02T10:00:00.000Z',
  topic: 'thinning',
  kind: 'forest-visit',
  message: 'Granarna vid ån',
  estate: { id: 'e1', designation: 'Uppsala Viggeby 4:3' },
  advisor: ADVISOR,
  cancelled: false,
};
const PAST: Meeting = {
  ...UPCOMING,
  id: '6f1c1f8e-6c1b-4c57-9a3e-0d6f7f1a2b02',
  startsAt: '2026-10-30T08:00:00.000Z',
  endsAt: '2026-10-30T09:00:00.000Z',
  topic: 'regeneration',
  message: null,
};
const TEN_O_CLOCK = {
  slotId: '22222222-2222-4222-8222-222222222222',
  startsAt: '2026-11-25T09:00:00.000Z',
  endsAt: '2026-11-25T10:00:00.000Z',
};
const EKEBY = { id: '0c5d3a52-2b8e-4d0a-8f43-8f0f2b6c1a11', designation: 'Uppsala Ekeby 2:7' };
const FREE: FreeTimes = {
  advisor: ADVISOR,
  estates: [EKEBY],
  freeTimes: [
    {
      slotId: '11111111-1111-4111-8111-111111111111',
      startsAt: '2026-11-25T07:00:00.000Z',
      endsAt: '2026-11-25T08:00:00.000Z',
    },
    TEN_O_CLOCK,
    {
      slotId: '33333333-3333-4333-8333-333333333333',
      startsAt: '2026-11-26T12:00:00.000Z',
      endsAt: '2026-11-26T13:00:00.000Z',
    },
  ],
};

const api = testApiServer();

beforeAll(() => {
  // jsdom has no modal dialogs; these stand in for the browser's.
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
    },
  });
});
beforeEach(() => {
  api.requests.length = 0;
  api.answers = {
    'GET /api/auth/profile': [200, KARIN],
    'GET /api/meetings': [200, { upcoming: [UPCOMING], past: [PAST] }],
    'GET /api/meetings/free-times': [200, FREE],
  };
});
afterEach(cleanup);

function renderPage(): void {
  // React reports errors its boundaries caught; the failing-section test expects one.
  renderAt(<MeetingsPage />, { api, config: { apiRoot: api.root }, failuresExpected: true });
}

const section = async (name: string) => screen.findByRole('region', { name }, { timeout: 5_000 });

describe('the booked meetings page', () => {
  it('shows upcoming and past meetings in Swedish time, with a calendar link for the upcoming one', async () => {
    renderPage();
    const upcoming = await section('Kommande möten');
    expect(
      within(upcoming).getByRole('heading', { name: 'onsdag 2 december 2026 kl.\u00a010:00–11:00' }),
    ).toBeTruthy();
    expect(within(upcoming).getByText('Gallring')).toBeTruthy();
    expect(within(upcoming).getByText('Uppsala Viggeby 4:3')).toBeTruthy();
    expect(within(upcoming).getByRole('link', { name: 'Lägg till i kalendern' }).getAttribute('href')).toBe(
      `${api.root}meetings/${UPCOMING.id}/calendar.ics`,
    );
    const past = await section('Tidigare möten');
    expect(
      within(past).getByRole('heading', { name: 'fredag 30 oktober 2026 kl.\u00a009:00–10:00' }),
    ).toBeTruthy();
    expect(within(past).queryByRole('button', { name: 'Avboka' })).toBeNull();
  });

  it('tells what to do when there are no meetings, and when there is no advisor', async () => {
    api.answers['GET /api/meetings'] = [204];
    api.answers['GET /api/meetings/free-times'] = [204];
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Du har inga bokade möten' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Du har ingen rådgivare ännu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kontakta oss' })).toBeTruthy();
  });

  it('names the holidays and eves of the coming weeks, when there are no meetings', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-10T09:00:00Z') });
    try {
      renderPage();
      const booking = await section('Boka ett möte');
      const day = await within(booking).findByRole('combobox', { name: 'Dag' });
      expect(document.getElementById(day.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Tider de närmaste fyra veckorna. Inga möten på julafton (torsdag 24 december), juldagen ' +
          '(fredag 25 december), nyårsafton (torsdag 31 december), nyårsdagen (fredag 1 januari) och ' +
          'trettondedag jul (onsdag 6 januari).',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('books a free hour and confirms it', async () => {
    api.answers['POST /api/meetings'] = [
      201,
      { ...UPCOMING, id: 'new', startsAt: TEN_O_CLOCK.startsAt, endsAt: TEN_O_CLOCK.endsAt },
    ];
    renderPage();
    const booking = await section('Boka ett möte');
    expect(await within(booking).findByRole('heading', { name: 'Rådgivare' })).toBeTruthy();
    expect(within(booking).getByRole('combobox', { name: 'Dag' })).toBeTruthy();
    fireEvent.click(within(booking).getByRole('radio', { name: '10:00–11:00' }));
    fireEvent.click(within(booking).getByRole('radio', { name: 'Gallring' }));
    fireEvent.click(within(booking).getByRole('radio', { name: 'Telefon' }));
    fireEvent.click(within(booking).getByRole('radio', { name: 'Uppsala Ekeby 2:7' }));
    fireEvent.change(within(booking).getByRole('textbox', { name: /Meddelande till rådgivaren/ }), {
      target: { value: 'Ring efter lunch' },
    });
    fireEvent.click(within(booking).getByRole('button', { name: 'Boka mötet' }));
    expect(
      await screen.findByText('Mötet är bokat onsdag 25 november 2026 kl. 10:00–11:00 med Anders Nyberg.'),
    ).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      slotId: TEN_O_CLOCK.slotId,
      topic: 'thinning',
      kind: 'phone',
      estateId: EKEBY.id,
      message: 'Ring efter lunch',
    });
  });

  it('asks for the time, topic and form of the meeting before sending anything', async () => {
    renderPage();
    const booking = await section('Boka ett möte');
    fireEvent.click(await within(booking).findByRole('button', { name: 'Boka mötet' }));
    // A summary that takes focus, each of its links leading to the first choice of its group.
    const summary = await within(booking).findByRole('alert', { name: 'Du behöver rätta följande:' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    for (const [message, group] of [
      ['Välj en tid.', /^Tid/],
      ['Välj vad mötet gäller.', /^Vad gäller/],
      ['Välj hur ni ska träffas.', /^Hur vill du/],
    ] as const) {
      const link = within(summary).getByRole('link', { name: message });
      const first = within(within(booking).getByRole('group', { name: group })).getAllByRole('radio')[0];
      expect(link.getAttribute('href')).toBe(`#${first?.id ?? 'none'}`);
      // And beside the group.
      expect(within(booking).getAllByText(message)).toHaveLength(2);
    }
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows the server’s Swedish message when the hour was just taken', async () => {
    api.answers['POST /api/meetings'] = [
      409,
      { code: 'CONFLICT', message: 'Tiden hann bokas av någon annan. Välj en annan tid.' },
    ];
    renderPage();
    const booking = await section('Boka ett möte');
    fireEvent.click(await within(booking).findByRole('radio', { name: '08:00–09:00' }));
    fireEvent.click(within(booking).getByRole('radio', { name: 'Annat' }));
    fireEvent.click(within(booking).getByRole('radio', { name: 'Video' }));
    fireEvent.click(within(booking).getByRole('button', { name: 'Boka mötet' }));
    const summary = await within(booking).findByRole('alert', { name: 'Mötet kunde inte bokas' });
    expect(summary.textContent).toContain('Tiden hann bokas av någon annan. Välj en annan tid.');
  });

  it('cancels an upcoming meeting only after the member confirms', async () => {
    api.answers[`POST /api/meetings/${UPCOMING.id}/cancel`] = [200, { ...UPCOMING, cancelled: true }];
    renderPage();
    const upcoming = await section('Kommande möten');
    fireEvent.click(within(upcoming).getByRole('button', { name: 'Avboka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avboka mötet?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nej, behåll mötet' }));
    expect(api.requests.filter((request) => request.url.endsWith('/cancel'))).toEqual([]);

    fireEvent.click(within(upcoming).getByRole('button', { name: 'Avboka' }));
    api.answers['GET /api/meetings'] = [200, { upcoming: [], past: [PAST] }];
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja, avboka mötet' }),
    );
    expect(await screen.findByText('Mötet onsdag 2 december 2026 kl. 10:00–11:00 är avbokat.')).toBeTruthy();
    expect(await screen.findByText('Du har inga kommande möten.')).toBeTruthy();
    expect(api.requests.filter((request) => request.url.endsWith('/cancel'))).toHaveLength(1);
  });

  it('lets a representative (DelegatedRight) look but not book or cancel', async () => {
    api.answers['GET /api/auth/profile'] = [
      200,
      { id: '100245', roles: ['DelegatedRight'], name: 'Maria Lindqvist' },
    ];
    renderPage();
    const upcoming = await section('Kommande möten');
    expect(within(upcoming).queryByRole('button', { name: 'Avboka' })).toBeNull();
    expect(within(upcoming).getByRole('link', { name: 'Lägg till i kalendern' })).toBeTruthy();
    expect(await screen.findByText('Du ser mötena med läsrätt och kan inte boka eller avboka.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Boka mötet' })).toBeNull();
  });

  it('shows a section error with a retry when the meetings cannot be loaded', async () => {
    api.answers['GET /api/meetings'] = [500, { code: 'INTERNAL', message: 'Något gick fel.' }];
    renderPage();
    expect(await screen.findByRole('button', { name: 'Ladda om innehållet' })).toBeTruthy();
    expect(await section('Boka ett möte')).toBeTruthy();
  });
});
