// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Notification } from '#contracts/notifications';
import type { Role } from '#contracts/roles';
import { queriesSettled } from '../../../lib/queries-settled';
import { testApi } from '../test-api';
import { NotificationsPanel } from './notifications-panel';

const api = testApi();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ago = (ms: number): string => new Date(Date.now() - ms).toISOString();

const SETTLED: Notification = {
  id: '11111111-1111-4111-8111-111111111111',
  category: 'economy',
  title: 'Avräkningen är klar',
  text: 'Gallringen på Uppsala Ekeby 2:7 är avräknad.',
  link: '/minasidor/ekonomi/transaktioner',
  createdAt: ago(3 * MINUTE),
  readAt: null,
};
const STARTED: Notification = {
  id: '22222222-2222-4222-8222-222222222222',
  category: 'contracts',
  title: 'Gallringen har börjat',
  text: 'Skördaren är på plats.',
  link: '/minasidor/kontrakt',
  createdAt: ago(5 * 24 * HOUR),
  readAt: ago(4 * 24 * HOUR),
};
const LIST = { items: [SETTLED, STARTED], unreadCount: 1, hasMore: false };
const member = (roles: Role[]) => [200, { id: '100245', roles, name: 'Karin Lindqvist' }] as const;

beforeEach(() => {
  api.state.requests.length = 0;
  api.state.answers = {
    'GET /api/auth/profile': [...member(['Member'])],
    'GET /api/notifications': [200, LIST],
    [`POST /api/notifications/${SETTLED.id}/read`]: [200, { ...SETTLED, readAt: new Date().toISOString() }],
    'POST /api/notifications/read-all': [204],
  };
});
afterEach(cleanup);

const posts = () =>
  api.state.requests.filter((request) => request.method === 'POST').map((request) => request.url);

describe('the notifications panel', () => {
  it('lists the latest with when they came, and tells unread ones apart in words', async () => {
    api.render(<NotificationsPanel />);
    expect(await screen.findByText('1 oläst avisering', {}, { timeout: 5_000 })).toBeTruthy();
    const [first, second] = screen.getAllByRole('listitem');
    const settled = within(first as HTMLElement).getByRole('link');
    expect(settled.textContent).toBe('OlästAvräkningen är klar');
    expect(settled.getAttribute('href')).toBe('/minasidor/ekonomi/transaktioner');
    expect(within(first as HTMLElement).getByText('för 3 minuter sedan').tagName).toBe('TIME');
    expect(within(second as HTMLElement).queryByText('Oläst')).toBeNull();
    expect(within(second as HTMLElement).getByText('för 5 dagar sedan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inställningar för aviseringar' }).getAttribute('href')).toBe(
      '/minasidor/minaaviseringar',
    );
  });

  it('shows older notifications a page at a time, starting after the last one shown', async () => {
    const OLDER = { ...STARTED, id: '33333333-3333-4333-8333-333333333333', title: 'Ny skogsbruksplan' };
    api.state.answers['GET /api/notifications'] = [200, { ...LIST, hasMore: true }];
    api.state.answers[`GET /api/notifications?before=${STARTED.id}`] = [
      200,
      { items: [OLDER], unreadCount: 1, hasMore: false },
    ];
    api.render(<NotificationsPanel />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Visa äldre aviseringar' }, { timeout: 5_000 }),
    );
    expect(await screen.findByText('Ny skogsbruksplan')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Visa äldre aviseringar' })).toBeNull();
    expect(screen.getByText('1 oläst avisering')).toBeTruthy();
  });

  it('marks a notification read when it is opened, and only an unread one', async () => {
    api.render(<NotificationsPanel />);
    fireEvent.click(await screen.findByRole('link', { name: /Avräkningen är klar/ }));
    fireEvent.click(screen.getByRole('link', { name: /Gallringen har börjat/ }));
    await waitFor(() => expect(posts()).toEqual([`/api/notifications/${SETTLED.id}/read`]));
  });

  it('marks all read, and then shows the list as read', async () => {
    api.render(<NotificationsPanel />);
    const markAll = await screen.findByRole('button', { name: 'Markera alla som lästa' });
    api.state.answers['GET /api/notifications'] = [
      200,
      { items: [{ ...SETTLED, readAt: new Date().toISOString() }, STARTED], unreadCount: 0, hasMore: false },
    ];
    await act(async () => {
      fireEvent.click(markAll);
    });
    expect(await screen.findByText('Du har läst allt.')).toBeTruthy();
    expect(posts()).toEqual(['/api/notifications/read-all']);
    expect(screen.queryByRole('button', { name: 'Markera alla som lästa' })).toBeNull();
    expect(screen.queryByText('Oläst')).toBeNull();
  });

  it('tells what the bell is for when there is nothing yet', async () => {
    api.state.answers['GET /api/notifications'] = [204];
    api.render(<NotificationsPanel />);
    expect((await screen.findByRole('heading', { level: 3 })).textContent).toBe(
      'Du har inga aviseringar just nu.',
    );
    expect(screen.getByText(/när något händer i din skog/)).toBeTruthy();
  });

  it('shows a representative the list read-only: no marking, and it says why', async () => {
    api.state.answers['GET /api/auth/profile'] = [...member(['DelegatedRight'])];
    const { queryClient } = api.render(<NotificationsPanel />);
    expect(await screen.findByText(/med läsrätt. De markeras inte som lästa/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Markera alla som lästa' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: /Avräkningen är klar/ }));
    await queriesSettled(queryClient);
    expect(posts()).toEqual([]);
  });

  it('offers to reload when the list cannot be read', async () => {
    api.state.answers['GET /api/notifications'] = [
      500,
      { code: 'INTERNAL_ERROR', message: 'Något gick fel.' },
    ];
    api.render(<NotificationsPanel />);
    expect(await screen.findByRole('button', { name: 'Ladda om innehållet' })).toBeTruthy();
  });
});
