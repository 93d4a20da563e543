// @vitest-environment jsdom
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContactMessage } from '#contracts/staff-messages';
import { queriesSettled } from '../../../lib/queries-settled';
import { Component as ContactPage } from './contact-page';
import { testApiServer } from '../../../lib/test-api-server';
import { KARIN, renderPage as renderAt } from '../../../lib/test-render';

const DISTRICT = { id: 'norra-uppland', name: 'Norra Upplands skogsbruksområde' };
const ANDERS = {
  id: 'anders-nyberg',
  name: 'Anders Nyberg',
  title: 'Skogsinspektor',
  phone: '010-456 12 34',
  email: 'anders.nyberg@example.se',
  district: DISTRICT,
  presentation: 'Jag hjälper dig med gallring och föryngring.',
};
const ELIN = {
  ...ANDERS,
  id: 'elin-forsberg',
  name: 'Elin Forsberg',
  email: 'elin@example.se',
  presentation: null,
};

const api = testApiServer();
beforeEach(() => {
  api.requests.length = 0;
  api.answers = {
    'GET /api/auth/profile': [200, KARIN],
    'GET /api/Ir/GetSboContacts': [
      200,
      [
        {
          district: DISTRICT,
          businesses: [{ id: '4100245', name: 'Lindqvists skog i Ekeby' }],
          contacts: [
            { id: 'c1', name: 'Gunilla Ström', role: 'Ordförande', phone: '070-221 43 10', email: null },
          ],
        },
      ],
    ],
    'GET /api/Ir/GetBusinessAdvisor/4100245': [200, ANDERS],
    'GET /api/Ir/GetBusinessAdvisorColleagues/4100245': [200, [ELIN]],
    'GET /api/contact/messages': [200, []],
  };
});
afterEach(cleanup);

function renderPage(): QueryClient {
  return renderAt(<ContactPage />, { api, config: { supportPhone: '010-123 45 67' } }).queryClient;
}

const sendButton = () => screen.findByRole('button', { name: 'Skicka meddelandet' });
async function send(): Promise<void> {
  const button = await sendButton();
  await act(async () => {
    fireEvent.click(button);
  });
}

