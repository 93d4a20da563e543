// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeatureFlags } from '#contracts/feature-flags';
import type { Role } from '#contracts/roles';
import { testApiServer } from '../../../lib/test-api-server';
import { Component as MyPagesPage } from './my-pages-page';
import { renderPage as renderAt } from '../../../lib/test-render';

/** The API answers only the profile, with the roles the test sets. */
const api = testApiServer();
afterEach(cleanup);

function renderPage(as: Role[], flags: Partial<FeatureFlags> = {}): void {
  api.answers = {};
  renderAt(<MyPagesPage />, {
    api,
    as: { id: '100245', roles: as },
    flags: { registrationForm: false, ...flags },
  });
}

const linksIn = (group: string): string[] =>
  within(screen.getByRole('navigation', { name: group }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '');

describe('the My pages hub', () => {
  it("offers a member every personal page, grouped, and the forest's first", async () => {
    renderPage(['Member']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mina sidor');
    await screen.findByRole('navigation', { name: 'Skog och ekonomi' });
    expect(linksIn('Skog och ekonomi')).toEqual([
      '/minasidor/verksamheter',
      '/minasidor/ekonomi',
      '/minasidor/kontrakt',
      '/minasidor/dokument',
    ]);
    expect(linksIn('Du och föreningen')).toEqual([
      '/minasidor/minauppgifter',
      '/minasidor/minafullmakter',
      '/minasidor/minaabonnemang',
      '/minasidor/minabokademoten',
      '/minasidor/minaaviseringar',
      '/minasidor/atkomstlogg',
    ]);
    expect(screen.getByRole('link', { name: /Mina uppgifter/ }).textContent).toContain(
      'Namn, adress och kontaktuppgifter',
    );
  });

  it('links to purchases only while its flag is on, and never to a page whose flag is off', async () => {
    renderPage(['Member'], { purchases: true, profile: false });
    await screen.findByRole('navigation', { name: 'Du och föreningen' });
    const links = linksIn('Du och föreningen');
    expect(links).toContain('/minasidor/minakop');
    expect(links).not.toContain('/minasidor/minauppgifter');
  });

  it('shows a representative no mandates page and no access log, and that they can only read', async () => {
    renderPage(['DelegatedRight']);
    expect(await screen.findByText(/ombud med läsrätt/)).toBeTruthy();
    expect(linksIn('Du och föreningen')).not.toContain('/minasidor/minafullmakter');
    expect(linksIn('Du och föreningen')).not.toContain('/minasidor/atkomstlogg');
    expect(linksIn('Skog och ekonomi')).toContain('/minasidor/ekonomi');
  });

  it('shows a potential member only the pages about themselves', async () => {
    renderPage(['Potential']);
    await screen.findByRole('navigation', { name: 'Du och föreningen' });
    expect(screen.queryByRole('navigation', { name: 'Skog och ekonomi' })).toBeNull();
  });
});
