// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StaffMessage } from '#contracts/staff-messages';
import { testApiServer } from '../../../lib/test-api-server';
import { renderErrandAt, testWorkspace } from '../test-errand';

const ID = '0b9f3c1e-7a51-4d0e-9a43-5d2f1c8e6b10';

const MESSAGE: StaffMessage = {
  id: ID,
  subject: 'Gallring i vår',
  text: 'Hej!\nKan ni titta på gallringen vid Ekeby?',
  sentAt: '2026-11-20T08:30:00.000Z',
  member: {
    id: '100245',
    name: 'Karin Lindqvist',
    email: 'karin.lindqvist@example.se',
    phone: '070-123 45 67',
  },
  writerName: 'Karin Lindqvist',
  replyChannel: 'email',
  business: { id: '4100245', name: 'Lindqvists skog i Ekeby' },
  advisor: { id: 'anders-nyberg', name: 'Anders Nyberg' },
  answers: [],
  status: 'new',
  handled: null,
};

const ANSWER = {
  body: 'Hej Karin, jag kommer ut vecka 12.',
  at: '2026-11-21T09:00:00.000Z',
  byName: 'Lena Sjöberg',
};

const api = testApiServer();
const path = `/api/staff/messages/${ID}`;

beforeEach(() => {
  api.requests.length = 0;
  api.answers = {
    'GET /api/staff/workspace': [200, testWorkspace(true)],
    [`GET ${path}`]: [200, MESSAGE],
  };
});
afterEach(cleanup);

const renderErrand = () => renderErrandAt(api, `/personal/arenden/message/${ID}`);

const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Meddelande: Gallring i vår' }, { timeout: 5_000 });
const answerField = () => screen.getByRole('textbox', { name: /Ditt svar till medlemmen/ });

describe('a message in the staff workspace', () => {
  it('shows whom it is from and sends the answer, which then shows with who and when', async () => {
    api.answers[`POST ${path}/answers`] = [201, { ...MESSAGE, answers: [ANSWER], status: 'answered' }];
    renderErrand();
    await heading();
    expect(screen.getByText(/Karin Lindqvist, medlemsnummer 100245/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '070-123 45 67' }).getAttribute('href')).toBe('tel:0701234567');
    expect(screen.getByText('Kan ni titta på gallringen vid Ekeby?')).toBeTruthy();
    expect(screen.getByText('Ingen har svarat ännu.')).toBeTruthy();
    fireEvent.change(answerField(), { target: { value: '  Hej Karin, jag kommer ut vecka 12. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skicka svaret' }));
    await waitFor(() => {
      expect(api.posted()).toEqual([{ body: 'Hej Karin, jag kommer ut vecka 12.' }]);
    });
    const status = await screen.findByText('Svaret är skickat. Medlemmen har fått en avisering.');
    expect(status.getAttribute('role')).toBe('status');
    await waitFor(() => {
      expect(document.activeElement).toBe(status);
    });
    const soFar = screen.getByRole('region', { name: 'Hittills' });
    expect(within(soFar).getByText('Svar från Lena Sjöberg')).toBeTruthy();
    expect(within(soFar).getByText('Hej Karin, jag kommer ut vecka 12.')).toBeTruthy();
    // The form starts afresh for a further answer.
    expect((answerField() as HTMLTextAreaElement).value).toBe('');
  });

  it('asks for an answer before sending an empty one', async () => {
    renderErrand();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Skicka svaret' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Skriv ditt svar.');
    expect(api.posted()).toHaveLength(0);
  });

  it('marks the message handled, after which no form shows', async () => {
    const handled = { at: '2026-11-22T10:00:00.000Z', byName: 'Lena Sjöberg' };
    api.answers[`POST ${path}/handled`] = [200, { ...MESSAGE, status: 'handled', handled }];
    renderErrand();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Markera som hanterat' }));
    expect(await screen.findByText('Meddelandet är markerat som hanterat.')).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual(
      [`${path}/handled`],
    );
    expect(screen.getByText(/Markerat som hanterat av Lena Sjöberg/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Ditt svar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Markera som hanterat' })).toBeNull();
  });

  it('shows the server’s words when the message was handled meanwhile', async () => {
    api.answers[`POST ${path}/answers`] = [
      409,
      {
        code: 'MESSAGE_HANDLED',
        message: 'Meddelandet är markerat som hanterat och kan inte besvaras längre.',
      },
    ];
    renderErrand();
    await heading();
    fireEvent.change(answerField(), { target: { value: 'Hej!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skicka svaret' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('kan inte besvaras längre');
    expect(summary.textContent).toContain('Svaret kunde inte skickas');
  });

  it('shows a handled message without a form', async () => {
    api.answers[`GET ${path}`] = [
      200,
      {
        ...MESSAGE,
        answers: [ANSWER],
        status: 'handled',
        handled: { at: ANSWER.at, byName: 'Lena Sjöberg' },
      },
    ];
    renderErrand();
    await heading();
    expect(screen.getByText('Meddelandet är hanterat. Det går inte att svara på det längre.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skicka svaret' })).toBeNull();
  });

  it('lets a viewer read the message but not answer it', async () => {
    api.answers['GET /api/staff/workspace'] = [200, testWorkspace(false)];
    renderErrand();
    expect(await screen.findByText(/Du har läsrätt/, {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skicka svaret' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Markera som hanterat' })).toBeNull();
  });
});
