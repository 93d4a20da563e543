// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Registration } from '#contracts/registration';
import { testApiServer } from '../../../lib/test-api-server';
import { Component as RegistrationPage } from './registration-page';
import { renderPage as renderAt } from '../../../lib/test-render';

const RECEIVED: Registration = {
  submittedAt: '2026-11-22T08:00:00.000Z',
  firstName: 'Erik',
  lastName: 'Holm',
  email: 'erik.holm@example.se',
  status: 'received',
};

const api = testApiServer();

beforeEach(() => {
  api.requests.length = 0;
  api.hold = Promise.resolve();
  api.answers = {
    'GET /api/auth/profile': [200, { id: '300112', roles: ['Potential'], name: 'ERIK HOLM' }],
    'GET /api/Ir/GetRegistration': [204],
  };
});
afterEach(cleanup);

function renderPage(): void {
  renderAt(<RegistrationPage />, { api });
}

const field = (name: RegExp) => screen.getByLabelText(name);
const submitButton = () => screen.findByRole('button', { name: 'Skicka ansökan' });

async function fillIn(values: Record<string, string>): Promise<void> {
  await submitButton();
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(field(new RegExp(`^${label}`)), { target: { value } });
  }
}

async function fillInValidApplication(): Promise<void> {
  await fillIn({
    'E-post': 'erik.holm@example.se',
    Telefon: '070-123 45 67',
    Gatuadress: 'Byvägen 4',
    Postnummer: '792 91',
    Ort: 'Mora',
    Fastighetsbeteckning: 'Norrby 3:12',
  });
  fireEvent.click(field(/medlemsvillkor/));
}

async function send(): Promise<void> {
  const button = await submitButton();
  await act(async () => {
    fireEvent.click(button);
  });
}

