// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GivenMandate, HeldMandate, MandateEstate } from '#contracts/mandates';
import { standInModalDialogs } from '../../../lib/test-modal-dialogs';
import { testApiServer } from '../../../lib/test-api-server';
import { Component as MandatesPage } from './mandates-page';
import { KARIN, renderPage as renderAt } from '../../../lib/test-render';

const SVEN = '197005069757';
const ESTATES: [MandateEstate, MandateEstate] = [
  { id: '6f1c1b57-2f8e-4d3a-9a47-1d0c6a4f0001', designation: 'Tierp Västland 4:12' },
  { id: '6f1c1b57-2f8e-4d3a-9a47-1d0c6a4f0002', designation: 'Tierp Åby 1:3' },
];
const GIVEN: GivenMandate = {
  stakeholderRightId: '0b7e0c55-7d2c-4a1e-8f6e-3a4b5c6d7e8f',
  holderName: 'Maria Lindqvist',
  allEstates: true,
  estates: ESTATES,
  readOnly: true,
  validUntil: '2027-06-30',
  givenAt: '2025-03-10T09:30:00.000Z',
  status: 'active',
  signature: null,
};
const HELD: HeldMandate = {
  ...GIVEN,
  stakeholderRightId: '1c8f1d66-8e3d-4b2f-9a7f-4b5c6d7e8f90',
  grantorName: 'Gustav Lindqvist',
  grantorStakeholderId: '100999',
  allEstates: false,
  estates: [ESTATES[1]],
  validUntil: null,
};

const api = testApiServer();

beforeAll(standInModalDialogs);
beforeEach(() => {
  api.requests.length = 0;
  api.answers = {
    'GET /api/auth/profile': [200, KARIN],
    'GET /api/Ir/DelegatedRights': [200, [GIVEN]],
    'GET /api/Ir/MyDelegatedRights': [204],
    'GET /api/Ir/GetMandateEstates': [200, ESTATES],
  };
});
afterEach(cleanup);

function renderPage(): void {
  renderAt(<MandatesPage />, { api, config: { apiRoot: api.root } });
}

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
const section = (name: string) => screen.getByRole('region', { name });

async function openFormAndLookUp(personalNumber: string) {
  await click(await screen.findByRole('button', { name: 'Ge en fullmakt' }));
  fireEvent.change(screen.getByLabelText(/^Ombudets personnummer/), { target: { value: personalNumber } });
  await click(screen.getByRole('button', { name: 'Sök person' }));
}

