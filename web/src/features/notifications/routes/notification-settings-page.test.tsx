// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '#contracts/roles';
import { testApi } from '../test-api';
import { Component as NotificationSettingsPage } from './notification-settings-page';

const api = testApi();

const DEFAULTS = {
  economy: { portal: true, email: true },
  contracts: { portal: true, email: true },
  documents: { portal: true, email: false },
  mandates: { portal: true, email: false },
  meetings: { portal: true, email: false },
  messages: { portal: true, email: true },
  forest: { portal: true, email: false },
  news: { portal: true, email: false },
};
const profile = (roles: Role[]) => [200, { id: '100245', roles, name: 'Karin Lindqvist' }] as const;

beforeEach(() => {
  api.state.requests.length = 0;
  api.state.answers = {
    'GET /api/auth/profile': [...profile(['Member'])],
    'GET /api/notifications/settings': [200, { choices: DEFAULTS, hasEmail: true, barkBeetleWarnings: true }],
  };
});
afterEach(cleanup);

/** The form has loaded (the machine may be busy: allow more than the default second). */
const saveButton = () => screen.findByRole('button', { name: 'Spara val' }, { timeout: 5_000 });
const category = (name: string) => screen.getByRole('group', { name });
const checkbox = (group: string, channel: 'I portalen' | 'Via e-post') =>
  within(category(group)).getByRole('checkbox', { name: channel });

describe('the notification settings page', () => {
  it('shows each category with a checkbox per channel, as chosen', async () => {
    api.render(<NotificationSettingsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mina aviseringar');
    await saveButton();
    const groups = screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent);
    expect(groups).toEqual([
      'Ekonomi',
      'Kontrakt',
      'Dokument',
      'Fullmakter',
      'Möten',
      'Meddelanden',
      'Skogen',
      'Nyheter från föreningen',
      'Granbarkborre i grannskapet',
    ]);
    expect(checkbox('Ekonomi', 'Via e-post')).toHaveProperty('checked', true);
    expect(checkbox('Nyheter från föreningen', 'Via e-post')).toHaveProperty('checked', false);
    expect(checkbox('Nyheter från föreningen', 'I portalen')).toHaveProperty('checked', true);
    expect(category('Ekonomi').getAttribute('aria-describedby')).toBe('notification-economy-description');
  });

  it('saves the whole choice and confirms it', async () => {
    const saved = { ...DEFAULTS, news: { portal: false, email: true } };
    api.state.answers['PUT /api/notifications/settings'] = [
      200,
      { choices: saved, hasEmail: true, barkBeetleWarnings: false },
    ];
    api.render(<NotificationSettingsPage />);
    await saveButton();
    fireEvent.click(checkbox('Nyheter från föreningen', 'I portalen'));
    fireEvent.click(checkbox('Nyheter från föreningen', 'Via e-post'));
    const warnings = screen.getByRole('checkbox', {
      name: 'Varna mig för granbarkborre nära mina fastigheter',
    });
    expect(warnings).toHaveProperty('checked', true);
    fireEvent.click(warnings);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Spara val' }));
    });
    const confirmation = await screen.findByText('Dina val är sparade.');
    expect(confirmation.closest('[role="status"]')).not.toBeNull();
    expect(api.state.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      choices: saved,
      barkBeetleWarnings: false,
    });
  });

  it('says when saving fails, and keeps what was chosen', async () => {
    api.state.answers['PUT /api/notifications/settings'] = [
      500,
      { code: 'INTERNAL_ERROR', message: 'Något gick fel hos oss. Försök igen om en stund.' },
    ];
    api.render(<NotificationSettingsPage />);
    await saveButton();
    fireEvent.click(checkbox('Möten', 'Via e-post'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Spara val' }));
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Det gick inte att spara dina val.');
    expect(checkbox('Möten', 'Via e-post')).toHaveProperty('checked', true);
  });

  it('offers no e-mail channel while e-mail notifications are off', async () => {
    api.render(<NotificationSettingsPage />, { notificationEmails: false });
    await saveButton();
    expect(
      within(category('Ekonomi'))
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual(['economy.portal']);
  });

  it('tells a member without an e-mail address where to add one', async () => {
    api.state.answers['GET /api/notifications/settings'] = [
      200,
      { choices: DEFAULTS, hasEmail: false, barkBeetleWarnings: true },
    ];
    api.render(<NotificationSettingsPage />);
    expect(await screen.findByText(/Vi har ingen e-postadress till dig/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mina uppgifter' }).getAttribute('href')).toBe(
      '/minasidor/minauppgifter',
    );
  });

  it('shows a representative the choices disabled, with why, and nothing to save', async () => {
    api.state.answers['GET /api/auth/profile'] = [...profile(['DelegatedRight'])];
    api.render(<NotificationSettingsPage />);
    expect(await screen.findByText(/Du ser valen med läsrätt/)).toBeTruthy();
    expect(checkbox('Ekonomi', 'I portalen')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Spara val' })).toBeNull();
    expect(
      screen.getByRole('checkbox', { name: 'Varna mig för granbarkborre nära mina fastigheter' }),
    ).toHaveProperty('disabled', true);
    expect(screen.getByText('Bara medlemmen själv kan slå på aviseringar till sin telefon.')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says what is pushed to the phone, and how to get pushes where this browser cannot take them', async () => {
    api.render(<NotificationSettingsPage />);
    await saveButton();
    const push = screen.getByRole('region', { name: 'Aviseringar till telefonen' });
    expect(
      within(push)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'din beställning har tagit ett nytt steg',
      'föreningen har svarat på ditt meddelande',
      'granbarkborre har bekräftats nära dina fastigheter',
    ]);
    // jsdom has no service worker or push manager, as an iPhone browser outside a home-screen app.
    expect(await within(push).findByText(/lägg först till portalen på hemskärmen/)).toBeTruthy();
    expect(within(push).getByRole('switch', { name: 'Aviseringar till den här enheten' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