describe('the contact page', () => {
  it("shows the member's advisor with links to call and mail, the colleagues and the district contacts", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kontakta oss');
    const card = await screen.findByRole('article', { name: 'Anders Nyberg' });
    expect(within(card).getByText('Skogsinspektor, Norra Upplands skogsbruksområde')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /Ring Anders Nyberg/ })
        .getAttribute('href'),
    ).toBe('tel:0104561234');
    expect(
      within(card)
        .getByRole('link', { name: /Mejla Anders Nyberg/ })
        .getAttribute('href'),
    ).toBe('mailto:anders.nyberg@example.se');
    expect(within(card).getByText(/gallring och föryngring/)).toBeTruthy();
    await screen.findByRole('heading', { name: 'Fler rådgivare i Norra Upplands skogsbruksområde' });
    expect(await screen.findByText('Elin Forsberg')).toBeTruthy();
    expect(screen.getByText('Gunilla Ström')).toBeTruthy();
    expect(screen.getByRole('link', { name: /support@exempelskog.example/ })).toBeTruthy();
  });

  it('shows a potential member, who has no business, the general contact only', async () => {
    api.answers['GET /api/auth/profile'] = [200, { id: '300112', roles: ['Potential'] }];
    api.answers['GET /api/Ir/GetSboContacts'] = [200, []];
    const queryClient = renderPage();
    expect(await screen.findByRole('heading', { name: 'Kundtjänst' })).toBeTruthy();
    await queriesSettled(queryClient);
    expect(screen.queryByRole('heading', { name: /rådgivare/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skicka meddelandet' })).toBeNull();
  });

  it('says when the business has no advisor yet', async () => {
    api.answers['GET /api/Ir/GetBusinessAdvisor/4100245'] = [204];
    api.answers['GET /api/Ir/GetBusinessAdvisorColleagues/4100245'] = [200, []];
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Ingen rådgivare kopplad till dig ännu' }),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Inga fler rådgivare i området' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skicka meddelandet' })).toBeNull();
  });

  it('lists what to correct in a focused summary, and sends nothing', async () => {
    renderPage();
    await send();
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Skriv vad ditt meddelande gäller.', 'Skriv ditt meddelande.']);
    expect(api.posted()).toEqual([]);
  });

  it('sends the message and shows the receipt, focused', async () => {
    api.answers['POST /api/contact/messages'] = [
      201,
      {
        sentAt: '2026-11-22T08:00:00.000Z',
        advisorName: 'Anders Nyberg',
        replyChannel: 'phone',
        receiptEmail: 'karin.lindqvist@example.se',
      },
    ];
    renderPage();
    await sendButton();
    fireEvent.change(screen.getByLabelText(/^Ämne/), { target: { value: 'Gallring' } });
    fireEvent.change(screen.getByLabelText(/^Meddelande/), { target: { value: 'Kan du ringa mig?' } });
    fireEvent.click(screen.getByLabelText('Ring mig'));
    await send();
    expect(api.posted()).toEqual([
      { businessId: '4100245', subject: 'Gallring', message: 'Kan du ringa mig?', replyChannel: 'phone' },
    ]);
    const heading = await screen.findByRole('heading', { name: 'Tack, ditt meddelande är skickat' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Anders Nyberg ringer upp dig så snart som möjligt.')).toBeTruthy();
    expect(screen.getByText('En bekräftelse har skickats till karin.lindqvist@example.se.')).toBeTruthy();
  });

  it("shows the server's field error beside the field", async () => {
    api.answers['POST /api/contact/messages'] = [
      400,
      {
        code: 'VALIDATION_ERROR',
        message: 'Kontrollera uppgifterna.',
        fieldErrors: { replyChannel: ['Vi har inget telefonnummer till dig.'] },
      },
    ];
    renderPage();
    await sendButton();
    fireEvent.change(screen.getByLabelText(/^Ämne/), { target: { value: 'Gallring' } });
    fireEvent.change(screen.getByLabelText(/^Meddelande/), { target: { value: 'Hej' } });
    await send();
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link').getAttribute('href')).toBe('#contact-replyChannel');
    expect(screen.getByRole('group', { name: 'Hur vill du få svar?' }).textContent).toContain(
      'Vi har inget telefonnummer till dig.',
    );
  });

  it('tells a representative with read-only rights that they cannot write', async () => {
    api.answers['GET /api/auth/profile'] = [
      200,
      { id: '100245', roles: ['DelegatedRight'], name: 'Maria Lindqvist' },
    ];
    renderPage();
    expect(
      await screen.findByText('Du har läsrätt och kan inte skicka meddelanden för medlemmen.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skicka meddelandet' })).toBeNull();
  });

  it("lists the member's messages, newest first, with the advisor's answers and who gave them when", async () => {
    const older: ContactMessage = {
      id: 'm1',
      subject: 'Skogsbruksplan',
      text: 'När kan planen uppdateras?',
      sentAt: '2026-10-02T07:00:00.000Z',
      advisorName: 'Anders Nyberg',
      answers: [{ body: 'Vi tar den i vår.', at: '2026-10-03T12:15:00.000Z', byName: 'Anders Nyberg' }],
      handled: true,
    };
    const newer: ContactMessage = {
      id: 'm2',
      subject: 'Gallring',
      text: 'Kan du ringa mig?',
      sentAt: '2026-11-20T08:30:00.000Z',
      advisorName: 'Anders Nyberg',
      answers: [],
      handled: false,
    };
    api.answers['GET /api/contact/messages'] = [200, [newer, older]];
    renderPage();
    const section = await screen.findByRole('region', { name: 'Tidigare meddelanden' });
    const messages = await within(section).findAllByRole('article');
    expect(messages.map((message) => within(message).getByRole('heading').textContent)).toEqual([
      'Gallring',
      'Skogsbruksplan',
    ]);
    const [waiting, answered] = messages as [HTMLElement, HTMLElement];
    expect(within(waiting).getByText('Väntar på svar')).toBeTruthy();
    expect(within(waiting).getByText(/Inget svar i portalen ännu/)).toBeTruthy();
    expect(within(answered).getByText('Svar från Anders Nyberg')).toBeTruthy();
    expect(within(answered).getByText('3 okt. 2026 kl. 14:15')).toBeTruthy();
    expect(within(answered).getByText('Vi tar den i vår.')).toBeTruthy();
    expect(within(answered).getByText('Avslutat')).toBeTruthy();
  });

  it('says when the member has sent no messages yet', async () => {
    renderPage();
    const section = await screen.findByRole('region', { name: 'Tidigare meddelanden' });
    expect(await within(section).findByRole('heading', { name: 'Inga meddelanden ännu' })).toBeTruthy();
  });

  it('reads the messages anew once a message is sent', async () => {
    api.answers['POST /api/contact/messages'] = [
      201,
      {
        sentAt: '2026-11-22T08:00:00.000Z',
        advisorName: 'Anders Nyberg',
        replyChannel: 'email',
        receiptEmail: null,
      },
    ];
    renderPage();
    await sendButton();
    fireEvent.change(screen.getByLabelText(/^Ämne/), { target: { value: 'Gallring' } });
    fireEvent.change(screen.getByLabelText(/^Meddelande/), { target: { value: 'Hej' } });
    await send();
    await screen.findByRole('heading', { name: 'Tack, ditt meddelande är skickat' });
    await waitFor(() => {
      expect(
        api.requests.filter((request) => request.url === '/api/contact/messages' && request.method === 'GET'),
      ).toHaveLength(2);
    });
  });
});
