// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testApiServer } from '../../../lib/test-api-server';
import type { Order } from '#contracts/checkout';
import type { Role } from '#contracts/roles';
import { ORDER } from '../test-checkout';
import { Component as ConfirmationPage, title } from './order-confirmation-page';
import { KARIN, renderPage as renderAt } from '../../../lib/test-render';

const api = testApiServer();
beforeEach(() => {
  api.requests.length = 0;
  api.answers = {
    'GET /api/auth/profile': [200, KARIN],
    'GET /api/orders/SO-2026-000012': [200, ORDER],
  };
});
afterEach(cleanup);

function renderPage(path: string): void {
  renderAt(<ConfirmationPage />, { api, path });
}

const section = (name: string) => screen.getByRole('region', { name });
const value = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent.replace(/\s/g, ' ');

describe('the order confirmation', () => {
  it('thanks the member and tells the number, when, what, the sums, where the mail went and what comes next', async () => {
    renderPage('/orderbekraftelse?order=SO-2026-000012');
    expect(title).toBe('Orderbekräftelse');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Orderbekräftelse');
    expect(await screen.findByRole('heading', { name: 'Tack för din beställning!' })).toBeTruthy();
    expect(value('Ordernummer')).toBe('SO-2026-000012');
    expect(value('Beställd')).toBe('22 nov. 2026 kl. 10:14');
    expect(value('Status')).toBe('Mottagen');
    // Placed before orders were signed: no evidence to show.
    expect(screen.queryByText(/Signerad med BankID/)).toBeNull();
    expect(
      screen.getByText('Vi har skickat en orderbekräftelse till karin.lindqvist@example.se.'),
    ).toBeTruthy();

    const lines = section('Det här har du beställt');
    expect(
      within(lines)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Röjning på Uppsala Ekeby 2:7', 'Plantering på Uppsala Viggeby 4:3']);
    expect(within(lines).getByText('Avdelning 4 och 7, 5,6 ha')).toBeTruthy();
    expect(within(section('Att betala')).getByText('42 775,00 kr')).toBeTruthy();

    const steps = within(section('Så går det till nu')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Anders Nyberg, din rådgivare, ringer dig inom fem arbetsdagar och går igenom beställningen med dig.',
      'Ni bestämmer tillsammans när arbetet görs, och vi planerar in det.',
      'Du får en faktura när arbetet är utfört. Värdering och anbud för avverkning är kostnadsfria.',
    ]);
    expect(within(section('Så når rådgivaren dig')).getByText('Ring helst efter kl. 16.')).toBeTruthy();
    const advisor = section('Din rådgivare');
    expect(
      within(advisor).getByRole('link', { name: 'Ring Anders Nyberg: 010-456 12 34' }).getAttribute('href'),
    ).toBe('tel:0104561234');
    expect(
      within(advisor)
        .getByRole('link', { name: /^Mejla Anders Nyberg/ })
        .getAttribute('href'),
    ).toBe('mailto:anders.nyberg@example.se');
    const print = screen.getByRole('button', { name: 'Skriv ut' });
    expect(print.closest('[data-print="hide"]')).not.toBeNull();
  });

  it('says who placed and signed it on the member’s behalf, and that no mail went without an address', async () => {
    api.answers['GET /api/orders/SO-2026-000012'] = [
      200,
      {
        ...ORDER,
        placedBy: { name: 'Anders Nyberg', onBehalf: true },
        signature: {
          signingId: '7a2c4e6f-1b3d-4f5a-8c7e-9d0f1a2b3c4d',
          signedAt: '2026-11-22T09:13:50.000Z',
          signerName: 'Anders Nyberg',
          onBehalf: true,
        },
        confirmationEmail: null,
        advisor: null,
      },
    ];
    renderPage('/orderbekraftelse?order=SO-2026-000012');
    expect(await screen.findByText('Anders Nyberg har lagt beställningen för din räkning.')).toBeTruthy();
    const thanks = section('Tack för din beställning!');
    expect(within(thanks).getByText(/^Signerad med BankID/).textContent).toBe(
      'Signerad med BankID 22 nov. 2026 kl.\u00a010:13 av Anders Nyberg för din räkning',
    );
    expect(
      within(thanks)
        .getByRole('link', { name: 'Hämta signerad text för order SO-2026-000012' })
        .getAttribute('href'),
    ).toBe('/api/signing/7a2c4e6f-1b3d-4f5a-8c7e-9d0f1a2b3c4d/text');
    expect(screen.getByText(/inte skickat någon bekräftelse per e-post/)).toBeTruthy();
    expect(within(section('Din rådgivare')).getByText(/ingen egen rådgivare ännu/)).toBeTruthy();
  });

  it('says clearly when there is no such order, or no order number at all', async () => {
    api.answers['GET /api/orders/SO-2026-999999'] = [
      404,
      { code: 'NOT_FOUND', message: 'Beställningen finns inte.' },
    ];
    renderPage('/orderbekraftelse?order=SO-2026-999999');
    expect(await screen.findByRole('heading', { name: 'Det finns ingen order att visa' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se skogliga tjänster' }).getAttribute('href')).toBe(
      '/skogligatjanster',
    );
    cleanup();

    renderPage('/orderbekraftelse');
    expect(screen.getByRole('heading', { name: 'Det finns ingen order att visa' })).toBeTruthy();
    expect(api.requests.filter((request) => request.url.startsWith('/api/orders'))).toHaveLength(1);
  });

  describe('once the work is done at a price above the estimate', () => {
    const doneAbove = (status: Order['status'], roles: Role[] = ['Member']) => {
      const base = ORDER.steps[0];
      if (base === undefined) throw new Error('the test order has no step');
      const final = {
        netOre: 3_600_000,
        vatOre: 900_000,
        totalOre: 4_500_000,
        lines: [],
        priceReason: 'Tätare ungskog.',
      };
      api.answers['GET /api/auth/profile'] = [200, { id: '100245', roles, name: 'Karin Lindqvist' }];
      api.answers['GET /api/orders/SO-2026-000012'] = [
        200,
        {
          ...ORDER,
          status,
          steps: [
            base,
            { ...base, step: 'done', byName: 'Lena Sjöberg', doneOn: '2026-11-30', final },
            ...(status === 'done' ? [] : [{ ...base, step: status, at: '2026-12-01T10:00:00.000Z' }]),
          ],
        },
      ];
      renderPage('/orderbekraftelse?order=SO-2026-000012');
    };

    it('asks her to answer, says the estimate holds until she does, and thanks her no more', async () => {
      doneAbove('done');
      expect(
        await screen.findByRole('heading', { name: 'Arbetet är utfört: svara om det nya slutpriset' }),
      ).toBeTruthy();
      expect(screen.queryByText('Tack för din beställning!')).toBeNull();
      const answer = section('Det nya slutpriset väntar på ditt svar');
      expect(answer.textContent).toMatch(
        /Slutpriset blev 45\s000,00\skr inkl\. moms, mer än de 42\s775,00\skr/,
      );
      expect(within(answer).getByText('Tätare ungskog.')).toBeTruthy();
      expect(within(answer).getByRole('button', { name: 'Godkänn det nya priset med BankID' })).toBeTruthy();
      expect(within(answer).getByRole('button', { name: 'Avböj det nya priset' })).toBeTruthy();
      // One amount to pay: the estimate, until she accepts.
      const toPay = section('Att betala');
      expect(within(toPay).getByText('42 775,00 kr')).toBeTruthy();
      expect(within(toPay).queryByText('45 000,00 kr')).toBeNull();
      expect(within(toPay).getByText('Det uppskattade priset gäller.')).toBeTruthy();
    });

    it('shows the final price as the one to pay once she accepted it', async () => {
      doneAbove('price-accepted');
      expect(await screen.findByRole('heading', { name: 'Arbetet är utfört' })).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Det nya slutpriset väntar på ditt svar' })).toBeNull();
      expect(within(section('Att betala')).getByText('45 000,00 kr')).toBeTruthy();
    });

    it('gives a representative nothing to press', async () => {
      doneAbove('done', ['DelegatedRight']);
      const answer = await screen.findByRole('region', { name: 'Det nya slutpriset väntar på ditt svar' });
      expect(within(answer).queryByRole('button')).toBeNull();
      expect(within(answer).getByText('Medlemmen svarar själv om det nya slutpriset.')).toBeTruthy();
    });
  });
});
