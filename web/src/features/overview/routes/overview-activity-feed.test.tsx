// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, MEETING, PAYMENT, renderPage, section } from './test-overview-page';

describe('the overview page’s activity feed', () => {
  it('hides an item, says so, and moves focus to the item that took its place', async () => {
    api.answers['POST /api/user/hide_activity'] = [204];
    renderPage();
    const feed = await section('Senaste händelserna');
    const hide = await within(feed).findByRole('button', { name: 'Dölj händelsen Avräkning utbetald' });
    api.answers['GET /api/user/activities?limit=8'] = [200, { items: [MEETING] }];
    await act(async () => {
      fireEvent.click(hide);
    });

    await vi.waitFor(() => expect(within(feed).queryByText('Avräkning utbetald')).toBeNull());
    expect(api.posted()).toEqual([{ activityId: PAYMENT.id }]);
    expect(document.activeElement).toBe(
      within(feed).getByRole('button', { name: 'Dölj händelsen Möte bokat med Anders Nyberg' }),
    );
    expect(within(feed).getByRole('status').textContent).toBe('Händelsen ”Avräkning utbetald” är dold.');
  });

  it('moves focus to the feed heading when the last item is hidden, and then shows the empty state', async () => {
    api.answers['GET /api/user/activities?limit=8'] = [200, { items: [MEETING] }];
    api.answers['POST /api/user/hide_activity'] = [204];
    renderPage();
    const feed = await section('Senaste händelserna');
    const hide = await within(feed).findByRole('button', { name: /^Dölj/ });
    api.answers['GET /api/user/activities?limit=8'] = [204];
    await act(async () => {
      fireEvent.click(hide);
    });
    expect(await within(feed).findByText('Inga händelser just nu')).toBeTruthy();
    expect(document.activeElement).toBe(within(feed).getByRole('heading', { name: 'Senaste händelserna' }));
  });

  it('tells when hiding fails, and keeps the item', async () => {
    api.answers['POST /api/user/hide_activity'] = [
      404,
      { code: 'NOT_FOUND', message: 'Händelsen finns inte.' },
    ];
    renderPage();
    const feed = await section('Senaste händelserna');
    const hide = await within(feed).findByRole('button', { name: 'Dölj händelsen Avräkning utbetald' });
    await act(async () => {
      fireEvent.click(hide);
    });
    expect((await within(feed).findByRole('alert')).textContent).toBe(
      'Det gick inte att dölja händelsen. Försök igen om en liten stund.',
    );
    expect(within(feed).getByText('Avräkning utbetald')).toBeTruthy();
  });

  it('offers no hiding to a representative, and says whose overview it is', async () => {
    api.answers['GET /api/auth/profile'] = [
      200,
      { id: '100245', roles: ['DelegatedRight'], name: 'Maria Lindqvist' },
    ];
    renderPage();
    const feed = await section('Senaste händelserna');
    expect(await within(feed).findByText('Avräkning utbetald')).toBeTruthy();
    expect(await screen.findByText('Du ser översikten för Karin Lindqvist.')).toBeTruthy();
    expect(within(feed).queryByRole('button', { name: /^Dölj/ })).toBeNull();
  });
});
