// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccessLogEntry, AccessLogPage } from '#contracts/access-log';
import { testApiServer } from '../../../lib/test-api-server';
import { Component as AccessLogPageComponent } from './access-log-page';
import { renderPage as renderAt } from '../../../lib/test-render';

const entry = (overrides: Partial<AccessLogEntry> & Pick<AccessLogEntry, 'id'>): AccessLogEntry => ({
  from: overrides.at ?? '2026-11-20T13:41:00.000Z',
  at: '2026-11-20T13:41:00.000Z',
  who: 'Lena Sjöberg',
  role: 'Editor',
  looked: ['Betalningsplan'],
  changes: [],
  ...overrides,
});

const FIRST: AccessLogPage = {
  entries: [
    entry({
      id: 'e12',
      from: '2026-11-20T13:02:00.000Z',
      looked: ['Översikt', 'Aviseringar', 'Beställning SO-2026-001001'],
      changes: [{ at: '2026-11-20T13:40:00.000Z', what: 'Beställning SO-2026-001001' }],
    }),
    entry({
      id: 'e9',
      at: '2026-11-16T08:15:00.000Z',
      who: 'Johan Ek',
      role: 'Viewer',
      looked: ['Transaktioner'],
    }),
  ],
  nextCursor: 'e9',
};
const SECOND: AccessLogPage = {
  entries: [
    entry({
      id: 'e4',
      at: '2026-10-02T09:00:00.000Z',
      who: 'Maria Lindqvist',
      role: 'DelegatedRight',
      looked: ['Dokument'],
    }),
    entry({
      id: '2',
      at: '2026-09-30T12:00:00.000Z',
      looked: [],
      changes: [{ at: '2026-09-30T12:00:00.000Z', what: 'Uttag' }],
    }),
  ],
  nextCursor: null,
};

const api = testApiServer();

beforeEach(() => {
  api.requests.length = 0;
  api.answers = {
    'GET /api/access-log': [200, FIRST],
    'GET /api/access-log?cursor=e9': [200, SECOND],
  };
});
afterEach(cleanup);

function renderPage(): void {
  renderAt(<AccessLogPageComponent />, { api });
}

/** The visits, not the changes listed inside them. */
const items = async () =>
  within(await screen.findByRole('list', { name: 'Besök i dina uppgifter' }, { timeout: 5_000 }))
    .getAllByRole('listitem')
    .filter((item) => item.dataset.entry !== undefined);

describe('who has looked at my data', () => {
  it('says why staff and representatives look, and lists each visit: when, who as what, what looked at and changed', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Vem har tittat på mina uppgifter' })).toBeTruthy();
    expect(screen.getByText(/föreningens personal eller ett ombud som du har gett fullmakt/)).toBeTruthy();
    const [lena, johan] = await items();
    expect(lena?.textContent).toBe(
      '20 nov. 2026 kl.\u00a014:02–14:41Läste och ändradeLena Sjöberg, personal som kan ändra' +
        'Tittade på Översikt, Aviseringar och Beställning SO-2026-001001.' +
        'Ändrade Beställning SO-2026-001001 kl.\u00a014:40',
    );
    expect(johan?.textContent).toBe(
      '16 nov. 2026 kl.\u00a009:15LästeJohan Ek, personal som tittarTittade på Transaktioner.',
    );
    expect(lena?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T13:02:00.000Z');
  });

  it('shows more on "Visa fler", moves focus to the first new entry, and has no button after the last', async () => {
    renderPage();
    await items();
    fireEvent.click(screen.getByRole('button', { name: 'Visa fler' }));
    await waitFor(async () => {
      expect(await items()).toHaveLength(4);
    });
    const [, , maria, change] = await items();
    expect(maria?.textContent).toContain('Maria Lindqvist, ombud med fullmakt');
    expect(change?.textContent).toContain('ÄndradeLena Sjöberg');
    expect(change?.textContent).toContain('Ändrade Uttag kl.');
    await waitFor(() => {
      expect(document.activeElement).toBe(maria);
    });
    expect(screen.getByRole('status').textContent).toBe('2 till visas.');
    expect(screen.queryByRole('button', { name: 'Visa fler' })).toBeNull();
  });

  it('says so when no one has looked (the server’s 204)', async () => {
    api.answers['GET /api/access-log'] = [204];
    renderPage();
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Ingen har tittat på dina uppgifter ännu' },
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Visa fler' })).toBeNull();
  });
});