describe('the registration page', () => {
  it('tells what membership gives and prefills the name from BankID in normal casing', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bli medlem');
    expect(screen.getByText(/Som medlem i Exempelskog äger du föreningen/)).toBeTruthy();
    await submitButton();
    expect(field(/^Förnamn/)).toHaveProperty('value', 'Erik');
    expect(field(/^Efternamn/)).toHaveProperty('value', 'Holm');
    expect(field(/^E-post/).getAttribute('autocomplete')).toBe('email');
    expect(field(/^Telefon/).getAttribute('type')).toBe('tel');
  });

  it('links the membership terms from the box that accepts them, to the terms on the same page', async () => {
    renderPage();
    await submitButton();
    const link = screen.getByRole('link', { name: 'Läs medlemsvillkoren' });
    expect(field(/medlemsvillkor/).getAttribute('aria-describedby')).toContain(
      link.closest('[id]')?.getAttribute('id'),
    );
    const terms = screen.getByRole('region', { name: 'Medlemsvillkor' });
    expect(link.getAttribute('href')).toBe(`#${terms.querySelector('h2')?.id ?? ''}`);
    expect(within(terms).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(terms.textContent).toContain('medlemsinsatsen');
  });

  it('lists what to correct in a focused summary when sent empty, and marks each field', async () => {
    api.answers['GET /api/auth/profile'] = [200, { id: '300112', roles: ['Potential'] }];
    renderPage();
    await send();

    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getByRole('heading').textContent).toBe('Du behöver rätta följande:');
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#registration-firstName',
      '#registration-lastName',
      '#registration-email',
      '#registration-phone',
      '#registration-street',
      '#registration-postalCode',
      '#registration-city',
      '#registration-acceptTerms',
    ]);
    const email = field(/^E-post/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Fyll i din e-postadress.');
    expect(field(/^Fastighetsbeteckning/).getAttribute('aria-invalid')).toBeNull();
    expect(api.posted()).toEqual([]);

    fireEvent.click(links[2] as HTMLElement);
    expect(document.activeElement).toBe(email);
  });

  it('checks a wrong field again as it changes, after the first attempt', async () => {
    renderPage();
    await send();
    const email = field(/^E-post/);
    fireEvent.change(email, { target: { value: 'erik.holm' } });
    await act(async () => {
      fireEvent.blur(email);
    });
    expect(document.getElementById('registration-email-error')?.textContent).toBe(
      'Skriv e-postadressen som namn@exempel.se.',
    );
    fireEvent.change(email, { target: { value: 'erik.holm@example.se' } });
    await act(async () => {
      fireEvent.blur(email);
    });
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps the summary as it was while the fields are fixed, so the button stays put, and sends on the next press', async () => {
    api.answers['POST /api/Ir/RegisterNewUser'] = [201, RECEIVED];
    renderPage();
    await fillIn({ 'E-post': 'erik.holm@example.se' });
    await send();
    const listed = () =>
      within(screen.getByRole('alert'))
        .getAllByRole('link')
        .map((link) => link.textContent);
    const before = listed();
    expect(before).toContain('Fyll i din gatuadress.');

    await fillInValidApplication();
    // Pressing the button leaves the last field: nothing above the button may change then.
    await act(async () => {
      fireEvent.blur(field(/^Fastighetsbeteckning/));
    });
    expect(listed()).toEqual(before);
    expect(field(/^Gatuadress/).getAttribute('aria-invalid')).toBeNull();

    await send();
    expect(await screen.findByRole('heading', { name: 'Tack för din ansökan' })).toBeTruthy();
    expect(api.posted()).toHaveLength(1);
  });

  it('sends the application and shows the receipt, with focus on its heading', async () => {
    api.answers['POST /api/Ir/RegisterNewUser'] = [201, RECEIVED];
    renderPage();
    await fillInValidApplication();
    await send();

    const heading = await screen.findByRole('heading', { name: 'Tack för din ansökan' });
    expect(document.activeElement).toBe(heading);
    expect(api.posted()).toEqual([
      {
        firstName: 'Erik',
        lastName: 'Holm',
        email: 'erik.holm@example.se',
        phone: '070-123 45 67',
        street: 'Byvägen 4',
        postalCode: '792 91',
        city: 'Mora',
        propertyDesignation: 'Norrby 3:12',
        message: '',
        acceptTerms: true,
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Skicka ansökan' })).toBeNull();
  });

  it('shows progress on the disabled button while the application is on its way', async () => {
    api.answers['POST /api/Ir/RegisterNewUser'] = [201, RECEIVED];
    renderPage();
    await fillInValidApplication();
    let answer = (): void => undefined;
    api.hold = new Promise((resolve) => (answer = resolve));
    await send();

    const button = screen.getByRole('button', { name: 'Skickar ansökan …' });
    expect(button).toHaveProperty('disabled', true);
    answer();
    expect(await screen.findByRole('heading', { name: 'Tack för din ansökan' })).toBeTruthy();
  });

  it('shows the message of a 409 in the summary', async () => {
    api.answers['POST /api/Ir/RegisterNewUser'] = [
      409,
      { code: 'CONFLICT', message: 'Du har redan skickat en ansökan. Vi hör av oss när den är behandlad.' },
    ];
    renderPage();
    await fillInValidApplication();
    await send();

    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(
      'Du har redan skickat en ansökan. Vi hör av oss när den är behandlad.',
    );
    expect(document.activeElement).toBe(summary);
  });

  it("puts the server's field errors on the fields", async () => {
    api.answers['POST /api/Ir/RegisterNewUser'] = [
      400,
      {
        code: 'VALIDATION_ERROR',
        message: 'Några uppgifter är inte giltiga. Rätta dem och försök igen.',
        fieldErrors: { postalCode: ['Postnumret finns inte.'] },
      },
    ];
    renderPage();
    await fillInValidApplication();
    await send();

    // The refusal comes back over the network: once its summary shows, the field has its error too.
    const summary = await screen.findByRole('alert');
    const postalCode = field(/^Postnummer/);
    expect(postalCode.getAttribute('aria-invalid')).toBe('true');
    expect(postalCode.getAttribute('aria-describedby')).toContain('registration-postalCode-error');
    expect(document.getElementById('registration-postalCode-error')?.textContent).toBe(
      'Postnumret finns inte.',
    );
    expect(within(summary).getByRole('link', { name: 'Postnumret finns inte.' })).toBeTruthy();
  });

  it('shows the application already sent, and no form', async () => {
    api.answers['GET /api/Ir/GetRegistration'] = [200, RECEIVED];
    renderPage();

    const receipt = await screen.findByRole('region', { name: 'Tack för din ansökan' });
    expect(receipt.textContent).toContain('22 nov. 2026');
    expect(receipt.textContent).toContain('Mottagen, vi går igenom den');
    expect(receipt.textContent).toContain('erik.holm@example.se');
    expect(screen.queryByRole('button', { name: 'Skicka ansökan' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
