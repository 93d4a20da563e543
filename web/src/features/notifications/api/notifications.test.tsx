// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Notification } from '#contracts/notifications';
import { useUnreadNotificationCount } from '../../../lib/queries/notifications';
import { renderApiHook, timesAsked } from '../../../lib/test-render';
import { testApiServer } from '../../../lib/test-api-server';
import { useMarkNotificationRead, useNotifications } from './notifications';

const UNREAD: Notification = {
  id: 'n1',
  category: 'economy',
  title: 'Ny utbetalning',
  text: 'En likvid är utbetald.',
  link: '/minasidor/ekonomi/transaktioner',
  createdAt: '2026-11-18T09:12:00.000Z',
  readAt: null,
};
const READ = { ...UNREAD, readAt: '2026-11-28T10:00:00.000Z' };

const api = testApiServer();
beforeEach(() => {
  api.requests.length = 0;
  api.answers = {
    'GET /api/notifications': [200, { items: [UNREAD], unreadCount: 1, hasMore: false }],
    'GET /api/notifications/unread-count': [200, { unreadCount: 1 }],
    'POST /api/notifications/n1/read': [200, READ],
  };
});
afterEach(cleanup);

describe('what marking a notification read refreshes', () => {
  it("fetches the list (the bell's panel and the overview's card) and the bell's count again", async () => {
    const { result } = renderApiHook(
      () => ({
        list: useNotifications(),
        unread: useUnreadNotificationCount(true),
        markRead: useMarkNotificationRead(),
      }),
      { api },
    );
    await waitFor(() => expect(result.current.list.isSuccess && result.current.unread === 1).toBe(true));
    api.answers['GET /api/notifications'] = [200, { items: [READ], unreadCount: 0, hasMore: false }];
    api.answers['GET /api/notifications/unread-count'] = [200, { unreadCount: 0 }];
    await act(() => result.current.markRead.mutateAsync('n1'));
    await waitFor(() => expect(result.current.unread).toBe(0));
    expect(result.current.list.data?.pages[0]?.unreadCount).toBe(0);
    expect(timesAsked(api.requests, '/api/notifications')).toBe(2);
  });
});