describe('the mandates page', () => {
  it('shows the mandates given, with scope, end date and document, and an empty state for those held', async () => {
    renderPage();
    const card = await screen.findByRole('article', { name: 'Ombud: Maria Lindqvist' });
    expect(within(card).getByText('Aktiv')).toBeTruthy();
    expect(within(card).getByText('Alla fastigheter')).toBeTruthy();
    expect(within(card).getByText('Endast läsrätt')).toBeTruthy();
    expect(within(card).getByText('30 juni 2027')).toBeTruthy();
    const document = within(card).getByRole('link', {
      name: 'Öppna fullmakten för Maria Lindqvist (pdf)',
    });
    expect(document.getAttribute('href')).toBe(`${api.root}Ir/GetRightEdocs/${GIVEN.stakeholderRightId}`);
    expect(document.hasAttribute('download')).toBe(false);
    expect(
      within(section('Fullmakter du har fått')).getByRole('heading', {
        name: 'Du har inga fullmakter från andra',
      }),
    ).toBeTruthy();
  });

  it('shows how a mandate was given with BankID, with the signed text to download; nothing for an older one', async () => {
    const signed: GivenMandate = {
      ...GIVEN,
      stakeholderRightId: '2d9a2e77-9f4e-4c30-8b80-5c6d7e8f9a01',
      holderName: 'Sven Berglund',
      givenAt: '2026-11-25T13:03:40.000Z',
      signature: {
        signingId: '3e1b5c88-0a5f-4d41-9c91-6d7e8f9a0b12',
        signedAt: '2026-11-25T13:03:12.000Z',
        signerName: 'Karin Lindqvist',
        onBehalf: false,
      },
    };
    api.answers['GET /api/Ir/DelegatedRights'] = [200, [signed, GIVEN]];
    renderPage();
    const card = await screen.findByRole('article', { name: 'Ombud: Sven Berglund' });
    expect(within(card).getByText(/^Signerad med BankID/).textContent).toBe(
      'Signerad med BankID 25 nov. 2026 kl.\u00a014:03',
    );
    expect(
      within(card)
        .getByRole('link', { name: 'Hämta signerad text för fullmakten till Sven Berglund' })
        .getAttribute('href'),
    ).toBe(`${api.root}signing/3e1b5c88-0a5f-4d41-9c91-6d7e8f9a0b12/text`);
    const older = screen.getByRole('article', { name: 'Ombud: Maria Lindqvist' });
    expect(within(older).queryByText(/Signerad med BankID/)).toBeNull();
    expect(within(older).queryByRole('link', { name: /signerad text/ })).toBeNull();
  });

  it('shows the mandates held, and an empty state when none are given', async () => {
    api.answers['GET /api/Ir/DelegatedRights'] = [204];
    api.answers['GET /api/Ir/MyDelegatedRights'] = [200, [HELD]];
    renderPage();
    const card = await screen.findByRole('article', { name: 'Från: Gustav Lindqvist' });
    expect(within(card).getByText('Tierp Åby 1:3')).toBeTruthy();
    expect(within(card).getByText('Tills vidare')).toBeTruthy();
    expect(
      within(section('Fullmakter du har gett')).getByRole('heading', {
        name: 'Du har inte gett någon fullmakt',
      }),
    ).toBeTruthy();
  });

  it('gives a mandate: a friendly error for a bad number, the name to confirm, then the chosen estates', async () => {
    api.answers[`GET /api/Ir/GetStakeholderByPoNo/${SVEN}`] = [200, { name: 'Sven Berglund' }];
    api.answers['POST /api/Ir/CreateRight'] = [201, { ...GIVEN, holderName: 'Sven Berglund' }];
    renderPage();

    await openFormAndLookUp('700506-9758');
    const number = screen.getByLabelText(/^Ombudets personnummer/);
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Kontrollera personnumret/)).toBeTruthy();
    expect(api.requests.some((request) => request.url.includes('GetStakeholderByPoNo'))).toBe(false);

    // Ten digits with a dash are fine; the lookup goes out in the 12-digit form.
    fireEvent.change(number, { target: { value: '700506-9757' } });
    await click(screen.getByRole('button', { name: 'Sök person' }));
    expect(await screen.findByText('Sven Berglund')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Du ger fullmakt till Sven Berglund');

    const estates = await screen.findAllByRole('checkbox');
    expect(estates.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true]);
    await click(screen.getByRole('checkbox', { name: 'Tierp Västland 4:12' }));
    const endDate = screen.getByLabelText(/^Sista giltighetsdag/);
    fireEvent.change(endDate, { target: { value: '2030-02-30' } });
    await click(screen.getByRole('button', { name: 'Ge fullmakt' }));
    expect(endDate.getAttribute('aria-invalid')).toBe('true');
    // Beside the field, and in the summary, whose link leads to it.
    expect(screen.getAllByText(/Skriv ett datum som finns/)).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Skriv ett datum som finns/ }).getAttribute('href')).toBe(
      `#${endDate.id}`,
    );
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    // Digits only, as a phone's number pad types them, are read as the day.
    fireEvent.change(endDate, { target: { value: '20301231' } });
    await click(screen.getByRole('button', { name: 'Ge fullmakt' }));

    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      personalNumber: SVEN,
      estateIds: [ESTATES[1].id],
      validUntil: '2030-12-31',
    });
    expect(
      (await screen.findByText('Klart! Sven Berglund har nu fullmakt med läsrätt.')).getAttribute('role'),
    ).toBe('status');
  });

  it('shows the server’s message when the person is unknown', async () => {
    api.answers[`GET /api/Ir/GetStakeholderByPoNo/${SVEN}`] = [
      404,
      { code: 'NOT_FOUND', message: 'Vi hittar ingen person med det personnumret.' },
    ];
    renderPage();
    await openFormAndLookUp(`${SVEN.slice(0, 8)}-${SVEN.slice(8)}`);
    expect(await screen.findByText('Vi hittar ingen person med det personnumret.')).toBeTruthy();
  });

  it('leads from the summary to the first estate when none is chosen, and sends nothing', async () => {
    api.answers[`GET /api/Ir/GetStakeholderByPoNo/${SVEN}`] = [200, { name: 'Sven Berglund' }];
    renderPage();
    await openFormAndLookUp(SVEN);
    for (const box of await screen.findAllByRole('checkbox')) await click(box);
    await click(screen.getByRole('button', { name: 'Ge fullmakt' }));
    const summary = await screen.findByRole('alert', { name: 'Du behöver rätta följande:' });
    expect(document.activeElement).toBe(summary);
    const link = within(summary).getByRole('link', { name: 'Välj minst en fastighet.' });
    const first = screen.getAllByRole('checkbox')[0];
    expect(link.getAttribute('href')).toBe(`#${first?.id ?? 'none'}`);
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('shows the server’s message when giving fails', async () => {
    api.answers[`GET /api/Ir/GetStakeholderByPoNo/${SVEN}`] = [200, { name: 'Sven Berglund' }];
    api.answers['POST /api/Ir/CreateRight'] = [
      409,
      { code: 'CONFLICT', message: 'Personen har redan en giltig fullmakt från dig.' },
    ];
    renderPage();
    await openFormAndLookUp(SVEN);
    await click(await screen.findByRole('button', { name: 'Ge fullmakt' }));
    const summary = await screen.findByRole('alert', { name: 'Fullmakten kunde inte ges' });
    expect(summary.textContent).toContain('Personen har redan en giltig fullmakt från dig.');
    expect(document.activeElement).toBe(summary);
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ personalNumber: SVEN });
  });

  it('removes a mandate after asking', async () => {
    api.answers['POST /api/Ir/RemoveRight'] = [204];
    renderPage();
    const card = await screen.findByRole('article', { name: 'Ombud: Maria Lindqvist' });
    await click(await within(card).findByRole('button', { name: 'Ta bort fullmakten för Maria Lindqvist' }));
    const dialog = screen.getByRole('dialog', { name: 'Ta bort fullmakten?' });
    expect(within(dialog).getByText(/Maria Lindqvist kan då inte längre se dina uppgifter/)).toBeTruthy();
    api.answers['GET /api/Ir/DelegatedRights'] = [200, [{ ...GIVEN, status: 'revoked' }]];
    await click(within(dialog).getByRole('button', { name: 'Ja, ta bort fullmakten' }));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      stakeholderRightId: GIVEN.stakeholderRightId,
    });
    const news = await screen.findByText('Fullmakten för Maria Lindqvist är borttagen.');
    expect(news.getAttribute('role')).toBe('status');
    expect(await within(card).findByText('Borttagen')).toBeTruthy();
  });

  it('lets a representative only look', async () => {
    api.answers['GET /api/auth/profile'] = [
      200,
      { id: '100245', roles: ['DelegatedRight'], name: 'Maria Lindqvist' },
    ];
    renderPage();
    await screen.findByRole('article', { name: 'Ombud: Maria Lindqvist' });
    expect(await screen.findByText('Du kan se fullmakterna men inte ge eller ta bort några.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ge en fullmakt' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Ta bort/ })).toBeNull();
  });

  it('lets staff serving the member remove a mandate but not give one', async () => {
    api.answers['GET /api/auth/profile'] = [200, { id: '100245', roles: ['Editor'], name: 'Lena Sjöberg' }];
    renderPage();
    await screen.findByRole('article', { name: 'Ombud: Maria Lindqvist' });
    expect(
      await screen.findByText(
        'Fullmakter ger medlemmen själv. Du kan ta bort en fullmakt åt medlemmen, men inte ge en i medlemmens namn.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ge en fullmakt' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Ta bort/ })).not.toBeNull();
  });
});
